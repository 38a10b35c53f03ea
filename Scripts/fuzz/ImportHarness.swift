// libFuzzer harness 5: the importers. Any bytes, read as a getevent log and as W3C actions, import
// or fail with a problem naming the place, never trap; what imports is a valid trace that exports
// and imports again.
@testable import GestureModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var getevent = AndroidGetevent.ImportOptions()
    getevent.screenPixels = Size(width: 1080, height: 2400)
    _ = AndroidGetevent.importTraces(String(decoding: bytes, as: UTF8.self), file: "fuzz.log", options: getevent)
    if case .success(let result) = W3CActions.importTrace(bytes, file: "fuzz.json") {
        for trace in result.traces {
            let exported = JSONWriter.string(W3CActions.export(trace))
            guard case .success = W3CActions.importTrace(Array(exported.utf8), file: "export.json") else {
                fatalError("an imported trace's export does not import")
            }
            _ = HammerExport.source(trace)
        }
    }
    return 0
}
