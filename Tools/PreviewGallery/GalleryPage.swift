import DesignSystem
import FeatureKit
import Foundation
import Toolkit

/// The gallery as one self-contained HTML page: no network, no other file. Every frame is drawn
/// from the renderer's styled lines (each span's colours and emphasis, not parsed from escape
/// codes), grouped by feature, with filters for preset, size, variant and colour (`NO_COLOR`
/// drops every style, as the terminal runner does), each story as a filmstrip, the coverage
/// table, and for each frame that differs from the committed one the two side by side with
/// the changed characters highlighted.
public struct GalleryPage: Sendable {
    let render: GalleryRender
    let coverage: Coverage
    /// Each filmstrip's committed stills' texts, in the order of `render.filmstrips`.
    let committedStills: [[String]]

    /// The page for `render`, its `coverage`, and the filmstrips committed in the gallery
    /// folder (by path), to show what changed.
    public init(render: GalleryRender, coverage: Coverage, committed: [String: String]) {
        self.render = render
        self.coverage = coverage
        committedStills = render.filmstrips.map {
            Self.stills(of: committed[$0.scene.path], rows: $0.scene.size.rows)
        }
    }

    /// How many frames differ from the committed ones (new filmstrips count every frame).
    public var changedFrames: Int {
        zip(render.filmstrips, committedStills).reduce(0) { count, pair in
            let (filmstrip, old) = pair
            return count
                + filmstrip.stills.indices.filter { old[safe: $0] != filmstrip.stills[$0].text }.count
        }
    }

