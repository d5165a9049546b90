import SubscanCore
import Testing

@testable import SubscanOCR

/// The parts of reading a Chinese page that do not need Tesseract: merging the English reading's
/// figures into the Chinese one, and spelling names against the catalog.
@Suite("Chinese pages")
struct ChineseReadingTests {
    static func word(_ text: String, _ left: Int, _ top: Int, _ right: Int, _ bottom: Int, _ confidence: Float) -> OCRWord {
        OCRWord(text: text, left: left, top: top, right: right, bottom: bottom, confidence: confidence)
    }

    @Test("after a day label, four digits that make a month and a day are the day with its hyphen lost (`交易日0423`); others are not")
    func labelledDayWithoutHyphen() {
        typealias P = LayoutStatementParser
        #expect(P.leadingDateWithNoise("交易日0423尾号4347") == .numeric(4, 23, year: nil))
        #expect(P.leadingDateWithNoise("交易日0419 .尾号4347") == .numeric(4, 19, year: nil))
        #expect(P.leadingDateWithNoise("交易日 04-23 · 尾号4347") == .numeric(4, 23, year: nil))
        #expect(P.leadingDateWithNoise("交易日1340") == nil)  // no 13th month
        #expect(P.leadingDateWithNoise("0423 尾号4347") == nil)  // no label: four digits are not a day
        // the card's last digits after it, a glyph of them or of its label misread
        #expect(P.leadingDateWithNoise("交易日0419 .尾号43录") == .numeric(4, 19, year: nil))
        #expect(P.leadingDateWithNoise("交易日05-02 |屁号4347") == .numeric(5, 2, year: nil))
        #expect(P.leadingDateWithNoise("交易日05-02 美团外卖") == nil)
    }

    @Test(
        "a card's last digits beside a Chinese row's day: `尾号4347`, one glyph of it misread (`尾号43录`, `屁号4347`); not a word that ends in 号")
    func misreadCardTail() {
        typealias P = LayoutStatementParser
        #expect(P.isCardTail("尾号43录") && P.isCardTail("屁号4347") && P.isCardTail("尾号4347"))
        #expect(!P.isCardTail("尾号") && !P.isCardTail("屁号43") && !P.isCardTail("挂号费用") && !P.isCardTail("号4347"))
        #expect(!P.isCardTail("商号4A47"))
    }

    @Test("tall money beside a name and the grey line under it is read again by halves (amount over balance); a big figure alone is not")
    func tallMoneyOverTwoLines() {
        let w = Self.word
        let words = [
            w("Carrefour", 62, 1643, 260, 1677, 96), w("-30,42", 920, 1643, 1060, 1710, 92),
            w("Compra", 63, 1710, 188, 1734, 94), w("con", 206, 1710, 259, 1728, 96), w("tarjeta", 280, 1709, 375, 1733, 90),
            w("7.649,64", 700, 380, 1100, 450, 95), w("Saldo", 30, 330, 120, 360, 95),  // the balance at the top, big
            w("Netflix", 62, 1819, 194, 1853, 92), w("12,99", 928, 1819, 1062, 1853, 84),  // one line: no target
        ]
        #expect(OCRService.tallAmountTargets(words, width: 1165, typical: 34) == [1])
        // not money: a target, second line or not
        #expect(OCRService.tallAmountTargets([w("“8", 928, 1996, 1010, 2069, 0)], width: 1165, typical: 34) == [0])
    }

    @Test(
        "titles letter-spaced on a grey bar whose last characters came back in boxes stretched over the bar are read again with their words; an icon apart is not"
    )
    func stretchedTitleGlyphs() {
        let w = Self.word
        // world-ledger, scanned (Noto Sans CJK SC): 记账日期 交易说明 … 附言 对方户名 on a shaded bar
        let header = [
            w("记", 191, 791, 223, 821, 92), w("账", 246, 790, 294, 821, 75), w("日", 314, 790, 340, 822, 96),
            w("期", 340, 772, 374, 840, 96), w("流水", 1341, 790, 1413, 822, 96), w("号", 1433, 791, 1453, 822, 96),
            w("附", 2333, 790, 2404, 822, 60), w("言", 2383, 773, 2405, 840, 5),
            w("对", 2857, 790, 2888, 822, 92), w("方", 2912, 790, 2960, 822, 92), w("记名", 2981, 773, 3045, 841, 49),
        ]
        let rows = [
            w("2024.04.01", 192, 908, 347, 933, 90), w("快捷", 398, 905, 469, 935, 50), w("支付", 481, 905, 551, 935, 96),
            w("955006583749", 1341, 908, 1550, 933, 96), w("-¥19.34", 1779, 908, 1931, 934, 96), w("¥9,118.21", 2133, 908, 2272, 938, 93),
            w("财付通-全家便利店", 2333, 905, 2671, 936, 93),
            w("2024.04.01", 191, 953, 347, 978, 78), w("转账支出", 398, 950, 551, 980, 72), w("019265213339", 1341, 953, 1550, 978, 76),
            w("-¥2,650.00", 1781, 953, 1931, 983, 88), w("¥6,468.21", 2133, 953, 2272, 983, 88), w("张伟", 2859, 951, 2928, 980, 61),
            // a logo's glyph, as tall, two line heights from any word
            w("银", 3300, 880, 3334, 948, 90),
        ]
        // what the line builder keeps of the bar: the stretched glyphs are gone
        #expect(LineBuilder.lines(from: header + rows).first?.text == "记 账日   流水号   附   对 方")
        let cells = OCRService.stretchedGlyphCells(header + rows)
        #expect(cells.map { $0.map(\.word.text) } == [["记", "账", "日", "期"], ["附", "言"], ["对", "方", "记名"]])
        #expect(cells.map { $0.filter(\.stretched).map(\.word.text) } == [["期"], ["言"], ["记名"]])
        // the line read again: taken when it holds more Han characters, read fairly surely
        let plain = [w("对", 2857, 790, 2888, 822, 92), w("方", 2912, 790, 2960, 822, 92)]
        #expect(OCRService.replacesStretched(plain, with: [w("对方户名", 2857, 790, 3045, 822, 88)]))
        #expect(!OCRService.replacesStretched(plain, with: [w("对方", 2857, 790, 2960, 822, 95)]))  // nothing gained
        #expect(!OCRService.replacesStretched(plain, with: [w("对方户名", 2857, 790, 3045, 822, 40)]))  // unsure
        // A box over two lines (`人` for `转账支出` over `张伟`, tuning bench-pdf --seed 6 world-ledger-10):
        // its cell holds one line's words, the first reached (`5`, the name's debris), not both lines'.
        let dates = (0..<6).map { w("2024-01-2\($0)", 192, 800 + 60 * $0, 360, 824 + 60 * $0, 96) }
        let twoLines =
            dates + [
                w("人", 404, 952, 526, 1020, 60), w("5", 404, 992, 440, 1019, 40), w("转账", 404, 958, 470, 982, 96),
                w("支出", 480, 958, 546, 982, 96),
            ]
        #expect(OCRService.stretchedGlyphCells(twoLines).map { $0.map(\.word.text) } == [["人", "5"]])
    }

    @Test(
        "a scanned printout's counterparty title read a character at a time, its first one or two lost (`方 账号 与 户 名`): its column still holds its text"
    )
    func truncatedCounterpartyTitle() throws {
        let w = Self.word
        // CCB-like: 序号 交易类型 币别 钞汇 入账日期 交易金额 余额 交易地点/附言 [对]方账号与户名, the 对 read as a sliver
        let header = [
            w("序号", 145, 391, 203, 420, 96), w("交易", 294, 391, 350, 421, 96), w("类", 362, 391, 381, 421, 96),
            w("型", 392, 391, 410, 420, 96), w("币", 587, 391, 606, 420, 75), w("别", 616, 391, 636, 420, 92),
            w("钞汇", 765, 391, 847, 430, 89), w("入账日期", 890, 391, 1005, 420, 90), w("交易", 1405, 391, 1461, 420, 95),
            w("金额", 1476, 387, 1525, 430, 94), w("余额", 1848, 391, 1906, 420, 87), w("交易地点/附言", 1932, 387, 2124, 430, 92),
            w("对", 2583, 387, 2587, 391, 44), w("方", 2664, 391, 2683, 421, 92), w("账号", 2683, 391, 2740, 420, 96),
            w("与", 2755, 383, 2785, 430, 93), w("户", 2784, 383, 2809, 430, 93), w("名", 2808, 383, 2829, 430, 95),
        ]
        let line = try #require(PageLayout.lines(from: header).first)
        let columns = try #require(RowAssembler.descriptionSpan(line))
        // the account and the name under the title start at 2626, left of its `方`
        #expect(columns.apart.contains { $0.contains(2626) }, "\(columns.apart)")
        // the memo's column is another one, left of it
        #expect(columns.apart.filter { $0.contains(2626) || $0.contains(1990) }.count == 2, "\(columns.apart)")
        // both its first characters lost (`账号与户名`, on a scan whose faint rulings are gone): the
        // column starts two characters further left still
        let shorter = header.filter { !["对", "方"].contains($0.text) }
        let shortLine = try #require(PageLayout.lines(from: shorter).first)
        let short = try #require(RowAssembler.descriptionSpan(shortLine))
        #expect(short.apart.contains { $0.contains(2600) }, "\(short.apart)")
    }

    @Test("a scanned table's rows whose date cell came back blank or as digit debris are read again in the date column; dated rows are not")
    func blankDateCells() {
        let w = Self.word
        var words: [OCRWord] = []
        for (k, date) in ["2024-12-05", "2024-12-09", "", "2024-12-25", "957024.15503", "2024-12-27"].enumerated() {
            let top = 600 + k * 60
            if date == "957024.15503" {
                words.append(w(date, 100, top, 330, top + 26, 80))  // the row's number and its date run together
            } else if !date.isEmpty {
                words.append(w(date, 160, top, 330, top + 26, 95))
            }
            words += [w("支付宝-淘宝", 400, top, 560, top + 30, 95), w("83.65", 1100, top, 1180, top + 26, 95)]
        }
        let (cells, shape) = OCRService.blankDateCells(words)
        #expect(shape?.separator == "-")
        #expect(cells.map { ($0.top + $0.bottom) / 2 } == [735, 855], "\(cells)")  // the lines of rows 3 and 5
        #expect(cells.allSatisfy { $0.left <= 160 && $0.right >= 330 })
        // An app's list: each grey date centred beside its row's two lines, a little under the
        // name's line, is the row's; no cell is blank (one page read `12-31` again as `17-76`).
        var app: [OCRWord] = []
        for (k, date) in ["12-31", "12-26", "12-24", "12-24", "12-18"].enumerated() {
            let top = 300 + k * 215
            app += [
                w(date, 40, top + 40, 150, top + 75, 90), w("Whole", 240, top, 330, top + 40, 95), w("Foods", 340, top, 430, top + 40, 95),
                w("-$74.29", 900, top, 1080, top + 40, 95), w("Debit", 240, top + 60, 320, top + 90, 90),
            ]
        }
        #expect(OCRService.blankDateCells(app).cells.isEmpty)
    }

    @Test("a blank date cell's reading replaces the debris and the doubtful figures read there; a sure word or the name stays")
    func dateMisreadInBlankCell() {
        // seed 10 us-credit-union-06 (Roboto, scanned): `W/12,—` at 0 stayed beside `11/12` read again
        let w = Self.word
        let cell = w("", 164, 857, 274, 911, 0)
        let words = [
            w("W/12,—", 176, 871, 322, 898, 0), w("‘", 240, 876, 242, 880, 32), w("DEBIT", 509, 871, 597, 896, 95),
            w("Memo", 180, 871, 250, 898, 90), w("11/10", 176, 700, 262, 730, 96),
        ]
        #expect(OCRService.dateMisreadIn(cell, among: words).map(\.text) == ["W/12,—", "‘"])
    }

