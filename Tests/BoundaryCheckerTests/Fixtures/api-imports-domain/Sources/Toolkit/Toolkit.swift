// Toolkit in the api-imports-domain fixture.

public enum ToolkitMarker {}
