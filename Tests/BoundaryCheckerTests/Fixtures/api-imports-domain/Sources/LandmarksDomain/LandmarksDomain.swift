// LandmarksDomain in the api-imports-domain fixture.
import Toolkit

public enum LandmarksDomainMarker {}