    @Test("a masked account number as a scan reads it (`0980*wwwwwww3851`, `4389wewewwes2396、`) is an account; words are not")
    func scannedAccountNumbers() {
        typealias P = LayoutStatementParser
        // (`9752*######2878`: its stars read as hashes, WenQuanYi Zen Hei, seed 12 cn-bank-more-01)
        for t in ["9380******5173", "0980*wwwwwww3851", "4389wewewwes2396、", "到24wewewe6118", "5608003084594909", "9752*######2878"] {
            #expect(P.isAccountNumber(t), "\(t)")
        }
        for t in ["APPLE.COM/BILL", "sweetwater2024", "www.spotify.com", "1234567", "杭州市西湖区文三路ATM", "wwwwwwwwww12", "#1711 #04512"] {
            #expect(!P.isAccountNumber(t), "\(t)")
        }
    }

    @Test("a late name's line read again replaces debris (`-页 2 多`) only with Han characters each read surely")
    func lateNameDebris() {
        let w = Self.word
        let debris = [w("-页", 93, 2023, 157, 2058, 78), w("2", 160, 2023, 175, 2058, 95), w("多", 180, 2023, 200, 2058, 31)]
        #expect(OCRService.replacesLateName(debris, with: [w("工资", 66, 2013, 157, 2058, 96)]))
        #expect(!OCRService.replacesLateName(debris, with: [w("工资", 66, 2013, 157, 2058, 80)]))  // not sure enough
        #expect(!OCRService.replacesLateName(debris, with: [w("工资", 66, 2013, 130, 2058, 96), w("2", 140, 2013, 157, 2058, 96)]))
        // a name of Han characters alone is no debris: only its missing head is added
        let cut = [w("资", 82, 2013, 120, 2058, 90)]
        #expect(OCRService.replacesLateName(cut, with: [w("工资", 66, 2013, 120, 2058, 88)]))
        #expect(!OCRService.replacesLateName([w("芒果TV会员", 82, 2013, 300, 2058, 70)], with: [w("苹果会员", 66, 2013, 300, 2058, 96)]))
    }

    @Test("the English reading's amounts, dates and balances replace the Chinese model's broken ones")
    func mergeFigures() {
        let han = [
            Self.word("支出", 713, 471, 779, 505, 96), Self.word("543.07", 793, 476, 919, 502, 3),
            Self.word("+526", 953, 854, 1071, 889, 75), Self.word("32", 1088, 854, 1144, 889, 91),
            // Han debris grazing the bottom of the amount, and `¥` read as `关` inside it.
            Self.word("国光", 979, 912, 1082, 927, 0), Self.word("+关", 893, 1884, 960, 1927, 30),
            Self.word("15,553.74", 965, 1884, 1143, 1927, 80),
            Self.word("跨行转入", 252, 822, 463, 892, 91),
        ]
        let latin = [
            Self.word("SHH", 713, 471, 779, 505, 59),  // English guessing at 支出, unsure: ignored
            Self.word("¥543.07", 793, 476, 919, 502, 87),
            Self.word("+526.32", 953, 854, 1144, 927, 92),
            Self.word("+¥15,553.74", 893, 1884, 1143, 1927, 90),
            Self.word("10-06", 68, 1948, 192, 1982, 96),  // missed by the Chinese model: added
            Self.word("BTRA", 252, 822, 463, 892, 80),  // letters over Han: the Chinese reading stays
        ]
        let (words, fromLatin) = ReadingMerge.merge(han: han, latin: latin)
        #expect(Set(words.map(\.text)) == ["支出", "¥543.07", "+526.32", "+¥15,553.74", "10-06", "跨行转入"])
        #expect(fromLatin.count == 4)
    }

    @Test(
        "an English amount read at 50–75 replaces a Chinese reading garbled past money with the same cents (`-ad3.49`), not one with other cents"
    )
    func mergeGarbledAmount() {
        // probe-cn-ledgers wrapped (AR PL UMing): the Chinese box took a speck before the minus
        let han = [Self.word("中国移动通信集团", 643, 1675, 900, 1705, 90), Self.word("-ad3.49", 1194, 1659, 1390, 1702, 29)]
        let latin = [Self.word("-343.49", 1283, 1680, 1390, 1702, 71)]
        #expect(ReadingMerge.merge(han: han, latin: latin).words.map(\.text) == ["中国移动通信集团", "-343.49"])
        let otherCents = [Self.word("中国移动通信集团", 643, 1675, 900, 1705, 90), Self.word("-ad3.48", 1194, 1659, 1390, 1702, 29)]
        #expect(ReadingMerge.merge(han: otherCents, latin: latin).words.map(\.text) == ["中国移动通信集团", "-ad3.48"])
    }

    @Test("an English amount, however unsure, replaces a Chinese reading of its figures with one more and no cents (`522400` for `224.00`)")
    func mergeFigureGained() {
        // tuning seed 15 cn-journal-02 (WenQuanYi Zen Hei): a speck read as a figure, the point lost
        let han = [Self.word("522400", 2533, 772, 2676, 812, 5), Self.word("32.521", 2590, 1038, 2693, 1075, 3)]
        let latin = [Self.word("224.00", 2533, 772, 2676, 812, 0), Self.word("32.52", 2590, 1038, 2693, 1075, 32)]
        #expect(ReadingMerge.merge(han: han, latin: latin).words.map(\.text) == ["224.00", "32.52"])
        // not where the Chinese reading holds cents of its own (`5,224.00`), or two figures more
        let other = [Self.word("5,224.00", 2533, 772, 2676, 812, 5), Self.word("322.521", 2590, 1038, 2693, 1075, 3)]
        #expect(ReadingMerge.merge(han: other, latin: latin).words.map(\.text) == ["5,224.00", "322.521"])
    }

    @Test(
        "an English amount read at 50–75 replaces a Chinese reading of only a figure or two of it, less sure (`7` at 26 for `-572.73` at 70)"
    )
    func mergeAmountFragment() {
        // probe-cn-ledgers wrapped (Noto Sans CJK SC): both boxes ran 90 px past the amount
        let latin = [Self.word("-572.73", 1286, 866, 1482, 891, 70)]
        #expect(ReadingMerge.merge(han: [Self.word("7", 1286, 866, 1483, 891, 26)], latin: latin).words.map(\.text) == ["-572.73"])
        // not a figure the amount does not hold, nor a surer one
        #expect(ReadingMerge.merge(han: [Self.word("8", 1286, 866, 1483, 891, 26)], latin: latin).words.map(\.text) == ["8"])
        #expect(ReadingMerge.merge(han: [Self.word("7", 1286, 866, 1483, 891, 80)], latin: latin).words.map(\.text) == ["7"])
    }

    @Test(
        "an English amount with cents read at 25 or more replaces a Chinese reading of glyphs and no amount there (`了` `1` and a sliver `795` for `\"79.71` at 39)"
    )
    func mergeAmountReadAsGlyphs() {
        // tuning seed 19 cn-credit-02 (AR PL UMing): the row was lost
        let han = [
            Self.word("795", 1567, 1350, 1627, 1355, 23), Self.word("了", 1624, 1359, 1661, 1380, 89),
            Self.word("1", 1646, 1359, 1666, 1380, 96),
        ]
        let latin = [Self.word("\"79.71", 1567, 1351, 1660, 1380, 39)]
        #expect(ReadingMerge.merge(han: han, latin: latin).words.map(\.text) == ["79.71"])
        // not under 25, nor without cents, nor where the Chinese reading has half the figures or
        // no Han glyph (a figure misread, which other rules weigh)
        #expect(ReadingMerge.merge(han: han, latin: [Self.word("\"79.71", 1567, 1351, 1660, 1380, 20)]).words.count == 3)
        #expect(ReadingMerge.merge(han: han, latin: [Self.word("7971", 1567, 1351, 1660, 1380, 39)]).words.count == 3)
        let figures = [Self.word("了", 1567, 1359, 1600, 1380, 89), Self.word("71", 1610, 1359, 1666, 1380, 96)]
        #expect(ReadingMerge.merge(han: figures, latin: latin).words.map(\.text) == ["了", "71"])
        let latinOnly = [Self.word("79", 1567, 1359, 1610, 1380, 89), Self.word("1", 1646, 1359, 1666, 1380, 96)]
        #expect(ReadingMerge.merge(han: latinOnly, latin: latin).words.map(\.text) == ["79", "1"])
    }

    @Test(
        "a Han word read in a box a few pixels high takes the band of the word right before it (`支付` after `快捷`), or else right after it (`“快捷` before `支付`)"
    )
    func flatHanBox() {
        // probe-cn-ledgers --scanned --seed 11 ledger-dir and code-between (Zen Hei), as the Chinese model boxed them
        let row = [Self.word("2025-03-24", 142, 2156, 309, 2202, 96), Self.word("记", 391, 2165, 421, 2195, 90)]
        let after = OCRService.fittingFlatHanBoxes(
            row + [Self.word("快捷", 640, 2165, 720, 2196, 94), Self.word("支付", 735, 2150, 779, 2154, 69)])
        #expect(after[3].top == 2165 && after[3].bottom == 2196, "\(after[3])")
        let before = OCRService.fittingFlatHanBoxes(
            row + [Self.word("“快捷", 372, 2160, 467, 2163, 57), Self.word("支付", 467, 2164, 515, 2195, 96)])
        #expect(before[2].top == 2164 && before[2].bottom == 2195, "\(before[2])")
        // alone on its line, or one character (a speck's reading), it stays as boxed
        let alone = row + [Self.word("支付", 1735, 2150, 1779, 2154, 69)]
        #expect(OCRService.fittingFlatHanBoxes(alone) == alone)
        let one = row + [Self.word("快捷", 640, 2165, 720, 2196, 94), Self.word("支", 735, 2150, 779, 2154, 69)]
        #expect(OCRService.fittingFlatHanBoxes(one) == one)
        // nor a point of a box (`“上海` 4 px wide before `喜马拉雅`: bench-pdf tuning seed 1, cn-debit-03)
        let sliver = row + [Self.word("“上海", 1005, 1190, 1009, 1193, 32), Self.word("喜马拉雅", 1050, 1170, 1411, 1214, 91)]
        #expect(OCRService.fittingFlatHanBoxes(sliver) == sliver)
    }

    @Test(
        "an amount read at 60 or more in a box stretched to a speck above it takes its line's band (`-355.17`, 70 px on a 30 px line); over two lines it stays"
    )
    func tallAmount() {
        // probe-cn-ledgers --scanned --seed 10 wrapped (AR PL UMing), the Chinese model's first row
        let row = [
            Self.word("2025-03-01", 142, 379, 293, 401, 83), Self.word("消费", 393, 371, 450, 401, 90),
            Self.word("北京三快在线科技", 642, 371, 880, 413, 88), Self.word("11,644.83", 1587, 379, 1700, 402, 96),
            Self.word("网上银行", 1810, 371, 1930, 401, 90), Self.word("有限公司", 643, 429, 763, 459, 93),
        ]
        let fitted = OCRService.fittingTallAmounts(row + [Self.word("-355.17", 1284, 353, 1391, 423, 64)])
        #expect(fitted.last.map { [$0.top, $0.bottom] } == [371, 413], "\(fitted.last!)")
        #expect(LineBuilder.lines(from: fitted).first?.text == "2025-03-01   消费   北京三快在线科技   -355.17   11,644.83   网上银行")
        // read under 60, or over the words of two lines (a phone's amount over its balance), it stays
        let unsure = row + [Self.word("-355.17", 1284, 353, 1391, 423, 40)]
        #expect(OCRService.fittingTallAmounts(unsure) == unsure)
        let twoLines = row + [Self.word("-355.17", 1284, 380, 1391, 450, 64)]
        #expect(OCRService.fittingTallAmounts(twoLines) == twoLines)
    }

