// LandmarksFeature in the domain-imports-feature fixture.
import LandmarksDomain

public enum LandmarksFeatureMarker {}
