// WireContract in the feature-imports-api fixture.

public enum WireContractMarker {}
