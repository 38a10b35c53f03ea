/// The name a mistyped word was probably meant to be, for "did you mean …?" in messages.
public enum NearMiss {
    /// The candidate closest to `word` by edit distance (case ignored), when it is close enough to
    /// be a slip: at most 2 edits, and fewer than half the word's length. Nil otherwise, or when
    /// `word` is itself a candidate.
    public static func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
        let typed = Array(word.lowercased())
        guard !typed.isEmpty, typed.count <= 64 else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let name = Array(candidate.lowercased())
            guard name != typed else { return nil }
            guard abs(name.count - typed.count) <= 2 else { continue }
            let distance = editDistance(typed, name)
            if distance <= 2, distance * 2 < typed.count, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// " (did you mean 'X'?)", or nothing.
    public static func hint(for word: String, among candidates: some Sequence<String>) -> String {
        phrased(suggestion(for: word, among: candidates))
    }

    /// `hint` for a flag, which people shorten (`suggestion(forShortened:)`).
    public static func hint(forShortened word: String, among candidates: [String]) -> String {
        phrased(suggestion(forShortened: word, among: candidates))
    }

    private static func phrased(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// For flags, which people shorten: the one candidate `word` is a slip of the beginning of
    /// (its first letters, one more or fewer, within one edit: `--tresh` for `--threshold`,
    /// `--velo` for `--velocity`), else `suggestion`'s. A word under five letters is only compared whole.
    public static func suggestion(forShortened word: String, among candidates: [String]) -> String? {
        let typed = Array(word.lowercased())
        guard typed.count >= 5, typed.count <= 64, !candidates.contains(where: { $0.lowercased() == word.lowercased() })
        else { return suggestion(for: word, among: candidates) }
        let matches = candidates.filter { candidate in
            let name = Array(candidate.lowercased())
            guard name.count > typed.count else { return false }
            return (max(typed.count - 1, 1)...min(typed.count + 2, name.count)).contains { length in
                editDistance(typed, Array(name.prefix(length))) <= 1
            }
        }
        return matches.count == 1 ? matches[0] : suggestion(for: word, among: candidates)
    }

    /// Levenshtein distance, with a swap of two neighbours counted as one edit.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            previous2 = previous
            previous = current
        }
        return previous[b.count]
    }
}
