import Foundation
import Interaction
import Testing

/// Every rule code the sources cite is explained in docs/model.md, and no source cites a document
/// a clone of the repository does not contain.
@Suite("Rule codes are documented")
struct RuleCodeDocumentationTests {
    static let sources: [(path: String, text: String)] = {
        let root = Fixture.packageRoot + "/Sources"
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().compactMap { path in
            (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)).map { ("Sources/" + path, $0) }
        }
    }()

    /// The codes cited: G1, P6, T10, S3, FC4, AB3, RN2, C1, D1, M2 …
    static func codes(in text: String) -> Set<String> {
        let pattern = try? NSRegularExpression(pattern: #"\b(?:G|P|E|N|T|S|C|FC|FV|AB|AV|RN|D|M)\d{1,2}\b"#)
        let range = NSRange(text.startIndex..., in: text)
        return Set(
            (pattern?.matches(in: text, range: range) ?? []).compactMap {
                Range($0.range, in: text).map { String(text[$0]) }
            })
    }

    @Test("every rule code in Sources has a row or a paragraph in docs/model.md")
    func everyCodeExplained() throws {
        let model = try String(contentsOfFile: Fixture.packageRoot + "/docs/model.md", encoding: .utf8)
        #expect(Self.sources.count > 50)
        var cited: [String: String] = [:]
        for source in Self.sources {
            for code in Self.codes(in: source.text) where cited[code] == nil { cited[code] = source.path }
        }
        #expect(cited.count >= 45, "found only \(cited.keys.sorted())")
        for (code, path) in cited.sorted(by: { $0.key < $1.key }) {
            let explained = model.contains("| \(code) |") || model.contains("\(code) — ")
            #expect(explained, "\(code) (cited in \(path)) is not explained in docs/model.md")
        }
    }

    @Test("the confidence each deciding rule is declared with is the one its docs/model.md row gives (its lowest part)")
    func confidenceMatchesTheModel() throws {
        let model = try String(contentsOfFile: Fixture.packageRoot + "/docs/model.md", encoding: .utf8)
        #expect(RuleConfidence.ofDecidingRule.count >= 10)
        for (code, declared) in RuleConfidence.ofDecidingRule.sorted(by: { $0.key < $1.key }) {
            let row = try #require(
                model.split(separator: "\n").first { $0.hasPrefix("| \(code) |") }, "\(code) has no row")
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let confidence = try #require(cells.last, "\(code): no confidence cell")
            let lowest = RuleConfidence.allCases.first { confidence.contains($0.rawValue) }
            #expect(lowest == declared, "\(code): docs/model.md says \(confidence), the code \(declared)")
        }
    }

    @Test("no source cites a document outside the repository")
    func noOutsideCitations() {
        for source in Self.sources {
            for outside in ["peers.md", "uikit-semantics", "§", "shared/spec", "R-PANOLD", "D-SM"] {
                #expect(!source.text.contains(outside), "\(source.path) cites \(outside)")
            }
        }
    }
}
