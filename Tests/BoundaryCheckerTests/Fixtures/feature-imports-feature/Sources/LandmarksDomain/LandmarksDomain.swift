// LandmarksDomain in the feature-imports-feature fixture.
import Toolkit

public enum LandmarksDomainMarker {}
