import Testing

@testable import BoundaryChecker

@Suite struct ImportScannerTests {
    @Test func findsEveryFormOfImportWithItsLine() {
        let source = """
            import Foundation
            @testable import LandmarksDomain
            @_exported public import Logging
            package import Toolkit
            internal import DesignSystem
            import struct LandmarksApi.LandmarkApiModel
            #if canImport(Glibc)
                import Glibc
            #endif
            @preconcurrency import Dispatch
            func importantWork() {}
            let imports = 3
            """
        #expect(
            ImportScanner.imports(in: source).map { "\($0.line):\($0.module)" } == [
                "1:Foundation", "2:LandmarksDomain", "3:Logging", "4:Toolkit", "5:DesignSystem",
                "6:LandmarksApi",
                "8:Glibc", "10:Dispatch",
            ])
    }

    @Test func skipsCommentsAndStringLiterals() {
        let source = #"""
            // import Hidden
            /* import AlsoHidden
               import StillHidden */
            let text = """
                import InAString
                """
            /// Use it like this:
            /// import DocExample
            import Real
            """#
        #expect(ImportScanner.imports(in: source).map(\.module) == ["Real"])
    }

    @Test func commentAndStringDelimitersInsideEachOtherAreText() {
        let source = #"""
            let glob = "src/*"
            import AfterAStringWithACommentOpener
            let raw = #"a "quoted" /* not a comment"#
            import AfterARawString
            /* a comment with "a string that never closes
            import Hidden */
            // a line comment with """
            import AfterALineComment
            /* outer /* nested */ import StillInTheOuterComment
            */
            import Last
            """#
        #expect(
            ImportScanner.imports(in: source).map(\.module) == [
                "AfterAStringWithACommentOpener", "AfterARawString", "AfterALineComment", "Last",
            ])
    }

    /// The lexer reads bytes: characters of more than one byte next to a delimiter must neither
    /// hide it nor make one.
    @Test func charactersOfManyBytesAroundDelimitersAreText() {
        let source = #"""
            let café = "naïve // 🏔️ not a comment"
            import AfterAStringWithAccents
            let note = "🗻" /* é "🗻 */
            import AfterACommentWithEmoji
            import Last
            """#
        #expect(
            ImportScanner.imports(in: source).map(\.module) == [
                "AfterAStringWithAccents", "AfterACommentWithEmoji", "Last",
            ])
    }

    @Test func patternsBindAFeatureAndRespectOthers() {
        let domain = Pattern("{feature}Domain")
        #expect(domain.match("LandmarksDomain") == "landmarks")
        #expect(domain.match("LandmarksDomain", feature: "reservations") == nil)
        #expect(Pattern("{feature}-preview").match("landmarks-preview") == "landmarks")
        #expect(Pattern("{other}Feature").match("LandmarksFeature", feature: "landmarks") == nil)
        #expect(Pattern("{other}Feature").match("ReservationsFeature", feature: "landmarks") != nil)
        #expect(Pattern("*Api").match("LandmarksApi") == "")
        #expect(Pattern("Hummingbird*").match("HummingbirdAuth") == "")
        #expect(Pattern("Toolkit").match("Toolkits") == nil)
    }
}
