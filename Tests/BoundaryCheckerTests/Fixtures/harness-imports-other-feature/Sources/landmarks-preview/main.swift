// landmarks-preview in the harness-imports-other-feature fixture.
import LandmarksFeature
import ReservationsFeature

print("fixture")
