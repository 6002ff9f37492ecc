// ReservationsFeature in the harness-imports-other-feature fixture.
import ReservationsDomain

public enum ReservationsFeatureMarker {}
