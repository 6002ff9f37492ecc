// LandmarksDomain in the domain-imports-feature fixture.
import Toolkit

public enum LandmarksDomainMarker {}
