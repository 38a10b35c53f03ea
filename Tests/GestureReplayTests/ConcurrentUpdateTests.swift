import Foundation
import Testing

/// `check --update` rewrites a fixture under a lock on its folder, reading it again under the
/// lock: two runs at once that update different expectations of one fixture both land.
@Suite("Concurrent updates of one fixture")
struct ConcurrentUpdateTests {
    /// The slow drag finishes under edge-back and ios-pop; both expectations say cancel.
    static let stale =
        #"[{"scenario": "edge-back", "decision": "cancel"}, {"scenario": "ios-pop", "decision": "cancel"}]"#

    static func decisions(_ path: String) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        let expect = try #require((object as? [String: Any])?["expect"] as? [[String: Any]])
        return expect.map { $0["decision"] as? String ?? "?" }
    }

    @Test("two runs updating one fixture under two presets at once both land, round after round")
    func bothLand() throws {
        let original = try String(
            contentsOfFile: Tool.packageRoot + "/Fixtures/edge/left-slow-drag-finish.json", encoding: .utf8)
        let expect = try #require(original.range(of: #""expect": ["#))
        let end = try #require(original.range(of: "],\n", range: expect.upperBound..<original.endIndex))
        let text = original.replacingCharacters(
            in: expect.lowerBound..<end.upperBound, with: "\"expect\": \(Self.stale),\n")
        for _ in 0..<4 {
            let path = try Tool.temporaryFile(text, name: "t.json")
            #expect(try Self.decisions(path) == ["cancel", "cancel"])
            let statuses = Statuses()
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                let run = try? Tool.run(["check", path, "--update", "--preset", index == 0 ? "edge-back" : "ios-pop"])
                statuses.append(run?.status ?? -1)
            }
            #expect(statuses.all == [0, 0])
            #expect(try Self.decisions(path) == ["finish", "finish"])
        }
    }
}

/// Exit statuses gathered from threads.
private final class Statuses: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int32] = []

    func append(_ status: Int32) { lock.withLock { values.append(status) } }
    var all: [Int32] { lock.withLock { values } }
}