    @Test(
        "an amount whose thousands commas a scan read as points (`，2.222.18`) in a column of amounts is the amount, by the page's decimal mark"
    )
    func thousandsReadAsPoints() {
        // probe-cn-ledgers --scanned --seed 11 flag (AR PL UMing): a speck before it, its comma read as a point
        let column = [
            Self.word("378.30", 960, 1626, 1057, 1647, 95), Self.word("1,540.07", 930, 1735, 1057, 1756, 95),
            Self.word("3,305.26", 932, 2222, 1056, 2244, 94),
        ]
        let read = OCRService.thousandsReadAsPoints(column + [Self.word("，2.222.18", 909, 1680, 1057, 1702, 37)])
        #expect(read.last?.text == "2,222.18")
        // on a page that marks decimals with a comma, the last point is the comma
        let comma = column.map { w in
            var c = w
            c.text = w.text.replacingOccurrences(of: ".", with: "#").replacingOccurrences(of: ",", with: ".").replacingOccurrences(
                of: "#", with: ",")
            return c
        }
        #expect(OCRService.thousandsReadAsPoints(comma + [Self.word("2.222.18", 909, 1680, 1057, 1702, 37)]).last?.text == "2.222,18")
        // not out of the column, nor groups of other sizes (`12.34.56`, a date)
        #expect(OCRService.thousandsReadAsPoints(column + [Self.word("2.222.18", 409, 1680, 557, 1702, 37)]).last?.text == "2.222.18")
        #expect(OCRService.thousandsReadAsPoints(column + [Self.word("12.34.56", 960, 1680, 1057, 1702, 37)]).last?.text == "12.34.56")
    }

    @Test("a Han word boxed far wider than its characters over the words after it is set right before them (`上海` over `拉扎斯信息科`)")
    func stretchedHanBox() {
        // probe-cn-ledgers wrapped (Noto Sans CJK SC), the Chinese model's words of one row
        let words = [
            Self.word("消费", 392, 1297, 452, 1326, 96), Self.word("上海", 555, 1297, 890, 1327, 38), Self.word("拉", 716, 1284, 747, 1337, 93),
            Self.word("扎", 746, 1284, 780, 1337, 92), Self.word("科", 869, 1284, 893, 1337, 92),
        ]
        let fitted = OCRService.fittingStretchedHanBoxes(words)
        #expect(fitted[1].right == 716 && fitted[1].left == 716 - 2 * 30 * 23 / 20, "\(fitted[1])")
        #expect(Array(fitted[2...]) == Array(words[2...]) && fitted[0] == words[0])
        // a word as wide as its characters, or with nothing after it in its box, stays
        let alone = [Self.word("上海", 555, 1297, 890, 1327, 38), Self.word("拉", 900, 1284, 931, 1337, 93)]
        #expect(OCRService.fittingStretchedHanBoxes(alone) == alone)
    }

