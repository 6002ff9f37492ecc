// A in the dependency-cycle fixture.
import B

public enum AMarker {}