    /// The page's HTML.
    public var html: String {
        var styles: [Style: Int] = [:]
        var filmstrips: [[String: Any]] = []
        for (filmstrip, old) in zip(render.filmstrips, committedStills) {
            let scene = filmstrip.scene
            let stills = filmstrip.stills.enumerated().map { index, still -> [String: Any] in
                var entry: [String: Any] = [
                    "label": still.label, "outline": still.outline?.text ?? "",
                    "lines": still.frame.lines.map { line in
                        line.spans.map { span -> [Any] in
                            let style =
                                styles[span.style]
                                ?? {
                                    styles[span.style] = styles.count
                                    return styles.count - 1
                                }()
                            return [span.text, style]
                        }
                    },
                ]
                if old[safe: index] != still.text { entry["old"] = old[safe: index] ?? "" }
                return entry
            }
            filmstrips.append([
                "feature": scene.feature, "preset": scene.preset.rawValue, "story": scene.story.name,
                "summary": scene.story.summary, "keys": scene.story.script,
                "size": "\(scene.size.columns)x\(scene.size.rows)", "variant": scene.variant?.name ?? "",
                "stills": stills, "link": filmstrip.link ?? "",
            ])
        }
        let styleTable = styles.sorted { $0.value < $1.value }.map { style, _ in Self.css(style) }
        let data: [String: Any] = [
            "presets": galleryPresets.map(\.rawValue),
            "sizes": gallerySizes.map { "\($0.columns)x\($0.rows)" },
            "variants": GalleryVariant.all.map(\.name), "features": uniqueFeatures,
            "styles": styleTable, "filmstrips": filmstrips,
            "coverage": coverage.rows.map {
                ["feature": $0.feature, "story": $0.story, "cells": $0.cells.map(\.rawValue)]
            },
            "failures": render.failures.map { "\($0.scene.path): \($0.reason)" },
        ]
        let json =
            (try? JSONSerialization.data(withJSONObject: data, options: [.sortedKeys])) ?? Data("{}".utf8)
        // `</` cannot end the script early inside JSON text.
        let embedded = String(decoding: json, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
        return Self.template.replacingOccurrences(of: "/*DATA*/", with: embedded)
    }

    private var uniqueFeatures: [String] {
        var seen: [String] = []
        for filmstrip in render.filmstrips where !seen.contains(filmstrip.scene.feature) {
            seen.append(filmstrip.scene.feature)
        }
        return seen
    }

    /// A style as CSS classes: `fg-6 bold`.
    static func css(_ style: Style) -> String {
        var classes: [String] = []
        if let foreground = style.foreground { classes.append("fg-\(foreground.rawValue)") }
        if let background = style.background { classes.append("bg-\(background.rawValue)") }
        if style.bold { classes.append("bold") }
        if style.dim { classes.append("dim") }
        if style.underline { classes.append("underline") }
        if style.inverse { classes.append("inverse") }
        return classes.joined(separator: " ")
    }

    /// The stills' texts in a committed filmstrip file: two heading lines, then for each still
    /// a rule line and `rows` lines of frame. Read by position, since a frame's own lines can
    /// look like rules.
    static func stills(of file: String?, rows: Int) -> [String] {
        guard let file else { return [] }
        let lines = file.components(separatedBy: "\n").dropFirst(2)
        var stills: [String] = []
        var index = lines.startIndex
        while index + rows < lines.endIndex {
            stills.append(lines[(index + 1)...(index + rows)].joined(separator: "\n"))
            index += rows + 1
        }
        return stills
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension GalleryPage {
    /// The page around the data: styles, the filters, and the script that draws the frames.
    static let template = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Landmarks preview gallery</title>
        <style>
          :root { --bg: #1d1f21; --fg: #d8d8d8; --panel: #2a2d31; --muted: #8a8f98; }
          body { margin: 0; font: 14px/1.4 system-ui, sans-serif; background: #f4f4f2; color: #222; }
          header { position: sticky; top: 0; z-index: 2; background: #fff; border-bottom: 1px solid #ddd; padding: 10px 20px; }
          header h1 { font-size: 18px; margin: 0 0 6px; }
          header label { margin-right: 14px; }
          main { padding: 10px 20px 40px; }
          h2 { margin: 28px 0 8px; font-size: 17px; }
          h3 { margin: 16px 0 4px; font-size: 14px; }
          .summary { color: #555; margin: 0 0 6px; }
          .strip { display: flex; gap: 10px; overflow-x: auto; padding-bottom: 6px; }
          figure { margin: 0; }
          figcaption { font-size: 12px; color: #555; margin-bottom: 2px; }
          pre.frame { margin: 0; padding: 4px 6px; background: var(--bg); color: var(--fg); border-radius: 4px;
            font: 12px/1.25 "DejaVu Sans Mono", "Noto Sans Mono CJK JP", monospace; }
          pre.changed { outline: 3px solid #d33; }
          pre.outline { margin: 4px 0 0; font: 11px/1.3 monospace; color: #333; white-space: pre-wrap; max-width: 560px; }
          .diff { display: flex; gap: 6px; margin-top: 4px; }
          .diff pre { background: #fff; color: #222; border: 1px solid #ccc; }
          mark { background: #ffd54a; }
          table { border-collapse: collapse; margin: 6px 0 10px; }
          td, th { border: 1px solid #ccc; padding: 2px 8px; text-align: center; }
          td:nth-child(-n+2), th:nth-child(-n+2) { text-align: left; }
          .missing { background: #f6c7c7; }
          .failures { color: #b00; }
          .fg-0 { color: #1d1f21 } .fg-1 { color: #e06c6c } .fg-2 { color: #8fc16d } .fg-3 { color: #e5c07b }
          .fg-4 { color: #6fa8dc } .fg-5 { color: #c678dd } .fg-6 { color: #56c2d6 } .fg-7 { color: #e8e8e8 }
          .fg-60 { color: #7d828a }
          .bg-0 { background: #1d1f21 } .bg-1 { background: #e06c6c } .bg-2 { background: #8fc16d } .bg-3 { background: #e5c07b }
          .bg-4 { background: #6fa8dc } .bg-5 { background: #c678dd } .bg-6 { background: #56c2d6 } .bg-7 { background: #e8e8e8 }
          .bg-60 { background: #7d828a }
          .bold { font-weight: bold } .dim { opacity: .6 } .underline { text-decoration: underline }
          .inverse { filter: invert(1) }
        </style>
        </head>
        <body>
        <header>
          <h1>Landmarks preview gallery</h1>
          <div id="filters"></div>
          <div id="status"></div>
        </header>
        <main>
          <section id="coverage"></section>
          <div id="features"></div>
        </main>
        <script type="application/json" id="data">/*DATA*/</script>
        <script>
        const data = JSON.parse(document.getElementById("data").textContent);
        const state = { preset: "all", size: data.sizes[0], variant: data.variants[0], colour: "colour", changed: false, outlines: false };
        const el = (tag, props = {}, ...children) => {
          const node = Object.assign(document.createElement(tag), props);
          for (const child of children) node.append(child);
          return node;
        };
        function select(name, label, options) {
          const control = el("select", { id: "filter-" + name });
          for (const [value, text] of options) control.append(el("option", { value, textContent: text }));
          control.value = state[name];
          control.onchange = () => { state[name] = control.value; draw(); };
          return el("label", {}, label + " ", control);
        }
        function filters() {
          const box = document.getElementById("filters");
          box.append(
            select("preset", "Preset", [["all", "every preset"], ...data.presets.map(p => [p, p])]),
            select("size", "Size", data.sizes.map(s => [s, s])),
            select("variant", "Dates in", data.variants.map(v => [v, v])),
            select("colour", "Colour", [["colour", "colour"], ["plain", "NO_COLOR"]]));
          const changed = el("input", { type: "checkbox", id: "filter-changed" });
          changed.onchange = () => { state.changed = changed.checked; draw(); };
          box.append(el("label", {}, changed, " only frames that changed"));
          const outlines = el("input", { type: "checkbox", id: "filter-outlines" });
          outlines.onchange = () => { state.outlines = outlines.checked; draw(); };
          box.append(el("label", {}, outlines, " accessibility outlines"));
        }
        function frame(lines, changed) {
          const pre = el("pre", { className: "frame" + (changed ? " changed" : "") });
          lines.forEach((spans, row) => {
            for (const [text, style] of spans) {
              const css = state.colour === "colour" ? data.styles[style] : "";
              pre.append(css ? el("span", { className: css, textContent: text }) : text);
            }
            if (row < lines.length - 1) pre.append("\n");
          });
          return pre;
        }
        function plain(lines) { return lines.map(spans => spans.map(s => s[0]).join("").replace(/ +$/, "")).join("\n"); }
        function diff(oldText, newText) {
          const side = (mine, theirs) => {
            const pre = el("pre", { className: "frame" });
            const a = mine.split("\n"), b = theirs.split("\n");
            a.forEach((line, row) => {
              const other = b[row] ?? "";
              [...line].forEach((ch, i) => pre.append(ch === [...other][i] ? ch : el("mark", { textContent: ch })));
              if (line.length < other.length) pre.append(el("mark", { textContent: " " }));
              if (row < a.length - 1) pre.append("\n");
            });
            return pre;
          };
          return el("div", { className: "diff" },
            el("figure", {}, el("figcaption", { textContent: "committed" }), side(oldText, newText)),
            el("figure", {}, el("figcaption", { textContent: "now" }), side(newText, oldText)));
        }
        function coverage() {
          const table = el("table", { id: "coverage-table" });
          table.append(el("tr", {}, ...["feature", "story", ...data.presets].map(h => el("th", { textContent: h }))));
          for (const row of data.coverage) {
            table.append(el("tr", {}, el("td", { textContent: row.feature }), el("td", { textContent: row.story }),
              ...row.cells.map(c => el("td", { textContent: c, className: c === "✘" ? "missing" : "" }))));
          }
          const section = document.getElementById("coverage");
          section.append(el("h2", { textContent: "State coverage" }), table);
          if (data.failures.length) section.append(el("pre", { className: "failures", textContent: data.failures.join("\n") }));
        }
        function draw() {
          const root = document.getElementById("features");
          root.replaceChildren();
          let shown = 0, changed = 0;
          for (const feature of data.features) {
            const section = el("section", { className: "feature", id: "feature-" + feature });
            section.append(el("h2", { textContent: feature }));
            for (const strip of data.filmstrips) {
              if (strip.feature !== feature || strip.size !== state.size) continue;
              if (strip.variant && strip.variant !== state.variant) continue;
              if (state.preset !== "all" && strip.preset !== state.preset) continue;
              const stills = strip.stills.filter(s => !state.changed || "old" in s);
              if (!stills.length) continue;
              section.append(el("h3", { textContent: `${strip.preset} · ${strip.story}` }),
                el("p", { className: "summary", textContent: strip.summary + (strip.keys ? ` — keys: ${strip.keys}` : "")
                  + (strip.link ? ` — ends on ${strip.link}` : "") }));
              const row = el("div", { className: "strip" });
              for (const still of stills) {
                const isChanged = "old" in still;
                const figure = el("figure", {}, el("figcaption", { textContent: still.label }), frame(still.lines, isChanged));
                if (state.outlines) figure.append(el("pre", { className: "outline", textContent: still.outline }));
                if (isChanged) { figure.append(diff(still.old, plain(still.lines))); changed++; }
                row.append(figure);
                shown++;
              }
              section.append(row);
            }
            root.append(section);
          }
          document.getElementById("status").textContent =
            `${shown} frames shown · ${changed} of them differ from Gallery/ · ${data.filmstrips.length} filmstrips in all`;
        }
        filters();
        coverage();
        draw();
        document.body.dataset.ready = "true";
        </script>
        </body>
        </html>
        """#
}