    @Test("Latin words replace what the Chinese model read as Latin, not Han it read on the same line")
    func mergeWords() {
        let han = [Self.word("Apple'com/b记", 250, 1051, 555, 1097, 59), Self.word("京东", 253, 1714, 400, 1757, 40)]
        let latin = [Self.word("Apple.com/bill", 250, 1051, 555, 1097, 91), Self.word("PLUS", 300, 1714, 400, 1757, 96)]
        let (words, _) = ReadingMerge.merge(han: han, latin: latin)
        #expect(words.map(\.text).sorted() == ["Apple.com/bill", "京东"])
        // Less sure (64), it still wins over a Chinese reading of Latin that is less sure still;
        // not over Han, nor over a more confident reading, nor alone over blank space.
        let unsure = [
            Self.word("Apple'com/b", 193, 2631, 396, 2687, 8), Self.word("记", 401, 2631, 425, 2659, 32),
            Self.word("支付宝", 193, 2700, 300, 2740, 40), Self.word("Netflix", 193, 2800, 300, 2840, 80),
        ]
        let english = [
            Self.word("Apple.com/bill", 193, 2627, 425, 2691, 64), Self.word("SHH", 193, 2700, 300, 2740, 60),
            Self.word("Netfiix", 193, 2800, 300, 2840, 70), Self.word("ABC", 600, 2900, 700, 2940, 70),
        ]
        #expect(
            ReadingMerge.merge(han: unsure, latin: english).words.map(\.text).sorted() == ["Apple.com/bill", "Netflix", "支付宝"])
    }

    @Test(
        "an unsure English amount with the digits the Chinese model read keeps its sign; with other digits it wins only as the surer reading"
    )
    func corroboratedAmount() {
        // `+¥135.54` of a refund: English `+#¥135.54` at 44, Chinese `4革` `135.54`
        let han = [Self.word("4革", 1512, 2901, 1600, 2954, 30), Self.word("135.54", 1631, 2902, 1806, 2954, 58)]
        let merged = ReadingMerge.merge(han: han, latin: [Self.word("+#¥135.54", 1512, 2901, 1806, 2954, 44)]).words.map(\.text)
        #expect(merged == ["+¥135.54"])
        // digits that differ (`+¥136.54`): the unsure English word stays out
        let other = ReadingMerge.merge(han: han, latin: [Self.word("+#¥136.54", 1512, 2901, 1806, 2954, 44)]).words.map(\.text)
        #expect(other == ["4革", "135.54"])
        // Other digits, the English reading the surer (`-43.84` at 57 over `4343.84` at 38, drawn
        // over two lines, its minus read `了`; `-44.54` at 66 over `-4.54` at 14): the English
        // amount, even under 75.
        let tall = [
            Self.word("了", 1435, 2124, 1447, 2127, 60), Self.word("4343.84", 1447, 2101, 1523, 2144, 38),
            Self.word("-4.54", 1356, 1558, 1520, 1597, 14),
        ]
        let english = [Self.word("-43.84", 1436, 2116, 1520, 2135, 57), Self.word("-44.54", 1436, 1568, 1520, 1587, 66)]
        #expect(ReadingMerge.merge(han: tall, latin: english).words.map(\.text) == ["-43.84", "-44.54"])
        // The Chinese reading the surer: it stays.
        let sure = [Self.word("43.84", 1436, 2116, 1520, 2135, 80)]
        #expect(ReadingMerge.merge(han: sure, latin: [Self.word("-48.84", 1436, 2116, 1520, 2135, 57)]).words.map(\.text) == ["43.84"])
    }

    @Test(
        "an unsure English amount whose digits the Chinese model read as two words in order (`5` `,483.98`) is taken; an English amount cut short where the Chinese one reads on past it (`-227` for `-227.32`) is not"
    )
    func amountDigitsAcrossWords() {
        // probe-cn-ledgers yuan-sign, scanned in AR PL UKai: `¥5,483.98` at 49 over `5` (0) `,483.98` (53)
        let split = [Self.word("5", 1542, 652, 1572, 672, 0), Self.word(",483.98", 1580, 652, 1682, 675, 53)]
        let english = [Self.word("¥5,483.98", 1542, 652, 1681, 675, 49)]
        #expect(ReadingMerge.merge(han: split, latin: english).words.map(\.text) == ["¥5,483.98"])
        // (other digits across the words: the Chinese reading stays)
        #expect(
            ReadingMerge.merge(han: split, latin: [Self.word("¥5,488.98", 1542, 652, 1681, 675, 49)]).words.map(\.text) == ["5", ",483.98"])
        // cmb, scanned in AR PL UKai: English `-227` (89) and `32` (60), its point lost; Chinese `-227.32` (88)
        let whole = [Self.word("-227.32", 742, 1410, 848, 1431, 88)]
        let cut = [Self.word("-227", 742, 1410, 801, 1430, 89), Self.word("32", 819, 1410, 848, 1430, 60)]
        #expect(ReadingMerge.merge(han: whole, latin: cut).words.map(\.text) == ["-227.32"])
        // (an English amount as long as the Chinese one still replaces it)
        #expect(
            ReadingMerge.merge(han: whole, latin: [Self.word("-227.82", 742, 1410, 848, 1430, 89)]).words.map(\.text) == ["-227.82"])
    }

    @Test("a broken grey date line under a Chinese row is read again; a read date, a time or 昨天 is not")
    func missingDates() {
        let w = Self.word
        let words = [
            // 中国石化 -329.00, its date line lost its month digit: read again.
            w("中国石化", 143, 545, 262, 580, 95), w("-329.00", 560, 548, 681, 572, 91), w("月", 159, 590, 173, 608, 60),
            w("13日", 178, 590, 222, 608, 80),
            // 盒马鲜生 -104.88, its date read with the time glued on: left alone.
            w("盒马鲜生", 142, 673, 262, 709, 95), w("-104.88", 560, 676, 681, 700, 91), w("2月13日17:13", 142, 714, 300, 746, 85),
            // 国家电网电费 -253.35, an avatar glyph left of the name, the date line read as debris.
            w("国", 44, 790, 115, 860, 88), w("国家电网电费", 142, 797, 320, 841, 90), w("-253.35", 560, 800, 681, 824, 91),
            w("半这18:11", 185, 849, 300, 865, 30),
            // 工资 +10707.84 with 昨天 under it, and a row with no amount: left alone.
            w("工资", 142, 1443, 196, 1469, 96), w("+10707.84", 536, 1455, 681, 1477, 91), w("昨天 14:12", 142, 1490, 260, 1504, 80),
            w("账单", 142, 1600, 196, 1630, 96), w("12:40", 142, 1640, 200, 1654, 90),
        ]
        let targets = OCRService.missingDateLines(words, width: 727)
        #expect(targets.map(\.line.text) == ["月13日", "半这18:11"])
        #expect(targets.map(\.name.text) == ["中国石化", "国家电网电费"])
        #expect(OCRService.isChineseDayDate("2月15日 06:11"))
        #expect(OCRService.isChineseDayDate("2026年12月31日"))
        #expect(!OCRService.isChineseDayDate("月15日"))
        #expect(!OCRService.isChineseDayDate("13月2日"))
        #expect(!OCRService.isChineseDayDate("2月32日"))
        #expect(!OCRService.isChineseDayDate("06:11"))
        // a line whose date was read after its category is left alone
        let read = [
            w("国家电网电费", 142, 797, 320, 841, 90), w("-253.35", 560, 800, 681, 824, 91), w("日用百货|", 142, 849, 240, 865, 80),
            w("08-19", 250, 849, 300, 865, 80),
        ]
        #expect(OCRService.missingDateLines(read, width: 727).isEmpty)
        // an Alipay bill's `10-08` (its grey line read again in digits)
        #expect(LayoutCell.isNumericMonthDay("10-08") && LayoutCell.isNumericMonthDay("03/31"))
        #expect(!LayoutCell.isNumericMonthDay("13-01") && !LayoutCell.isNumericMonthDay("1-08") && !LayoutCell.isNumericMonthDay("10-32"))
        #expect(!LayoutCell.isNumericMonthDay("10-081") && !LayoutCell.isNumericMonthDay("17:09"))
    }

    @Test(
        "a summary the reading lost before a place column (`北京` far right of the date) is read again there; a row with its summary is not")
    func missingNameBeforePlace() {
        // tuning bench-pdf --seed 6 world-ledger-10 (WenQuanYi Zen Hei): `转账支出` lost, `北京` read
        let w = Self.word
        var words: [OCRWord] = []
        for (k, summary) in ["快捷支付", "", "快捷支付", "快捷支付", "代扣"].enumerated() {
            let top = 900 + 60 * k
            words += [w("2024-01-2\(k)", 192, top, 360, top + 24, 95), w("北京", 1982, top, 2040, top + 30, 95)]
            words += [w("¥28.20", 2378, top, 2470, top + 24, 95), w("¥3,217.57", 2673, top, 2810, top + 26, 95)]
            if !summary.isEmpty { words.append(w(summary, 403, top, 403 + 31 * summary.count, top + 31, 95)) }
        }
        // a speck in the band, and a box over two lines (`人` for `转账支出` over `张伟`): no name
        words += [w("，", 1028, 964, 1031, 968, 48), w("人", 404, 952, 526, 1020, 60)]
        let regions = OCRService.missingNameRegions(words, pageHeight: 3000)
        #expect(regions.count == 1)
        #expect(regions.first.map { [$0.left, $0.top, $0.left + $0.width] } == [372, 948, 1958])
        // (fewer than three rows start a name there: nothing is read again)
        #expect(OCRService.missingNameRegions(words.filter { $0.top < 1020 }, pageHeight: 3000).isEmpty)
    }

    @Test("a misread day before its month, in a column of `09 Aug` dates, is read again with its month")
    func brokenDays() {
        let w = Self.word
        var words: [OCRWord] = []
        for (k, day) in ["@1", "©9", "12", "15", "16"].enumerated() {
            let top = 1367 + 77 * k
            words += [w(day, 284, top, 325, top + 25, day.first!.isNumber ? 96 : 4), w("Aug", 351, top, 417, top + 33, 96)]
        }
        // a short word before a month elsewhere on the page (a name, a sentence) is not a day
        words += [w("in", 900, 300, 930, 325, 90), w("August", 950, 300, 1060, 333, 95)]
        #expect(OCRService.brokenDays(words).map { "\($0.0.text) \($0.1.text)" } == ["@1 Aug", "©9 Aug"])
        #expect(OCRService.brokenDays(Array(words[0..<6])).isEmpty)  // fewer than three days read
        // figures that are no day (`217` for `27`, a speck read as a figure: seed 9 es-tarjeta-03) are
        // read again too; a day that is one is not
        var figures = Array(words[4...])  // `12`, `15`, `16` over their months, and the sentence
        figures += [w("217", 284, 1800, 325, 1825, 69), w("Aug", 351, 1800, 417, 1833, 95)]
        #expect(OCRService.brokenDays(figures).map { "\($0.0.text) \($0.1.text)" } == ["217 Aug"])
        // its reading `27` at 0 is taken: the figures first read, one dropped; `21` would be too, `28` not
        #expect(OCRService.dayTaken("27", confidence: 0, over: "217"))
        #expect(!OCRService.dayTaken("28", confidence: 0, over: "217"))
        #expect(OCRService.dayTaken("28", confidence: 70, over: "217"))
        #expect(OCRService.dayTaken("09", confidence: 0, over: "©9"))  // (as before: agrees figure by figure)
        #expect(!OCRService.dayTaken("41", confidence: 90, over: "©1"))  // no day
    }

    @Test("a month read with a speck after it (`abr-`) is the month when a day stands before it; a point stays, a lone word is left")
    func monthsWithoutTrailingMarks() {
        let w = Self.word
        let words = [
            w("20", 201, 1032, 234, 1057, 87), w("abr-", 247, 1031, 307, 1057, 85), w("21", 201, 1081, 234, 1111, 90),
            w("abr.-", 247, 1081, 310, 1111, 85), w("mar-", 900, 1081, 960, 1111, 85),
        ]
        // (`mar-` with no day before it: a word of a name, left as read)
        #expect(OCRService.monthsWithoutTrailingMarks(words).map(\.text) == ["20", "abr", "21", "abr.", "mar-"])
    }

    @Test("a day read as two figures (`1` `8` `Jan`) in a column of `17 Jan` dates is one day; figures elsewhere stay apart")
    func splitDays() {
        // tuning bench-pdf --seed 6 uk-current-03 (Noto Sans, scanned): the 18 Jan rows took 17 Jan
        let w = Self.word
        var words: [OCRWord] = []
        for (k, day) in ["15", "16", "17"].enumerated() {
            let top = 1557 + 100 * k
            words += [w(day, 202, top, 234, top + 30, 88), w("Jan", 243, top, 290, top + 30, 88)]
        }
        words += [w("1", 202, 1828, 211, 1852, 96), w("8", 219, 1811, 234, 1853, 79), w("Jan", 243, 1828, 290, 1858, 79)]
        // (two figures elsewhere: a reference's `2 4`, no month after them)
        words += [w("2", 900, 1828, 911, 1852, 96), w("4", 919, 1828, 934, 1852, 96), w("REF", 960, 1828, 1010, 1852, 96)]
        let joined = OCRService.joinSplitDays(words)
        #expect(joined.map(\.text) == ["15", "Jan", "16", "Jan", "17", "Jan", "18", "Jan", "2", "4", "REF"])
        #expect(OCRService.joinSplitDays(Array(words[2...])).count == words.count - 2)  // two days read whole only
    }

    @Test(
        "a broken date is read again across its column (the middle edges of three dates or more of its shape over it), and the reading's last word is the date when it has the column's length"
    )
    func brokenDateAcrossColumn() {
        let w = Self.word
        // a scanned debit-card history (Noto Sans CJK): `2024-12-02` read `丰` `127507` in a row of two
        // lines, `3s5202412503` with the row's number; the column's dates read whole around them
        let words = [
            w("2024-12-01", 226, 574, 372, 598, 95), w("丰", 250, 640, 262, 664, 40), w("127507", 270, 640, 372, 664, 60),
            w("3s5202412503", 150, 730, 372, 754, 50), w("2024-12-05", 228, 820, 374, 844, 95),
            w("2024-12-06", 226, 870, 371, 894, 95), w("支付宝-淘宝", 480, 820, 640, 844, 95),
        ]
        let column = OCRService.dateColumn(
            over: OCRWord(enclosing: [words[1], words[2]]), among: OCRService.datesOfShape(words, shape: ("-", 10)))
        #expect(column.map { [$0.left, $0.right] } == [226, 372])
        let dates = OCRService.datesOfShape(words, shape: ("-", 10))
        #expect(OCRService.dateColumn(over: words[6], among: dates) == nil)  // the name's column: no dates
        let two = OCRService.datesOfShape(Array(words[..<5]), shape: ("-", 10))
        #expect(OCRService.dateColumn(over: words[1], among: two) == nil)  // two dates: no column
        #expect(OCRService.lastDateToken("3           2024-12-03", length: 10) == "2024-12-03")
        #expect(OCRService.lastDateToken("24-12-02", length: 10) == "24-12-02")
        #expect(OCRService.lastDateToken("2024-12-0 3", length: 10) == "2024-12-0 3")
    }

    @Test("a word with letters for digits in a column of dates is read again; a name or a lone word is not")
    func brokenDates() {
        let w = Self.word
        let words = [
            w("08/03", 856, 1430, 940, 1472, 90), w("08/04", 1000, 1430, 1084, 1472, 90),
            w("os/o7", 856, 1493, 940, 1535, 76), w("o8/a9", 1000, 1493, 1084, 1535, 77),
            w("DELTAAIR", 1338, 1497, 1509, 1524, 90), w("0062371448", 1520, 1497, 1700, 1524, 90),
            w("08/16", 856, 1745, 940, 1787, 90), w("o8g/17", 1000, 1745, 1090, 1787, 80),
            w("08/18", 856, 1808, 940, 1850, 90), w("08/19", 1000, 1808, 1084, 1850, 90),
            // Letters and digits with a separator, away from the date columns: a name, not a date.
            w("A1/B2", 1338, 1808, 1420, 1850, 90),
        ]
        #expect(OCRService.brokenDates(words).groups.map { $0.map { words[$0].text } } == [["os/o7"], ["o8/a9"], ["o8g/17"]])
        #expect(OCRService.brokenDates(words).shape.map { "\($0.separator)\($0.length)" } == "/5")
        #expect(OCRService.brokenDates(Array(words[2...5])).groups.isEmpty)  // no column of dates to be in
        // A Chinese bank app's `05-09` read as an icon's glyph and `-3`: one group, read together.
        let han = [
            w("05-12", 51, 725, 135, 774, 75), w("余额宝-收益发放", 176, 718, 400, 762, 90),
            w("鸣", 49, 876, 85, 928, 0), w("-3", 88, 876, 138, 900, 30), w("财付通", 176, 869, 265, 899, 92),
            w("05-08", 51, 1016, 135, 1064, 90), w("05-06", 51, 1318, 135, 1366, 90), w("周五", 51, 1065, 110, 1104, 91),
        ]
        #expect(OCRService.brokenDates(han).groups.map { $0.map { han[$0].text } } == [["鸣", "-3"]])
        // `61/05` for `01/05` (a zero read as a six, Liberation Mono at 1x) is no month and day
        // either way: read again like a broken date; `12/31` and `31/12` are dates
        let misread = words + [w("61/05", 1000, 1871, 1084, 1913, 67)]
        #expect(
            OCRService.brokenDates(misread).groups.map { $0.map { misread[$0].text } } == [["os/o7"], ["o8/a9"], ["o8g/17"], ["61/05"]])
        #expect(OCRService.impossibleMonthDay("61/05") && OCRService.impossibleMonthDay("00/12") && OCRService.impossibleMonthDay("13/45"))
        #expect(
            !OCRService.impossibleMonthDay("12/31") && !OCRService.impossibleMonthDay("31/12") && !OCRService.impossibleMonthDay("A1/B2"))
        // a date read as letters is left to the date passes, not read again as a name
        #expect(OCRService.dateShaped("oo/ll") && OCRService.dateShaped("og/11") && OCRService.dateShaped("l2-0S-26"))
        #expect(!OCRService.dateShaped("LIMITED") && !OCRService.dateShaped("APPLE.COM/BILL") && !OCRService.dateShaped("o/"))
    }

    @Test("months over their days read without their first letter (`EP` for `SEP`), three or more in a left column, are those months")
    func monthTailsOverDays() {
        let w = Self.word
        var words: [OCRWord] = []
        for (n, day) in ["27", "26", "22"].enumerated() {
            let y = 366 + n * 160
            words += [w("EP", 98, y, 129, y + 19, 96), w(day, 79, y + 31, 131, y + 67, 96), w("Uber", 208, y - 8, 291, y + 22, 96)]
        }
        let fixed = OCRService.monthTailsAsMonths(words, width: 1102)
        #expect(fixed.map(\.text) == ["sep", "27", "Uber", "sep", "26", "Uber", "sep", "22", "Uber"])
        // two of them only, or right of the left fifth (a name's word), or a page whose months were read: as read
        #expect(OCRService.monthTailsAsMonths(Array(words[0..<6]), width: 1102).map(\.text).filter { $0 == "EP" }.count == 2)
        #expect(OCRService.monthTailsAsMonths(words, width: 400) == words)
        let read = words + [w("SEP", 98, 900, 129, 919, 96), w("SEP", 98, 1060, 129, 1079, 96), w("SEP", 98, 1220, 129, 1239, 96)]
        #expect(OCRService.monthTailsAsMonths(read, width: 1102) == read)
    }

    @Test("a name is respelt only for one consistent misread character with enough of it matching")
    func lexicon() {
        let lexicon = NameLexicon(names: ["哔哩哔哩", "哔哩哔哩大会员", "芒果TV", "爱奇艺vip", "叮咚买菜", "啦啦啦队"])
        #expect(lexicon.correct("支付宝-哗哩哗哩") == "支付宝-哔哩哔哩")
        #expect(lexicon.correct("哗哩哗哩大会员") == "哔哩哔哩大会员")
        #expect(lexicon.correct("财付通-叮吃买菜") == "财付通-叮咚买菜")
        #expect(lexicon.correct("爱奇芝VIP") == "爱奇艺VIP")
        // One character misread two ways (哔 as 只 and 哗) is respelt; two characters misread, two
        // Han characters only, already right, nothing Chinese are not.
        #expect(lexicon.correct("支付宝-只哩哗哩") == "支付宝-哔哩哔哩")
        #expect(lexicon.correct("叮吃吃菜") == nil)
        #expect(lexicon.correct("正果TV") == nil)
        #expect(lexicon.correct("支付宝-哔哩哔哩") == nil)
        #expect(lexicon.correct("NETFLIX.COM") == nil)
        // At most half the Han characters may differ.
        #expect(lexicon.correct("拉拉拉队") == nil)
        // A space read between two Han characters goes when the name needs it gone, only then.
        #expect(lexicon.correct("叮咯 买菜") == "叮咚买菜")
        #expect(lexicon.correct("财付通-叮咚 买菜") == "财付通-叮咚买菜")
        #expect(lexicon.correct("叮咚买菜 上海") == nil)
        // only the spaces inside the name: a summary and its memo a column apart keep theirs
        let iqiyi = NameLexicon(names: ["爱奇艺黄金会员", "中国移动"])
        #expect(iqiyi.correct("快捷支付 爱奇艺 黄金会员") == "快捷支付 爱奇艺黄金会员")
        #expect(iqiyi.correct("快捷支付 爱奇艺 黄金会贝 话费") == "快捷支付 爱奇艺黄金会员 话费")
        #expect(iqiyi.correct("中国 移动 中国 移动") == "中国移动 中国移动")
        #expect(iqiyi.correct("快捷支付 爱奇艺黄金会员") == nil)
    }

    @Test("a page is clearly Spanish by two Spanish words read with confidence, not by `de` in Han read as Latin")
    func clearlySpanish() {
        func page(_ words: [(String, Float)]) -> RecognizedPage {
            var p = RecognizedPage(lines: [], language: "eng", words: words.count, confidence: 60, inverted: false, scale: 1, seconds: 0)
            p.layout = LayoutPage(words: words.enumerated().map { i, w in Self.word(w.0, 40, 100 * i, 200, 100 * i + 30, w.1) })
            return p
        }
        #expect(LanguageGuess.clearlySpanish(page([("Movimientos", 90), ("Recibo", 85), ("22", 51)])))
        #expect(!LanguageGuess.clearlySpanish(page([("de", 90), ("ene", 80), ("Recibo", 85)])))  // one word of four letters
        #expect(!LanguageGuess.clearlySpanish(page([("Movimientos", 40), ("Recibo", 85)])))  // one read with confidence
    }

    @Test("a known name is never respelt as another known name a character away")
    func knownNamesStay() {
        let lexicon = NameLexicon(names: ["中国石化", "中国石油", "招商银行", "工商银行"])
        #expect(lexicon.correct("中国石化") == nil)
        #expect(lexicon.correct("中国石油") == nil)
        #expect(lexicon.correct("招商银行信用卡") == nil)
        #expect(lexicon.correct("工商银行") == nil)
        // nor a part of one: `百度网盘` holds `百度网`, a character from the known `百度云`
        let baidu = NameLexicon(names: ["百度网盘", "百度云", "百度网盘超级会员"])
        #expect(baidu.correct("百度网盘超级会员") == nil)
        #expect(baidu.correct("支付宝-百度网盘") == nil)
        #expect(baidu.correct("百度冈盘超级会员") == "百度网盘超级会员")  // a misreading still is
    }

    @Test(
        "a cell read again alone keeps to its own band: boxes stretched to the region's edges (`年` 81 px over a 33 px line) no longer lose the row's date"
    )
    func keptToBand() throws {
        let w = ChineseReadingTests.word
        // the page's other rows, of ordinary height
        let page = (0..<6).flatMap { i in
            [w("转账", 475, 400 + i * 55, 539, 432 + i * 55, 94), w("-12.50", 1570, 400 + i * 55, 1682, 432 + i * 55, 95)]
        }
        // `2025年03月07日` and `快捷支付` as the doubtful-name reading returned them (Noto Sans CJK, scanned),
        // over a cell that ran from 857 to 906
        let found = [
            w("2025", 142, 861, 384, 921, 92), w("年", 229, 840, 260, 921, 92), w("03", 259, 840, 300, 921, 92),
            w("月", 300, 840, 331, 921, 93), w("07", 330, 840, 381, 921, 93), w("日", 381, 840, 417, 921, 80),
            w("快捷", 475, 862, 606, 921, 93), w("支付", 558, 840, 609, 921, 56),
        ]
        let kept = OCRService.keptToBand(found, top: 857, bottom: 906)
        #expect(kept.allSatisfy { $0.top >= 857 && $0.bottom <= 906 })
        #expect(kept.map(\.text) == found.map(\.text) && kept.map(\.left) == found.map(\.left))
        let row = try #require(PageLayout.lines(from: page + kept + [w("-207.37", 1570, 865, 1681, 891, 91)]).last)
        #expect(row.cells.first?.isDate == true)
        #expect(row.cells.first?.text == "2025年03月07日")
        // a box already inside the band, or one the band would leave no height, is as read
        let inside = w("张伟", 727, 870, 790, 900, 92)
        #expect(OCRService.keptToBand([inside], top: 857, bottom: 906) == [inside])
        let below = w("。", 431, 910, 447, 921, 40)
        #expect(OCRService.keptToBand([below], top: 857, bottom: 906) == [below])
    }

    @Test("a Chinese date in six pieces is cut off the words after it (`2025` `年` `03` `月` `23` `日` `。` `快捷支付`)")
    func sixPieceDate() {
        let w = ChineseReadingTests.word
        let words = [
            w("2025", 142, 861, 228, 906, 92), w("年", 229, 857, 260, 906, 92), w("03", 259, 857, 300, 906, 93),
            w("月", 300, 857, 331, 906, 89), w("23", 330, 857, 381, 906, 93), w("日", 381, 857, 417, 906, 77),
            w("。", 431, 857, 447, 906, 64), w("快捷支付", 475, 862, 609, 906, 93),
        ]
        let cells = PageLayout.splitDate(words)
        #expect(cells.map(\.text) == ["2025年03月23日", "。快捷支付"])
        #expect(cells.first?.isDate == true)
        // a run of words that opens with no date stays whole
        #expect(PageLayout.splitDate(Array(words.dropFirst())).count == 1)
    }
}

