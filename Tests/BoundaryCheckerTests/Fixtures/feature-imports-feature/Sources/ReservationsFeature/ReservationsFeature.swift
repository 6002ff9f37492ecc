// ReservationsFeature in the feature-imports-feature fixture.
import ReservationsDomain
import LandmarksFeature

public enum ReservationsFeatureMarker {}
