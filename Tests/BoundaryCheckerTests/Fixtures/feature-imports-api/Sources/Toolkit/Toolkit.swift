// Toolkit in the feature-imports-api fixture.

public enum ToolkitMarker {}
