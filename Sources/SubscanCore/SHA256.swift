import CSHA256

// SHA-256 (FIPS 180-4) in pure Swift.
//
// Design notes:
// - No heap allocation on the hashing path: the chaining state lives in eight
//   `UInt32` stored properties and the partial block in a 64-byte tuple.
//   `SHA256Digest` stores its 32 bytes as four `UInt64`s, so producing a digest
//   does not allocate either (only `bytes` / `hex` allocate, on demand).
// - The compression function is fully unrolled with a rolling 16-word message
//   schedule held in locals, and processes any number of contiguous blocks
//   straight from the caller's memory (no copy into the partial-block buffer).
// - Streaming: `update` may be called any number of times with any chunk size;
//   the total length is tracked as a wrapping `UInt64` byte count.

/// Incremental SHA-256 hasher.
///
///     var hasher = SHA256()
///     hasher.update(chunk1)
///     hasher.update(chunk2)
///     let digest = hasher.finalize()
///
/// or one-shot: `SHA256.hash(bytes)`, `SHA256.hash("text")`.
public struct SHA256: Sendable {
    /// Chaining value H0...H7.
    @usableFromInline
    struct State: Sendable {
        @usableFromInline var a: UInt32 = 0x6a09e667
        @usableFromInline var b: UInt32 = 0xbb67ae85
        @usableFromInline var c: UInt32 = 0x3c6ef372
        @usableFromInline var d: UInt32 = 0xa54ff53a
        @usableFromInline var e: UInt32 = 0x510e527f
        @usableFromInline var f: UInt32 = 0x9b05688c
        @usableFromInline var g: UInt32 = 0x1f83d9ab
        @usableFromInline var h: UInt32 = 0x5be0cd19

        @inlinable init() {}
    }

    /// 64-byte partial block (eight UInt64 so it is 8-byte aligned).
    @usableFromInline
    typealias Block = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

    @usableFromInline var state: State
    @usableFromInline var block: Block
    /// Number of valid bytes in `block` (0..<64).
    @usableFromInline var blockCount: Int
    /// Total number of bytes fed so far (mod 2^64).
    @usableFromInline var totalCount: UInt64

    /// Size of a SHA-256 digest in bytes.
    public static let byteCount = 32

    @inlinable
    public init() {
        state = State()
        block = (0, 0, 0, 0, 0, 0, 0, 0)
        blockCount = 0
        totalCount = 0
    }

    // MARK: - Feeding data

    /// Feeds raw bytes. This is the core fast path; every other `update` ends here.
    public mutating func update(_ buffer: UnsafeRawBufferPointer) {
        guard var src = buffer.baseAddress, buffer.count > 0 else { return }
        var remaining = buffer.count
        totalCount &+= UInt64(truncatingIfNeeded: remaining)

        var st = state
        var used = blockCount
        withUnsafeMutableBytes(of: &block) { blk in
            let dst = blk.baseAddress.unsafelyUnwrapped
            if used > 0 {
                let take = Swift.min(64 - used, remaining)
                (dst + used).copyMemory(from: src, byteCount: take)
                used += take
                src += take
                remaining -= take
                if used == 64 {
                    SHA256.compress(&st, UnsafeRawPointer(dst), blocks: 1)
                    used = 0
                }
            }
            if remaining >= 64 {
                let blocks = remaining &>> 6
                SHA256.compress(&st, src, blocks: blocks)
                let consumed = blocks &<< 6
                src += consumed
                remaining -= consumed
            }
            if remaining > 0 {
                dst.copyMemory(from: src, byteCount: remaining)
                used = remaining
            }
        }
        state = st
        blockCount = used
    }

    /// Feeds a byte array.
    @inlinable
    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// Feeds typed bytes.
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

    /// Feeds any sequence of bytes. Contiguous sequences (`[UInt8]`, `ArraySlice`,
    /// `Data`, `UnsafeBufferPointer`, `String.UTF8View` of native strings, ...)
    /// take the raw-buffer fast path; others are copied through a 64-byte stack
    /// buffer.
    @inlinable
    public mutating func update<D: Sequence>(_ bytes: D) where D.Element == UInt8 {
        let done: Void? = bytes.withContiguousStorageIfAvailable { buf in
            update(UnsafeRawBufferPointer(buf))
        }
        if done != nil { return }
        updateSlow(bytes)
    }

