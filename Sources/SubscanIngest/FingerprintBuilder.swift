import SubscanCore

/// Gives each transaction a stable identity, so overlapping exports are stored once.
///
/// The identity hashes the account, date, amount, currency and normalised description, plus the
/// row's ordinal among identical rows of the same file: two genuine identical charges on one day in
/// one file get ordinals 0 and 1 and are both kept, while the same charge in two overlapping files
/// gets ordinal 0 in both and is stored once.
///
///     content     = SHA-256(account ␟ day number (4 bytes) minor units (8 bytes) currency (3 bytes) DESCRIPTION)
///     fingerprint = content[0..<12] ++ ordinal (4 bytes, big-endian)
///
/// The fixed-width middle needs no separators, which keeps a typical row inside one SHA-256 block.
///
/// Memory stays flat for exports that list each day's rows together (sorted either way, as banks
/// do): the ordinal table holds one day at a time (`oneDayAtATime`). When a day comes back after
/// the file moved on, `fingerprint(for:)` throws `DaysNotContiguous`, and the caller reads the file
/// again keeping every day (one 16-byte entry per distinct row).
public struct FingerprintBuilder {
    /// A day's rows came back after other days: the ordinals of that day are no longer known.
    public struct DaysNotContiguous: Error {}

    private var seen: [UInt64: UInt32] = [:]
    private var buffer: [UInt8] = []
    private let oneDayAtATime: Bool
    private var currentDay: Int? = nil
    private var closedDays = Set<Int>()

    /// `oneDayAtATime`: forget a day's rows once the file moves to another day (flat memory).
    public init(oneDayAtATime: Bool = false) {
        self.oneDayAtATime = oneDayAtATime
    }

    /// 16 bytes: 12 of the content hash, 4 of the ordinal.
    public mutating func fingerprint(for t: Transaction) throws(DaysNotContiguous) -> Fingerprint {
        try enter(day: t.date.dayNumber)
        var clean = cleanCell(t.description)
        var currency = t.amount.currency.code
        let digest = clean.withUTF8 { description in
            currency.withUTF8 { code in
                contentHash(
                    account: t.account, day: t.date.dayNumber, minorUnits: t.amount.minorUnits, currencyCode: code, description: description
                )
            }
        }
        return numbered(digest)
    }

    /// The same fingerprint from a row's fields as bytes (UTF-8 description, 3-letter currency code),
    /// for rows already packed for the store.
    public mutating func fingerprint(
        account: String, day: Int, minorUnits: Int64, currencyCode: UnsafeBufferPointer<UInt8>, description: UnsafeBufferPointer<UInt8>
    ) throws(DaysNotContiguous) -> Fingerprint {
        try enter(day: day)
        let digest: SHA256Digest
        if isClean(bytes: description) {
            digest = contentHash(account: account, day: day, minorUnits: minorUnits, currencyCode: currencyCode, description: description)
        } else {
            var clean = cleanCell(String(decoding: description, as: UTF8.self))
            digest = clean.withUTF8 {
                contentHash(account: account, day: day, minorUnits: minorUnits, currencyCode: currencyCode, description: $0)
            }
        }
        return numbered(digest)
    }

    /// Moves the ordinal table to `day` (in `oneDayAtATime` mode).
    private mutating func enter(day: Int) throws(DaysNotContiguous) {
        guard oneDayAtATime, day != currentDay else { return }
        if closedDays.contains(day) { throw DaysNotContiguous() }
        if let currentDay { closedDays.insert(currentDay) }
        currentDay = day
        seen.removeAll(keepingCapacity: true)
    }

    /// The digest's first 12 bytes and the row's ordinal among identical rows.
    private mutating func numbered(_ digest: SHA256Digest) -> Fingerprint {
        let key = digest.prefix64()
        let ordinal = seen[key, default: 0]
        seen[key] = ordinal + 1
        return Fingerprint(high: key, low: (digest.second64() & 0xFFFF_FFFF_0000_0000) | UInt64(ordinal))
    }

    /// How many bytes of a description are the payee's name: all of them, or those before
    /// `GenericHeader.purposeMark` (` · `), so a row is known by its name whether its export was
    /// read with the purpose after it or, as before, without.
    static func payeeLength(_ description: UnsafeBufferPointer<UInt8>) -> Int {
        let n = description.count
        var i = 0
        while i + 4 <= n {
            if description[i + 1] == 0xC2, description[i + 2] == 0xB7, description[i] == 0x20, description[i + 3] == 0x20 { return i }
            i += 1
        }
        return n
    }

    /// `description` must be clean (`cleanCell`); it is upper-cased here, up to the purpose (`payeeLength`).
    mutating func contentHash(
        account: String, day: Int, minorUnits: Int64, currencyCode: UnsafeBufferPointer<UInt8>,
        description whole: UnsafeBufferPointer<UInt8>
    ) -> SHA256Digest {
        let description = UnsafeBufferPointer(rebasing: whole[..<Self.payeeLength(whole)])
        let needed = account.utf8.count + 13 + currencyCode.count + description.count * 3
        if buffer.count < needed { buffer = [UInt8](repeating: 0, count: max(256, needed * 2)) }
        return buffer.withUnsafeMutableBytes { raw -> SHA256Digest in
            var n = 0
            for b in account.utf8 { raw[n] = b; n += 1 }
            raw[n] = 0x1F
            n += 1
            let dayBytes = UInt32(bitPattern: Int32(truncatingIfNeeded: day)).bigEndian
            raw.storeBytes(of: dayBytes, toByteOffset: n, as: UInt32.self)
            n += 4
            raw.storeBytes(of: UInt64(bitPattern: minorUnits).bigEndian, toByteOffset: n, as: UInt64.self)
            n += 8
            for b in currencyCode { raw[n] = b; n += 1 }
            let start = n
            var ascii = true
            for b in description {
                if b >= 0x80 { ascii = false; break }
                raw[n] = TextClass.asciiUpper(b)
                n += 1
            }
            if !ascii {
                n = start
                for b in String(decoding: description, as: UTF8.self).uppercased().utf8 { raw[n] = b; n += 1 }
            }
            return SHA256.hash(UnsafeRawBufferPointer(rebasing: raw[0..<n]))
        }
    }

    /// Appends `text` upper-cased, whitespace runs collapsed: `Netflix.com  866` → `NETFLIX.COM 866`.
    static func appendNormalized(_ text: String, to out: inout [UInt8]) {
        let clean = cleanCell(text)
        if clean.utf8.allSatisfy({ $0 < 0x80 }) {
            for b in clean.utf8 { out.append(TextClass.asciiUpper(b)) }
        } else {
            out.append(contentsOf: clean.uppercased().utf8)
        }
    }
}
