public import Toolkit

extension FidelitySuite where Service == SessionService {
    /// The session's behaviour, from a device signed in as the first demo user: a bad password
    /// and an unknown user refused (and whoever was signed in stays), signing out, signing out
    /// again when signed out, and signing in as each demo user.
    public static var session: Self {
        let (ada, grace) = (DemoUser.all[0], DemoUser.all[1])
        /// Who the device says is signed in, as a line.
        @Sendable func whoIs(_ service: SessionService) async -> String {
            "signed in: \(await service.user() ?? "nobody")"
        }
        return FidelitySuite(
            feature: "session", presets: SessionService.presets,
            steps: [
                Step("signed in at the start") { [await whoIs($0)] },
                Step("a bad password", readsOnly: true) { service in
                    [
                        await answer("sign in as \(ada.username), wrong password") {
                            try await service.signIn(ada.username, "not-" + ada.password)
                        },
                        await whoIs(service),
                    ]
                },
                Step("an unknown user", readsOnly: true) { service in
                    [
                        await answer("sign in as nobody") {
                            try await service.signIn("nobody", ada.password)
                        },
                        await whoIs(service),
                    ]
                },
                Step("sign out") { service in
                    [await answer("sign out") { try await service.signOut() }, await whoIs(service)]
                },
                Step("signed out: sign out again") { service in
                    [await answer("sign out again") { try await service.signOut() }, await whoIs(service)]
                },
                Step("sign in") { service in
                    [
                        await answer("sign in as \(grace.username)") {
                            try await service.signIn(grace.username, grace.password)
                        },
                        await whoIs(service),
                    ]
                },
                Step("sign in as someone else") { service in
                    [
                        await answer("sign in as \(ada.username)") {
                            try await service.signIn(ada.username, ada.password)
                        },
                        await whoIs(service),
                    ]
                },
            ])
    }
}
