/// What kind of character a piece of text holds: the one place for "is this Chinese" and for
/// ASCII case, so that the importers, the layout engine and the detector agree.
public enum TextClass {
    /// A Han ideograph (CJK Unified Ideographs and Extension A).
    @inlinable
    public static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value)
    }

    /// Written without spaces between words as Chinese is: a Han ideograph, CJK punctuation
    /// (U+3000–303F) or a full-width form (U+FF00–FFEF). False for nil.
    @inlinable
    public static func isCJK(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        let s = scalar.value
        return isHan(scalar) || (0x3000...0x303F).contains(s) || (0xFF00...0xFFEF).contains(s)
    }

    /// Whether `text` holds a Han ideograph.
    @inlinable
    public static func containsHan(_ text: some StringProtocol) -> Bool { text.unicodeScalars.contains { isHan($0) } }

    /// The ASCII digits of `text`, in order (`+¥1,234.50` → `123450`): what two readings of an
    /// amount are compared by.
    public static func asciiDigits(_ text: some StringProtocol) -> String { String(text.filter { $0.isASCII && $0.isNumber }) }

    /// Whether UTF-8 bytes may hold CJK text: a character of three or four bytes (every Han
    /// ideograph is one). A cheap test before a costlier one.
    @inlinable
    public static func mayBeCJK(_ utf8: some Sequence<UInt8>) -> Bool { utf8.contains { $0 >= 0xE0 } }

    /// Whether `part` occurs in `text`, compared byte for byte in UTF-8. `String.contains` with
    /// Foundation imported goes through `NSString` on every call, too slow where a page's every
    /// word or cell is asked; this one does not, and does not fold composed and decomposed letters.
    public static func contains(_ text: some StringProtocol, _ part: some StringProtocol) -> Bool {
        let needle = Array(part.utf8)
        guard let first = needle.first else { return true }
        let hay = text.utf8
        guard hay.count >= needle.count else { return false }
        var start = hay.startIndex
        // (the last place the part can start: `needle.count` bytes before the end)
        let last = hay.index(hay.endIndex, offsetBy: -needle.count)
        while true {
            if hay[start] == first {
                var i = hay.index(after: start)
                var k = 1
                while k < needle.count, hay[i] == needle[k] {
                    i = hay.index(after: i)
                    k += 1
                }
                if k == needle.count { return true }
            }
            if start == last { return false }
            start = hay.index(after: start)
        }
    }

    /// `a`–`z` as `A`–`Z`; every other byte as it is.
    @inlinable
    public static func asciiUpper(_ byte: UInt8) -> UInt8 { byte >= 97 && byte <= 122 ? byte - 32 : byte }

    /// `A`–`Z` as `a`–`z`; every other byte as it is.
    @inlinable
    public static func asciiLower(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte | 0x20 : byte }
}
