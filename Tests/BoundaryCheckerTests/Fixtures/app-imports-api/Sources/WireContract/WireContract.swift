// WireContract in the app-imports-api fixture.

public enum WireContractMarker {}
