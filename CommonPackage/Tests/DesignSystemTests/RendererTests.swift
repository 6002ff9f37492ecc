import DesignSystem
import Testing

@Suite struct RendererTests {
    let size = Size(columns: 10, rows: 3)

    @Test func theFirstFrameIsDrawnInFull() {
        var renderer = Renderer()
        #expect(renderer.updates(for: Frame(size: size, lines: ["a", "b"])).map(\.row) == [0, 1, 2])
    }

    @Test func laterFramesRewriteOnlyChangedRows() {
        var renderer = Renderer()
        _ = renderer.updates(for: Frame(size: size, lines: ["a", "b", "c"]))
        let updates = renderer.updates(for: Frame(size: size, lines: ["a", "B", "c"]))
        #expect(updates == [LineUpdate(row: 1, line: "B")])
        #expect(renderer.updates(for: Frame(size: size, lines: ["a", "B", "c"])).isEmpty)
    }

    @Test func aStyleChangeAloneIsAChange() {
        var renderer = Renderer()
        _ = renderer.updates(for: Frame(size: size, lines: ["a"]))
        #expect(renderer.updates(for: Frame(size: size, lines: [Line("a", style: .error)])).map(\.row) == [0])
    }

    @Test func aResizeOrInvalidationRedrawsEverything() {
        var renderer = Renderer()
        _ = renderer.updates(for: Frame(size: size, lines: ["a"]))
        #expect(renderer.updates(for: Frame(size: Size(columns: 12, rows: 3), lines: ["a"])).count == 3)
        renderer.invalidate()
        #expect(renderer.updates(for: Frame(size: Size(columns: 12, rows: 3), lines: ["a"])).count == 3)
    }

    @Test func stylesAreDroppedInPlainModeAndWrittenAsSGRInStyledMode() {
        let line = Line("ok", style: .error) + Line(" then")
        #expect(ColorMode.detect(environment: ["NO_COLOR": "1"], outputIsTerminal: true) == .plain)
        #expect(ColorMode.detect(environment: ["NO_COLOR": ""], outputIsTerminal: true) == .styled)
        #expect(ColorMode.detect(environment: [:], outputIsTerminal: false) == .plain)
        #expect(line.plainText == "ok then")
    }
}
