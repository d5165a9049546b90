import Testing

@testable import SubscanOCR

@Suite("lines from word boxes")
struct LineBuilderTests {
    func word(_ text: String, _ left: Int, _ top: Int, _ right: Int, _ bottom: Int, _ confidence: Float) -> OCRWord {
        OCRWord(text: text, left: left, top: top, right: right, bottom: bottom, confidence: confidence)
    }

    @Test(
        "Chinese characters set at the type's pitch are one word however narrow their glyphs (`财` `付` `通` in a brush face); a space's wider pitch stays a space"
    )
    func hanAtTypePitch() {
        // probe-cn-ledgers icbc, scanned in AR PL UKai (27 px glyphs): `付` 19 px after `财`
        let words = [
            word("财", 1644, 703, 1668, 730, 92), word("付", 1687, 703, 1701, 730, 92), word("通", 1718, 703, 1732, 730, 93),
            word("-腾讯", 1736, 702, 1801, 730, 94), word("视频", 1803, 703, 1862, 730, 96),
        ]
        #expect(LineBuilder.join(words) == "财付通-腾讯视频")
        // a space between two words: the next character's centre over one and a half heights on
        let spaced = [word("美团", 100, 703, 160, 730, 95), word("外卖", 190, 703, 250, 730, 95)]
        #expect(LineBuilder.join(spaced) == "美团 外卖")
        // (Latin beside Chinese keeps the rule of gaps: `ATM` 20 px before `取款`)
        #expect(LineBuilder.join([word("ATM", 100, 703, 160, 730, 95), word("取款", 180, 703, 240, 730, 95)]) == "ATM 取款")
    }

