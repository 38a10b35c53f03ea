/// The tool's version: the one place it is written. `--version`, the JSON report and the
/// benchmark read it; CHANGELOG.md lists what each version changed.
public enum ToolVersion {
    public static let current = "1.0.0"
    /// "gesture-replay 1.0.0".
    public static var line: String { "gesture-replay \(current)" }
}