    @usableFromInline
    mutating func updateSlow<D: Sequence>(_ bytes: D) where D.Element == UInt8 {
        var chunk: Block = (0, 0, 0, 0, 0, 0, 0, 0)
        var n = 0
        var it = bytes.makeIterator()
        while let byte = it.next() {
            withUnsafeMutableBytes(of: &chunk) { $0[n] = byte }
            n += 1
            if n == 64 {
                withUnsafeBytes(of: &chunk) { update($0) }
                n = 0
            }
        }
        if n > 0 {
            withUnsafeBytes(of: &chunk) { update(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
        }
    }

    // MARK: - Finishing

    /// Applies the final padding and returns the digest. The hasher itself is
    /// consumed; to get an intermediate digest while continuing, copy it first
    /// (`var copy = hasher; copy.finalize()`).
    public consuming func finalize() -> SHA256Digest {
        let bitLength = totalCount &<< 3
        var st = state
        let used = blockCount
        withUnsafeMutableBytes(of: &block) { blk in
            let p = blk.baseAddress.unsafelyUnwrapped
            p.storeBytes(of: 0x80, toByteOffset: used, as: UInt8.self)
            var fillFrom = used + 1
            if fillFrom > 56 {
                (p + fillFrom).initializeMemory(as: UInt8.self, repeating: 0, count: 64 - fillFrom)
                SHA256.compress(&st, UnsafeRawPointer(p), blocks: 1)
                fillFrom = 0
            }
            (p + fillFrom).initializeMemory(as: UInt8.self, repeating: 0, count: 56 - fillFrom)
            p.storeBytes(of: bitLength.bigEndian, toByteOffset: 56, as: UInt64.self)
            SHA256.compress(&st, UnsafeRawPointer(p), blocks: 1)
        }
        return SHA256Digest(
            w0: UInt64(st.a) &<< 32 | UInt64(st.b),
            w1: UInt64(st.c) &<< 32 | UInt64(st.d),
            w2: UInt64(st.e) &<< 32 | UInt64(st.f),
            w3: UInt64(st.g) &<< 32 | UInt64(st.h)
        )
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

    // MARK: - Compression

    @inline(__always)
    static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 {
        (x &>> n) | (x &<< (32 &- n))
    }

    @inline(__always)
    static func schedule(_ w16: UInt32, _ w15: UInt32, _ w7: UInt32, _ w2: UInt32) -> UInt32 {
        let s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 &>> 3)
        let s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 &>> 10)
        return s1 &+ w7 &+ s0 &+ w16
    }

    @inline(__always)
    static func round(
        _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32,
        _ e: UInt32, _ f: UInt32, _ g: UInt32, _ h: inout UInt32,
        _ k: UInt32, _ w: UInt32
    ) {
        let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
        let ch = (e & f) ^ (~e & g)
        let t1 = h &+ s1 &+ ch &+ k &+ w
        let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
        let maj = (a & b) ^ (a & c) ^ (b & c)
        d = d &+ t1
        h = t1 &+ s0 &+ maj
    }

    @inline(__always)
    static func load(_ p: UnsafeRawPointer, _ i: Int) -> UInt32 {
        UInt32(bigEndian: p.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self))
    }

    /// Processes `blocks` consecutive 64-byte blocks starting at `p`.
    @usableFromInline
    static func compress(_ st: inout State, _ p: UnsafeRawPointer, blocks: Int) {
        if SHA256.hardwareAccelerated {
            withUnsafeMutableBytes(of: &st) { raw in
                subscan_sha256_ni_blocks(
                    raw.baseAddress!.assumingMemoryBound(to: UInt32.self), p.assumingMemoryBound(to: UInt8.self), blocks)
            }
            return
        }
        compressPortable(&st, p, blocks: blocks)
    }

    /// True when the CPU has the x86 SHA extensions: blocks are then compressed by the C shim
    /// (about 10× fewer instructions); the Swift rounds below are the portable path.
    public static let hardwareAccelerated: Bool = subscan_sha256_has_ni() != 0

