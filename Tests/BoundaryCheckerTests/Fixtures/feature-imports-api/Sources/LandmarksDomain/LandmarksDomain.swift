// LandmarksDomain in the feature-imports-api fixture.
import LandmarksApi
import Toolkit

public enum LandmarksDomainMarker {}
