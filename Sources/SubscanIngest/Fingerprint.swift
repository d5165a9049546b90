import SubscanCore

/// Gives each transaction a stable identity, so overlapping exports are stored once.
///
/// The identity hashes the account, date, amount, currency and normalised description, plus the
/// row's ordinal among identical rows of the same file: two genuine identical charges on one day in
/// one file get ordinals 0 and 1 and are both kept, while the same charge in two overlapping files
/// gets ordinal 0 in both and is stored once.
///
///     fingerprint = SHA-256(account ␟ date ␟ minor units ␟ currency ␟ DESCRIPTION)[0..<12] ++ ordinal (4 bytes)
///
/// Memory: one 12-byte entry per distinct (date, amount, description) of the file.
public struct FingerprintBuilder {
    private var seen: [UInt64: UInt32] = [:]

    public init() {}

    /// 16 bytes: 12 of the content hash, 4 of the ordinal (big-endian).
    public mutating func fingerprint(for t: Transaction) -> [UInt8] {
        let digest = FingerprintBuilder.contentHash(t)
        let key = digest.prefix64()
        let ordinal = seen[key, default: 0]
        seen[key] = ordinal + 1
        var bytes = Array(digest.bytes.prefix(12))
        bytes.append(UInt8(truncatingIfNeeded: ordinal >> 24))
        bytes.append(UInt8(truncatingIfNeeded: ordinal >> 16))
        bytes.append(UInt8(truncatingIfNeeded: ordinal >> 8))
        bytes.append(UInt8(truncatingIfNeeded: ordinal))
        return bytes
    }

    static func contentHash(_ t: Transaction) -> SHA256Digest {
        var text = t.account
        text += "\u{1F}"
        text += t.date.iso
        text += "\u{1F}"
        text += String(t.amount.minorUnits)
        text += "\u{1F}"
        text += t.amount.currency.code
        text += "\u{1F}"
        text += normalizedDescription(t.description)
        return SHA256.hash(text)
    }

    /// Upper-case, whitespace runs collapsed: `Netflix.com  866` → `NETFLIX.COM 866`.
    public static func normalizedDescription(_ text: String) -> String {
        cleanCell(text).uppercased()
    }
}
