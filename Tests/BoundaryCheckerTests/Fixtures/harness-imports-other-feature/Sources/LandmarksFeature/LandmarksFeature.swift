// LandmarksFeature in the harness-imports-other-feature fixture.
import LandmarksDomain

public enum LandmarksFeatureMarker {}
