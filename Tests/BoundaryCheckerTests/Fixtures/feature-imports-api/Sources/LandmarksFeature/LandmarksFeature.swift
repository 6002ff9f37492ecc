// LandmarksFeature in the feature-imports-api fixture.
import LandmarksDomain
import LandmarksApi

public enum LandmarksFeatureMarker {}
