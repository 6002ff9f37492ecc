// ReservationsApi in the api-imports-domain fixture.
import WireContract
import LandmarksDomain

public enum ReservationsApiMarker {}
