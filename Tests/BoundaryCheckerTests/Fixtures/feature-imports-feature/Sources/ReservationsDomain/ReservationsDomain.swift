// ReservationsDomain in the feature-imports-feature fixture.
import Toolkit

public enum ReservationsDomainMarker {}
