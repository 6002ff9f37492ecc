// LandmarksFeature in the feature-imports-feature fixture.
import LandmarksDomain

public enum LandmarksFeatureMarker {}
