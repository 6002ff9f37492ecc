// Toolkit in the feature-imports-feature fixture.

public enum ToolkitMarker {}
