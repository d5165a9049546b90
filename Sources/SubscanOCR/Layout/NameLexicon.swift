import SubscanCore

/// Known Chinese names (the catalog's brands) that a description read off a screenshot is spelt
/// against, the way a person reading `支付宝-哗哩哗哩` sees Bilibili's `哔哩哔哩`.
///
/// The Chinese model confuses a few characters that differ by a stroke or a radical (`哔`/`哗`,
/// `滴`/`泣`, `咚`/`吃`) and reads them the same wrong way every time, at every scale tried
/// (0.5× to 2×; Tesseract's HanS script model too). A run of the description is respelt as a
/// known name only when the evidence is strong:
/// - the name has at least three Han characters and every non-Han character of it matches;
/// - at least two of its Han characters match, and at most half differ;
/// - every difference is the same character of the name misread (one way, or two: `只哩哗哩`).
///
///     "支付宝-哗哩哗哩"  with "哔哩哔哩" → "支付宝-哔哩哔哩"  (哗→哔 twice)
///     "支付宝-只哩哗哩"  → "支付宝-哔哩哔哩"  (哔 read two ways)
///     "叮吃吃菜"  with "叮咚买菜" → unchanged (two characters misread)
///     "叮咯 买菜"  with "叮咚买菜" → "叮咚买菜"  (咯→咚, the space between two Han characters dropped)
///     "芒果TV" and "苹果TV" → unchanged (two Han characters: too little to go on)
///
/// The index (names as scalar arrays) is built once; a query is O(description × names).
public struct NameLexicon: Sendable {
    private let entries: [[Unicode.Scalar]]
    /// The same names as strings, in the same order.
    private let entryNames: [String]
    /// The names as they are spelt: a run that is one of them is never respelt as another
    /// (`中国石化` is not `中国石油` misread, `招商银行` not `工商银行`).
    private let known: Set<String>

    public init(names: some Sequence<String>) {
        var seen = Set<String>()
        var list: [[Unicode.Scalar]] = []
        for name in names where seen.insert(name).inserted {
            let scalars = Array(name.unicodeScalars)
            if scalars.filter(TextClass.isHan).count >= 3 { list.append(scalars) }
        }
        // Longer names first: `哔哩哔哩大会员` before `哔哩哔哩`.
        entries = list.sorted { $0.count > $1.count }
        entryNames = entries.map { String(String.UnicodeScalarView($0)) }
        known = seen
    }

    /// `description` with runs respelt as known names, or nil when nothing changed. A space read
    /// between two Han characters (`叮咯 买菜`, `叮咚 买菜`) is no part of a name: when a known name
    /// needs it gone, it goes; every other space stays (`快捷支付 爱奇艺 黄金会员` is `快捷支付
    /// 爱奇艺黄金会员`, a summary and its memo a column apart).
    public func correct(_ description: String) -> String? {
        if let fixed = respell(description) { return fixed }
        let scalars = Array(description.unicodeScalars)
        // The text without those spaces, and for each space dropped the index in it of the character after.
        var joined: [Unicode.Scalar] = []
        var dropped: [Int] = []
        for (i, c) in scalars.enumerated() {
            if c == " " && i > 0 && i + 1 < scalars.count && TextClass.isHan(scalars[i - 1]) && TextClass.isHan(scalars[i + 1]) {
                dropped.append(joined.count)
            } else {
                joined.append(c)
            }
        }
        guard !dropped.isEmpty else { return nil }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: joined)
        let text = String(view)
        // respelt, or spelt right but for the space (`叮咚 买菜`)
        let fixed =
            respell(text).map { Array($0.unicodeScalars) }
            ?? (entryNames.contains { text.contains($0) && !description.contains($0) } ? joined : nil)
        guard let fixed else { return nil }
        // Where the known names stand in it: a dropped space inside one stays out, any other goes back.
        var inName = [Bool](repeating: false, count: fixed.count + 1)
        for name in entries where name.count <= fixed.count {
            for start in 0...(fixed.count - name.count) where fixed[start..<(start + name.count)].elementsEqual(name) {
                for i in (start + 1)..<(start + name.count) { inName[i] = true }
            }
        }
        let droppedAt = Set(dropped)
        var out = String.UnicodeScalarView()
        for (i, c) in fixed.enumerated() {
            if droppedAt.contains(i) && !inName[i] { out.append(" ") }
            out.append(c)
        }
        let result = String(out)
        return result == description ? nil : result
    }

    private func respell(_ description: String) -> String? {
        var text = Array(description.unicodeScalars)
        guard text.contains(where: TextClass.isHan) else { return nil }
        var changed = false
        // Characters inside a known name spelt right are never respelt: `百度网盘` holds `百度网`,
        // one character from the known `百度云`.
        var spelt = [Bool](repeating: false, count: text.count)
        for name in entries where name.count <= text.count {
            for start in 0...(text.count - name.count)
            where text[start] == name[0] && text[start..<(start + name.count)].elementsEqual(name) {
                for i in start..<(start + name.count) { spelt[i] = true }
            }
        }
        for name in entries where name.count <= text.count {
            var start = 0
            while start + name.count <= text.count {
                if spelt[start..<(start + name.count)].contains(true) {
                    start += 1
                    continue
                }
                let run = text[start..<(start + name.count)]
                // The cheap test first: most runs are no misreading of the name, and building a
                // String of each run to look it up among the known names was half the layout
                // engine's time on Chinese statements.
                guard let fixed = respelt(run, as: name) else {
                    start += 1
                    continue
                }
                if !known.contains(String(String.UnicodeScalarView(run))) {
                    text.replaceSubrange(start..<(start + name.count), with: fixed)
                    for i in start..<(start + name.count) { spelt[i] = true }
                    changed = true
                }
                start += name.count
            }
        }
        guard changed else { return nil }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: text)
        return String(out)
    }

    /// `name` when `run` is it with one character consistently misread; nil when it is not (or
    /// when it is already spelt right).
    private func respelt(_ run: ArraySlice<Unicode.Scalar>, as name: [Unicode.Scalar]) -> [Unicode.Scalar]? {
        // One character of the name misread, the same way everywhere or two ways (`哔哩哔哩` read
        // `只哩哗哩`): the meant character is the same in every difference.
        var meant: Unicode.Scalar? = nil
        var reads: Set<Unicode.Scalar> = []
        var matched = 0
        var differing = 0
        for (r, n) in zip(run, name) {
            if r == n {
                if TextClass.isHan(n) { matched += 1 }
                continue
            }
            guard TextClass.isHan(r), TextClass.isHan(n) else {
                // Latin letters may differ in case only.
                if r.isASCII, n.isASCII, String(r).lowercased() == String(n).lowercased() { continue }
                return nil
            }
            if let m = meant, m != n { return nil }
            meant = n
            reads.insert(r)
            differing += 1
        }
        guard differing > 0, matched >= 2, differing <= matched, reads.count <= 2 else { return nil }
        // The misread character respelt; everything else as printed (`VIP`, not the alias's `vip`).
        return zip(run, name).map { r, n in n == meant && reads.contains(r) ? n : r }
    }

}
