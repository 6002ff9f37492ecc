// LandmarksFeature in the undeclared-import fixture.
import LandmarksDomain
import Toolkit

public enum LandmarksFeatureMarker {}
