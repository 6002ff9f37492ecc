public import ReservationsDomain
import Testing
import Toolkit

extension ReservationService {
    /// A service whose every closure records a test failure naming itself, then throws: a test
    /// starts from it and sets only the closures it expects to be called.
    ///
    /// ```swift
    /// var service = ReservationService.unimplemented
    /// service.cancel = { _ in throw AppError.server(status: 503, body: "") }
    /// ```
    public static var unimplemented: ReservationService {
        @Sendable func fail(_ name: String) -> AppError {
            Issue.record("ReservationService.\(name) was called, but the test did not set it")
            return .unexpected("ReservationService.\(name) is unimplemented")
        }
        return ReservationService(
            fetchReservations: { _ in .single { throw fail("fetchReservations") } },
            fetchReservation: { _ in throw fail("fetchReservation") },
            fetchForLandmark: { _ in throw fail("fetchForLandmark") },
            create: { _ in throw fail("create") },
            update: { _, _ in throw fail("update") },
            cancel: { _, _ in throw fail("cancel") },
            landmarkChoices: { throw fail("landmarkChoices") })
    }
}
