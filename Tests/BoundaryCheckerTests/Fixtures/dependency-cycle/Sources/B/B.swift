// B in the dependency-cycle fixture.
import A

public enum BMarker {}
