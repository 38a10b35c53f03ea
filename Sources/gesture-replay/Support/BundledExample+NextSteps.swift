import Foundation

extension BundledExample {
    /// What to run next, each command one that works from the folder the tool runs in: the
    /// clone's fixtures where they are there, else a trace `synth` makes first.
    static var nextSteps: String {
        let inClone = FileManager.default.fileExists(atPath: fileName)
        let steps =
            inClone
            ? ["replay \(fileName) --threshold 0.7", "replay Fixtures/pinch/pinch-cancelled.json --preset book-pinch"]
            : ["synth --kind edge-left --count 1 --output swipe.json", "replay swipe.json --threshold 0.7"]
        let source = inClone ? fileName : "left-slow-drag-finish, built into the tool"
        return "\nThat was the bundled example (\(source)). Next:\n"
            + (steps + ["presets", "--help"]).map { "  \(Invocation.name) \($0)" }.joined(separator: "\n")
    }
}