@Suite("stacked dates")
struct StackedDateTests {
    @Test("a month label over a day: a month name, or a two-letter tail that names one month only")
    func monthTails() {
        #expect(OCRService.stackedMonth("jun") == "jun")
        #expect(OCRService.stackedMonth("un") == "jun")
        #expect(OCRService.stackedMonth("ic") == "dic")
        #expect(OCRService.stackedMonth("ar") == "mar")
        // Not a tail of one month, or not a month at all.
        #expect(OCRService.stackedMonth("xx") == nil)
        #expect(OCRService.stackedMonth("n") == nil)
        #expect(OCRService.stackedMonth("june") == "june")
        #expect(OCRService.monthTails.count == 16)
    }
}

@Suite("amounts read again")
struct AmountRereadTests {
    @Test("a letter where an amount's currency sign is (`-E7.99` for `-£7.99`) marks the word for a re-read")
    func letterForSymbol() {
        #expect(OCRService.letterForSymbol("-E7.99") == "E")
        #expect(OCRService.letterForSymbol("E44.99") == "E")
        #expect(OCRService.letterForSymbol("+f1,234.50") == "f")
        // Real words and real amounts are not.
        #expect(OCRService.letterForSymbol("-£7.99") == nil)
        #expect(OCRService.letterForSymbol("EE") == nil)
        #expect(OCRService.letterForSymbol("Expense") == nil)
        #expect(OCRService.letterForSymbol("E7") == nil)
        #expect(OCRService.letterForSymbol("F1.2.3") == nil)
        #expect(OCRService.letterForSymbol("E12.5") == nil)
    }

    @Test("a slash where an amount's decimal separator is (`+255/10 €`) marks the word for a re-read; a date does not")
    func oddDecimalSeparator() {
        #expect(OCRService.oddDecimalSeparator("+255/10"))
        #expect(OCRService.oddDecimalSeparator("+255/10€"))
        #expect(OCRService.oddDecimalSeparator("-1.234/56 €"))
        #expect(!OCRService.oddDecimalSeparator("08/07"))  // a date: no sign, no currency
        #expect(!OCRService.oddDecimalSeparator("255/10"))
        #expect(!OCRService.oddDecimalSeparator("+12/2026"))
        #expect(!OCRService.oddDecimalSeparator("a/bc"))
        #expect(!OCRService.oddDecimalSeparator("255/1"))
        // a colon or semicolon for the point (`£13;:55`, `£2:95`); a time has no currency sign
        #expect(OCRService.oddDecimalSeparator("£13;:55"))
        #expect(OCRService.oddDecimalSeparator("£2:95"))
        #expect(!OCRService.oddDecimalSeparator("13:55"))
        #expect(!OCRService.oddDecimalSeparator("£13:5"))
        #expect(!OCRService.oddDecimalSeparator("£1:3:55"))
        #expect(OCRService.withDecimalMark("£13;:55", pageComma: false) == "£13.55")
        #expect(OCRService.withDecimalMark("-12:99 €", pageComma: true) == "-12,99 €")
    }

    @Test(
        "a doubtful amount read again with the same digits: a doubled point (`-¥83..02`) gives way to the clean reading; an amount keeps what only it saw"
    )
    func sameDigitsAmount() {
        #expect(OCRService.sameDigitsAmount(first: "-¥83..02", again: "-¥83.02") == "-¥83.02")
        #expect(OCRService.sameDigitsAmount(first: "83.02", again: "-83.02") == "-83.02")  // the sign the second saw
        #expect(OCRService.sameDigitsAmount(first: "-¥83.02", again: "83.02") == "-¥83.02")  // the first's sign and symbol
        #expect(OCRService.sameDigitsAmount(first: "12.99 EUR", again: "12.99") == "12.99 EUR")
        // a minus read as a point (`.72.89`): signed, the first is no amount; the second is
        #expect(OCRService.sameDigitsAmount(first: ".72.89", again: "-72.89") == "-72.89")
        // (a quote speck before it is no sign: the speck stays, for the column's reading to decide)
        #expect(OCRService.sameDigitsAmount(first: "\"21.00", again: "-21.00") == "-\"21.00")
    }

