public import LandmarksDomain
import Testing
import Toolkit

extension LandmarkService {
    /// A service whose every closure records a test failure naming itself, then throws: a test
    /// starts from it and sets only the closures it expects to be called.
    ///
    /// ```swift
    /// var service = LandmarkService.unimplemented
    /// service.fetchLandmarks = { _ in .single { Fetched(fixtures, from: .network) } }
    /// ```
    public static var unimplemented: LandmarkService {
        @Sendable func fail(_ name: String) -> AppError {
            Issue.record("LandmarkService.\(name) was called, but the test did not set it")
            return .unexpected("LandmarkService.\(name) is unimplemented")
        }
        return LandmarkService(
            fetchLandmarks: { _ in .single { throw fail("fetchLandmarks") } },
            fetchLandmark: { _ in throw fail("fetchLandmark") },
            fetchCategory: { _ in throw fail("fetchCategory") },
            setFavorite: { _, _ in throw fail("setFavorite") },
            clearCache: { _ = fail("clearCache") })
    }
}
