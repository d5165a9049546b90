import CCrypto

/// Incremental SHA-256 (FIPS 180-4), computed by the system's libcrypto.
///
///     var hasher = SHA256()
///     hasher.update(chunk1)
///     hasher.update(chunk2)
///     let digest = hasher.finalize()
///
/// or one-shot: `SHA256.hash(bytes)`, `SHA256.hash("text")`. The state is a plain C struct held by
/// value: no allocation on the hashing path, and a copy hashes on independently.
public struct SHA256: Sendable {
    @usableFromInline var context = SHA256_CTX()

    /// Size of a SHA-256 digest in bytes.
    public static let byteCount = 32

    public init() { SHA256_Init(&context) }

    // MARK: - Feeding

    /// Feeds raw bytes.
    public mutating func update(_ buffer: UnsafeRawBufferPointer) {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
        SHA256_Update(&context, base, buffer.count)
    }

    /// Feeds a byte array.
    @inlinable
    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// Feeds a typed byte buffer.
    @inlinable
    public mutating func update(_ buffer: UnsafeBufferPointer<UInt8>) {
        update(UnsafeRawBufferPointer(buffer))
    }

    /// Feeds the UTF-8 encoding of `string`.
    @inlinable
    public mutating func update(_ string: String) {
        var s = string
        s.withUTF8 { update(UnsafeRawBufferPointer($0)) }
    }

    /// Feeds any byte sequence: in place when it is contiguous, else 64 bytes at a time.
    @inlinable
    public mutating func update<D: Sequence>(_ bytes: D) where D.Element == UInt8 {
        if bytes.withContiguousStorageIfAvailable({ update(UnsafeRawBufferPointer($0)) }) != nil { return }
        var chunk: [UInt8] = []
        chunk.reserveCapacity(64)
        for b in bytes {
            chunk.append(b)
            if chunk.count == 64 {
                update(chunk)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        update(chunk)
    }

    // MARK: - Finishing

    /// Applies the final padding and returns the digest. The hasher itself is consumed; to get an
    /// intermediate digest while continuing, copy it first (`var copy = hasher; copy.finalize()`).
    public consuming func finalize() -> SHA256Digest {
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &words) { raw in
            _ = SHA256_Final(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), &context)
        }
        return SHA256Digest(
            w0: UInt64(bigEndian: words.0), w1: UInt64(bigEndian: words.1), w2: UInt64(bigEndian: words.2), w3: UInt64(bigEndian: words.3))
    }

    // MARK: - One-shot

    /// SHA-256 of a raw buffer.
    public static func hash(_ buffer: UnsafeRawBufferPointer) -> SHA256Digest {
        var h = SHA256()
        h.update(buffer)
        return h.finalize()
    }

    /// SHA-256 of a byte array.
    @inlinable
    public static func hash(_ bytes: [UInt8]) -> SHA256Digest {
        bytes.withUnsafeBytes { hash($0) }
    }

    /// SHA-256 of any byte sequence.
    @inlinable
    public static func hash<D: Sequence>(_ bytes: D) -> SHA256Digest where D.Element == UInt8 {
        var h = SHA256()
        h.update(bytes)
        return h.finalize()
    }

    /// SHA-256 of the UTF-8 encoding of `string`.
    @inlinable
    public static func hash(_ string: String) -> SHA256Digest {
        var s = string
        return s.withUTF8 { hash(UnsafeRawBufferPointer($0)) }
    }
}

/// A 32-byte SHA-256 digest. Stored inline (no heap allocation); `bytes` and
/// `hex` materialize on demand.
public struct SHA256Digest: Sendable, Hashable, CustomStringConvertible {
    // Big-endian words: w0 holds bytes 0..<8, w3 holds bytes 24..<32.
    @usableFromInline var w0: UInt64
    @usableFromInline var w1: UInt64
    @usableFromInline var w2: UInt64
    @usableFromInline var w3: UInt64

    @inlinable
    init(w0: UInt64, w1: UInt64, w2: UInt64, w3: UInt64) {
        self.w0 = w0; self.w1 = w1; self.w2 = w2; self.w3 = w3
    }

    /// Builds a digest from exactly 32 bytes.
    public init(bytes: [UInt8]) {
        precondition(bytes.count == 32, "SHA256Digest needs exactly 32 bytes, got \(bytes.count)")
        func word(_ i: Int) -> UInt64 {
            var v: UInt64 = 0
            for j in 0..<8 { v = v &<< 8 | UInt64(bytes[i &* 8 &+ j]) }
            return v
        }
        self.init(w0: word(0), w1: word(1), w2: word(2), w3: word(3))
    }

    /// Parses 64 hex digits (either case). Returns nil on bad length or characters.
    public init?<S: StringProtocol>(hex: S) {
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        var count = 0
        for cu in hex.utf8 {
            let nibble: UInt8
            switch cu {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = cu &- UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = cu &- UInt8(ascii: "a") &+ 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = cu &- UInt8(ascii: "A") &+ 10
            default: return nil
            }
            guard count < 64 else { return nil }
            let v = UInt64(nibble)
            switch count &>> 4 {
            case 0: words.0 = words.0 &<< 4 | v
            case 1: words.1 = words.1 &<< 4 | v
            case 2: words.2 = words.2 &<< 4 | v
            default: words.3 = words.3 &<< 4 | v
            }
            count += 1
        }
        guard count == 64 else { return nil }
        self.init(w0: words.0, w1: words.1, w2: words.2, w3: words.3)
    }

    /// The 32 digest bytes.
    public var bytes: [UInt8] {
        get {
            [UInt8](unsafeUninitializedCapacity: 32) { out, initialized in
                let words = (w0.bigEndian, w1.bigEndian, w2.bigEndian, w3.bigEndian)
                withUnsafeBytes(of: words) { raw in
                    UnsafeMutableRawBufferPointer(out).copyMemory(from: raw)
                }
                initialized = 32
            }
        }
        set { self = SHA256Digest(bytes: newValue) }
    }

    /// Lowercase hex, 64 characters.
    public var hex: String {
        let words = (w0.bigEndian, w1.bigEndian, w2.bigEndian, w3.bigEndian)
        return String(unsafeUninitializedCapacity: 64) { out in
            withUnsafeBytes(of: words) { raw in
                for i in 0..<32 {
                    let byte = raw[i]
                    out[i &* 2] = SHA256Digest.hexDigit(byte &>> 4)
                    out[i &* 2 &+ 1] = SHA256Digest.hexDigit(byte & 0x0f)
                }
            }
            return 64
        }
    }

    @inline(__always)
    static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? nibble &+ 0x30 : nibble &+ 0x57  // '0'... / 'a'...
    }

    public var description: String { hex }

    /// First 8 bytes as a big-endian integer (a compact key; collisions are
    /// astronomically unlikely for non-adversarial data sets of practical size).
    @inlinable
    public func prefix64() -> UInt64 { w0 }

    /// The second 8 bytes, big-endian (for compact keys longer than `prefix64`).
    public func second64() -> UInt64 { w1 }
}
