import DesignSystem
import Testing

@Suite struct AppBarTests {
    let bar = AppBar(
        tabs: ["Landmarks", "Reservations"], selected: 0, user: "ada", hints: [KeyHint("ctrl-o", "Sign out")])

    @Test func whoIsSignedInAndTheAppsKeysShowOnTheRightWhenTheyFit() {
        #expect(
            bar.line(width: 60).plainText == " [1 Landmarks]  2 Reservations        ada · ctrl-o Sign out ")
    }

    /// A narrow terminal keeps every tab name: the right side goes whole, as the footer offers
    /// the same keys, and the bar reads as it does signed out.
    @Test func theTabsWinWhenSpaceIsShort() {
        let narrow = bar.line(width: 40).plainText
        #expect(narrow.hasPrefix(" [1 Landmarks]  2 Reservations"))
        #expect(!narrow.contains("ada") && !narrow.contains("…"))
        #expect(narrow == AppBar(tabs: bar.tabs, selected: 0).line(width: 40).plainText)
    }
}
