// Toolkit in the undeclared-import fixture.

public enum ToolkitMarker {}
