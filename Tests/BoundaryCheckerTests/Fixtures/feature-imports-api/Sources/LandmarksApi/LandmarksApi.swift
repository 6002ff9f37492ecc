// LandmarksApi in the feature-imports-api fixture.
import Toolkit

public enum LandmarksApiMarker {}
