/// Why a trace file could not be used: it could not be read, or it breaks the format.
public enum TraceFileError: Error, Sendable, CustomStringConvertible {
    case unreadable(FileProblem)
    case invalid(TraceLoadFailure)

    public var description: String {
        switch self {
        case .unreadable(let problem): problem.description
        case .invalid(let failure): failure.description
        }
    }
}