    /// The portable compression: 64 rounds in Swift.
    @usableFromInline
    static func compressPortable(_ st: inout State, _ p: UnsafeRawPointer, blocks: Int) {
        var a = st.a, b = st.b, c = st.c, d = st.d
        var e = st.e, f = st.f, g = st.g, h = st.h
        var p = p
        for _ in 0..<blocks {
            var w0 = load(p, 0), w1 = load(p, 1), w2 = load(p, 2), w3 = load(p, 3)
            var w4 = load(p, 4), w5 = load(p, 5), w6 = load(p, 6), w7 = load(p, 7)
            var w8 = load(p, 8), w9 = load(p, 9), w10 = load(p, 10), w11 = load(p, 11)
            var w12 = load(p, 12), w13 = load(p, 13), w14 = load(p, 14), w15 = load(p, 15)
            let a0 = a, b0 = b, c0 = c, d0 = d, e0 = e, f0 = f, g0 = g, h0 = h

            round(a, b, c, &d, e, f, g, &h, 0x428a2f98, w0)
            round(h, a, b, &c, d, e, f, &g, 0x71374491, w1)
            round(g, h, a, &b, c, d, e, &f, 0xb5c0fbcf, w2)
            round(f, g, h, &a, b, c, d, &e, 0xe9b5dba5, w3)
            round(e, f, g, &h, a, b, c, &d, 0x3956c25b, w4)
            round(d, e, f, &g, h, a, b, &c, 0x59f111f1, w5)
            round(c, d, e, &f, g, h, a, &b, 0x923f82a4, w6)
            round(b, c, d, &e, f, g, h, &a, 0xab1c5ed5, w7)
            round(a, b, c, &d, e, f, g, &h, 0xd807aa98, w8)
            round(h, a, b, &c, d, e, f, &g, 0x12835b01, w9)
            round(g, h, a, &b, c, d, e, &f, 0x243185be, w10)
            round(f, g, h, &a, b, c, d, &e, 0x550c7dc3, w11)
            round(e, f, g, &h, a, b, c, &d, 0x72be5d74, w12)
            round(d, e, f, &g, h, a, b, &c, 0x80deb1fe, w13)
            round(c, d, e, &f, g, h, a, &b, 0x9bdc06a7, w14)
            round(b, c, d, &e, f, g, h, &a, 0xc19bf174, w15)
            w0 = schedule(w0, w1, w9, w14)
            round(a, b, c, &d, e, f, g, &h, 0xe49b69c1, w0)
            w1 = schedule(w1, w2, w10, w15)
            round(h, a, b, &c, d, e, f, &g, 0xefbe4786, w1)
            w2 = schedule(w2, w3, w11, w0)
            round(g, h, a, &b, c, d, e, &f, 0x0fc19dc6, w2)
            w3 = schedule(w3, w4, w12, w1)
            round(f, g, h, &a, b, c, d, &e, 0x240ca1cc, w3)
            w4 = schedule(w4, w5, w13, w2)
            round(e, f, g, &h, a, b, c, &d, 0x2de92c6f, w4)
            w5 = schedule(w5, w6, w14, w3)
            round(d, e, f, &g, h, a, b, &c, 0x4a7484aa, w5)
            w6 = schedule(w6, w7, w15, w4)
            round(c, d, e, &f, g, h, a, &b, 0x5cb0a9dc, w6)
            w7 = schedule(w7, w8, w0, w5)
            round(b, c, d, &e, f, g, h, &a, 0x76f988da, w7)
            w8 = schedule(w8, w9, w1, w6)
            round(a, b, c, &d, e, f, g, &h, 0x983e5152, w8)
            w9 = schedule(w9, w10, w2, w7)
            round(h, a, b, &c, d, e, f, &g, 0xa831c66d, w9)
            w10 = schedule(w10, w11, w3, w8)
            round(g, h, a, &b, c, d, e, &f, 0xb00327c8, w10)
            w11 = schedule(w11, w12, w4, w9)
            round(f, g, h, &a, b, c, d, &e, 0xbf597fc7, w11)
            w12 = schedule(w12, w13, w5, w10)
            round(e, f, g, &h, a, b, c, &d, 0xc6e00bf3, w12)
            w13 = schedule(w13, w14, w6, w11)
            round(d, e, f, &g, h, a, b, &c, 0xd5a79147, w13)
            w14 = schedule(w14, w15, w7, w12)
            round(c, d, e, &f, g, h, a, &b, 0x06ca6351, w14)
            w15 = schedule(w15, w0, w8, w13)
            round(b, c, d, &e, f, g, h, &a, 0x14292967, w15)
            w0 = schedule(w0, w1, w9, w14)
            round(a, b, c, &d, e, f, g, &h, 0x27b70a85, w0)
            w1 = schedule(w1, w2, w10, w15)
            round(h, a, b, &c, d, e, f, &g, 0x2e1b2138, w1)
            w2 = schedule(w2, w3, w11, w0)
            round(g, h, a, &b, c, d, e, &f, 0x4d2c6dfc, w2)
            w3 = schedule(w3, w4, w12, w1)
            round(f, g, h, &a, b, c, d, &e, 0x53380d13, w3)
            w4 = schedule(w4, w5, w13, w2)
            round(e, f, g, &h, a, b, c, &d, 0x650a7354, w4)
            w5 = schedule(w5, w6, w14, w3)
            round(d, e, f, &g, h, a, b, &c, 0x766a0abb, w5)
            w6 = schedule(w6, w7, w15, w4)
            round(c, d, e, &f, g, h, a, &b, 0x81c2c92e, w6)
            w7 = schedule(w7, w8, w0, w5)
            round(b, c, d, &e, f, g, h, &a, 0x92722c85, w7)
            w8 = schedule(w8, w9, w1, w6)
            round(a, b, c, &d, e, f, g, &h, 0xa2bfe8a1, w8)
            w9 = schedule(w9, w10, w2, w7)
            round(h, a, b, &c, d, e, f, &g, 0xa81a664b, w9)
            w10 = schedule(w10, w11, w3, w8)
            round(g, h, a, &b, c, d, e, &f, 0xc24b8b70, w10)
            w11 = schedule(w11, w12, w4, w9)
            round(f, g, h, &a, b, c, d, &e, 0xc76c51a3, w11)
            w12 = schedule(w12, w13, w5, w10)
            round(e, f, g, &h, a, b, c, &d, 0xd192e819, w12)
            w13 = schedule(w13, w14, w6, w11)
            round(d, e, f, &g, h, a, b, &c, 0xd6990624, w13)
            w14 = schedule(w14, w15, w7, w12)
            round(c, d, e, &f, g, h, a, &b, 0xf40e3585, w14)
            w15 = schedule(w15, w0, w8, w13)
            round(b, c, d, &e, f, g, h, &a, 0x106aa070, w15)
            w0 = schedule(w0, w1, w9, w14)
            round(a, b, c, &d, e, f, g, &h, 0x19a4c116, w0)
            w1 = schedule(w1, w2, w10, w15)
            round(h, a, b, &c, d, e, f, &g, 0x1e376c08, w1)
            w2 = schedule(w2, w3, w11, w0)
            round(g, h, a, &b, c, d, e, &f, 0x2748774c, w2)
            w3 = schedule(w3, w4, w12, w1)
            round(f, g, h, &a, b, c, d, &e, 0x34b0bcb5, w3)
            w4 = schedule(w4, w5, w13, w2)
            round(e, f, g, &h, a, b, c, &d, 0x391c0cb3, w4)
            w5 = schedule(w5, w6, w14, w3)
            round(d, e, f, &g, h, a, b, &c, 0x4ed8aa4a, w5)
            w6 = schedule(w6, w7, w15, w4)
            round(c, d, e, &f, g, h, a, &b, 0x5b9cca4f, w6)
            w7 = schedule(w7, w8, w0, w5)
            round(b, c, d, &e, f, g, h, &a, 0x682e6ff3, w7)
            w8 = schedule(w8, w9, w1, w6)
            round(a, b, c, &d, e, f, g, &h, 0x748f82ee, w8)
            w9 = schedule(w9, w10, w2, w7)
            round(h, a, b, &c, d, e, f, &g, 0x78a5636f, w9)
            w10 = schedule(w10, w11, w3, w8)
            round(g, h, a, &b, c, d, e, &f, 0x84c87814, w10)
            w11 = schedule(w11, w12, w4, w9)
            round(f, g, h, &a, b, c, d, &e, 0x8cc70208, w11)
            w12 = schedule(w12, w13, w5, w10)
            round(e, f, g, &h, a, b, c, &d, 0x90befffa, w12)
            w13 = schedule(w13, w14, w6, w11)
            round(d, e, f, &g, h, a, b, &c, 0xa4506ceb, w13)
            w14 = schedule(w14, w15, w7, w12)
            round(c, d, e, &f, g, h, a, &b, 0xbef9a3f7, w14)
            w15 = schedule(w15, w0, w8, w13)
            round(b, c, d, &e, f, g, h, &a, 0xc67178f2, w15)

            a = a &+ a0; b = b &+ b0; c = c &+ c0; d = d &+ d0
            e = e &+ e0; f = f &+ f0; g = g &+ g0; h = h &+ h0
            p += 64
        }
        st.a = a; st.b = b; st.c = c; st.d = d
        st.e = e; st.f = f; st.g = g; st.h = h
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
