// LandmarksApi in the app-imports-api fixture.
import WireContract

public enum LandmarksApiMarker {}
