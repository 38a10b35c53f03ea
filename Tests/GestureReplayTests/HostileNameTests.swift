import Foundation
import Testing

/// Text from an input reaches a terminal escaped: a trace's or a scenario's name, or a field's key,
/// holding a newline, a carriage return, an escape sequence (clear the screen, retitle the window),
/// a bell or a bidirectional override, shows as text in every command's output, never acts, and
/// never starts a line of its own (a forged `PASS` line under a real `FAIL`).
@Suite("Names that would act on a terminal")
struct HostileNameTests {
    static let hostile = "evil\nPASS  forged [edge-back]\n\u{1B}[2J\r\u{1B}]0;title\u{07}\u{202E}\u{85}"

    /// A scratch folder with `t.json`: the left slow drag renamed, under a renamed inline scenario,
    /// with a field whose key holds a newline, and an expectation it fails.
    static func folder() throws -> String {
        let text = try String(
            contentsOfFile: Tool.packageRoot + "/Fixtures/edge/left-slow-drag-finish.json", encoding: .utf8)
        guard case .some(var object) = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        else { throw CocoaError(.fileReadCorruptFile) }
        object["name"] = hostile
        object["scenario"] = ["preset": "edge-back", "name": hostile]
        object["expect"] = [["decision": "cancel"]]
        object["label"] = "finish"
        object["bad\nkey\u{1B}[31m"] = 1
        let data = try JSONSerialization.data(withJSONObject: object)
        let path = try Tool.temporaryFile(String(decoding: data, as: UTF8.self), name: "t.json")
        return (path as NSString).deletingLastPathComponent
    }

    /// The characters that act on a terminal, found in `text`.
    static func acting(_ text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value).filter {
            ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F || (0x80..<0xA0).contains($0) || $0 == 0x2028 || $0 == 0x2029
                || (0x202A...0x202E).contains($0) || (0x2066...0x2069).contains($0)
        }
    }

    @Test(
        "every command's text, JSON, JUnit and HTML output shows them as text",
        arguments: [
            ["replay", "$/t.json"], ["replay", "$/t.json", "--format", "json"], ["compare", "$/t.json"],
            ["check", "$/t.json"], ["check", "$/t.json", "--junit", "$/report.xml"], ["validate", "$/t.json"],
            ["sweep", "$/t.json", "--vary", "threshold=0.3:0.7:0.1"], ["report", "$/t.json", "-o", "$/report.html"],
            ["export", "hammer", "$/t.json"],
        ])
    func escaped(arguments: [String]) throws {
        let folder = try Self.folder()
        let run = try Tool.run(arguments.map { $0.replacingOccurrences(of: "$", with: folder) })
        #expect(Self.acting(run.stdout).isEmpty, "stdout: \(Self.acting(run.stdout))")
        #expect(Self.acting(run.stderr).isEmpty, "stderr: \(Self.acting(run.stderr))")
        for line in (run.stdout + run.stderr).split(separator: "\n") {
            #expect(!line.hasPrefix("PASS  forged"), "a forged line: \(line)")
        }
        for written in ["report.xml", "report.html"] {
            guard let text = try? String(contentsOfFile: folder + "/" + written, encoding: .utf8) else { continue }
            #expect(Self.acting(text).isEmpty, "\(written): \(Self.acting(text))")
        }
    }
}
