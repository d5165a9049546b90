/// A transaction's 16-byte identity (see `FingerprintBuilder` in SubscanIngest), held in two
/// integers so passing it around allocates nothing.
public struct Fingerprint: Hashable, Sendable {
    /// Bytes 0–7 and 8–15, big-endian.
    public var high: UInt64
    public var low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// From 16 bytes (shorter input is zero-padded, longer is cut).
    public init(bytes: [UInt8]) {
        var h: UInt64 = 0
        var l: UInt64 = 0
        for i in 0..<8 { h = h << 8 | UInt64(i < bytes.count ? bytes[i] : 0) }
        for i in 8..<16 { l = l << 8 | UInt64(i < bytes.count ? bytes[i] : 0) }
        self.init(high: h, low: l)
    }

    public var bytes: [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: high >> (56 - 8 * $0)) } + (0..<8).map { UInt8(truncatingIfNeeded: low >> (56 - 8 * $0)) }
    }
}
