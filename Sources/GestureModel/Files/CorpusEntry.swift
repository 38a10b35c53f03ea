/// One entry of a corpus: a trace or the problems that kept it from loading.
public struct CorpusEntry: Sendable {
    /// The file, and for `.jsonl` the line (from 1).
    public var file: String
    public var line: Int?
    public var result: Result<LoadedTrace, TraceLoadFailure>
}
