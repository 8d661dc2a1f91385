import Swatch
import SwatchCheck
import SwatchDiagnostics
import SwatchModel

/// `swatch report`: one self-contained HTML page of a theme — every color in
/// all 16 states, every pair's contrast in each state against its target,
/// materials over their backdrops, sheets and popovers at the elevated level,
/// and the diagnostics. No script, no network: styles are inline and colors
/// are written as CSS literals, so the page reads the same anywhere.
///
/// Every figure is also in a `data-` attribute (`data-ratio`, `data-hex`,
/// `data-verdict`), for tools and tests that read the page back.
public struct ReportRenderer: Sendable {
    /// The resolved theme the page shows.
    public var theme: ResolvedTheme
    /// The findings listed on the page, and counted in its summary.
    public var diagnostics: [Diagnostic]
    /// The theme file's name, as the page's summary names it.
    public var sourceFileName: String

    /// A report of `theme` and its `diagnostics`, which came from `sourceFileName`.
    public init(theme: ResolvedTheme, diagnostics: [Diagnostic], sourceFileName: String) {
        self.theme = theme
        self.diagnostics = diagnostics
        self.sourceFileName = sourceFileName
    }

    /// The page: one HTML document, with its styles inline and no script.
    public func render() -> String {
        let model = ExportModel(theme)
        let pairs = MeasuredPairs.all(in: theme)
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(escape(model.namespace)) — Swatch report</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <h1>\(escape(model.namespace))</h1>
            <p class="summary">\(escape(sourceFileName)): \(model.colors.count) colors, \(pairs.count) pairs, \
            \(model.materials.count) materials, \(model.surfaces.count) surfaces; \
            <span data-errors="\(errors)">\(errors) error\(errors == 1 ? "" : "s")</span>, \
            <span data-warnings="\(warnings)">\(warnings) warning\(warnings == 1 ? "" : "s")</span>.</p>

            """
        // What the theme states and fails first, then what rests on a guess,
        // then the tables: a design system's palette is a thousand rows.
        html += diagnosticsSection()
        html += guessesSection()
        html += pairsSection(pairs)
        html += colorsSection(model)
        html += materialsSection(model)
        html += surfacesSection(model)
        html += "</body>\n</html>\n"
        return html
    }

    // MARK: Sections

    /// The states' column headings: scheme, level, contrast, transparency.
    private func stateHeadings() -> String {
        Appearance.all
            .map { state in
                let words = [
                    state.colorScheme == .light ? "light" : "dark", state.level == .base ? "base" : "elev.",
                    state.contrast == .standard ? "std" : "IC", state.transparency == .standard ? "" : "RT",
                ]
                .filter { !$0.isEmpty }
                return "<th scope=\"col\" title=\"\(state)\">\(words.joined(separator: "<br>"))</th>"
            }
            .joined()
    }

    private func colorsSection(_ model: ExportModel) -> String {
        var html = """
            <h2 id="colors">Colors in all 16 states</h2>
            <p class="legend">Columns: light or dark · base or elevated level · standard contrast or Increase \
            Contrast (IC) · Reduce Transparency (RT). A value marked <small>auto</small> was derived by the compiler \
            (<code>auto</code>, or the theme's <code>derive:</code>).</p>
            <table class="colors">
            <thead><tr><th scope="col">color</th><th scope="col">role</th>\(stateHeadings())</tr></thead>
            <tbody>

            """
        for color in model.colors {
            html +=
                "<tr data-color=\"\(escape(color.name))\"><th scope=\"row\">\(escape(color.name))</th><td>\(color.role.rawValue)</td>"
            for state in Appearance.all {
                if color.unknownStates & (1 << state.index) != 0 {
                    html += "<td class=\"unknown\" data-state=\"\(state.index)\"><code>unknown</code></td>"
                    continue
                }
                let value = color.table[state]
                let derived = color.derived.contains(state)
                html +=
                    "<td class=\"swatch\(derived ? " derived" : "")\" data-state=\"\(state.index)\" data-hex=\"\(value.hex)\"\(derived ? " data-derived=\"auto\" title=\"derived from auto\"" : "")><span class=\"chip\"><span style=\"background: \(value.css)\"></span></span><code>\(value.hex)</code>\(derived ? "<br><small>auto</small>" : "")</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    private func pairsSection(_ pairs: [MeasuredPair]) -> String {
        var html = """
            <h2 id="pairs">Contrast of every pair</h2>
            <p class="legend">WCAG 2.x ratio in each state against the foreground's target; a translucent stack is \
            judged over the worst backdrop. <span class="pass">pass</span> meets the aim, <span class="aim">aim</span> \
            meets the minimum but not the aim (a warning), <span class="fail">fail</span> is below the minimum (an error). \
            A blank cell is a state the pair is not drawn in; <span class="unknown">unknown</span>, one where a color \
            of the pair is <code>unknown</code>, which is not judged.</p>
            <table class="pairs">
            <thead><tr><th scope="col">foreground on background</th><th scope="col">target</th>\(stateHeadings())</tr></thead>
            <tbody>

            """
        for pair in pairs {
            let name =
                "'\(pair.foreground.name)' on \(pair.backing.description)" + (pair.context.map { " \($0)" } ?? "")
            let target = pair.cells.first?.target
            let targetText =
                target.map { target in
                    "\(ContrastRules.target(target.minimum)) minimum"
                        + (target.aim.map { ", \(ContrastRules.target($0)) aim" } ?? "") + " (\(target.purpose))"
                } ?? ""
            html +=
                "<tr data-pair=\"\(escape(name))\" data-foreground=\"\(escape(pair.foreground.name))\"><th scope=\"row\">\(escape(name))</th><td class=\"target\">\(escape(targetText))</td>"
            let byState = Dictionary(uniqueKeysWithValues: pair.cells.map { ($0.state.index, $0) })
            for state in Appearance.all {
                guard let cell = byState[state.index] else {
                    if pair.unjudged.contains(state) {
                        html +=
                            "<td class=\"unknown\" data-state=\"\(state.index)\" data-verdict=\"unknown\">unknown<br><small>not judged</small></td>"
                    } else {
                        html += "<td class=\"none\" data-state=\"\(state.index)\"></td>"
                    }
                    continue
                }
                let ratio = ContrastRules.ratio(cell.measurement.contrast)
                let aim = cell.target.aim.map { " data-aim=\"\(ContrastRules.target($0))\"" } ?? ""
                html +=
                    "<td class=\"\(cell.verdict.rawValue)\" data-state=\"\(state.index)\" data-ratio=\"\(ratio)\" data-minimum=\"\(ContrastRules.target(cell.target.minimum))\"\(aim) data-verdict=\"\(cell.verdict.rawValue)\" title=\"\(state): \(cell.measurement.foreground.hex) on \(cell.measurement.background.hex)\"><span class=\"sample\" style=\"color: \(cell.measurement.foreground.css); background: \(cell.measurement.background.css)\">Aa</span>\(ratio)<br><small>\(cell.verdict.rawValue)</small></td>"
            }
            html += "</tr>\n"
        }
        if pairs.isEmpty {
            html += "<tr><td colspan=\"18\">No color is drawn on another (no <code>on:</code>).</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    /// Each material over a white and a black backdrop in each scheme,
    /// contrast and transparency, with the worst contrast of each color
    /// bound to it over every backdrop.
    private func materialsSection(_ model: ExportModel) -> String {
        guard !model.materials.isEmpty else { return "" }
        let states = Appearance.all.filter { $0.level == .base }
        let headings =
            states.map {
                "<th scope=\"col\" title=\"\($0)\">\($0.description.replacing(" · base", with: "").replacing(" · ", with: "<br>"))</th>"
            }
            .joined()
        var html = """
            <h2 id="materials">Materials over their backdrops</h2>
            <p class="legend">The material's background over a white and a black backdrop; under Reduce Transparency it \
            is opaque. Below, each bound color drawn in its vibrancy style, at its worst contrast over any backdrop.</p>
            <table class="materials">
            <thead><tr><th scope="col">material</th><th scope="col">over</th>\(headings)</tr></thead>
            <tbody>

            """
        let metric = WCAGContrast()
        for material in model.materials {
            for (backdropName, backdrop) in [("white", Color.white), ("black", Color.black)] {
                html +=
                    "<tr data-material=\"\(escape(material.name))\" data-backdrop=\"\(backdropName)\"><th scope=\"row\">\(escape(material.name)) <small>(\(escape(material.material.name)))</small></th><td>\(backdropName)</td>"
                for state in states {
                    let background = material.material.background(over: backdrop, in: state)
                    html +=
                        "<td class=\"swatch\" data-state=\"\(state.index)\" data-hex=\"\(background.hex)\"><span class=\"chip\"><span style=\"background: \(background.css)\"></span></span><code>\(background.hex)</code></td>"
                }
                html += "</tr>\n"
            }
            for binding in material.vibrancy {
                // Bound content is drawn in its vibrancy style's color, as the
                // material rules judge it.
                let style = binding.style
                guard theme.color(named: binding.color) != nil else { continue }
                html +=
                    "<tr data-material=\"\(escape(material.name))\" data-vibrant=\"\(escape(binding.color))\"><th scope=\"row\">\(escape(binding.color))</th><td>\(escape(style.rawValue))</td>"
                for state in states {
                    let measurement = metric.worstContrast(
                        of: style.color(on: material.material, in: state), on: material.material, in: state)
                    let ratio = ContrastRules.ratio(measurement.contrast)
                    html +=
                        "<td data-state=\"\(state.index)\" data-ratio=\"\(ratio)\"><span class=\"sample\" style=\"color: \(measurement.foreground.css); background: \(measurement.background.css)\">Aa</span>\(ratio)</td>"
                }
                html += "</tr>\n"
            }
        }
        return html + "</tbody>\n</table>\n"
    }

    /// Each sheet, popover and other elevated surface drawn as a small card
    /// with its content, in the four elevated states of scheme and contrast.
    private func surfacesSection(_ model: ExportModel) -> String {
        let elevated = model.surfaces.filter { $0.kind.level == .elevated }
        guard !elevated.isEmpty else { return "" }
        var html = "<h2 id=\"surfaces\">Sheets and popovers at the elevated level</h2>\n<div class=\"surfaces\">\n"
        let states = Appearance.all.filter { $0.level == .elevated && $0.transparency == .standard }
        for surface in elevated {
            html +=
                "<section class=\"surface\" data-surface=\"\(escape(surface.name))\"><h3>\(escape(surface.kind.rawValue)) '\(escape(surface.name))'</h3><div class=\"cards\">"
            for state in states {
                let background = surface.background.flatMap { theme.color(named: $0) }?.table[state]
                let backgroundCSS = background.map { Color.flattening([$0]).css } ?? "transparent"
                html +=
                    "<div class=\"card\" data-state=\"\(state.index)\" style=\"background: \(backgroundCSS)\"><p class=\"state\" style=\"color: \(Self.readable(on: background))\">\(state)</p>"
                for item in surface.content {
                    guard let color = theme.color(named: item) else { continue }
                    html += "<p style=\"color: \(color.table[state].css)\">\(escape(item)) — Aa</p>"
                }
                html += "</div>"
            }
            html += "</div></section>\n"
        }
        return html + "</div>\n"
    }

    private func diagnosticsSection() -> String {
        let stated = diagnostics.filter { !$0.restsOnGuess }
        let html = "<h2 id=\"diagnostics\">Diagnostics</h2>\n"
        guard !stated.isEmpty else { return html + "<p>None: the theme passes in every state.</p>\n" }
        return html + list(stated)
    }

    /// Findings on pairs inferred from names: a section of their own, after
    /// what the files state; none when nothing was guessed.
    private func guessesSection() -> String {
        let guessed = diagnostics.filter(\.restsOnGuess)
        guard !guessed.isEmpty else { return "" }
        return """
            <h2 id="guesses">On pairs guessed from names</h2>
            <p>These pairs are inferred from the colors' names, not stated by the files: each is a question. \
            State a pair with 'on:' to judge it, or state what the color is drawn on instead.</p>

            """ + list(guessed)
    }

    private func list(_ diagnostics: [Diagnostic]) -> String {
        var html = "<ul class=\"diagnostics\">\n"
        for diagnostic in diagnostics {
            html +=
                "<li class=\"\(diagnostic.severity.rawValue)\" data-rule=\"\(diagnostic.rule)\"><code>\(escape(diagnostic.file)):\(diagnostic.line):\(diagnostic.column)</code> \(diagnostic.severity.rawValue): \(escape(diagnostic.message)) [\(diagnostic.rule)]</li>\n"
        }
        return html + "</ul>\n"
    }

    /// Black or white, whichever reads better on `background`.
    private static func readable(on background: Color?) -> String {
        guard let background else { return "#000" }
        let flat = Color.flattening([background])
        let metric = WCAGContrast()
        return metric.contrast(of: Color.black, on: flat) >= metric.contrast(of: Color.white, on: flat)
            ? "#000" : "#FFF"
    }

    private func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    static let style = """
        body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#1d1d1f;background:#fff}\
        h1{margin:0 0 4px}h2{margin-top:32px}table{border-collapse:collapse;font-size:12px}\
        th,td{border:1px solid #d2d2d7;padding:4px;text-align:center;vertical-align:top}\
        th[scope=row]{text-align:left;white-space:nowrap}td.target{text-align:left;max-width:180px}\
        .chip{display:block;width:56px;height:28px;margin:0 auto 2px;border:1px solid #888;\
        background:repeating-conic-gradient(#ccc 0 25%,#fff 0 50%) 0 0/10px 10px}\
        .chip span{display:block;width:100%;height:100%}code{font-size:11px}td.derived{outline:2px dashed #6e6e73}\
        .sample{display:block;font-weight:600;padding:2px;margin-bottom:2px}\
        td.pass,span.pass{background:#e3f6e5}td.aim,span.aim{background:#fff4d6}td.fail,span.fail{background:#fde2e1}td.unknown,span.unknown{background:#ececf0}\
        td.none{background:repeating-linear-gradient(45deg,#f5f5f7 0 4px,#fff 4px 8px)}\
        .legend{color:#515154;max-width:900px}.cards{display:flex;gap:12px;flex-wrap:wrap}\
        .card{width:220px;border-radius:12px;padding:12px;border:1px solid #888}.card p{margin:4px 0}\
        .card .state{font-size:11px}li.error{color:#b00020}li.warning{color:#8a5a00}
        """
}
