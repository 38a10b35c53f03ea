import Foundation
import Testing

/// One bad input from BadInputs.json: the files it writes (text, or base64 for bytes that are not
/// UTF-8), the command line ($DIR is the entry's own scratch folder), the exit code and the first
/// error line, which names the file, the place and the rule (a flag's name for usage errors).
struct BadInput: Decodable, CustomTestStringConvertible, Sendable {
    enum Content: Decodable, Sendable {
        case text(String)
        case bytes(Data)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) {
                self = .text(text)
            } else {
                let encoded = try container.decode([String: String].self)
                self = .bytes(Data(base64Encoded: encoded["base64"] ?? "") ?? Data())
            }
        }
    }

    var kind: String
    var name: String
    var args: [String]
    var files: [String: Content]
    var status: Int32
    var stderr: String
    var testDescription: String { "\(kind): \(name)" }

    static let all: [BadInput] = {
        let url = URL(fileURLWithPath: Tool.packageRoot + "/Tests/GestureReplayTests/BadInputs.json")
        guard let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode([BadInput].self, from: data)) ?? []
    }()
}

@Suite("The bad-input catalogue")
struct BadInputCatalogueTests {
    @Test("at least 150 bad inputs, across traces, corpora, scenario files, expectations, shards, flags and imports")
    func coverage() {
        #expect(BadInput.all.count >= 150)
        let kinds = Set(BadInput.all.map(\.kind))
        #expect(kinds == ["trace", "corpus", "scenario file", "expectations", "shard", "flags", "imports", "selector"])
        #expect(Set(BadInput.all.map(\.name)).count == BadInput.all.count, "each entry has its own name")
    }

    @Test("each bad input exits 2 and its first error names the file, the place and the rule", arguments: BadInput.all)
    func badInput(_ input: BadInput) throws {
        let folder = URL(fileURLWithPath: try Tool.temporaryFile("", name: ".entry")).deletingLastPathComponent().path
        for (name, content) in input.files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            switch content {
            case .text(let text): try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            case .bytes(let bytes): try bytes.write(to: URL(fileURLWithPath: path))
            }
        }
        let run = try Tool.run(input.args.map { $0.replacingOccurrences(of: "$DIR", with: folder) })
        #expect(run.status == input.status)
        let expected = input.stderr.replacingOccurrences(of: "$DIR", with: folder)
        #expect(run.stderr.contains(expected + "\n"), "stderr was:\n\(run.stderr)")
        #expect(expected.hasPrefix("error: "))
        #expect(!run.stderr.contains("Fatal error") && !run.stderr.contains("NSCocoaErrorDomain"))
        if input.kind == "flags" {
            // A usage error names the flag (or the command) it is about, and where to read more.
            let named =
                input.args.contains { $0.hasPrefix("--") && expected.contains($0) }
                || expected.contains(input.args.first ?? "")
            #expect(named, "the message names no flag: \(expected)")
        } else if input.args.contains(where: { $0.hasPrefix("$DIR") }) {
            #expect(
                expected.hasPrefix("error: \(folder)") || expected.hasPrefix("error: shards missing"),
                "the message names no file: \(expected)")
        }
    }
}
