import CPDFShim
import Foundation
import Testing

@testable import SubscanOCR

@Suite("PDF text layers")
struct PDFStatementTests {
    /// Characters as Poppler lists them: `text` laid out from `x` at `y`, 5 pt per character.
    func chars(_ text: String, x: Float, y: Float, size: Float = 9, rgb: (UInt8, UInt8, UInt8) = (0, 0, 0)) -> [subscan_pdf_char] {
        text.unicodeScalars.enumerated().map { i, s in
            let left = x + Float(i) * 5
            return subscan_pdf_char(
                scalar: s.value, x1: left, y1: y, x2: left + 5, y2: y + size * 1.2, red: rgb.0, green: rgb.1, blue: rgb.2, bold: 0,
                size: size)
        }
    }

    func words(_ chars: [subscan_pdf_char]) -> [OCRWord] {
        chars.withUnsafeBufferPointer { PDFStatement.words(from: $0) }
    }

    @Test("characters become words at spaces, at line ends and at a column gap Poppler left without a space")
    func wordsFromCharacters() {
        var c = chars("11/17 NETFLIX.COM", x: 40, y: 100)
        c += chars("15.49", x: 520, y: 100)  // the amount column: no space character before it
        c += chars("SHELL", x: 40, y: 116)
        let w = words(c)
        #expect(w.map(\.text) == ["11/17", "NETFLIX.COM", "15.49", "SHELL"])
        // Boxes in layout pixels: points × 4.
        #expect(w[0].left == 160 && w[0].right == (40 + 25) * 4 && w[0].top == 400)
        #expect(w[2].left == 2080)
        #expect(w.allSatisfy { $0.confidence == 100 })
    }

    @Test(
        "one printed space beside Chinese stays in the word (the engine drops spaces between Chinese words); Latin words and two spaces split"
    )
    func spaceBesideChinese() {
        var c = chars("快捷支付 财付通-瑞幸咖啡 APPLE.COM/BILL", x: 40, y: 100)
        c += chars("APPLE.COM BILL  代扣", x: 40, y: 130)
        c += chars("微信转账", x: 40 + 5 * 40, y: 130)
        let w = words(c)
        #expect(w.map(\.text) == ["快捷支付 财付通-瑞幸咖啡 APPLE.COM/BILL", "APPLE.COM", "BILL", "代扣", "微信转账"])
        // The word's box is its characters' (the space adds nothing beyond them).
        #expect(w[0].left == 160 && w[0].right == (40 + 5 * 28) * 4)
    }

    /// Chinese set letter-spaced: every character 5 pt wide and `tracking` pt apart, with a
    /// space character in each gap (as Poppler lists them), `wide` pt where the text prints a space.
    func tracked(_ text: String, x: Float, y: Float, tracking: Float, wide: Float) -> [subscan_pdf_char] {
        var out: [subscan_pdf_char] = []
        var left = x
        func add(_ scalar: Unicode.Scalar, width: Float) {
            out.append(
                subscan_pdf_char(
                    scalar: scalar.value, x1: left, y1: y, x2: left + width, y2: y + 9 * 1.2, red: 0, green: 0, blue: 0, bold: 0, size: 9
                ))
            left += width
        }
        let glyphs = Array(text.unicodeScalars)
        for (i, s) in glyphs.enumerated() where s != " " {
            add(s, width: 5)
            guard i + 1 < glyphs.count else { break }
            add(" ", width: glyphs[i + 1] == " " ? wide : tracking)
        }
        return out
    }

    @Test("Chinese set letter-spaced reads as written: the tracking goes, a printed space stays, tight text is left alone")
    func letterSpacedChinese() {
        let w = words(tracked("快捷支付 财付通-瑞幸咖啡", x: 40, y: 100, tracking: 1.5, wide: 4))
        #expect(w.map(\.text) == ["快捷支付 财付通-瑞幸咖啡"])
        // wider tracking (a third of an em and more) still makes one word, read without it
        #expect(words(tracked("腾讯音乐娱乐科技", x: 40, y: 100, tracking: 3.5, wide: 8)).map(\.text) == ["腾讯音乐娱乐科技"])
        // a few printed spaces among tight Chinese are printed spaces
        #expect(words(chars("交易 摘要 对方 户名", x: 40, y: 100)).map(\.text) == ["交易 摘要 对方 户名"])
        #expect(PDFStatement.withoutTracking("张 伟".unicodeScalars, kept: [(1, 1.5)], pairs: 1) == nil)  // too short to tell
        // a column title set apart, its last two characters kerned together (`转 入 金额`): money in, not out
        #expect(PDFStatement.withoutTracking("转 入 金额".unicodeScalars, kept: [(1, 2.9), (3, 2.9)], pairs: 3).map { String($0) } == "转入金额")
        #expect(PDFStatement.withoutTracking("交易 摘要".unicodeScalars, kept: [(2, 2.0)], pairs: 3) == nil)
    }

    @Test("a word's ink is its most common colour: a green credit stays green, a black word with a coloured sign stays black")
    func inkColour() {
        let green = words(chars("+250.00", x: 500, y: 100, rgb: (20, 140, 60)))
        #expect(green.count == 1 && green[0].ink?.isGreen == true && green[0].ink?.background == 255)
        var mixed = chars("$", x: 40, y: 100, rgb: (200, 0, 0))
        mixed += chars("12.99", x: 45, y: 100)
        let w = words(mixed)
        #expect(w.count == 1 && w[0].text == "$12.99" && w[0].ink?.isRed == false && w[0].ink?.luminance == 0)
    }

    @Test("zero-size characters and whitespace never make words")
    func invisibleCharacters() {
        var c = chars("A", x: 10, y: 10)
        c.append(subscan_pdf_char(scalar: 0x42, x1: 0, y1: 0, x2: 0, y2: 0, red: 0, green: 0, blue: 0, bold: 0, size: 9))
        c += chars(" \n", x: 15, y: 10)
        #expect(words(c).map(\.text) == ["A"])
    }
}
