// libFuzzer harness 4: sweep shard files. Any document merges or fails with a message, alone and
// with itself; a merged result renders as text, CSV, JSON and a heatmap.
import GestureModel
import Interaction
import Replay

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let value = try? JSONParser.parse(bytes) else { return 0 }
    for documents in [[("a.json", value)], [("a.json", value), ("b.json", value)]] {
        guard case .success(let merged) = SweepResult.merge(documents) else { continue }
        let result = merged.result
        _ = result.text
        _ = result.csv
        _ = JSONWriter.string(result.json)
        _ = SweepPlot.svg(result)
    }
    return 0
}
