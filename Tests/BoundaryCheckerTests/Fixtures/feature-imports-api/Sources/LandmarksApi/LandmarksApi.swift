// LandmarksApi in the feature-imports-api fixture.
import WireContract

public enum LandmarksApiMarker {}
