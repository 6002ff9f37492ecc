import DesignSystem
import Testing

@Suite struct KeyDecoderTests {
    static func decode(_ chunks: [[UInt8]], flush: Bool = false) -> [Key] {
        var decoder = KeyDecoder()
        var keys = chunks.flatMap { decoder.feed($0) }
        if flush { keys += decoder.flush() }
        return keys
    }

    @Test func decodesControlAndPrintableBytes() {
        #expect(
            Self.decode([Array("a Z\r\t\u{7F}\u{03}".utf8)]) == [
                .character("a"), .character(" "), .character("Z"), .enter, .tab, .backspace, .interrupt,
            ])
    }

    @Test func decodesArrowsInBothCursorModesAndTildeKeys() {
        let bytes = Array(
            "\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}OD\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[H\u{1B}[4~\u{1B}[Z".utf8)
        #expect(
            Self.decode([bytes]) == [
                .up, .down, .right, .left, .pageUp, .pageDown, .delete, .home, .end, .backTab,
            ])
    }

    @Test func modifiedArrowsStillMove() {
        #expect(Self.decode([Array("\u{1B}[1;5A".utf8)]) == [.up])
    }

    @Test(arguments: 1...3)
    func escapeSequencesSplitAcrossReadsDecodeOnce(splitAt: Int) {
        let bytes = Array("\u{1B}[B".utf8)
        #expect(Self.decode([Array(bytes[..<splitAt]), Array(bytes[splitAt...])]) == [.down])
    }

    @Test func utf8CharactersSplitAcrossReadsDecodeOnce() {
        let bytes = Array("é東".utf8)
        #expect(
            Self.decode([[bytes[0]], Array(bytes[1...3]), Array(bytes[4...])]) == [
                .character("é"), .character("東"),
            ])
    }

    @Test func aLoneEscapeWaitsThenBecomesEscOnFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPending)
    }

    @Test func escapeFollowedByAKeyIsEscThenTheKey() {
        #expect(Self.decode([Array("\u{1B}q".utf8)]) == [.escape, .character("q")])
        #expect(Self.decode([[0x1B, 0x1B]], flush: true) == [.escape, .escape])
        #expect(Self.decode([Array("\u{1B}[".utf8)], flush: true) == [.escape, .character("[")])
    }

    @Test func aPasteComesWholeFromTheFeedThatEndsItAsTextAlone() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("x\u{1B}[200~la".utf8)) == [.character("x")])
        #expect(decoder.hasPending, "the paste waits for its end")
        #expect(decoder.feed(Array("ke\r\t\u{1B}[201".utf8)).isEmpty)
        #expect(
            decoder.feed(Array("~y".utf8)) == [.paste("lake"), .character("y")],
            "one key for the paste; Enter and Tab in it are not keys")
        #expect(!decoder.hasPending)
    }

    @Test func aPasteWhoseEndNeverComesIsWhatArrivedOfIt() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~ab".utf8)).isEmpty)
        #expect(decoder.flush() == [.paste("ab")])
        #expect(!decoder.hasPending)
    }

    @Test func unknownSequencesAndStrayBytesAreSkipped() {
        #expect(
            Self.decode([Array("\u{1B}[99xq".utf8), [0x80], Array("w".utf8)]) == [
                .character("q"), .character("w"),
            ])
    }

    @Test func scriptsParseKeyNamesAndSingleCharacters() throws {
        let keys = try Key.script("down down enter f esc / space backspace tab ctrl-c").get()
        #expect(
            keys == [
                .down, .down, .enter, .character("f"), .escape, .character("/"), .character(" "), .backspace,
                .tab, .interrupt,
            ])
        #expect(
            keys.map(\.description).joined(separator: " ")
                == "down down enter f esc / space backspace tab ctrl-c")
        #expect(throws: UnknownKeyName(name: "jump")) { try Key.script("up jump").get() }
    }

    @Test func scriptsNameEveryFormKey() throws {
        let keys = try Key.script("shift-tab home end delete pgup pgdn ctrl-s backtab pageup").get()
        #expect(
            keys == [.backTab, .home, .end, .delete, .pageUp, .pageDown, .control("s"), .backTab, .pageUp])
        #expect(
            keys.prefix(7).map(\.description).joined(separator: " ")
                == "shift-tab home end delete pgup pgdn ctrl-s")
        #expect(throws: UnknownKeyName(name: "ctrl-1")) { try Key.script("ctrl-1").get() }
    }

    @Test func scriptsTakeEveryNameAndAliasInAnyCase() throws {
        let names =
            "up down left right home end pgup pageup pgdn pagedown enter return esc escape tab "
            + "shift-tab backtab backspace delete space focus-in focus-out"
        let keys: [Key] = [
            .up, .down, .left, .right, .home, .end, .pageUp, .pageUp, .pageDown, .pageDown, .enter,
            .enter, .escape, .escape, .tab, .backTab, .backTab, .backspace, .delete, .character(" "),
            .focusGained, .focusLost,
        ]
        #expect(try Key.script(names).get() == keys)
        #expect(try Key.script(names.uppercased()).get() == keys)
        #expect(throws: UnknownKeyName(name: "pagedwn")) { try Key.script("pagedwn").get() }
    }
}
