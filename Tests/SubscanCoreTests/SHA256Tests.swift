import Testing

@testable import SubscanCore

/// Deterministic test pattern: byte i is `i % 251`.
private func pattern(_ count: Int) -> [UInt8] {
    (0..<count).map { UInt8($0 % 251) }
}

@Suite("SHA-256")
struct SHA256Tests {
    // MARK: FIPS 180 / NIST known answers

    @Test("Empty input hashes to the FIPS 180 known answer")
    func emptyInput() {
        #expect(SHA256.hash("").hex == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hash([UInt8]()).hex == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256().finalize().hex == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test("\"abc\" hashes to the FIPS 180 known answer")
    func abc() {
        #expect(SHA256.hash("abc").hex == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test("448-bit two-block message hashes to the FIPS 180 known answer")
    func fourFortyEightBit() {
        let msg = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
        #expect(msg.utf8.count == 56)
        #expect(SHA256.hash(msg).hex == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test("896-bit message hashes to the FIPS 180 known answer")
    func eightNinetySixBit() {
        let msg = "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
        #expect(msg.utf8.count == 112)
        #expect(SHA256.hash(msg).hex == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    }

    @Test("One million 'a' bytes hash to the FIPS 180 known answer, one-shot and streamed")
    func oneMillionA() {
        let expected = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        let million = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(SHA256.hash(million).hex == expected)

        var streamed = SHA256()
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { streamed.update(chunk) }
        #expect(streamed.finalize().hex == expected)

        // Odd chunk size that never lines up with the 64-byte block boundary.
        var odd = SHA256()
        var fed = 0
        while fed < million.count {
            let n = min(997, million.count - fed)
            million[fed..<(fed + n)].withUnsafeBytes { odd.update($0) }
            fed += n
        }
        #expect(odd.finalize().hex == expected)
    }

    // MARK: Padding edge cases (expected values from Python's hashlib)

    @Test("Lengths around the padding boundary (55, 56, 63, 64, 65 bytes) match hashlib")
    func paddingBoundaries() {
        // hashlib.sha256(bytes(i % 251 for i in range(n))).hexdigest()
        let patterned: [(Int, String)] = [
            (55, "463eb28e72f82e0a96c0a4cc53690c571281131f672aa229e0d45ae59b598b59"),
            (56, "da2ae4d6b36748f2a318f23e7ab1dfdf45acdc9d049bd80e59de82a60895f562"),
            (63, "29af2686fd53374a36b0846694cc342177e428d1647515f078784d69cdb9e488"),
            (64, "fdeab9acf3710362bd2658cdc9a29e8f9c757fcf9811603a8c447cd1d9151108"),
            (65, "4bfd2c8b6f1eec7a2afeb48b934ee4b2694182027e6d0fc075074f2fabb31781"),
        ]
        for (n, expected) in patterned {
            #expect(SHA256.hash(pattern(n)).hex == expected, "pattern length \(n)")
        }

        // hashlib.sha256(b"a" * n).hexdigest()
        let repeatedA: [(Int, String)] = [
            (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
            (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
            (63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
            (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
            (65, "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"),
        ]
        for (n, expected) in repeatedA {
            #expect(SHA256.hash(String(repeating: "a", count: n)).hex == expected, "'a' x \(n)")
        }
    }

    // MARK: Streaming

    @Test("Splitting a 200-byte message at every point gives the one-shot digest")
    func everySplitPoint() {
        let msg = pattern(200)
        let expected = "1901da1c9f699b48f6b2636e65cbf73abf99d0441ef67f5c540a42f7051dec6f"
        let oneShot = SHA256.hash(msg)
        #expect(oneShot.hex == expected)

        for split in 0...msg.count {
            var h = SHA256()
            h.update(msg[..<split])
            h.update(msg[split...])
            #expect(h.finalize() == oneShot, "split at \(split)")
        }

        // Three-way splits through the raw-buffer path.
        for first in stride(from: 0, through: 200, by: 7) {
            for second in stride(from: first, through: 200, by: 13) {
                var h = SHA256()
                msg.withUnsafeBytes { raw in
                    h.update(UnsafeRawBufferPointer(rebasing: raw[..<first]))
                    h.update(UnsafeRawBufferPointer(rebasing: raw[first..<second]))
                    h.update(UnsafeRawBufferPointer(rebasing: raw[second...]))
                }
                #expect(h.finalize() == oneShot, "splits at \(first), \(second)")
            }
        }
    }

    @Test("Feeding fixed-size chunks of every size from 1 to 130 bytes gives the one-shot digest")
    func everyChunkSize() {
        let msg = pattern(1000)
        let oneShot = SHA256.hash(msg)
        for size in 1...130 {
            var h = SHA256()
            var start = 0
            while start < msg.count {
                let end = min(start + size, msg.count)
                h.update(Array(msg[start..<end]))
                start = end
            }
            #expect(h.finalize() == oneShot, "chunk size \(size)")
        }
    }

    @Test("Non-contiguous sequences take the slow path and agree with the fast path")
    func nonContiguousSequence() {
        for n in [0, 1, 55, 56, 63, 64, 65, 127, 128, 129, 200] {
            let lazy = (0..<n).lazy.map { UInt8($0 % 251) }
            #expect(SHA256.hash(lazy) == SHA256.hash(pattern(n)), "length \(n)")
        }
        var h = SHA256()
        h.update(AnySequence("ab".utf8))
        h.update("c".utf8)
        #expect(h.finalize().hex == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test("Empty updates are no-ops")
    func emptyUpdates() {
        var h = SHA256()
        h.update([UInt8]())
        h.update("ab")
        h.update(UnsafeRawBufferPointer(start: nil, count: 0))
        h.update([UInt8(ascii: "c")])
        h.update([UInt8]())
        #expect(h.finalize().hex == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test("Finalizing a copy leaves the original hasher usable")
    func copyThenFinalize() {
        var h = SHA256()
        h.update("ab")
        let copy = h
        #expect(copy.finalize() == SHA256.hash("ab"))
        h.update("c")
        #expect(h.finalize() == SHA256.hash("abc"))
    }

    // MARK: Digest

    @Test("Digest exposes 32 bytes, lowercase hex, description and a big-endian 64-bit prefix")
    func digestAccessors() {
        let d = SHA256.hash("abc")
        #expect(d.bytes.count == 32)
        #expect(Array(d.bytes.prefix(4)) == [0xba, 0x78, 0x16, 0xbf])
        #expect(d.bytes.last == 0xad)
        #expect(d.description == d.hex)
        #expect(d.hex.count == 64)
        #expect(d.prefix64() == 0xba7816bf8f01cfea)
    }

    @Test("Digest round-trips through bytes and hex, and is Hashable")
    func digestRoundTrip() {
        let d = SHA256.hash("abc")
        #expect(SHA256Digest(bytes: d.bytes) == d)
        #expect(SHA256Digest(hex: d.hex) == d)
        #expect(SHA256Digest(hex: d.hex.uppercased()) == d)
        #expect(SHA256Digest(hex: "abc") == nil)
        #expect(SHA256Digest(hex: String(repeating: "g", count: 64)) == nil)
        #expect(SHA256Digest(hex: d.hex + "00") == nil)

        let set: Set<SHA256Digest> = [d, SHA256.hash("abc"), SHA256.hash("abd")]
        #expect(set.count == 2)
        #expect(SHA256.hash("abc") != SHA256.hash("abd"))
    }
}
