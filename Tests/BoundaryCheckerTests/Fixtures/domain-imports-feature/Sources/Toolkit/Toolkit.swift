// Toolkit in the domain-imports-feature fixture.

public enum ToolkitMarker {}
