// libFuzzer harness 1: trace decoding. Any input decodes or fails with problems, never traps; the
// fast decoder and the full decoder agree on every trace the fast one accepts, warnings included;
// a .jsonl corpus of the same bytes splits and decodes line by line, and a selector made of its
// first line (`:N`, `#NAME`) picks from the rest or says why not.
@testable import GestureModel

func sameTrace(_ a: Trace, _ b: Trace) -> Bool {
    a.name == b.name && a.screen == b.screen && a.view == b.view && a.label == b.label && a.meta == b.meta
        && a.scenario == b.scenario && a.expect == b.expect && a.observed == b.observed && a.eventTimes == b.eventTimes
        && a.touchStarts == b.touchStarts
        && a.touchSamples == b.touchSamples
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let full = TraceDecoder.decodeFully(bytes, file: "fuzz.json", line: nil)
    if let fast = TraceDecoder.decodeFast(bytes, file: "fuzz.json", line: nil) {
        guard case .success(let loaded) = full else {
            fatalError("the fast decoder accepted a trace the full decoder rejects")
        }
        guard sameTrace(fast.trace, loaded.trace) else {
            fatalError("the fast and full decoders read different traces")
        }
        guard fast.warnings == loaded.warnings else { fatalError("the fast and full decoders warn differently") }
    }
    if case .failure(let failure) = full, !failure.problems.contains(where: { $0.severity == .error }) {
        fatalError("a trace was rejected without an error")
    }
    // Few lines only: splitting a pretty-printed file into hundreds of broken lines finds nothing new
    // and would take most of the time.
    if bytes.lazy.filter({ $0 == UInt8(ascii: "\n") }).count <= 8 {
        _ = TraceLoader.decodeLines(bytes, file: "fuzz.jsonl")
        if let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) {
            let suffix = String(decoding: bytes[..<newline], as: UTF8.self)
            let selection = TraceSelection(parsing: "fuzz.jsonl" + suffix, exists: { _ in false })
            _ = try? selection.entries(bytes: Array(bytes[(newline + 1)...]))
        }
    }
    return 0
}
