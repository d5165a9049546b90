import Synchronization
import Testing

@testable import SubscanCore

/// `TextClass.contains` (a part searched for byte by byte) and `TextMemo` (a text test's answers
/// remembered), the two helpers the layout engine's hot paths use in place of Foundation.
@Suite("Text search and memo")
struct TextSearchTests {
    @Test("a part is found where it is, at either end and in the middle, and only there")
    func findsParts() {
        #expect(TextClass.contains("Ending balance", "balance"))
        #expect(TextClass.contains("balance", "balance"))
        #expect(TextClass.contains("balance due", "balance"))
        #expect(TextClass.contains("NETFLIX.COM ....", ".."))
        #expect(TextClass.contains("anything", ""))
        #expect(TextClass.contains("", ""))
        #expect(!TextClass.contains("", "a"))
        #expect(!TextClass.contains("balanc", "balance"))
        #expect(!TextClass.contains("Balance", "balance"))  // no case folding
        #expect(!TextClass.contains("bal ance", "balance"))
        // a first byte repeated before the match (`aab` in `aaab`), and a near miss at the end
        #expect(TextClass.contains("aaab", "aab"))
        #expect(!TextClass.contains("aaaa", "aab"))
    }

    @Test("Chinese and other multi-byte text is searched by its characters' bytes")
    func multiByte() {
        #expect(TextClass.contains("账户余额", "余额"))
        #expect(TextClass.contains("港币", "港"))
        #expect(!TextClass.contains("账户余", "余额"))
        #expect(TextClass.contains("… 4471", "…"))
        // a substring of another string, as the layout engine passes them
        let line = "期初余额 1,000.00"
        #expect(TextClass.contains(line.prefix(4), "余额"))
        #expect(!TextClass.contains(line.prefix(3), "余额"))
    }

    @Test("a memo computes a text's answer once and gives it back after, and starts again when full")
    func memo() {
        let calls = Mutex(0)
        let memo = TextMemo<Int>(limit: 2)
        let length = { (text: String) -> Int in
            calls.withLock { $0 += 1 }
            return text.count
        }
        #expect(memo("abc", length) == 3)
        #expect(memo("abc", length) == 3)
        #expect(calls.withLock { $0 } == 1)
        #expect(memo("de", length) == 2)
        #expect(calls.withLock { $0 } == 2)
        // full at two texts: a third clears it, and `abc` is asked again
        #expect(memo("f", length) == 1)
        #expect(memo("abc", length) == 3)
        #expect(calls.withLock { $0 } == 4)
    }
}
