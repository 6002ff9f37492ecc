// Toolkit in the app-imports-api fixture.

public enum ToolkitMarker {}
