// ReservationsDomain in the domain-imports-feature fixture.
import Toolkit
import LandmarksFeature

public enum ReservationsDomainMarker {}
