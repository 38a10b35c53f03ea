/// A count with its noun, singular for exactly one: `counted(1, "trace")` is "1 trace",
/// `counted(0, "trace")` "0 traces". `plural` is for a noun that does not take an s.
public func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
}
