// ReservationsDomain in the harness-imports-other-feature fixture.
import Toolkit

public enum ReservationsDomainMarker {}
