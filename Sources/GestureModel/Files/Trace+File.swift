extension Trace {
    /// Loads and validates a trace file, for app tests: `let trace = try Trace(contentsOfFile: path)`.
    /// Warnings (unknown fields) are dropped; use `TraceLoader.loadTrace(at:)` to see them.
    public init(contentsOfFile path: String) throws(TraceFileError) {
        let result: Result<LoadedTrace, TraceLoadFailure>
        do {
            result = try TraceLoader.loadTrace(at: path)
        } catch {
            throw .unreadable(error)
        }
        switch result {
        case .success(let loaded): self = loaded.trace
        case .failure(let failure): throw .invalid(failure)
        }
    }
}
