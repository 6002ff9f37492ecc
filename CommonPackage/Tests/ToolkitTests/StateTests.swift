import Testing
import Toolkit

@Suite struct StateTests {
    @Test func loadingStateExposesItsPayload() {
        #expect(LoadingState<Int>.loaded(3).value == 3)
        #expect(LoadingState<Int>.loading.value == nil)
        #expect(LoadingState<Int>.loading.isLoading)
        #expect(LoadingState<Int>.failed(.timeout).error == .timeout)
        #expect(LoadingState<Int>.idle.error == nil)
        #expect(MutationState.inProgress.isInProgress)
        #expect(!MutationState.failed(.notFound).isInProgress)
    }

    @Test func cachePolicyHasTheFiveDesignedCases() {
        #expect(
            CachePolicy.allCases.map(\.rawValue) == [
                "cacheThenFetch", "cacheElseFetch", "networkOnly", "cacheOnly", "networkElseCache",
            ])
    }

    @MainActor @Test func navigatorPushesPopsAndPopsToRoot() {
        let navigator = Navigator<String>()
        #expect(navigator.top == nil)
        #expect(!navigator.pop())
        navigator.push("a")
        navigator.push("b")
        #expect(navigator.top == "b")
        #expect(navigator.pop())
        #expect(navigator.path == ["a"])
        navigator.push("c")
        navigator.popToRoot()
        #expect(navigator.path.isEmpty)
    }
}

@Suite struct ClampingTests {
    @Test func anIndexIsMovedIntoTheCollection() {
        #expect(5.clamped(toCount: 3) == 2)
        #expect((-1).clamped(toCount: 3) == 0)
        #expect(1.clamped(toCount: 3) == 1)
        #expect(4.clamped(toCount: 0) == 0)
    }
}