    @Test("a month cut to two letters before its day (`Ma 28`) is read again; a name's two letters or a far number are not")
    func cutMonths() {
        let w = ChineseReadingTests.word
        let words = [
            w("Ma", 893, 728, 935, 752, 96), w("28", 966, 728, 999, 752, 96),  // `May 28`, its `y` lost
            w("Se", 893, 900, 930, 924, 96), w("3", 960, 900, 975, 924, 96),
            w("Mo", 100, 1100, 140, 1124, 96), w("12", 400, 1100, 430, 1124, 96),  // the day far away
            w("Jo", 100, 1300, 140, 1324, 96), w("5", 150, 1300, 165, 1324, 96),  // no month starts `jo`
            w("Ma", 893, 1500, 935, 1524, 96), w("45", 966, 1500, 999, 1524, 96),  // no day
            w("May", 893, 1700, 950, 1724, 96), w("20", 966, 1700, 999, 1724, 96),  // whole already
        ]
        #expect(OCRService.cutMonths(words).map { "\(words[$0.month].text) \(words[$0.day].text)" } == ["Ma 28", "Se 3"])
    }

    @Test("a `Mon D, YYYY` date whose middle was lost is read again, on a page whose other such dates read whole")
    func brokenYearDates() {
        let w = ChineseReadingTests.word
        let whole = [
            w("Jul", 59, 957, 107, 978, 96), w("31,", 115, 957, 140, 978, 96), w("2026", 148, 957, 200, 978, 96),
            w("Jul", 59, 1119, 107, 1140, 96), w("31,", 115, 1119, 140, 1140, 96), w("2026", 148, 1119, 200, 1140, 96),
        ]
        let broken = [
            w("Jul", 59, 1285, 107, 1306, 96), w("3", 98, 1281, 111, 1316, 96), w("£U2", 149, 1303, 190, 1306, 45),
            w("Jul", 59, 1609, 87, 1630, 96), w("27", 101, 1609, 125, 1630, 96), w("£U2", 149, 1627, 190, 1630, 45),
            w("6", 198, 1609, 206, 1626, 79),
            // the year's tail of another year, and a month with its day and nothing doubtful after it
            w("Jul", 59, 1800, 87, 1821, 96), w("27", 101, 1800, 125, 1821, 96), w("£U2", 149, 1818, 190, 1821, 45),
            w("5", 198, 1800, 206, 1821, 79),
            w("Jul", 59, 2000, 87, 2021, 96), w("27", 101, 2000, 125, 2021, 96), w("Shopping", 140, 2000, 260, 2021, 92),
        ]
        let words = whole + broken
        let (groups, year) = OCRService.brokenYearDates(words)
        #expect(year == 2026)
        #expect(groups.map { $0.map { words[$0].text }.joined(separator: " ") } == ["Jul 3 £U2", "Jul 27 £U2 6"])
        // a page with one whole date only: no year to check against, nothing read again
        #expect(OCRService.brokenYearDates(Array(whole.prefix(3)) + broken).year == nil)
        #expect(OCRService.monthDayYear("Jul 30, 2026")! == ("Jul", 30, 2026))
        #expect(OCRService.monthDayYear("Jul 30, 202") == nil)
        #expect(OCRService.monthDayYear("Jul 32, 2026") == nil)
    }

