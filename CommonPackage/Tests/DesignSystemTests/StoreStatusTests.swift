import DesignSystem
import Testing
import Toolkit

/// One component says how every store's loading shows: what stands in for missing content, and
/// the banner over content there is.
@MainActor @Suite struct StoreStatusTests {
    /// A store whose state a test sets.
    final class Store: LoadingStore {
        var state: LoadingState<DataOrigin> = .idle
        var refreshError: AppError?
        var isRefreshing = false
        var liveStatus: LiveStatus = .off
        var hasContent = false
        var retries = 0

        func load(policy: CachePolicy) -> Task<Void, Never> { Task {} }
        func stop() {}
    }

    func status(_ store: Store) -> StoreStatus<Store> {
        StoreStatus(
            store, noun: "trails", empty: EmptyState(title: "No trails", message: "Press r."),
            retry: { store.retries += 1 }
        )
        .changes(sending: "Saving…", failing: "Couldn't save")
    }

    @Test func aPlaceholderStandsInUntilThereIsContent() throws {
        let store = Store()
        #expect(status(store).placeholder?.label == "Loading trails…")
        store.state = .failed(.timeout)
        let failed = try #require(status(store).placeholder)
        #expect(failed.role == .error && failed.label == "Couldn't load trails")
        _ = FocusChain(failed).dispatch(.character("r"))
        #expect(store.retries == 1, "r retries")
        store.state = .loaded(.network)
        #expect(status(store).placeholder?.label == "No trails")
        #expect(status(store).placeholder(hasContent: false, empty: Text([Line("Gone")]))?.label == "Gone")
        store.hasContent = true
        #expect(status(store).placeholder == nil)
    }

    @Test func theBannerLeadsWithAChangeThenSaysHowTheDataIs() {
        let store = Store()
        store.state = .loaded(.cache)
        #expect(status(store).banner() == nil, "no content: the placeholder says it")
        store.hasContent = true
        #expect(status(store).banner() == Banner(.warning, "Showing cached data"))
        #expect(status(store).banner(change: .inProgress) == Banner(.progress, "Saving…"))
        #expect(
            status(store).banner(change: .failed(.timeout))?.message.hasPrefix("Couldn't save: ") == true)
        store.state = .loaded(.network)
        #expect(status(store).banner(change: .succeeded) == nil)
    }
}