    @Test(
        "a hyphen between two Chinese names takes no space after or before it (`支付宝` `-` `国网电费`, a Kai face's short hyphen); a Latin name's spaced dash keeps its spaces"
    )
    func hyphenBetweenHan() {
        // a tuning cn-bank scan in LXGW WenKai: the hyphen 20 px short of `国` in 29 px type
        let han = [
            word("支付", 1910, 2131, 1991, 2176, 93), word("宝", 1990, 2136, 2005, 2165, 91), word("-", 2010, 2137, 2036, 2166, 93),
            word("国", 2056, 2138, 2072, 2166, 91), word("网", 2071, 2131, 2101, 2176, 96), word("电费", 2100, 2135, 2149, 2167, 95),
        ]
        #expect(LineBuilder.join(han) == "支付宝-国网电费")
        // read with the hyphen at the start of the next word
        #expect(LineBuilder.join([word("支付宝", 1910, 2136, 2005, 2165, 91), word("-国网电费", 2025, 2136, 2149, 2166, 93)]) == "支付宝-国网电费")
        // a column's width away it is no hyphen of the name; nor in Latin text
        #expect(LineBuilder.join([word("支付宝-", 1910, 2136, 2036, 2166, 91), word("国网电费", 2076, 2136, 2190, 2166, 93)]) == "支付宝- 国网电费")
        #expect(
            LineBuilder.join([
                word("Refund", 100, 300, 190, 330, 95), word("-", 205, 312, 215, 316, 90), word("Amazon", 230, 300, 330, 330, 95),
            ])
                == "Refund - Amazon")
    }

    @Test("a tall box holding a confidently read word is kept; a tall icon read as 'oO' is not")
    func tallBoxes() {
        // en-light-categories' last row: Tesseract stretched "Audible" towards the icon's height (84 px there; 95 here, over 2.2 × 39).
        let words = [
            word("Chipotle", 204, 2849, 376, 2905, 96), word("-$12.45", 977, 2854, 1136, 2893, 90),
            word("18:42", 205, 2923, 298, 2950, 95), word("Netflix", 206, 472, 330, 511, 96), word("-$17.99", 960, 472, 1136, 511, 93),
            word("oO", 60, 3045, 166, 3155, 34), word("Audible", 202, 3040, 359, 3135, 96), word("-$14.95", 977, 3076, 1136, 3115, 82),
            word("Entertainment", 205, 3144, 445, 3172, 96),
        ]
        let lines = LineBuilder.lines(from: words).map(\.text)
        #expect(lines == ["Netflix   -$17.99", "Chipotle   -$12.45", "18:42", "Audible   -$14.95", "Entertainment"])
    }

    @Test("a long title read fairly sure in a box stretched to a speck above it is kept (`Withdrawn(£)`, 59 px on a 26 px line)")
    func stretchedTitle() {
        // a scanned UK ledger's header in a bold serif face, as Tesseract boxed it
        let words = [
            word("Paid", 1578, 464, 1659, 491, 93), word("In(£)", 1672, 465, 1763, 495, 91), word("Withdrawn(£)", 1797, 443, 2054, 502, 82),
            word("Balance(£)", 2124, 459, 2325, 492, 86), word("17", 186, 507, 222, 533, 96), word("FEB", 236, 507, 305, 533, 96),
            word("2025", 319, 507, 400, 533, 96), word("BROUGHT", 476, 507, 620, 533, 96), word("FORWARD", 634, 507, 790, 533, 96),
            word("1,850.00", 2183, 513, 2326, 539, 94),
            // (a short reading in a tall box stays out: a mark, not a word)
            word("Wr", 1000, 440, 1040, 510, 80),
        ]
        let lines = LineBuilder.lines(from: words).map(\.text)
        #expect(lines == ["Paid In(£) Withdrawn(£)   Balance(£)", "17 FEB 2025   BROUGHT FORWARD   1,850.00"], "\(lines)")
    }

    @Test("a hyphen read alone, flatter than a speck, stays between two words of a line (`财付通-滴滴出行`); not before an amount, nor apart")
    func flatHyphen() {
        // a scanned Chinese ledger's summary, second line (AR PL UMing), as Tesseract boxed it
        let words = [
            word("财", 609, 986, 660, 1018, 92), word("付", 665, 986, 680, 1018, 92), word("通", 702, 987, 719, 1018, 92),
            word("-", 731, 1000, 743, 1004, 89), word("滴", 760, 986, 783, 1018, 69), word("滴", 797, 986, 823, 1018, 72),
            word("出", 840, 986, 860, 1017, 72), word("行", 881, 986, 903, 1018, 93),
            // a minus set apart before an amount is the amount's business, not the line's
            word("-", 1840, 1000, 1852, 1004, 90), word("45.74", 1862, 987, 1978, 1018, 91),
            // a dash far from any word is a speck
            word("—", 1300, 1000, 1314, 1004, 90),
        ]
        let lines = LineBuilder.lines(from: words).map(\.text)
        // (the spaces between the characters are the join's rule, from their gaps: not asserted)
        #expect(lines.map { $0.filter { $0 != " " } } == ["财付通-滴滴出行45.74"], "\(lines)")
        #expect(lines.first?.hasSuffix("行   45.74") == true, "\(lines)")
        // Noto Sans CJK's shorter hyphen (7 px by 4, `支付宝-国网电费` on a faded scan), its box a
        // pixel under the character before; a square speck is no hyphen
        let short = [
            word("支付", 550, 642, 631, 673, 93), word("宝", 630, 631, 651, 685, 93), word("-", 650, 659, 657, 663, 93),
            word("国", 670, 643, 708, 673, 92), word("网", 712, 643, 745, 673, 92),
        ]
        #expect(LineBuilder.lines(from: short).map { $0.text.filter { $0 != " " } } == ["支付宝-国网"])
        let speck = short.map { w in w.text == "-" ? word("-", 650, 659, 655, 664, 93) : w }
        #expect(LineBuilder.lines(from: speck).map { $0.text.filter { $0 != " " } } == ["支付宝国网"])
    }
}
