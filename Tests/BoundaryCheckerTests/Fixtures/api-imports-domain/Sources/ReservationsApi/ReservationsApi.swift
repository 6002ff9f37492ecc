// ReservationsApi in the api-imports-domain fixture.
import Toolkit
import LandmarksDomain

public enum ReservationsApiMarker {}
