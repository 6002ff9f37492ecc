// WireContract in the api-imports-domain fixture.

public enum WireContractMarker {}
