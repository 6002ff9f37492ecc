// LandmarksDomain in the app-imports-api fixture.
import LandmarksApi

public enum LandmarksDomainMarker {}
