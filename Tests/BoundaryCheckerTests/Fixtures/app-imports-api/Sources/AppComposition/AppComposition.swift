// AppComposition in the app-imports-api fixture.
import LandmarksDomain
import LandmarksApi

public enum AppCompositionMarker {}
