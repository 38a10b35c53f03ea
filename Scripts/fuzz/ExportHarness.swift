import Interaction

// libFuzzer harness 6: what the exporters and reports generate from a trace's name. The input is
// the name (any bytes, read as UTF-8) of a fixed swipe; the Hammer source must keep its code the
// code of a plainly named trace and every comment on its own line, the W3C export must parse and
// import again, and the SVG plot, the HTML report and the JUnit file must carry the name only
// escaped: no injected token in any generated text.
@testable import GestureModel
@testable import Replay

func swipe(named name: String) -> Trace? {
    var events: [TouchEvent] = []
    for index in 0..<8 {
        let phase: TouchPhase = index == 0 ? .began : (index == 7 ? .ended : .moved)
        let location = Point(x: 4 + Double(index) * 40, y: 400)
        events.append(
            TouchEvent(time: Double(index) / 60, touches: [TouchSample(id: 1, phase: phase, location: location)]))
    }
    return try? Trace(name: name, screen: Screen(size: Size(width: 390, height: 844)), label: .finish, events: events)
}

/// Lines of Swift that are not comments.
func code(_ source: String) -> [String] {
    source.split(separator: "\n").map(String.init).filter { !$0.drop(while: { $0 == " " }).hasPrefix("//") }
}

/// The markup of a document: its tag openings and attribute quotes, which only an unescaped
/// name could add to. Counted in Unicode scalars, as XML reads them: a name that starts with a
/// combining mark joins the quote before it into one Character, and is still data.
func markup(_ document: String) -> (tags: Int, quotes: Int) {
    (document.unicodeScalars.filter { $0 == "<" }.count, document.unicodeScalars.filter { $0 == "\"" }.count)
}

/// The plot, the HTML report and the JUnit file for `trace`.
func documents(_ trace: Trace, file: String) -> [String] {
    let report = Replayer.replay(trace, scenario: .edgeBack)
    guard case .success(let cases) = RegressionCheck.checkLabel(trace, file: file) else {
        fatalError("the label check failed to run")
    }
    return [
        ProgressPlot.svg(report),
        HTMLReport.html([HTMLReport.Entry(file: file, trace: trace, report: report, cases: cases)]),
        JUnitReport.xml(for: cases),
    ]
}

let plainDocuments = documents(swipe(named: "x")!, file: "x").map(markup)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let name = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let trace = swipe(named: name) else { return 0 }
    guard case .success(let source) = HammerExport.source(trace) else {
        fatalError("a one-finger swipe did not export")
    }
    guard GeneratedSource.hasOnlyPlainLineBreaks(source) else {
        fatalError("the Hammer source holds a line terminator from the name")
    }
    // A trace named by the identifier alone (letters and digits) has the same code: the rest of
    // the name reached comments only.
    let identifier = HammerExport.identifier(name)
    guard let plain = swipe(named: identifier), case .success(let plainSource) = HammerExport.source(plain),
        HammerExport.identifier(identifier) == identifier
    else { fatalError("the identifier \(identifier) is not its own identifier") }
    guard code(source) == code(plainSource) else { fatalError("the name changed the Hammer source's code") }
    let exported = JSONWriter.string(W3CActions.export(trace))
    guard (try? JSONParser.parse(exported)) != nil else { fatalError("the W3C export does not parse") }
    guard case .success = W3CActions.importTrace(Array(exported.utf8), file: "export.json") else {
        fatalError("the W3C export does not import")
    }
    for (kind, (document, plain)) in zip(
        ["plot", "HTML report", "JUnit file"], zip(documents(trace, file: name), plainDocuments))
    {
        guard markup(document) == plain else { fatalError("the name added markup to the \(kind)") }
        if document.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" }) {
            fatalError("the \(kind) carries a control character")
        }
    }
    return 0
}
