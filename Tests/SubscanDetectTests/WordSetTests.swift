import Testing

@testable import SubscanDetect

/// The byte-keyed word sets the merchant normaliser looks every token up in.
@Suite("MerchantNormalizer.WordSet")
struct WordSetTests {
    @Test func holdsExactlyItsWordsShortLongAndEmpty() {
        let words: Set<String> = ["REF", "A", "MANDATE", "ABCDEFGH", "ABCDEFGHI", "VERWENDUNGSZWECK", ""]
        let set = MerchantNormalizer.WordSet(words)
        for w in words { #expect(set.contains(Array(w.utf8)), "\(w)") }
        // prefixes, extensions and neighbours of members are not members
        for w in ["RE", "REFS", "B", "MANDAT", "ABCDEFG", "ABCDEFGHIJ", "VERWENDUNGSZWEC", "ref", "AB"] {
            #expect(!set.contains(Array(w.utf8)), "\(w)")
        }
        #expect(!MerchantNormalizer.WordSet(["X"]).contains([UInt8]()))
    }

    @Test func aFullTableAnswersLikeASet() {
        // thousands of packed words, so probes run past collisions and wrap around the table
        var words = Set<String>()
        var state: UInt64 = 7
        while words.count < 3_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(state >> 61) + 1
            words.insert(String((0..<length).map { k in Character(Unicode.Scalar(65 + UInt8((state >> (8 * UInt64(k) + 3)) % 26))) }))
        }
        let set = MerchantNormalizer.WordSet(words)
        var probes = words
        for w in words { probes.insert(w + "Z"); probes.insert(String(w.dropLast())) }
        for p in probes { #expect(set.contains(Array(p.utf8)) == words.contains(p), "\(p)") }
    }
}