    @Test(
        "a grey `Mon D` under a name read glued or garbled (`jan5`, `Jans`, `jJan4`, `Dec 5` at 33) is read again; whole dates and names are not"
    )
    func glitchedShortDates() {
        let w = ChineseReadingTests.word
        // the boxes of a dark card app at 2x (its page read at 1.75 times)
        let whole = [
            w("Dec", 58, 2200, 107, 2220, 96), w("31", 121, 2200, 147, 2219, 95),
            w("Dec", 58, 2546, 107, 2567, 95), w("28", 121, 2546, 152, 2567, 94),
            w("Dec", 58, 2720, 107, 2740, 94), w("26", 122, 2720, 152, 2740, 94),
        ]
        let glitched = [
            w("J", 55, 1054, 58, 1056, 90), w("jan5", 58, 1029, 124, 1053, 78),  // a sliver of the J beside it
            w("Jans", 53, 1332, 124, 1359, 75), w("jJan4", 53, 1680, 125, 1706, 45),
            w("Dec", 58, 2373, 102, 2393, 96), w("5", 138, 2380, 150, 2394, 33),  // the day read unsurely
            w("Dec", 58, 2893, 107, 2913, 94), w("25", 120, 2902, 151, 2913, 94),  // the day's box cut in half
        ]
        let others = [
            w("Lyft", 57, 1276, 129, 1316, 92), w("Janet", 57, 3000, 140, 3030, 96),  // names
            w("jan5", 600, 1029, 666, 1053, 78),  // not in the dates' column
            // a date with its year after it (`Dec 10, 2025`): another shape
            w("Dec", 58, 3100, 107, 3120, 46), w("10", 121, 3100, 147, 3120, 46), w("2025", 170, 3100, 230, 3120, 96),
        ]
        let words = whole + glitched + others
        let found = OCRService.glitchedShortDates(words)
        #expect(
            found.map { "\($0.month): \($0.words.map { words[$0].text }.sorted().joined(separator: " "))" } == [
                "jan: J jan5", "jan: Jans", "jan: jJan4", "dec: 5 Dec", "dec: 25 Dec",
            ])
        // a page with fewer than three whole dates: nothing to go by
        #expect(OCRService.glitchedShortDates(Array(whole.prefix(4)) + glitched).isEmpty)
        #expect(OCRService.shortDate("Jan5", month: "jan") == 5)
        #expect(OCRService.shortDate("jJan5", month: "jan") == 5)
        #expect(OCRService.shortDate("jan 3", month: "jan") == 3)
        #expect(OCRService.shortDate("Dec 28", month: "dec") == 28)
        #expect(OCRService.shortDate("Feb 3", month: "jan") == nil)
        #expect(OCRService.shortDate("Jan 32", month: "jan") == nil)
        #expect(OCRService.shortDate("Janet", month: "jan") == nil)
    }

    @Test("an amount line of an app's list with no name where the names start is read again there; a summary line or a named row is not")
    func namelessAmountLines() {
        let w = ChineseReadingTests.word
        let words = [
            w("微信红包-来自李明", 227, 749, 624, 795, 92), w("+195.62", 1065, 759, 1254, 796, 92),
            w("沃尔玛", 228, 980, 368, 1026, 95), w("-164.00", 1094, 980, 1255, 1019, 91),
            w("上", 372, 1222, 416, 1320, 39), w("-30.00", 1094, 1214, 1255, 1253, 91),  // the name missed, debris left
            w("支出¥1,374.24", 50, 1500, 300, 1530, 80), w("收入¥0.00", 320, 1500, 480, 1530, 80),  // a month's summary
        ]
        let lines = PageLayout.lines(from: words)
        let found = OCRService.namelessAmountLines(lines, start: 228, height: 46)
        #expect(found.map(\.money.text) == ["-30.00"])
    }

    @Test("a tall amount's upper half read unsurely twice is taken only with the digits the page read confidently")
    func tallHalfSeenOnPage() {
        let w = ChineseReadingTests.word
        let page = w("$968.00", 1100, 667, 1290, 730, 95)
        #expect(OCRService.tallHalfTaken([("-$968.00", 0), ("-$968.00", 0)], upper: true, page: page))
        #expect(OCRService.tallHalfTaken([("-$968.00", 91), ("-$968.00", 88)], upper: false, page: page))
        #expect(!OCRService.tallHalfTaken([("-$968.00", 0), ("-$968.00", 0)], upper: false, page: page))  // the lower half: no
        #expect(!OCRService.tallHalfTaken([("-$968.00", 0), ("-$963.00", 0)], upper: true, page: page))  // two readings differ
        #expect(!OCRService.tallHalfTaken([("-$968.00", 0), ("-$968.00", 0)], upper: true, page: w("$963.00", 1100, 667, 1290, 730, 95)))
        #expect(!OCRService.tallHalfTaken([("-$968.00", 0), ("-$968.00", 0)], upper: true, page: w("$968.00", 1100, 667, 1290, 730, 60)))
    }

    @Test("a column amount read again unsurely is taken when the running balance beside it moved by just that much")
    func balanceMovedByTheAmount() {
        let w = ChineseReadingTests.word
        let words = [
            w("05", 100, 1400, 140, 1434, 95), w("Apr", 150, 1400, 210, 1434, 95), w("TESCO", 599, 1400, 719, 1426, 96),
            w("12.40", 1958, 1400, 2034, 1426, 95), w("3,599.85", 2300, 1400, 2440, 1431, 95),
            w("07", 100, 1529, 140, 1563, 95), w("Apr", 150, 1529, 210, 1563, 95), w("BOOTS", 599, 1529, 719, 1554, 96),
            w("$51", 1980, 1529, 2034, 1554, 78), w("3,589.94", 2300, 1529, 2440, 1560, 89),
        ]
        let lines = PageLayout.lines(from: words)
        #expect(OCRService.balanceMoved(by: "9.91", beside: words[8], in: lines))
        #expect(!OCRService.balanceMoved(by: "9.97", beside: words[8], in: lines))
        #expect(!OCRService.balanceMoved(by: "9.91", beside: words[3], in: lines.filter { !$0.text.contains("TESCO") }))
    }

    @Test(
        "a doubtful amount read again with other digits keeps its first reading where the running balance moved by that, not by the second")
    func balanceKeepsTheFirstReading() {
        // probe-cn-ledgers bilingual (AR PL UMing): `-513.65` at 0, read again `-313.65` at 83
        let w = ChineseReadingTests.word
        let words = [
            w("2025-03-12", 140, 1400, 300, 1426, 95), w("快捷支付", 500, 1400, 620, 1430, 92), w("-453.29", 1736, 1400, 1840, 1426, 95),
            w("27,279.55", 2034, 1400, 2170, 1426, 95),
            w("2025-03-12", 140, 1460, 300, 1486, 95), w("快捷支付", 500, 1460, 620, 1490, 92), w("-513.65", 1736, 1460, 1840, 1486, 0),
            w("26,765.90", 2034, 1460, 2170, 1486, 95),
        ]
        let lines = PageLayout.lines(from: words)
        #expect(OCRService.balanceKeeps(words[6], over: "-313.65", in: lines))
        // a first reading the balance does not confirm gives way (`-518.65`), and so does one the
        // second matches as well (the balance says nothing between them)
        var misread = words
        misread[6].text = "-518.65"
        #expect(!OCRService.balanceKeeps(misread[6], over: "-513.65", in: PageLayout.lines(from: misread)))
        #expect(!OCRService.balanceKeeps(words[6], over: "513.65", in: lines))
    }

    @Test("a column's amount read again: a speck after its cents is dropped when the digits or the balance confirm it")
    func columnAmountReadAgain() {
        let never = { (_: String) in false }
        let always = { (_: String) in true }
        #expect(OCRService.columnAmount(read: "22.17", confidence: 75, before: "22xl,", balanceConfirms: never) == "22.17")
        #expect(OCRService.columnAmount(read: "9.99", confidence: 59, before: "9:99", balanceConfirms: never) == "9.99")
        // `45.18.` read twice at 92: the same digits; read once, the balance must say so
        #expect(OCRService.columnAmount(read: "45.18.", confidence: 92, before: "45.18.", balanceConfirms: never) == "45.18")
        #expect(OCRService.columnAmount(read: "45.18.", confidence: 92, before: "45.1B", balanceConfirms: never) == nil)
        #expect(OCRService.columnAmount(read: "45.18.", confidence: 92, before: "45.1B", balanceConfirms: always) == "45.18")
        // `110.87°` read again at 0: only the balance beside it can confirm it
        #expect(OCRService.columnAmount(read: "110.87", confidence: 0, before: "110.87°", balanceConfirms: always) == "110.87")
        #expect(OCRService.columnAmount(read: "110.87", confidence: 0, before: "110.87°", balanceConfirms: never) == nil)
        // a sign read under 20 is no part of what the balance vouches for (`-"21.00`, a speck before a charge)
        #expect(OCRService.columnAmount(read: "-21.00", confidence: 0, before: "-\"21.00", balanceConfirms: always) == "21.00")
        #expect(OCRService.columnAmount(read: "-9.91", confidence: 28, before: "$51", balanceConfirms: always) == "-9.91")
        // a mark after an amount without its cents is no speck: `1,234.` may have lost `56`
        #expect(OCRService.columnAmount(read: "1,234.", confidence: 92, before: "1,234.", balanceConfirms: never) == nil)
        // whole digits where the column prints cents (`499`, a faded scan's `4.99`): the column's
        // mark before the last two digits, only when the balance moved by just that much
        let moved499 = { (amount: String) in amount == "4.99" || amount == "4,99" }
        #expect(OCRService.columnAmount(read: "499", confidence: 91, before: "499", balanceConfirms: moved499) == "4.99")
        #expect(OCRService.columnAmount(read: "499", confidence: 91, before: "499", mark: ",", balanceConfirms: moved499) == "4,99")
        #expect(OCRService.columnAmount(read: "499", confidence: 91, before: "499", balanceConfirms: never) == nil)
        #expect(OCRService.columnAmount(read: "49", confidence: 91, before: "49", balanceConfirms: always) == nil)
    }

    @Test("amounts no reading settles are taken together when the total printed under their list confirms them, to the cent")
    func totalConfirmsUnsureAmounts() {
        let w = ChineseReadingTests.word
        #expect(OCRService.pointedAmount(read: "689.98", before: "68998", mark: ".") == "689.98")
        #expect(OCRService.pointedAmount(read: "400", before: "400", mark: ".") == "4.00")
        #expect(OCRService.pointedAmount(read: "3O84", before: "3084", mark: ",") == "30,84")
        #expect(OCRService.pointedAmount(read: "-12.00", before: "x2.00", mark: ".") == "12.00")
        #expect(OCRService.pointedAmount(read: "4", before: "4x", mark: ".") == nil)
        // a section: its title in the column, four rows (one read again and settled, two unsure), its total
        let words = [
            w("DATE", 193, 900, 260, 924, 90), w("DESCRIPTION", 393, 900, 560, 924, 90), w("AMOUNT", 2300, 900, 2390, 924, 90),
            w("07/06", 193, 1000, 260, 1024, 90), w("UBER", 393, 1000, 460, 1024, 90), w("14.18", 2317, 1000, 2390, 1024, 90),
            w("07/07", 193, 1050, 260, 1074, 90), w("DELTA", 393, 1050, 470, 1074, 90), w("689", 2295, 1050, 2345, 1074, 11),
            w("98", 2358, 1050, 2390, 1074, 11),
            w("07/16", 193, 1100, 260, 1124, 90), w("GYM", 393, 1100, 450, 1124, 90), w("2499", 2314, 1100, 2390, 1124, 60),
            w("07/17", 193, 1150, 260, 1174, 90), w("NYTIMES", 393, 1150, 500, 1174, 90), w("400", 2331, 1150, 2390, 1174, 43),
            w("Total", 192, 1250, 260, 1280, 90), w("Card", 270, 1250, 330, 1280, 90), w("Withdrawals", 340, 1250, 500, 1280, 90),
            w("$733.15", 2250, 1250, 2390, 1280, 64),
        ]
        let lines = PageLayout.lines(from: words)
        let delta = w("689 98", 2295, 1050, 2390, 1074, 11)
        let nytimes = w("400", 2331, 1150, 2390, 1174, 43)
        let gym = [(span: w("24.99", 2314, 1100, 2390, 1124, 80), amount: "24.99")]
        let both = OCRService.totalConfirms([(delta, "689.98"), (nytimes, "4.00")], settled: gym, in: lines)
        #expect(both == [ReadingMerge.Box(delta), ReadingMerge.Box(nytimes)])
        // a cent off, or the settled cell left out: nothing is taken
        #expect(OCRService.totalConfirms([(delta, "689.98"), (nytimes, "4.01")], settled: gym, in: lines).isEmpty)
        #expect(OCRService.totalConfirms([(delta, "689.98"), (nytimes, "4.00")], in: lines).isEmpty)
        // no total under the list: nothing
        #expect(
            OCRService.totalConfirms([(delta, "689.98"), (nytimes, "4.00")], settled: gym, in: lines.filter { !$0.text.contains("Total") })
                .isEmpty)
    }

    @Test("a page's decimal mark is the one most of its amounts print before their cents")
    func decimalMarkOfAPage() {
        let w = ChineseReadingTests.word
        #expect(OCRService.decimalMark([w("1,300.00", 0, 0, 90, 20, 90), w("44.99", 0, 40, 90, 60, 90)]) == ".")
        #expect(
            OCRService.decimalMark([w("1.300,00", 0, 0, 90, 20, 90), w("44,99", 0, 40, 90, 60, 90), w("2.99", 0, 80, 90, 99, 90)]) == ",")
        #expect(OCRService.decimalMark([w("TESCO", 0, 0, 90, 20, 90)]) == ".")
    }

    @Test("an amount the Spanish and English readings disagree on is the far more confident one's")
    func surerOfOtherReading() {
        let w = ChineseReadingTests.word
        let spanish = [
            w("Carrefour", 103, 2853, 420, 2917, 96), w("-99,17", 1769, 2856, 2004, 2930, 78), w("-9,77€", 1816, 5565, 2073, 5639, 63),
            w("-12,00", 1769, 7762, 2004, 7836, 91), w("-37,00", 1769, 8100, 2004, 8170, 70),
        ]
        let english = [
            w("Carrefour", 103, 2853, 420, 2917, 95), w("-55,17", 1769, 2856, 2004, 2930, 90), w("“3,/7€", 1816, 5565, 2073, 5639, 8),
            w("-12,00", 1769, 7762, 2004, 7836, 93), w("-31,00", 1769, 8100, 2004, 8170, 75),
            w("-4,00", 1769, 9000, 2004, 9070, 99),  // a box the Spanish reading has no amount in
        ]
        // `-55,17` at 90 over `-99,17` at 78; English text that is no amount, the same amount, or
        // one read less than 10 points more confidently (`-31,00` at 75 over 70) changes nothing
        #expect(OCRService.surerOfOtherReading(english, in: spanish).map(\.text) == ["Carrefour", "-55,17", "-9,77€", "-12,00", "-37,00"])
        #expect(OCRService.surerOfOtherReading(english, in: spanish)[1].confidence == 90)
    }

    @Test("a word the Spanish reading doubts (under 50) is the English one's where that one is sure (80 or more), accents apart")
    func doubtfulWordsOfOtherReading() {
        let w = ChineseReadingTests.word
        let spanish = [
            w("24605.", 1943, 1616, 2081, 1643, 42), w("NO", 693, 2307, 726, 2330, 19), w("Gómez", 1053, 1615, 1151, 1639, 40),
            w("Recibo", 738, 2306, 831, 2331, 45), w("Bizum", 693, 2644, 777, 2668, 96),
        ]
        let english = [
            w("-24,65", 1943, 1616, 2081, 1643, 91), w("N°", 693, 2307, 726, 2330, 91), w("Gomez", 1053, 1615, 1151, 1639, 90),
            w("Reciba", 738, 2306, 831, 2331, 70), w("Bizun", 693, 2644, 777, 2668, 99),
        ]
        // `Gomez` differs by an accent only; `Reciba` at 70 is not sure; `Bizum` at 96 is not doubted
        #expect(OCRService.surerOfOtherReading(english, in: spanish).map(\.text) == ["-24,65", "N°", "Gómez", "Recibo", "Bizum"])
        // the sure word's box comes with its text: a speck read as dashes widened the doubtful one
        let speck = OCRService.surerOfOtherReading([w("REWE", 759, 1310, 842, 1335, 86)], in: [w("——REWE", 699, 1306, 842, 1335, 15)])
        #expect(speck.map(\.text) == ["REWE"] && speck.map(\.left) == [759] && speck.map(\.top) == [1310], "\(speck)")
        // a doubtful word the other reading read as two words inside its box, one of them sure, is
        // those two (`O7abr` at 16 was `07` and `abr`: taking `abr` alone left the row undated)
        let date = OCRService.surerOfOtherReading(
            [w("07", 201, 2642, 233, 2667, 71), w("abr", 246, 2641, 294, 2667, 95)], in: [w("O7abr", 201, 2641, 294, 2667, 16)])
        #expect(date.map(\.text) == ["07", "abr"], "\(date)")
        // (not when none of them is sure, nor when they spell the doubtful word)
        #expect(
            OCRService.surerOfOtherReading(
                [w("07", 201, 2642, 233, 2667, 71), w("abr", 246, 2641, 294, 2667, 75)], in: [w("O7abr", 201, 2641, 294, 2667, 16)]
            ).map(\.text) == ["O7abr"])
        #expect(
            OCRService.surerOfOtherReading(
                [w("Go", 1053, 1615, 1090, 1639, 90), w("mez", 1095, 1615, 1151, 1639, 90)], in: [w("Gómez", 1053, 1615, 1151, 1639, 40)]
            ).map(\.text) == ["Gómez"])
    }

    @Test("a money word whose point was lost (`-$47719`) marks the word for a re-read; bare digits and amounts do not")
    func markedWithoutPoint() {
        #expect(OCRService.markedWithoutPoint("-$47719"))
        #expect(OCRService.markedWithoutPoint("+£2550"))
        #expect(OCRService.markedWithoutPoint("1299€"))
        #expect(!OCRService.markedWithoutPoint("47719"))  // a reference, a year: no sign, no currency
        #expect(!OCRService.markedWithoutPoint("-$477.19"))
        #expect(!OCRService.markedWithoutPoint("-$12"))
        #expect(!OCRService.markedWithoutPoint("$"))
    }

    @Test("a date whose slashes were read as ones is the one date its ones allow, else none")
    func slashesReadAsOnes() {
        let lengths: Set<Int> = [6, 7]
        #expect(OCRService.slashesReadAsOnes("7127126", separator: "/", lengths: lengths) == "7/27/26")
        #expect(OCRService.slashesReadAsOnes("818126", separator: "/", lengths: lengths) == "8/8/26")
        // two choices give dates (`1/11/26`, `11/1/26`): none is taken
        #expect(OCRService.slashesReadAsOnes("1111126", separator: "/", lengths: lengths) == nil)
        // a length the column's dates do not have, a letter, no date at all
        #expect(OCRService.slashesReadAsOnes("71271260", separator: "/", lengths: lengths) == nil)
        #expect(OCRService.slashesReadAsOnes("7127l26", separator: "/", lengths: lengths) == nil)
        #expect(OCRService.slashesReadAsOnes("9919926", separator: "/", lengths: lengths) == nil)
    }

    @Test("the column's date shape does not depend on the order of a dictionary: a tie takes the same shape every time")
    func brokenDateShapeTie() {
        func word(_ text: String, _ top: Int) -> OCRWord {
            OCRWord(text: text, left: 40, top: top, right: 40 + 12 * text.count, bottom: top + 20, confidence: 90)
        }
        let words = ["8/8/26", "8/7/26", "8/3/26", "7/29/26", "7/26/26", "7/25/26"].enumerated().map { word($1, 100 * $0) }
        // (the tie is three `/6` against three `/7`; before, either came out, by the process's hash seed)
        #expect(OCRService.brokenDates(words).shape.map { "\($0.separator)\($0.length)" } == "/7")
        #expect(OCRService.brokenDates(words).shape?.lengths == [6, 7])
    }

    @Test(
        "a page read as one block with its words' mean confidence under 65 is doubtful (fifty words at least); the reading word by word stands when 10 points surer"
    )
    func doubtfulPageReadAgain() {
        // a tuning UMing page of two-line rows, as one block: half its words unsure (`网 于 支付` for
        // `网上支付`), mean 45 (43 on that page); word by word, mean 68 (66)
        let block = (0..<60).map { i in
            ChineseReadingTests.word(i % 2 == 0 ? "网" : "于", i * 40, 600, i * 40 + 35, 640, i % 2 == 0 ? 70 : 20)
        }
        let sparse = (0..<60).map { i in ChineseReadingTests.word(i % 2 == 0 ? "网" : "上", i * 40, 600, i * 40 + 35, 640, 68) }
        #expect(OCRService.mostlyDoubtful(block))
        #expect(OCRService.surerReading(block, or: sparse) == sparse)
        // a readable page (mean 73 and more on the tuning seeds) is not read again
        let readable = block.map { w in ChineseReadingTests.word(w.text, w.left, w.top, w.right, w.bottom, w.confidence < 50 ? 60 : 86) }
        #expect(!OCRService.mostlyDoubtful(readable))
        // a few words (a page's corner) are no page to judge; a reading less than 10 points surer does not stand
        #expect(!OCRService.mostlyDoubtful(Array(block.prefix(49))))
        let slightly = sparse.map { w in ChineseReadingTests.word(w.text, w.left, w.top, w.right, w.bottom, 54) }
        #expect(OCRService.surerReading(block, or: slightly) == block)
    }

    @Test("a Chinese page read at a mean confidence under 75 is read again with its paper levelled; a surer page is not")
    func grainyPageReadLevelled() {
        // bench-pdf tuning seed 8, cn-bank-02 (AR PL UMing): its first page read at 66.5, levelled at 74.0
        let rows = (0..<60).map { i in
            ChineseReadingTests.word(i % 3 == 0 ? "文体至" : "快捷支付", i * 40, 600, i * 40 + 35, 640, i % 3 == 0 ? 20 : 90)
        }
        #expect(OCRService.doubtfulForGrain(rows))
        let sure = rows.map { w in ChineseReadingTests.word(w.text, w.left, w.top, w.right, w.bottom, max(w.confidence, 80)) }
        #expect(!OCRService.doubtfulForGrain(sure) && !OCRService.doubtfulForGrain([]))
        // the levelled reading stands when 5 points surer (`sure`, mean 87 against 67), else the first
        #expect(OCRService.surerReading(rows, or: sure, by: 5) == sure)
        let barely = rows.map { w in ChineseReadingTests.word(w.text, w.left, w.top, w.right, w.bottom, w.confidence + 4) }
        #expect(OCRService.surerReading(rows, or: barely, by: 5) == rows)
    }

}

