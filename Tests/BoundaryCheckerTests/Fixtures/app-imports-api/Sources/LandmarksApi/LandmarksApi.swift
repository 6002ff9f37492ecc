// LandmarksApi in the app-imports-api fixture.
import Toolkit

public enum LandmarksApiMarker {}
