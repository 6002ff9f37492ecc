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

    /// A screen's state lives as long as its route is on the stack, at its place there.
    @MainActor @Test func aScreensStateIsKeptWithItsRouteUntilItIsPopped() {
        final class Box { let name: String; init(_ name: String) { self.name = name } }
        let navigator = Navigator<String>()
        navigator.push("a")
        let a = navigator.state(for: "a") { Box("a") }
        #expect(navigator.state(for: "a") { Box("again") } === a)
        #expect(navigator.state(for: "z") { Box("z") }.name == "z", "not on the stack: made, not kept")
        #expect(navigator.state(for: "z") { Box("z2") }.name == "z2")
        navigator.push("b", state: Box("b, made by the pusher"))
        #expect(navigator.state(for: "b") { Box("b") }.name == "b, made by the pusher")
        navigator.pop()
        navigator.push("b")
        #expect(navigator.state(for: "b") { Box("b again") }.name == "b again", "popped, its state went")
        #expect(navigator.state(for: "a") { Box("x") } === a)
        navigator.popToRoot()
        navigator.push("a")
        #expect(navigator.state(for: "a") { Box("a again") } !== a)
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
