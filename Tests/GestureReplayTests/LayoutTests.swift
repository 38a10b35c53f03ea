import Foundation
import Testing

/// docs/layout.md names every folder of the sources, the tests, the scripts and the fixtures, and
/// every doc, and names none that is not there.
@Suite("docs/layout.md")
struct LayoutTests {
    static let root = Tool.packageRoot

    /// The folders below `folder`, as paths from the package root, `depth` levels down at most.
    static func folders(under folder: String, depth: Int) -> [String] {
        guard depth > 0, let names = try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder) else {
            return []
        }
        return names.sorted().flatMap { name -> [String] in
            let path = folder + "/" + name
            var isFolder: ObjCBool = false
            guard !name.hasPrefix("."),
                FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder),
                isFolder.boolValue, !name.hasSuffix(".docc")
            else { return [] }
            return [path] + folders(under: path, depth: depth - 1)
        }
    }

    /// The words in backticks in the first column of the doc's tables.
    static func named() throws -> Set<String> {
        let text = try String(contentsOfFile: root + "/docs/layout.md", encoding: .utf8)
        var names: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("| ") {
            let first = line.split(separator: "|").first ?? ""
            for (index, part) in first.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            where index % 2 == 1 {
                names.insert(String(part))
            }
            // A doc named by its link: [cli.md](cli.md).
            if let open = first.firstIndex(of: "["), let close = first.firstIndex(of: "]") {
                names.insert(String(first[first.index(after: open)..<close]))
            }
        }
        return names
    }

    @Test("every folder and every doc is named, and each folder named is there")
    func complete() throws {
        let named = try Self.named()
        let folders =
            ["Sources", "Tests", "Scripts", "Fixtures"].flatMap { Self.folders(under: $0, depth: 2) }
            .filter { !$0.hasPrefix("Scripts/fuzz/") && !$0.contains("/Accounts/") && !$0.contains("/Imports/") }
        for folder in folders { #expect(named.contains(folder), "docs/layout.md does not name \(folder)") }
        let docs = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/docs")
        for doc in docs where !doc.hasPrefix(".") {
            #expect(named.contains(doc), "docs/layout.md does not name \(doc)")
        }
        for name in named where name.contains("/") {
            #expect(FileManager.default.fileExists(atPath: Self.root + "/" + name), "docs/layout.md names \(name)")
        }
        let scripts = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/Scripts").filter {
            $0.contains(".")
        }
        let text = try String(contentsOfFile: Self.root + "/docs/layout.md", encoding: .utf8)
        for script in scripts { #expect(text.contains(script), "docs/layout.md does not name Scripts/\(script)") }
    }
}
