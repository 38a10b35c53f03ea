import GestureModel
import Interaction

/// A small SVG writer: elements appended in order, numbers with two decimals, text escaped.
package struct SVG: Sendable {
    package let width: Double
    package let height: Double
    private var body: [String] = []

    /// Okabe–Ito colours, safe for the common colour-vision deficiencies.
    package static let palette = [
        "#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#F0E442", "#000000",
    ]
    package static let ink = "#222222"
    package static let grid = "#DDDDDD"
    package static let font = "font-family=\"-apple-system, 'Helvetica Neue', Arial, sans-serif\""

    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A coordinate with two decimals; never `nan` or `inf`, never longer than a page needs.
    static func n(_ value: Double) -> String { fixed(value.isNaN ? 0 : min(max(value, -1e6), 1e6), 2) }

    /// XML escaping, shared with the JUnit report.
    static func escape(_ text: String) -> String { JUnitReport.escape(text) }

    package mutating func line(
        _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String, width: Double = 1, dash: String? = nil,
        id: String? = nil
    ) {
        let dashAttribute = dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
        let idAttribute = id.map { " id=\"\(Self.escape($0))\"" } ?? ""
        body.append(
            "<line\(idAttribute) x1=\"\(Self.n(x1))\" y1=\"\(Self.n(y1))\" x2=\"\(Self.n(x2))\" y2=\"\(Self.n(y2))\" stroke=\"\(stroke)\" stroke-width=\"\(Self.n(width))\"\(dashAttribute)/>"
        )
    }

    package mutating func polyline(
        _ points: [(Double, Double)], stroke: String, width: Double = 2, dash: String? = nil, id: String? = nil
    ) {
        guard points.count > 1 else { return }
        let list = points.map { "\(Self.n($0.0)),\(Self.n($0.1))" }.joined(separator: " ")
        let dashAttribute = dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
        let idAttribute = id.map { " id=\"\(Self.escape($0))\"" } ?? ""
        body.append(
            "<polyline\(idAttribute) points=\"\(list)\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(Self.n(width))\" stroke-linejoin=\"round\"\(dashAttribute)/>"
        )
    }

    package mutating func rect(
        _ x: Double, _ y: Double, _ w: Double, _ h: Double, fill: String, stroke: String? = nil,
        strokeWidth: Double = 1, id: String? = nil, title: String? = nil
    ) {
        let strokeAttribute = stroke.map { " stroke=\"\($0)\" stroke-width=\"\(Self.n(strokeWidth))\"" } ?? ""
        let idAttribute = id.map { " id=\"\(Self.escape($0))\"" } ?? ""
        let open =
            "<rect\(idAttribute) x=\"\(Self.n(x))\" y=\"\(Self.n(y))\" width=\"\(Self.n(max(w, 0)))\" height=\"\(Self.n(max(h, 0)))\" fill=\"\(fill)\"\(strokeAttribute)"
        if let title {
            body.append(open + "><title>\(Self.escape(title))</title></rect>")
        } else {
            body.append(open + "/>")
        }
    }

    package mutating func circle(
        _ cx: Double, _ cy: Double, _ r: Double, fill: String, stroke: String = "#FFFFFF", id: String? = nil
    ) {
        let idAttribute = id.map { " id=\"\(Self.escape($0))\"" } ?? ""
        body.append(
            "<circle\(idAttribute) cx=\"\(Self.n(cx))\" cy=\"\(Self.n(cy))\" r=\"\(Self.n(r))\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"1.5\"/>"
        )
    }

    package enum Anchor: String { case start, middle, end }

    package mutating func text(
        _ x: Double, _ y: Double, _ content: String, size: Double = 12, anchor: Anchor = .start, fill: String = SVG.ink,
        weight: String = "normal", rotate: Double? = nil, id: String? = nil, halo: Bool = false
    ) {
        let haloAttributes =
            halo ? " stroke=\"#FFFFFF\" stroke-width=\"4\" paint-order=\"stroke\" stroke-linejoin=\"round\"" : ""
        let transform = rotate.map { " transform=\"rotate(\(Self.n($0)) \(Self.n(x)) \(Self.n(y)))\"" } ?? ""
        let idAttribute = id.map { " id=\"\(Self.escape($0))\"" } ?? ""
        body.append(
            "<text\(idAttribute) x=\"\(Self.n(x))\" y=\"\(Self.n(y))\" \(Self.font) font-size=\"\(Self.n(size))\" text-anchor=\"\(anchor.rawValue)\" fill=\"\(fill)\" font-weight=\"\(weight)\"\(haloAttributes)\(transform)>\(Self.escape(content))</text>"
        )
    }

    /// The document; `standalone` adds the XML declaration for a file of its own.
    package func render(standalone: Bool = true) -> String {
        let header = standalone ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" : ""
        return header
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.n(width))\" height=\"\(Self.n(height))\" viewBox=\"0 0 \(Self.n(width)) \(Self.n(height))\">\n"
            + "<rect x=\"0\" y=\"0\" width=\"\(Self.n(width))\" height=\"\(Self.n(height))\" fill=\"#FFFFFF\"/>\n"
            + body.joined(separator: "\n") + "\n</svg>\n"
    }

    /// Roughly how wide `text` is at `size`, to keep labels from running into each other.
    static func textWidth(_ text: String, size: Double) -> Double { Double(text.count) * size * 0.56 }

    /// `text` shortened with "…" to fit `width` at `size` (bold runs wider), so a long trace or
    /// scenario name never runs off the picture.
    static func fitted(_ text: String, size: Double, width: Double, bold: Bool = false) -> String {
        let perCharacter = size * (bold ? 0.62 : 0.56)
        let fits = max(Int((max(width, 0) / perCharacter).rounded(.down)), 1)
        return text.count <= fits ? text : String(text.prefix(fits - 1)) + "…"
    }

    /// The labels of evenly spaced ticks, all with the same number of decimals: the fewest that
    /// show every tick exactly ("0.0 0.5 1.0 1.5", not "0.00 0.50 1.0 1.5").
    static func tickLabels(_ ticks: [Double]) -> [String] {
        var digits = 0
        var scale = 1.0
        while digits < 6, ticks.contains(where: { abs(($0 * scale).rounded() / scale - $0) > 1e-9 * max(1, abs($0)) }) {
            digits += 1
            scale *= 10
        }
        return ticks.map { prose($0, digits) }
    }

    /// "Nice" tick values covering [low, high]: none for a span that is not finite and positive,
    /// and at most `count * 3` however the span rounds.
    static func ticks(_ low: Double, _ high: Double, count: Int = 6) -> [Double] {
        let span = high - low
        guard low.isFinite, high.isFinite, span.isFinite, span > 0, count > 0 else { return [] }
        let raw = span / Double(count)
        var step = 1.0
        while step > raw, step > 1e-300 { step /= 10 }
        while step * 10 <= raw, step < 1e300 { step *= 10 }
        for multiple in [1.0, 2, 5, 10] where step * multiple >= raw {
            step *= multiple
            break
        }
        // By index, not by adding steps: near huge values a step can vanish in rounding.
        let first = (low / step).rounded(.up)
        let last = (high / step + 1e-9).rounded(.down)
        guard first.isFinite, last.isFinite, last >= first, last - first <= Double(count * 3) else { return [] }
        return stride(from: first, through: last, by: 1).map { $0 * step }
    }
}
