// LandmarksDomain in the undeclared-import fixture.
import Toolkit

public enum LandmarksDomainMarker {}