/// Chinese set letter-spaced (tracked) or widened by a scan's specks: titles, words and cells.
@Suite("letter-spaced Chinese")
struct TrackedChineseTests {
    @Test(
        "a memo column's title set letter-spaced and read `交易` `附` `言` starts at `交易`: the memo's text under it is the memo's, not cut at `附`"
    )
    func letterSpacedMemoTitle() throws {
        let w = ChineseReadingTests.word
        // a tuning world ledger in LXGW WenKai, tracked 0.4 em (boxes from its scan, 32 px type)
        let header = [
            w("记账", 192, 789, 299, 821, 90), w("日期", 322, 789, 383, 821, 90), w("币种", 410, 789, 507, 821, 90),
            w("钞汇", 532, 789, 630, 821, 90), w("交易", 675, 789, 745, 821, 94), w("详情", 773, 789, 835, 821, 96),
            w("交易", 1392, 789, 1463, 821, 92), w("附", 1491, 790, 1509, 820, 92), w("言", 1528, 790, 1552, 821, 86),
            w("借方金额", 1984, 789, 2146, 821, 90), w("贷方金额", 2285, 789, 2446, 821, 90), w("余额", 2712, 789, 2787, 821, 86),
            w("对方户名", 2857, 789, 3019, 821, 90),
        ]
        let line = try #require(PageLayout.lines(from: header).first)
        let columns = try #require(RowAssembler.descriptionSpan(line))
        // `财付通-拼多多` under it starts at 1393
        #expect(columns.apart.contains { $0.contains(1393) && $0.contains(1700) }, "\(columns.apart)")
        // the words before the title that make no title with it are not taken in (`借方` before `金额`
        // is money; a title two heights away is another column)
        #expect(!columns.apart.contains { $0.contains(1100) }, "\(columns.apart)")
        #expect(RowAssembler.letterSpacedStart(line.cells.flatMap(\.words), title: 7...8, height: 32, description: 4...5) == 6)
        // not across the description's own title, nor when the joined text is no title (`联机余额` `交易地点/附言`)
        let words = [w("联机余额", 100, 0, 220, 30, 90), w("交易地点/附言", 240, 0, 420, 30, 90)]
        #expect(RowAssembler.letterSpacedStart(words, title: 1...1, height: 30, description: 5...5) == 1)
        #expect(RowAssembler.letterSpacedStart(line.cells.flatMap(\.words), title: 7...8, height: 32, description: 6...6) == 7)
    }

    /// A row of a Chinese ledger at `y`: its date, type, memo and amount, each word `(text, left, right)`.
    static func trackedRow(_ y: Int, _ words: [(String, Int, Int)]) -> [OCRWord] {
        words.map { ChineseReadingTests.word($0.0, $0.1, y, $0.2, y + 31, 90) }
    }

    @Test(
        "on a page of Chinese set letter-spaced (characters 1.35 heights apart), a row's words a letter-spacing apart are one (`快捷` `支付`, `财付通-` `拼多多`); untracked pages and header lines are not joined"
    )
    func trackedChineseJoined() {
        // forty single characters set 42 px apart in 31 px type (pitch 1.35), a counterparty column's
        var page: [OCRWord] = []
        for k in 0..<10 {
            let y = 1000 + 100 * k
            page += Self.trackedRow(
                y,
                [
                    ("2024011\(k)", 193, 349), ("快捷", 674, 748), ("支付", 774, 835), ("财付通-", 1393, 1531), ("拼多多", 1558, 1657),
                    ("¥56.84", 2046, 2154),
                ]
                    + (0..<5).map { i in (["上", "海", "寻", "梦", "信"][i], 2859 + 42 * i, 2889 + 42 * i) })
        }
        // the header's titles, a letter-spacing apart too, stay as read
        page += Self.trackedRow(800, [("记账", 192, 299), ("日期", 322, 383), ("币种", 410, 507)])
        let joined = OCRService.joiningTrackedHan(page)
        let first = joined.filter { $0.top == 1000 }.sorted { $0.left < $1.left }.map(\.text)
        #expect(first == ["20240110", "快捷支付", "财付通-拼多多", "¥56.84", "上海寻梦信"], "\(first)")
        #expect(joined.filter { $0.top == 800 }.map(\.text) == ["记账", "日期", "币种"])
        // a column two heights away stays apart; so does a space of letter-spacing and a space's width
        #expect(joined.contains { $0.text == "¥56.84" })
        // the same page set at Chinese type's own pitch (30 px apart, 1.0): nothing is joined
        let untracked = page.map { w in
            w.left >= 2859
                ? ChineseReadingTests.word(w.text, 2859 + (w.left - 2859) / 42 * 30, w.top, 2889 + (w.left - 2859) / 42 * 30, w.bottom, 90)
                : w
        }
        #expect(OCRService.joiningTrackedHan(untracked) == untracked)
        // too few pairs to judge a page by
        #expect(OCRService.joiningTrackedHan(Array(page.prefix(24))) == Array(page.prefix(24)))
    }

    @Test(
        "a speck read as a Han character (`人`, 13 px wide in 32 px type) touching a name's first goes; a glyph boxed narrow but apart, or sure, stays"
    )
    func narrowHanSpecks() {
        // seed 10 cn-bank-01 (WenQuanYi Zen Hei, scanned): `人快捷支付`, and `钞人快捷支付` under a merged title
        let w = ChineseReadingTests.word
        var row: [OCRWord] = [w("人", 1124, 438, 1155, 470, 92), w("民", 1159, 438, 1188, 468, 92), w("币", 1205, 437, 1222, 469, 37)]
        row += [w("钞", 1276, 438, 1309, 470, 52), w("人", 1384, 437, 1397, 469, 70), w("快捷", 1398, 437, 1470, 470, 91)]
        row.append(w("支付", 1485, 438, 1517, 469, 96))
        #expect(OCRService.withoutNarrowHanSpecks(row).map(\.text) == ["人", "民", "币", "钞", "快捷", "支付"])
        // read surely, it stays (a narrow glyph's tight box)
        var sure = row
        sure[4].confidence = 91
        #expect(OCRService.withoutNarrowHanSpecks(sure) == sure)
        // narrow and doubtful, but a column apart from the next word: stays
        var apart = row
        apart[4] = w("人", 1340, 437, 1353, 469, 70)
        #expect(OCRService.withoutNarrowHanSpecks(apart) == apart)
        // a line whose boxes Tesseract stretched (`了` and `么`, 27 px wide in 58 px boxes, seed 1
        // cn-debit-03): a glyph as wide as its neighbour's stays
        let stretched = [
            w("宝", 629, 1485, 652, 1543, 92), w("-", 651, 1485, 677, 1543, 91), w("俄", 676, 1485, 706, 1543, 0),
            w("了", 705, 1485, 732, 1543, 89), w("么", 731, 1485, 757, 1543, 77),
        ]
        #expect(OCRService.withoutNarrowHanSpecks(stretched) == stretched)
    }

    @Test(
        "a word whose box a speck's quote widened across a column's edge (`”快捷`, the channel's text beside a Kai face's summary) is cut by where its letters start"
    )
    func quoteWidenedWordCut() throws {
        let w = ChineseReadingTests.word
        // a tuning cn-bank scan in LXGW WenKai: the summary's column ends at 1444, the channel's text starts at 1460
        let row = [w("网上快捷支付", 1221, 929, 1424, 969, 95), w("”快捷", 1438, 924, 1543, 969, 45), w("-24.80", 809, 932, 910, 958, 91)]
        let line = try #require(PageLayout.lines(from: row).first)
        #expect(LayoutStatementParser.lettersLeft(w("”快捷", 1438, 924, 1543, 969, 45)) == 1473)
        #expect(LayoutStatementParser.lettersLeft(w("快捷", 1460, 924, 1543, 969, 45)) == 1460)
        let cut = LayoutStatementParser.splitAt(1444, line)
        #expect(cut.cells.map(\.text).contains("网上快捷支付"), "\(cut.cells.map(\.text))")
        #expect(cut.cells.map(\.text).contains("”快捷"), "\(cut.cells.map(\.text))")
        // a memo cell whose first word a speck's quote widened left of the memo column (a tuning UMing
        // scan, seed 8: the column starts at 1928) is placed by its letters; a dash is no speck (`-燃气`)
        let memo = LayoutCell(words: [w("”水电", 1922, 1430, 2161, 1463, 46), w("燃气", 1997, 1424, 2051, 1471, 94)])
        #expect(LayoutStatementParser.lettersLeft(memo) == 2001)
        #expect(LayoutStatementParser.lettersLeft(w("-燃气", 2050, 1430, 2133, 1463, 90)) == 2050)
    }
}
