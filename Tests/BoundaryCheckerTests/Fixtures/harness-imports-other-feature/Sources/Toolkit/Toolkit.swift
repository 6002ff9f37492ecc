// Toolkit in the harness-imports-other-feature fixture.

public enum ToolkitMarker {}
