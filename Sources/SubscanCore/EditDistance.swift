/// Levenshtein distance between two strings, by characters: the fewest insertions, deletions and
/// substitutions that turn one into the other. Used to suggest `--format` for `--fromat` and to
/// forgive typos in catalog lookups.
///
///     editDistance("netflx", "netflix")  // 1
///
/// - Complexity: O(m × n) time, O(n) memory.
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

/// The candidate within edit distance 2 of `word`, if any: the "did you mean" of every message.
package func closestWord(_ word: String, among candidates: [String]) -> String? {
    let scored = candidates.map { ($0, editDistance(word, $0)) }.filter { $0.1 <= 2 }
    return scored.min(by: { $0.1 < $1.1 })?.0
}

extension String {
    /// Without leading and trailing white space.
    package var trimmingWhitespace: String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s.removeFirst() }
        while s.last?.isWhitespace == true { s.removeLast() }
        return String(s)
    }
}
