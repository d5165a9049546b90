import Foundation
import SubscanCore
import SubscanIngest
import Testing

@testable import SubscanOCR

/// Pages drawn as words with boxes and ink, as recognition hands them to the layout engine: the
/// engine's rules are tested without Tesseract.
@Suite("layout engine")
struct LayoutEngineTests {
    static let black = InkColor(red: 20, green: 20, blue: 20, background: 255, luminance: 20)
    static let grey = InkColor(red: 130, green: 130, blue: 130, background: 255, luminance: 130)
    static let green = InkColor(red: 30, green: 160, blue: 70, background: 255, luminance: 115)
    static let white = InkColor(red: 240, green: 240, blue: 240, background: 20, luminance: 240)
    static let dimOnDark = InkColor(red: 140, green: 140, blue: 140, background: 20, luminance: 140)

    /// Words of `text` (split at spaces) from `x`, `h` pixels high, each letter h/2 wide.
    static func words(_ text: String, x: Int, y: Int, h: Int = 40, ink: InkColor = black, confidence: Float = 95) -> [OCRWord] {
        var out: [OCRWord] = []
        var left = x
        for part in text.split(separator: " ") {
            let width = part.count * h / 2
            out.append(
                OCRWord(text: String(part), left: left, top: y, right: left + width, bottom: y + h, confidence: confidence, ink: ink))
            left += width + h / 3
        }
        return out
    }

    /// `text` right-aligned at `right`.
    static func right(_ text: String, right: Int, y: Int, h: Int = 40, ink: InkColor = black) -> [OCRWord] {
        let width = text.count * h / 2 + (text.split(separator: " ").count - 1) * h / 3
        return words(text, x: right - width, y: y, h: h, ink: ink)
    }

    /// A Chinese card bill: the `本期应还` summary over its figure, then `rows` as `appRows` draws them.
    static func chineseCardBill(_ rows: [(name: String, amount: String, lines: [String])], greenIf: (String) -> Bool = { _ in false })
        -> [OCRWord]
    {
        words("本期应还(元)", x: 40, y: 100, h: 30, ink: grey) + words("9,718.68", x: 40, y: 150, h: 60)
            + appRows(rows, x: 40, y: 300, step: 150, greenIf: greenIf)
    }

    /// An app's rows from `y` down, `step` apart: the name at `x` and the amount right-aligned on one
    /// line (in `green` when `greenIf` says so), each grey line under them 40 px apart.
    static func appRows(
        _ rows: [(name: String, amount: String, lines: [String])], x: Int, y: Int, step: Int, greenIf: (String) -> Bool = { _ in false }
    ) -> [OCRWord] {
        var w: [OCRWord] = []
        for (k, row) in rows.enumerated() {
            let top = y + k * step
            w += words(row.name, x: x, y: top)
            w += right(row.amount, right: 1200, y: top, ink: greenIf(row.amount) ? green : black)
            for (n, line) in row.lines.enumerated() { w += words(line, x: x, y: top + 50 + n * 40, h: 30, ink: grey) }
        }
        return w
    }

    static func parse(_ words: [OCRWord], asOf: String = "2026-11-12", currency: Currency? = nil) throws -> StatementParse {
        try LayoutStatementParser.parse(
            pages: [LayoutPage(words: words)],
            options: StatementOptions(file: "shot.png", account: "shots", referenceDate: LocalDate(iso: asOf)!, currency: currency))
    }

    /// Each transaction as `date amount description`, and ` | counterparty` when it has one.
    static func summary(_ parse: StatementParse) -> [String] {
        parse.transactions.map {
            "\($0.date.iso) \($0.amount.decimalString) \($0.description)" + ($0.counterparty.isEmpty ? "" : " | \($0.counterparty)")
        }
    }

    @Test("a card app that prints its credits as a green minus and its charges unsigned in black: the minus is money in")
    func greenMinusIsACredit() throws {
        // two credits among five charges (fewer than three charges per credit) and no card words on the page
        let rows: [(name: String, amount: String, lines: [String])] = [
            ("AUDIBLE", "$14.95", ["Aug 18, 2026"]), ("WALGREENS", "$17.61", ["Aug 17, 2026"]),
            ("UBER CASH CREDIT", "-$10.00", ["Aug 15, 2026"]), ("HULU", "$17.99", ["Aug 15, 2026"]),
            ("PAYMENT THANK YOU", "-$834.00", ["Aug 13, 2026"]), ("DROPBOX", "$11.99", ["Aug 9, 2026"]),
            ("AMAZON PRIME", "$14.99", ["Aug 8, 2026"]),
        ]
        let parsed = try Self.parse(Self.appRows(rows, x: 40, y: 200, step: 150, greenIf: { $0.hasPrefix("-") }))
        #expect(
            parsed.transactions.map(\.amount.decimalString) == ["-14.95", "-17.61", "10.00", "-17.99", "834.00", "-11.99", "-14.99"])
        #expect(parsed.transactions.allSatisfy { !$0.signUncertain })
        // the same minus in black is a charge (a bank's convention), the unsigned amounts money in
        let black = try Self.parse(Self.appRows(rows, x: 40, y: 200, step: 150))
        #expect(black.transactions.map(\.amount.decimalString) == ["14.95", "17.61", "-10.00", "17.99", "-834.00", "11.99", "14.99"])
    }

    @Test("a day and its time read with their dash or space lost, under an app's row, date the row; a stray number does not")
    func dayGluedToItsTime() {
        typealias P = LayoutStatementParser
        #expect(P.dayGluedToTime("081815:51", alone: false) == .numeric(8, 18, year: nil))
        #expect(P.dayGluedToTime("08.2019:45", alone: false) == .numeric(8, 20, year: nil))
        #expect(P.dayGluedToTime("0813 0812", alone: false) == .numeric(8, 13, year: nil))
        #expect(P.dayGluedToTime(" O7-28 21:17", alone: false) == .numeric(7, 28, year: nil))
        #expect(P.dayGluedToTime("0813", alone: true) == .numeric(8, 13, year: nil))  // after a category's bar
        #expect(P.dayGluedToTime("10803 07:15", alone: true) == .numeric(8, 3, year: nil))  // the bar read twice
        #expect(P.dayGluedToTime("0813", alone: false) == nil)
        #expect(P.dayGluedToTime("10803 07:15", alone: false) == nil)
        #expect(P.dayGluedToTime("1399 2024", alone: false) == nil)  // no month 13
        #expect(P.dayGluedToTime("0813 9999", alone: false) == nil)  // not a time
        #expect(P.dayGluedToTime("0813 0812 4471", alone: false) == nil)
        #expect(P.dayGluedToTime("081875:51", alone: false) == nil)
    }

    @Test(
        "Chinese words split at single characters are joined; words of two characters or more stay apart; debris and a stray quote mark before a Chinese word go"
    )
    func splitHanJoined() {
        typealias P = LayoutStatementParser
        #expect(P.joiningSplitHan("中 国 石化") == "中国石化")
        #expect(P.joiningSplitHan("消费 京 东商城") == "消费 京东商城")
        #expect(P.joiningSplitHan("美团 美团外卖神券会员月卡") == "美团 美团外卖神券会员月卡")
        #expect(P.joiningSplitHan("代扣 中国移动 话费 元") == "代扣 中国移动 话费元")
        #expect(P.joiningSplitHan("a>滴滴出行 A 1") == "a>滴滴出行 A 1")
        #expect(P.withoutDebrisBeforeHan("a>滴滴出行") == "滴滴出行")
        #expect(P.withoutDebrisBeforeHan("QQ音乐") == "QQ音乐")
        #expect(P.withoutDebrisBeforeHan("3>滴滴") == "滴滴")
        // a speck read as a point before a Chinese name (a tuning cn-credit scan in LXGW WenKai); not
        // before a figure or a Latin name
        #expect(P.withoutDebrisBeforeHan(".支付宝-国网电费") == "支付宝-国网电费")
        #expect(P.withoutDebrisBeforeHan("，支付宝") == "支付宝")
        #expect(P.withoutDebrisBeforeHan(".5 支付宝") == ".5 支付宝")
        #expect(P.withoutDebrisBeforeHan(".NET 会员") == ".NET 会员")
        #expect(P.withoutDebrisBeforeHan("A/B测试会员") == "A/B测试会员")  // (two letters: a name)
        #expect(P.joiningSplitHan("Netflix 月 会员") == "Netflix 月会员")
        #expect(P.withoutStrayQuotes("转账支出 “手机银行转账") == "转账支出 手机银行转账")
        #expect(P.withoutStrayQuotes("”支付宝-淘宝 浙江天猫") == "支付宝-淘宝 浙江天猫")
        #expect(P.withoutStrayQuotes("天猫 “双11”会员") == "天猫 “双11”会员")  // closed: a quoted name
        #expect(P.withoutStrayQuotes("“Netflix") == "“Netflix")  // not before a first Latin word
        #expect(P.withoutStrayQuotes("SEPA DIRECT DEBIT “Allianz AG") == "SEPA DIRECT DEBIT Allianz AG")
        #expect(P.withoutStrayQuotes("BOOK “DUNE” ORDER") == "BOOK “DUNE” ORDER")  // closed
    }

    @Test("a bill's month whose figure was misread (`]月31日`) is the month header's, when that month is written with ones")
    func monthFromItsHeader() throws {
        // (the header's dropdown chevron read as `v`)
        let page =
            Self.words("2026年1月v", x: 40, y: 100, h: 40)
            + Self.appRows(
                [("腾讯视频VIP会员", "-30.00", ["]月31日 08:55"]), ("星巴克", "-67.04", ["1]月28日 22:47"]), ("叮咚买菜", "-68.50", ["1月19日 22:30"])],
                x: 40, y: 200, step: 150)
        #expect(
            Self.summary(try Self.parse(page, asOf: "2026-02-14"))
                == ["2026-01-31 -30.00 腾讯视频VIP会员", "2026-01-28 -67.04 星巴克", "2026-01-19 -68.50 叮咚买菜"])
        // under a month not written with ones, a lost figure stays lost (the row is skipped)
        let feb = Self.words("2026年2月", x: 40, y: 100, h: 40) + Self.appRows([("星巴克", "-67.04", ["]月28日 22:47"])], x: 40, y: 200, step: 150)
        #expect(try Self.parse(feb, asOf: "2026-03-14").transactions.isEmpty)
        #expect(LayoutStatementParser.monthFromHeader("]月31日 08:55", period: nil) == nil)
    }

    @Test("a left date column with a grey category line under each merchant: dates by row, categories left out")
    func leftDateColumn() throws {
        var w: [OCRWord] = []
        w += Self.words("Mar 18", x: 40, y: 200)
        w += Self.words("Netflix", x: 260, y: 200)
        w += Self.right("-$15.49", right: 1200, y: 200)
        w += Self.words("Entertainment 09:44", x: 260, y: 250, h: 30, ink: Self.grey)
        w += Self.words("Mar 17", x: 40, y: 340)
        w += Self.words("HelloFresh", x: 260, y: 340)
        w += Self.right("-$59.99", right: 1200, y: 340)
        w += Self.words("Groceries and meal kits", x: 260, y: 390, h: 30, ink: Self.grey)
        w += Self.words("Mar 15", x: 40, y: 480)
        w += Self.words("Payroll", x: 260, y: 480)
        w += Self.right("+$2,450.00", right: 1200, y: 480, ink: Self.green)
        w += Self.words("Income", x: 260, y: 530, h: 30, ink: Self.grey)
        let parsed = try Self.parse(w, asOf: "2026-03-20", currency: .usd)
        #expect(
            Self.summary(parsed) == ["2026-03-18 -15.49 Netflix", "2026-03-17 -59.99 HelloFresh", "2026-03-15 2450.00 Payroll"])
        #expect(parsed.signUncertain.isEmpty)
    }

    @Test("a running balance printed under each amount is the row's balance, not a transaction, and settles signs")
    func balanceUnderAmount() throws {
        var w: [OCRWord] = []
        w += Self.words("Hoy", x: 40, y: 100, h: 34)
        w += Self.words("Netflix", x: 40, y: 180)
        w += Self.right("-12,99 €", right: 1200, y: 180)
        w += Self.right("1.234,56 €", right: 1200, y: 230, h: 30, ink: Self.grey)
        w += Self.words("Nómina ACME", x: 40, y: 320)
        w += Self.right("1.500,00 €", right: 1200, y: 320)
        w += Self.right("1.247,55 €", right: 1200, y: 370, h: 30, ink: Self.grey)
        let parsed = try Self.parse(w, asOf: "2026-10-03")
        #expect(Self.summary(parsed).count == 2)
        #expect(parsed.transactions.map(\.amount.decimalString) == ["-12.99", "1500.00"])
    }

    @Test("a Debit / Credit / Balance table: the column decides the sign, the balance column is never a row")
    func debitCreditTable() throws {
        var w: [OCRWord] = []
        w += Self.words("Date", x: 40, y: 100, h: 30)
        w += Self.words("Description", x: 300, y: 100, h: 30)
        w += Self.words("Debit", x: 900, y: 100, h: 30)
        w += Self.words("Credit", x: 1100, y: 100, h: 30)
        w += Self.words("Balance", x: 1300, y: 100, h: 30)
        w += Self.words("10/03/2026", x: 40, y: 160, h: 30)
        w += Self.words("SPOTIFY USA", x: 300, y: 160, h: 30)
        w += Self.right("11.99", right: 1000, y: 160, h: 30)
        w += Self.right("1,988.01", right: 1420, y: 160, h: 30)
        w += Self.words("10/05/2026", x: 40, y: 210, h: 30)
        w += Self.words("ZELLE FROM ANNA", x: 300, y: 210, h: 30)
        w += Self.right("200.00", right: 1190, y: 210, h: 30)
        w += Self.right("2,188.01", right: 1420, y: 210, h: 30)
        let parsed = try Self.parse(w, asOf: "2026-10-31", currency: .usd)
        #expect(Self.summary(parsed) == ["2026-10-03 -11.99 SPOTIFY USA", "2026-10-05 200.00 ZELLE FROM ANNA"])
    }

    @Test("a card statement's sections sign rows whose minus was lost; a sign against its section is flagged")
    func cardSections() throws {
        var w: [OCRWord] = []
        w += Self.words("Trans Date", x: 40, y: 100, h: 30)
        w += Self.words("Description", x: 300, y: 100, h: 30)
        w += Self.words("Amount", x: 1200, y: 100, h: 30)
        w += Self.words("PAYMENTS AND OTHER CREDITS", x: 40, y: 160, h: 30)
        // A return whose minus a messenger copy lost (and an O for a zero in its date), and a
        // purchase read with a plus: against its section, kept as read and flagged.
        w += Self.words("O4/20", x: 40, y: 210, h: 30)
        w += Self.words("TARGET RETURN 00028142", x: 300, y: 210, h: 30)
        w += Self.right("45.18", right: 1300, y: 210, h: 30)
        w += Self.words("PURCHASE", x: 40, y: 280, h: 30)
        w += Self.words("04/16", x: 40, y: 330, h: 30)
        w += Self.words("HELLOFRESH 646-846-3663", x: 300, y: 330, h: 30)
        w += Self.right("71.94", right: 1300, y: 330, h: 30)
        w += Self.words("04/19", x: 40, y: 380, h: 30)
        w += Self.words("GOOGLE *YouTubePremium", x: 300, y: 380, h: 30)
        w += Self.right("+13.99", right: 1300, y: 380, h: 30)
        let parsed = try Self.parse(w, asOf: "2026-05-04", currency: .usd)
        #expect(
            Self.summary(parsed) == [
                "2026-04-20 45.18 TARGET RETURN 00028142", "2026-04-16 -71.94 HELLOFRESH 646-846-3663",
                "2026-04-19 13.99 GOOGLE *YouTubePremium",
            ])
        #expect(parsed.signUncertain == [2])
    }

    @Test("a posting date printed before the transaction date (`Post Date  Tran Date`): the row's date is the transaction's")
    func postingDateFirst() throws {
        func page(_ first: String, _ second: String) -> [OCRWord] {
            var w: [OCRWord] = []
            w += Self.words(first, x: 40, y: 100, h: 30)
            w += Self.words(second, x: 200, y: 100, h: 30)
            w += Self.words("Description", x: 400, y: 100, h: 30)
            w += Self.words("Amount", x: 1200, y: 100, h: 30)
            w += Self.words("08/04", x: 40, y: 160, h: 30)
            w += Self.words("08/03", x: 200, y: 160, h: 30)
            w += Self.words("NETFLIX.COM 866-579-7172 CA", x: 400, y: 160, h: 30)
            w += Self.right("15.49", right: 1300, y: 160, h: 30)
            return w
        }
        let posted = try Self.parse(page("Post Date", "Tran Date"), asOf: "2026-08-25", currency: .usd)
        #expect(Self.summary(posted) == ["2026-08-03 -15.49 NETFLIX.COM 866-579-7172 CA"])
        // the first date is the transaction's when no title says otherwise
        let plain = try Self.parse(page("Date", "Value Date"), asOf: "2026-08-25", currency: .usd)
        #expect(Self.summary(plain) == ["2026-08-04 -15.49 NETFLIX.COM 866-579-7172 CA"])
        #expect(RowAssembler.transactionDateTitle(PageLayout.lines(from: Self.words("Trans Date  Post Date", x: 40, y: 100))[0]) == nil)
    }

    @Test("a table row whose date cell is unreadable is skipped, never given the date of the row above")
    func unreadableDateInTable() throws {
        var w: [OCRWord] = []
        w += Self.words("Trans Date", x: 40, y: 100, h: 30)
        w += Self.words("Post Date", x: 200, y: 100, h: 30)
        w += Self.words("Description", x: 400, y: 100, h: 30)
        w += Self.words("Amount", x: 1200, y: 100, h: 30)
        w += Self.words("08/03", x: 40, y: 160, h: 30)
        w += Self.words("08/04", x: 200, y: 160, h: 30)
        w += Self.words("NETFLIX.COM 866-579-7172 CA", x: 400, y: 160, h: 30)
        w += Self.right("15.49", right: 1300, y: 160, h: 30)
        // `08/07` `08/09` read with letters for digits: no date of its own.
        w += Self.words("os/o7", x: 40, y: 220, h: 30)
        w += Self.words("o8/a9", x: 200, y: 220, h: 30)
        w += Self.words("DELTA AIR 0062371448", x: 400, y: 220, h: 30)
        w += Self.right("423.32", right: 1300, y: 220, h: 30)
        let parsed = try Self.parse(w, asOf: "2026-08-25", currency: .usd)
        #expect(Self.summary(parsed) == ["2026-08-03 -15.49 NETFLIX.COM 866-579-7172 CA"])
        #expect(parsed.skippedAmountLines == 1)
    }

    @Test("a feed of unsigned charges: charges stay charges, green + is income, avatar initials are not names")
    func feedWithAvatars() throws {
        var w: [OCRWord] = []
        w += Self.words("Today", x: 40, y: 100, h: 34)
        w += Self.words("T", x: 60, y: 180, ink: Self.white)
        w += Self.words("Tesco Express", x: 180, y: 180)
        w += Self.right("£4.50", right: 1200, y: 180)
        w += Self.words("AB", x: 50, y: 300, ink: Self.white)
        w += Self.words("Anna Brown", x: 180, y: 300)
        w += Self.right("+£100.00", right: 1200, y: 300, ink: Self.green)
        let parsed = try Self.parse(w, asOf: "2026-11-12")
        #expect(Self.summary(parsed) == ["2026-11-12 -4.50 Tesco Express", "2026-11-12 100.00 Anna Brown"])
    }

    @Test("avatar initials on the amount's line, edged by bars and dots, beside a name split in two cells, are not the name")
    func initialsBesideASplitName() throws {
        var w: [OCRWord] = []
        w += Self.words("Thu, 11 Dec 2025", x: 40, y: 100, h: 34)
        w += Self.words("Pret", x: 180, y: 180)
        w += Self.words("A Manger", x: 330, y: 180)  // a wide space: two cells
        w += Self.words("PA", x: 60, y: 200, ink: Self.white)
        w += Self.right("-€8.93", right: 1200, y: 200)
        w += Self.words("BT Broadband", x: 180, y: 300)
        // the disc's edge read as a bar, then the initials with a dot
        w += [OCRWord(text: "|", left: 52, top: 335, right: 54, bottom: 365, confidence: 80, ink: Self.white)]
        w += [OCRWord(text: "BB.", left: 72, top: 330, right: 130, bottom: 370, confidence: 23, ink: Self.white)]
        w += Self.right("-€39.99", right: 1200, y: 330)
        let parsed = try Self.parse(w, asOf: "2025-12-20")
        #expect(Self.summary(parsed) == ["2025-12-11 -8.93 Pret A Manger", "2025-12-11 -39.99 BT Broadband"])
    }

    @Test("a wallet list: a time dates today's rows, then Yesterday, a weekday alone for the last week, then M/D/YY")
    func walletRelativeDates() throws {
        var w: [OCRWord] = []
        w += Self.words("Card Balance", x: 60, y: 100, h: 30, ink: Self.grey)
        w += Self.words("$1,204.33", x: 60, y: 150, h: 60)
        w += Self.appRows(
            [
                ("HelloFresh", "$71.94", ["Chicago, IL", "11:58 AM"]), ("Payroll Deposit", "+$1,930.10", ["Credit", "6:32 AM"]),
                ("YouTube Premium", "$13.99", ["Apple Pay", "Yesterday"]), ("Verizon Wireless", "$85.00", ["Apple Pay", "Thursday"]),
                ("iCloud+", "$2.99", ["Cupertino, CA", "Saturday"]), ("Delta Air Lines", "$989.72", ["Brooklyn, NY", "10/3/26"]),
            ], x: 180, y: 300, step: 170, greenIf: { $0.hasPrefix("+") })
        // 2026-10-17 is a Saturday: "Saturday" alone is the one a week before, "Thursday" the 15th
        let parsed = try Self.parse(w, asOf: "2026-10-17", currency: .usd)
        #expect(
            Self.summary(parsed) == [
                "2026-10-17 -71.94 HelloFresh", "2026-10-17 1930.10 Payroll Deposit", "2026-10-16 -13.99 YouTube Premium",
                "2026-10-15 -85.00 Verizon Wireless", "2026-10-10 -2.99 iCloud+", "2026-10-03 -989.72 Delta Air Lines",
            ])
    }

    @Test("avatar initials read into the name's cell (`TR Trainline`) or in lower case on the amount's line (`cc`) are no part of the name")
    func initialsInTheNameCell() throws {
        var w: [OCRWord] = []
        w += Self.words("Today", x: 40, y: 100, h: 34)
        w += Self.words("TR Trainline", x: 60, y: 180)
        w += Self.right("-£84.31", right: 1200, y: 180)
        w += Self.words("Costa Coffee", x: 180, y: 300)
        w += Self.words("cc", x: 60, y: 330, ink: Self.white)
        w += Self.right("-£8.99", right: 1200, y: 330)
        w += Self.words("BT Broadband", x: 60, y: 450)
        w += Self.right("-£39.99", right: 1200, y: 450)
        let parsed = try Self.parse(w, asOf: "2026-11-12")
        #expect(Self.summary(parsed) == ["2026-11-12 -84.31 Trainline", "2026-11-12 -8.99 Costa Coffee", "2026-11-12 -39.99 BT Broadband"])
        #expect(LayoutStatementParser.withoutInitials("PA Pret A Manger") == "Pret A Manger")
        // a disc read with its letters as one tall word (`cco` for `CC`, 78 px beside a 37 px
        // name, on a dark neobank page); a short word as tall as the name is a name (`Zen`)
        var disc: [OCRWord] = []
        disc += Self.words("Today", x: 40, y: 100, h: 34)
        disc += [OCRWord(text: "cco", left: 100, top: 162, right: 221, bottom: 240, confidence: 62, ink: Self.white)]
        disc += Self.words("Costa Coffee", x: 259, y: 177, h: 37)
        disc += Self.right("-€7.61", right: 1200, y: 201, h: 37)
        disc += Self.words("Eating out", x: 260, y: 240, h: 37, ink: Self.grey)
        disc += Self.words("Zen", x: 100, y: 400, h: 37)
        disc += Self.words("Bakery", x: 300, y: 400, h: 37)
        disc += Self.right("-€2.80", right: 1200, y: 400, h: 37)
        #expect(Self.summary(try Self.parse(disc, asOf: "2026-06-21")) == ["2026-06-21 -7.61 Costa Coffee", "2026-06-21 -2.80 Zen Bakery"])
        #expect(LayoutStatementParser.withoutInitials("EE LIMITED") == nil)
        #expect(LayoutStatementParser.withoutInitials("AT AT&T") == nil)
    }

    @Test("a name in two cells whose first was measured faint: the grey place under it is not its wrapped end")
    func faintFirstNameCell() throws {
        let faint = InkColor(red: 250, green: 250, blue: 250, background: 255, luminance: 250)
        var w: [OCRWord] = []
        w += Self.words("Rent", x: 60, y: 180, ink: faint)
        w += Self.words("Oakwood Apts", x: 260, y: 180)
        w += Self.right("$1,829.00", right: 1200, y: 180)
        w += Self.words("San Francisco, CA", x: 60, y: 226, h: 32, ink: Self.grey)
        w += Self.words("12/29/26", x: 60, y: 266, h: 32, ink: Self.grey)
        let parsed = try Self.parse(w, asOf: "2027-01-05", currency: .usd)
        #expect(Self.summary(parsed) == ["2026-12-29 -1829.00 Rent Oakwood Apts"])
    }

    @Test("an Alipay bill whose bar was lost: the day and time end the grey category line; the row above keeps its own day")
    func categoryThenDayWithoutBar() throws {
        var w: [OCRWord] = []
        w += Self.words("京东PLUS会员", x: 180, y: 100)
        w += Self.right("-99.00", right: 1200, y: 100)
        w += Self.words("07-20 20:38", x: 180, y: 150, h: 30, ink: Self.grey)
        w += Self.words("哔哩哔哩大会员", x: 180, y: 260)
        w += Self.right("-25.00", right: 1200, y: 260)
        // set close together, the three words are one cell unless the day and time are cut off
        for (text, x, width) in [("文化休闲", 180, 120), ("07-20", 310, 80), ("12:45", 398, 70)] {
            w += [OCRWord(text: text, left: x, top: 310, right: x + width, bottom: 340, confidence: 95, ink: Self.grey)]
        }
        let parsed = try Self.parse(w, asOf: "2026-07-25", currency: .cny)
        #expect(Self.summary(parsed) == ["2026-07-20 -99.00 京东PLUS会员", "2026-07-20 -25.00 哔哩哔哩大会员"])
    }

    @Test("an Alipay bill: a grey line gives the category, a bar, then the day and time; a month header's totals are no row")
    func categoryThenDay() throws {
        var w: [OCRWord] = []
        w += Self.words("7月", x: 40, y: 100, h: 50)
        w += Self.words("支出¥1,179.51 收入¥471.14", x: 40, y: 160, h: 30, ink: Self.grey)
        w += Self.words("地铁出行", x: 180, y: 260)
        w += Self.right("-4.99", right: 1200, y: 260)
        w += Self.words("交通出行| 07-22 15:17", x: 180, y: 310, h: 30, ink: Self.grey)
        w += Self.words("百度网盘超级会员", x: 180, y: 430)
        w += Self.right("-30.00", right: 1200, y: 430)
        w += Self.words("07-22 10:45", x: 180, y: 480, h: 30, ink: Self.grey)
        w += Self.words("Whole Foods", x: 180, y: 600)
        w += Self.right("-42.10", right: 1200, y: 600)
        w += Self.words("Groceries · Oct 3", x: 180, y: 650, h: 30, ink: Self.grey)
        let parsed = try Self.parse(w, asOf: "2026-10-25", currency: .cny)
        #expect(
            Self.summary(parsed) == ["2026-07-22 -4.99 地铁出行", "2026-07-22 -30.00 百度网盘超级会员", "2026-10-03 -42.10 Whole Foods"])
    }

    @Test("a balance card over a statement table (two balances under their labels, the period under them) is no transaction")
    func balanceCardOverATable() throws {
        var w: [OCRWord] = []
        w += Self.words("Available balance", x: 60, y: 100, h: 28, ink: Self.grey)
        w += Self.words("Current balance", x: 640, y: 100, h: 28, ink: Self.grey)
        w += Self.words("$4,660.27", x: 60, y: 150, h: 60)
        w += Self.words("$4,660.27", x: 640, y: 150, h: 50)
        w += Self.words("Showing Dec 14 – Jan 6", x: 60, y: 250, h: 28, ink: Self.grey)
        w += Self.table(
            [
                ["DATE", "DESCRIPTION", "AMOUNT", "BALANCE", ""], ["12/16", "POS PURCHASE BLUE BOTTLE", "-4.72", "4,904.68", ""],
                ["12/21", "ACH PMT COMCAST CABLE", "-79.99", "4,824.69", ""],
            ], lefts: [40, 180, 0, 0, 0], rights: [2: 1000, 3: 1200], top: 400)
        let parsed = try Self.parse(w, asOf: "2027-01-06", currency: .usd)
        #expect(Self.summary(parsed) == ["2026-12-16 -4.72 POS PURCHASE BLUE BOTTLE", "2026-12-21 -79.99 ACH PMT COMCAST CABLE"])
        // a card's balance whose label was lost (pale on a red card), `Payment due Jan 27` under it
        var card: [OCRWord] = []
        card += Self.words("SavorOne", x: 90, y: 360, h: 32)
        card += Self.words("$1,587.80", x: 90, y: 540, h: 97)
        card += Self.words("Payment due Jan 27", x: 60, y: 887, h: 32)
        card += Self.words("Minimum payment", x: 60, y: 947, h: 34, ink: Self.grey)
        card += Self.words("$25.00", x: 380, y: 947, h: 36, ink: Self.grey)
        card += Self.appRows([("SPOTIFY USA", "$11.99", ["Jan 5"])], x: 60, y: 1200, step: 200, greenIf: { _ in false })
        #expect(Self.summary(try Self.parse(card, asOf: "2027-01-08", currency: .usd)) == ["2027-01-05 -11.99 SPOTIFY USA"])
    }

    @Test(
        "a payment app's grey line ends with the day (its dot lost, a colon, a dash or a guillemet); a balance card's due date dates nothing"
    )
    func kindThenDay() throws {
        var w: [OCRWord] = []
        w += Self.words("Card Balance", x: 60, y: 100, h: 30, ink: Self.grey)
        w += Self.right("Payment Due Oct 28", right: 1200, y: 100, h: 30, ink: Self.grey)
        w += Self.words("$1,204.33", x: 60, y: 150, h: 60)
        w += Self.appRows(
            [
                ("HelloFresh", "-£44.99 GBP", ["Automatic Payment Sep 28"]), ("Just Eat", "-£23.34 GBP", ["Payment: Aug 12"]),
                ("BT Broadband", "-£39.99 GBP", ["Automatic Payment -May 4"]), ("Interest", "+£2.99 GBP", ["Money received Jul 31"]),
                // (a dark 1x page read the dot before the month as a guillemet glued to it)
                ("Currys", "-£1,373.94 GBP", ["Purchase «Sep 16"]),
            ], x: 180, y: 300, step: 150, greenIf: { $0.hasPrefix("+") })
        let parsed = try Self.parse(w, asOf: "2026-10-07", currency: .gbp)
        #expect(
            Self.summary(parsed) == [
                "2026-09-28 -44.99 HelloFresh", "2026-08-12 -23.34 Just Eat", "2026-05-04 -39.99 BT Broadband", "2026-07-31 2.99 Interest",
                "2026-09-16 -1373.94 Currys",
            ])
    }

    @Test("a Chinese card bill: 交易日 labels the day, 尾号 the card; a two-character name with a pale green repayment is its own row")
    func chineseCardBill() throws {
        let w = Self.chineseCardBill(
            [
                ("iCloud云存储", "¥6.00", ["交易日 12-18 · 尾号5179"]), ("工资", "-¥14,557.00", ["交易日12-18 尾号5179"]),
                ("房租", "¥3,428.76", ["交易12-17 |尾号5179"]), ("叮咚买菜", "¥68.50", ["交易日 12-17 尾号5179"]),
                ("京东PLUS会员", "¥99.00", ["交易日 12-16 尾号5179"]), ("地铁出行", "¥5.99", ["交易日 12-12 · 尾号5179"]),
            ], greenIf: { $0.hasPrefix("-") })
        let parsed = try Self.parse(w, asOf: "2026-12-18", currency: .cny)
        #expect(
            Self.summary(parsed) == [
                "2026-12-18 -6.00 iCloud云存储", "2026-12-18 14557.00 工资", "2026-12-17 -3428.76 房租", "2026-12-17 -68.50 叮咚买菜",
                "2026-12-16 -99.00 京东PLUS会员", "2026-12-12 -5.99 地铁出行",
            ])
        #expect(LayoutStatementParser.isCardTail("尾号5179") && LayoutStatementParser.isCardTail("(5179)"))
        #expect(!LayoutStatementParser.isCardTail("5179") && !LayoutStatementParser.isCardTail("尾号51"))
    }

    @Test("a green amount two lines under a row's amount, beside a name read small, is a row of its own, not that row's balance")
    func greenAmountUnderARow() throws {
        var w = Self.chineseCardBill(
            [
                ("星巴克", "¥39.12", ["交易日 02-14 尾号6062"]), ("叮咚买菜", "¥68.50", ["交易日 02-11 尾号6062"]),
                ("房租", "¥3,879.00", ["交易日 02-11 尾号6062"]), ("全家便利店", "¥33.81", ["交易日 02-10 尾号6062"]),
            ])
        // between 叮咚买菜 and 房租: 工资, its name read as small debris, its amount green
        w = w.map { word in
            var word = word
            if word.top >= 600 { word.top += 150; word.bottom += 150 }
            return word
        }
        w +=
            Self.words("工资", x: 40, y: 600, h: 20) + Self.right("-¥9,838.99", right: 1200, y: 600, ink: Self.green)
            + Self.words("交易日 02-11 尾号6062", x: 40, y: 650, h: 30, ink: Self.grey)
        let parsed = try Self.parse(w, asOf: "2026-02-20", currency: .cny)
        #expect(Self.summary(parsed).contains("2026-02-11 9838.99 工资"), "\(Self.summary(parsed))")
        #expect(parsed.transactions.count == 5)
    }

    @Test("a Chinese card bill with few rows is a card statement by its summary words: unsigned are charges, minus are repayments")
    func chineseCardWords() throws {
        let w = Self.chineseCardBill(
            [
                ("叮咚买菜", "¥68.50", ["交易日 09-01 尾号5179"]), ("转账-来自王芳", "-¥713.74", ["交易日 09-01 尾号5179"]),
                ("美团外卖", "¥35.21", ["交易日 08-30 尾号5179"]), ("退款-京东", "-¥201.64", ["交易日 08-26 尾号5179"]),
                ("中国石化", "¥223.12", ["交易日 08-25 尾号5179"]),
            ])
        let parsed = try Self.parse(w, asOf: "2026-09-04", currency: .cny)
        #expect(
            Self.summary(parsed) == [
                "2026-09-01 -68.50 叮咚买菜", "2026-09-01 713.74 转账-来自王芳", "2026-08-30 -35.21 美团外卖", "2026-08-26 201.64 退款-京东",
                "2026-08-25 -223.12 中国石化",
            ])
    }

    @Test("a time alone dates nothing on a page without relative dates, and a weekday inside a name is no date")
    func timeAndWeekdayAreNotDates() throws {
        var w: [OCRWord] = []
        w += Self.words("Sunday Riley", x: 180, y: 300)
        w += Self.right("$45.00", right: 1200, y: 300)
        w += Self.words("09:14", x: 180, y: 350, h: 30, ink: Self.grey)
        w += Self.words("Netflix", x: 180, y: 470)
        w += Self.right("$15.49", right: 1200, y: 470)
        w += Self.words("Oct 3", x: 180, y: 520, h: 30, ink: Self.grey)
        let parsed = try Self.parse(w, asOf: "2026-10-17", currency: .usd)
        #expect(Self.summary(parsed) == ["2026-10-03 -15.49 Netflix"])
        #expect(StatementTextParser.leadingDate("Sunday Riley").0 == nil)
        #expect(StatementTextParser.leadingDate("Martes").0 == .weekday(2))
    }

    @Test("a row with an unreadable cell in the page's date column is skipped, not given the date above")
    func unreadableDateInColumn() throws {
        var w = Self.words("2026年05月", x: 50, y: 20, h: 40)
        for (y, date, name, amount) in [
            (100, "05-12", "余额宝-收益发放", "+¥1.99"), (400, "05-08", "银联-沃尔玛", "-¥164.37"), (550, "05-06", "国网电费代扣", "-¥108.34"),
        ] {
            w += Self.words(date, x: 50, y: y, h: 30)
            w += Self.words(name, x: 200, y: y, h: 30)
            w += Self.right(amount, right: 700, y: y, h: 30)
        }
        // `05-09` read as an icon's glyph and `-3`, in the date column, over the name.
        w += Self.words("鸣", x: 50, y: 250, h: 30)
        w += Self.words("-3", x: 90, y: 250, h: 30)
        w += Self.words("财付通-叮咚买菜", x: 200, y: 250, h: 30)
        w += Self.right("-¥68.50", right: 700, y: 250, h: 30)
        let parsed = try Self.parse(w, asOf: "2026-05-19", currency: .cny)
        #expect(parsed.transactions.map(\.date.iso) == ["2026-05-12", "2026-05-08", "2026-05-06"])
    }

    @Test("a grey balance under a row whose own amount was unreadable is that row's balance, not a charge")
    func balanceUnderUnreadAmount() throws {
        var w: [OCRWord] = []
        w += Self.words("Hoy", x: 40, y: 100, h: 34)
        var y = 180
        for (name, amount, balance) in [
            ("Netflix", "-12,99 €", "1.234,56 €"), ("Renfe", "-31,22 €", "1.247,55 €"), ("Lidl", "-57,20 €", "1.278,77 €"),
        ] {
            w += Self.words(name, x: 40, y: y)
            w += Self.right(amount, right: 1200, y: y)
            w += Self.words("Compra con tarjeta", x: 40, y: y + 50, h: 30, ink: Self.grey)
            w += Self.right(balance, right: 1200, y: y + 50, h: 30, ink: Self.grey)
            y += 140
        }
        // `+255,10 €` read as `+255/10 €`: not money, so the grey balance under it is all that is left.
        w += Self.words("Transferencia recibida", x: 40, y: y)
        w += Self.right("+255/10 €", right: 1200, y: y, ink: Self.green)
        w += Self.words("Transferencia", x: 40, y: y + 50, h: 30, ink: Self.grey)
        w += Self.right("8.542,59", right: 1200, y: y + 50, h: 30, ink: Self.grey)
        y += 140
        // `-12,99 €` over `7.715,55 €` on a shrunk page: the amount read with half the balance as
        // `2,99 e` (not money), the balance's end as `15,55 €`, half again as tall as the others.
        w += Self.words("Netflix", x: 40, y: y)
        w += Self.right("2,99 e", right: 1200, y: y)
        w += Self.words("Recibo domiciliado", x: 40, y: y + 50, h: 30, ink: Self.grey)
        w += Self.right("15,55 €", right: 1200, y: y + 40, h: 42, ink: Self.grey)
        let parsed = try Self.parse(w, asOf: "2026-10-03")
        #expect(parsed.transactions.map(\.amount.decimalString) == ["-12.99", "-31.22", "-57.20"])
    }

    @Test("an amount four heights under the row above, its date line between misread, is the next row's, though a hair paler and smaller")
    func nextRowNotBalance() throws {
        // A dark card app: white names and amounts, grey dates; `Jan 3` under AutoPay read `jJan3`.
        let name = InkColor(red: 200, green: 200, blue: 200, background: 20, luminance: 200)
        let paler = InkColor(red: 159, green: 159, blue: 159, background: 20, luminance: 159)
        var w: [OCRWord] = []
        w += Self.words("Google YouTube Premium", x: 55, y: 1449, h: 36, ink: Self.white)
        w += Self.right("$13.99", right: 966, y: 1449, h: 36, ink: Self.white)
        w += Self.words("Jan 4", x: 58, y: 1506, h: 24, ink: Self.dimOnDark)
        w += Self.words("AutoPay Payment Thank You", x: 55, y: 1798, h: 38, ink: name)
        w += Self.right("-$1,647.00", right: 966, y: 1796, h: 35, ink: name)
        w += Self.words("Jan 3", x: 58, y: 1853, h: 24, ink: Self.dimOnDark)
        w += Self.words("HULU 877-8244858 CA", x: 57, y: 1971, h: 29, ink: paler)
        w += Self.right("$17.99", right: 966, y: 1969, h: 31, ink: paler)
        w += Self.words("Jan 1", x: 58, y: 2027, h: 24, ink: Self.dimOnDark)
        let parsed = try Self.parse(w, asOf: "2026-01-05", currency: .usd)
        #expect(parsed.transactions.map(\.description) == ["Google YouTube Premium", "AutoPay Payment Thank You", "HULU 877-8244858 CA"])
        #expect(parsed.transactions.map(\.amount.magnitude.decimalString) == ["13.99", "1647.00", "17.99"], "\(Self.summary(parsed))")
    }

    @Test("a date that breaks the list's order between two rows that keep it is kept, flagged and warned about")
    func dateOutOfOrder() throws {
        var w: [OCRWord] = []
        var y = 100
        for (date, name, amount) in [
            ("Sep 6", "Boots", "£25.70"), ("Sep 5", "James Smith", "+£38.00"), ("Sep 4", "HelloFresh", "£44.99"),
            ("Sep 20", "BT Broadband", "£39.99"),  // `Sep 2` with a ghost zero
            ("Aug 31", "Uber", "£28.61"), ("Aug 28", "HelloFresh", "£44.99"),
        ] {
            w += Self.words(date, x: 40, y: y)
            w += Self.words(name, x: 300, y: y)
            w += Self.right(amount, right: 1200, y: y, ink: amount.hasPrefix("+") ? Self.green : Self.black)
            y += 120
        }
        let parsed = try Self.parse(w, asOf: "2026-09-06")
        #expect(
            parsed.transactions.map(\.date.iso) == ["2026-09-06", "2026-09-05", "2026-09-04", "2025-09-20", "2026-08-31", "2026-08-28"])
        #expect(parsed.transactions[3].confidence == 30)
        #expect(parsed.transactions.filter { ($0.confidence ?? 100) <= 30 }.count == 1)
        #expect(parsed.warnings.contains { $0.contains("row 4") && $0.contains("out of the list's order") })
        #expect(LayoutStatementParser.outOfOrder([]).isEmpty)
    }

    @Test("a day over its month, both on lines of their own left of the name, dates the row")
    func stackedDateBesideName() throws {
        var w: [OCRWord] = []
        w += Self.words("Just Eat", x: 240, y: 100, h: 34)
        w += Self.right("£27.15", right: 1250, y: 110, h: 34)
        w += Self.words("4", x: 100, y: 140, h: 40)  // the day, large, between the name and the month
        w += Self.words("Nov", x: 90, y: 190, h: 26, ink: Self.grey)
        w += Self.words("Debit card *5718", x: 240, y: 190, h: 26, ink: Self.grey)
        let parsed = try Self.parse(w, asOf: "2026-11-20")
        #expect(Self.summary(parsed) == ["2026-11-04 -27.15 Just Eat"])
    }

    @Test("a day header a row height under a row starts a group, even when the next row's amount was not read")
    func dayHeaderAfterRow() throws {
        var w: [OCRWord] = []
        w += Self.words("HOY", x: 40, y: 100, h: 34)
        w += Self.words("HelloFresh", x: 40, y: 200, h: 44)
        w += Self.right("-49,99 €", right: 1200, y: 200, h: 44)
        w += Self.words("Recibo domiciliado", x: 40, y: 260, h: 34, ink: Self.grey)
        w += Self.right("6.145,39 €", right: 1200, y: 260, h: 34, ink: Self.grey)
        w += Self.words("AYER", x: 40, y: 380, h: 34)
        // Netflix's amount lost: the next amount is two rows down.
        w += Self.words("Netflix", x: 40, y: 540, h: 44)
        w += Self.words("Recibo domiciliado", x: 40, y: 600, h: 34, ink: Self.grey)
        w += Self.words("Bizum de María", x: 40, y: 880, h: 44)
        w += Self.right("+48,02 €", right: 1200, y: 880, h: 44, ink: Self.green)
        w += Self.words("Bizum", x: 40, y: 940, h: 34, ink: Self.grey)
        w += Self.right("6.195,01 €", right: 1200, y: 940, h: 34, ink: Self.grey)
        let parsed = try Self.parse(w, asOf: "2026-08-30")
        #expect(Self.summary(parsed) == ["2026-08-30 -49.99 HelloFresh", "2026-08-29 48.02 Bizum de María"])
    }

    @Test("an amount that lost its sign on a page that signs both ways is kept as a charge and flagged")
    func lostSignIsFlagged() throws {
        var w: [OCRWord] = []
        w += Self.words("Yesterday", x: 40, y: 100, h: 34)
        w += Self.words("Netflix", x: 40, y: 180)
        w += Self.right("-$15.49", right: 1200, y: 180)
        w += Self.words("Refund", x: 40, y: 280)
        w += Self.right("+$20.00", right: 1200, y: 280)
        w += Self.words("Spotify", x: 40, y: 380)
        w += Self.right("$11.99", right: 1200, y: 380)
        let parsed = try Self.parse(w, asOf: "2026-11-12")
        #expect(parsed.transactions.map(\.amount.decimalString) == ["-15.49", "20.00", "-11.99"])
        #expect(parsed.signUncertain == [2])
        #expect(parsed.warnings.contains { $0.contains("row 3") && $0.contains("uncertain") })
    }

    @Test("a date line under each row belongs to that row; a day header above a row starts a group")
    func dateLinesAndHeaders() throws {
        var w: [OCRWord] = []
        w += Self.words("Netflix", x: 40, y: 180)
        w += Self.right("-$15.49", right: 1200, y: 180)
        w += Self.words("Oct 3 · Pending", x: 40, y: 228, h: 30, ink: Self.grey)
        w += Self.words("Spotify", x: 40, y: 340)
        w += Self.right("-$11.99", right: 1200, y: 340)
        w += Self.words("Oct 1", x: 40, y: 388, h: 30, ink: Self.grey)
        // A header with room above it, close to the row below.
        w += Self.words("September 28", x: 40, y: 560, h: 34)
        w += Self.words("Hulu", x: 40, y: 620)
        w += Self.right("-$7.99", right: 1200, y: 620)
        let parsed = try Self.parse(w, asOf: "2026-10-05")
        #expect(Self.summary(parsed) == ["2026-10-03 -15.49 Netflix", "2026-10-01 -11.99 Spotify", "2026-09-28 -7.99 Hulu"])
    }

    @Test("a WeChat-style month header and summary give the year and are not transactions; the date sits under the merchant")
    func wechatMonthSummary() throws {
        var w: [OCRWord] = []
        w += Self.words("2026年10月", x: 40, y: 100, h: 36)
        w += Self.words("支出 ¥488.90", x: 40, y: 160, h: 30, ink: Self.grey)
        w += Self.words("收入 ¥200.00", x: 400, y: 160, h: 30, ink: Self.grey)
        w += Self.words("爱奇艺VIP会员", x: 160, y: 260)
        w += Self.right("-25.00", right: 1200, y: 260)
        w += Self.words("10月3日 14:22", x: 160, y: 310, h: 30, ink: Self.grey)
        w += Self.words("转账-来自王芳", x: 160, y: 420)
        w += Self.right("+200.00", right: 1200, y: 420)
        w += Self.words("10月1日 09:05", x: 160, y: 470, h: 30, ink: Self.grey)
        let parsed = try Self.parse(w, asOf: "2026-11-20")
        #expect(Self.summary(parsed) == ["2026-10-03 -25.00 爱奇艺VIP会员", "2026-10-01 200.00 转账-来自王芳"])
        #expect(parsed.transactions.allSatisfy { $0.amount.currency == .cny })
    }

    @Test("a wrapped merchant name continues in the same type; a paler line under it does not")
    func wrapAndSecondaryLines() throws {
        var w: [OCRWord] = []
        w += Self.words("Nov 8", x: 40, y: 100, h: 34)
        w += Self.words("Dropbox Plus annual plan", x: 40, y: 180)
        w += Self.right("-$119.88", right: 1200, y: 180)
        w += Self.words("renewal", x: 40, y: 226)
        w += Self.words("Cloud storage", x: 40, y: 276, h: 30, ink: Self.grey)
        let parsed = try Self.parse(w, asOf: "2026-11-12")
        #expect(Self.summary(parsed) == ["2026-11-08 -119.88 Dropbox Plus annual plan renewal"])
    }

    @Test("dark mode: pale text on dark is still secondary, bright text primary")
    func darkModeSecondary() throws {
        var w: [OCRWord] = []
        w += Self.words("Today", x: 40, y: 100, h: 34, ink: Self.white)
        w += Self.words("Disney Plus", x: 40, y: 180, ink: Self.white)
        w += Self.right("-€8.99", right: 1200, y: 180, ink: Self.white)
        w += Self.words("Streaming service", x: 40, y: 228, h: 30, ink: Self.dimOnDark)
        let parsed = try Self.parse(w, asOf: "2026-11-12")
        #expect(Self.summary(parsed) == ["2026-11-12 -8.99 Disney Plus"])
    }

    @Test("avatar initials beside the amount, the name on the line above: the name is the description")
    func initialsBesideAmount() throws {
        var w: [OCRWord] = []
        w += Self.words("Today", x: 40, y: 100, h: 34, ink: Self.white)
        w += Self.words("Uber", x: 260, y: 180, ink: Self.white)
        w += Self.words("UB", x: 130, y: 209, h: 33, ink: Self.white)
        w += Self.right("-€13.43", right: 1200, y: 205, ink: Self.white)
        w += Self.words("Transport", x: 257, y: 246, h: 36, ink: Self.dimOnDark)
        let parsed = try Self.parse(w, asOf: "2026-11-12")
        #expect(Self.summary(parsed) == ["2026-11-12 -13.43 Uber"])
    }

    @Test("a green amount two lines under a row is a row of its own when a name in the page's type stands beside it")
    func greenAmountWithItsName() throws {
        var w: [OCRWord] = []
        // `Costa Coffee` read with boxes stretched over the day number under them (51 px, the amount 27)
        w += Self.words("jun", x: 40, y: 100, h: 21, ink: Self.grey)
        w += Self.words("Costa Coffee", x: 150, y: 100, h: 51)
        w += Self.right("£5.56", right: 1200, y: 100, h: 27)
        w += Self.words("27", x: 40, y: 140, h: 35)
        w += Self.words("jun", x: 40, y: 270, h: 21, ink: Self.grey)
        w += Self.words("Interest", x: 150, y: 270, h: 27)
        w += Self.right("+£3.99", right: 1200, y: 270, h: 25, ink: Self.green)
        w += Self.words("26", x: 40, y: 305, h: 35)
        let parsed = try Self.parse(w, asOf: "2026-07-05", currency: .gbp)
        #expect(
            Self.summary(parsed).map { $0.split(separator: " ").dropFirst().joined(separator: " ") } == [
                "-5.56 Costa Coffee", "3.99 Interest",
            ])
    }

    @Test("a category word between two words of a name is part of it; after the name it is not")
    func categoryWordInsideName() throws {
        // a monospaced statement's wide word gaps make each word a cell of its own
        var w: [OCRWord] = []
        let rows = [
            ["TFL", "TRAVEL", "CH"], ["HELLOFRESH", "UK"], ["OCTOPUS", "ENERGY"], ["NETFLIX.COM"], ["DELIVEROO", "Transport"],
        ]
        for (k, cells) in rows.enumerated() {
            let y = 100 + 80 * k
            w += Self.words("31 Aug", x: 40, y: y)
            var x = 400
            for cell in cells {
                w += Self.words(cell, x: x, y: y)
                x += cell.count * 20 + 50  // a gap wider than the type: a cell of its own
            }
            w += Self.right("\(k + 3).58", right: 1200, y: y)
        }
        let parsed = try Self.parse(w, asOf: "2026-09-05", currency: .gbp)
        #expect(
            Self.summary(parsed) == [
                "2026-08-31 -3.58 TFL TRAVEL CH", "2026-08-31 -4.58 HELLOFRESH UK", "2026-08-31 -5.58 OCTOPUS ENERGY",
                "2026-08-31 -6.58 NETFLIX.COM", "2026-08-31 -7.58 DELIVEROO",
            ])
    }

    @Test("cells: a gap wider than a word height splits cells; a money token glued to text is cut off")
    func cells() {
        let line = PageLayout.lines(from: Self.words("NETFLIX.COM -15.49", x: 40, y: 100))
        #expect(line.count == 1)
        #expect(line[0].cells.map(\.text) == ["NETFLIX.COM", "-15.49"])
        // An amount torn at its thousands separator is one cell; a store number a column away
        // from the amount is not part of it.
        var torn = Self.words("APPLE STORE", x: 40, y: 100)
        torn += [OCRWord(text: "1", left: 900, top: 100, right: 920, bottom: 140, confidence: 90)]
        torn += [OCRWord(text: "234.50", left: 965, top: 100, right: 1100, bottom: 140, confidence: 90)]
        #expect(PageLayout.lines(from: torn)[0].cells.map(\.text) == ["APPLE STORE", "1234.50"])
        var apart = Self.words("TESCO STORES", x: 40, y: 100)
        apart += [OCRWord(text: "3297", left: 340, top: 100, right: 420, bottom: 140, confidence: 90)]
        apart += [OCRWord(text: "51.24", left: 1300, top: 100, right: 1400, bottom: 140, confidence: 90)]
        let apartCells = PageLayout.lines(from: apart)[0].cells
        #expect(apartCells.last?.money.map { $0.mantissa } == 5124)
        let dated = PageLayout.lines(from: Self.words("10/03 SPOTIFY USA", x: 40, y: 100))
        #expect(dated[0].cells.map(\.text) == ["10/03", "SPOTIFY USA"])
        #expect(LayoutCell.isTime("09:44") && LayoutCell.isTime("9:41 AM") && !LayoutCell.isTime("10:3"))
        // a scan's Han numerals or full-width figures around a colon (WenQuanYi Zen Hei, tuning
        // seed 15 cn-bank-01): no clock, and no crash (they are numbers to `Character.isNumber`)
        #expect(!LayoutCell.isTime("二:三四") && !LayoutCell.isTime("１０:３０") && !LayoutCell.isTime("5:二二"))
        #expect(LayoutCell.classify("二:三四") != .time)
        // a scan's quote speck beside a time (`10:21:07”`): the time
        #expect(LayoutCell.classify("10:21:07”") == .time && LayoutCell.classify("“09:44") == .time)
        // a sign read as another glyph before the currency symbol: an amount whose sign is unread
        let marked = PageLayout.lines(from: Self.words("SPOTIFY 0$11.99", x: 40, y: 100))[0].cells
        #expect(marked.last?.money?.mantissa == 1199 && marked.last?.hasUnreadMark == true)
        #expect(LayoutCell.isMoney("□$19.60") && LayoutCell.isMoney("O€4.50"))
        #expect(!LayoutCell.isMoney("10$5.00") && !LayoutCell.isMoney("0$-5.00") && !LayoutCell.isMoney("X$5.00"))
        #expect(PageLayout.lines(from: Self.words("SPOTIFY -$11.99", x: 40, y: 100))[0].cells.last?.hasUnreadMark == false)
    }

    /// A statement table, one row per entry: cells at fixed x, amounts right-aligned at `rights`.
    static func table(_ rows: [[String]], lefts: [Int], rights: [Int: Int], top: Int = 300) -> [OCRWord] {
        var w: [OCRWord] = []
        for (r, row) in rows.enumerated() {
            let y = top + r * 60
            for (c, cell) in row.enumerated() where !cell.isEmpty {
                if let right = rights[c] { w += Self.right(cell, right: right, y: y) } else { w += Self.words(cell, x: lefts[c], y: y) }
            }
        }
        return w
    }

    @Test("a ledger whose Type column says DR or CR beside unsigned amounts; its currency named only by code; dates as 03 Mar 2025")
    func typeColumnLedger() throws {
        var w = Self.words("Currency: USD", x: 40, y: 100)
        w += Self.table(
            [
                ["Date", "Description", "Type", "Amount", "Balance"],
                ["03 Mar 2025", "NETFLIX.COM", "DR", "15.49", "1,984.51"],
                ["05 Mar 2025", "PAYROLL ACME", "CR", "2,500.00", "4,484.51"],
                ["09 Mar 2025", "SPOTIFY USA", "DR", "11.99", "4,472.52"],
            ], lefts: [40, 500, 1300, 0, 0], rights: [3: 1900, 4: 2300])
        let parse = try Self.parse(w)
        #expect(
            Self.summary(parse) == [
                "2025-03-03 -15.49 NETFLIX.COM", "2025-03-05 2500.00 PAYROLL ACME", "2025-03-09 -11.99 SPOTIFY USA",
            ])
        #expect(parse.transactions.allSatisfy { $0.amount.currency.code == "USD" })
    }

    /// A ledger row at `y`: its date at a left, its name's words, its amount right-aligned at a
    /// right, its balance right-aligned at 2300.
    static func ledgerRow(_ date: (String, Int), _ name: [OCRWord], _ amount: (String, Int), _ balance: String, y: Int) -> [OCRWord] {
        words(date.0, x: date.1, y: y) + name + right(amount.0, right: amount.1, y: y) + right(balance, right: 2300, y: y)
    }

    @Test("`DEBIT` a word's space before `CARD PURCHASE …` is the name's first word, not a Type column's; its wrapped line goes on with it")
    func debitStartingAName() throws {
        // Courier on a scan: every word its own cell, a glyph's width apart (seed 9 us-credit-union-05
        // had `CARD PURCHASE XXXX0599 TRADER JOE S #552`, its `DEBIT` and `PORTLAND OR` lost)
        func spaced(_ text: String, x: Int, y: Int) -> [OCRWord] {
            var out: [OCRWord] = []
            var left = x
            for part in text.split(separator: " ") {
                out += Self.words(String(part), x: left, y: y)
                left = out.last!.right + 44  // (a gap over the line's height: cells apart)
            }
            return out
        }
        var w = Self.table(
            [["Date", "Description", "Withdrawals", "Deposits", "Balance"]], lefts: [40, 300, 0, 0, 0],
            rights: [2: 1700, 3: 2000, 4: 2300], top: 100)
        w += Self.ledgerRow(("07/01", 40), Self.words("ONLINE PMT OAKWOOD APTS", x: 300, y: 200), ("2,200.00", 1700), "2,549.63", y: 200)
        w += Self.ledgerRow(
            ("07/04", 40), spaced("DEBIT CARD PURCHASE XXXX0599 TRADER JOE S #552", x: 300, y: 300), ("39.83", 1700), "2,509.80", y: 300)
        w += Self.words("PORTLAND OR", x: 300, y: 350)
        w += Self.ledgerRow(("07/05", 40), Self.words("ACH CREDIT ACME CORP PAYROLL", x: 300, y: 450), ("930.00", 2000), "3,439.80", y: 450)
        let parse = try Self.parse(w, asOf: "2025-07-31", currency: .usd)
        #expect(
            Self.summary(parse) == [
                "2025-07-01 -2200.00 ONLINE PMT OAKWOOD APTS",
                "2025-07-04 -39.83 DEBIT CARD PURCHASE XXXX0599 TRADER JOE S #552 PORTLAND OR",
                "2025-07-05 930.00 ACH CREDIT ACME CORP PAYROLL",
            ], "\(Self.summary(parse)) \(parse.warnings)")
    }

    @Test("a speck in the page's margin read as a word (`Boe`) before a wrapped name's line does not end the name")
    func marginSpeckBeforeWrappedLine() throws {
        // seed 9 world-ledger-11 (Roboto Light, scanned): `TRANSFER TO L HARRIS` lost `RENT FLAT 2`
        var w = Self.table(
            [["Date", "Description", "Debit", "Credit", "Balance"]], lefts: [200, 480, 0, 0, 0],
            rights: [2: 1700, 3: 2000, 4: 2300], top: 100)
        w += Self.ledgerRow(("16 Apr", 200), Self.words("TRANSFER TO L HARRIS", x: 480, y: 200), ("1,300.00", 1700), "3,148.26", y: 200)
        w += Self.words("Boe", x: 20, y: 250, h: 34) + Self.words("RENT FLAT 2", x: 480, y: 250)
        w += Self.ledgerRow(("18 Apr", 200), Self.words("TESCO STORES 3297", x: 480, y: 350), ("58.15", 1700), "3,090.11", y: 350)
        let parse = try Self.parse(w, asOf: "2025-04-30", currency: Currency(code: "AUD"))
        #expect(
            Self.summary(parse) == ["2025-04-16 -1300.00 TRANSFER TO L HARRIS RENT FLAT 2", "2025-04-18 -58.15 TESCO STORES 3297"],
            "\(Self.summary(parse)) \(parse.warnings)")
    }

    @Test("the opening balance printed over the table settles its first row's sign: a charge whose minus was lost is no income")
    func openingBalanceSettlesFirstRow() throws {
        let w = Self.table(
            [
                ["Date", "Description", "Amount", "Balance"],
                ["01 Sep", "Opening balance", "", "1,831.61"],
                ["02 Sep", "HELLOFRESH UK", "44.99", "1,786.62"],
                ["09 Sep", "HELLOFRESH UK", "-44.99", "1,741.63"],
                ["24 Sep", "INTEREST (GROSS)", "3.50", "1,745.13"],
            ], lefts: [40, 300, 0, 0], rights: [2: 1500, 3: 2000])
        // read before: 44.99 money in (an unsigned amount on a page that signs its charges)
        #expect(
            Self.summary(try Self.parse(w, asOf: "2026-10-05", currency: .gbp)) == [
                "2026-09-02 -44.99 HELLOFRESH UK", "2026-09-09 -44.99 HELLOFRESH UK", "2026-09-24 3.50 INTEREST (GROSS)",
            ])
    }

    @Test("newest first, the opening balance printed under the table settles the oldest row's sign: an unsigned deposit there is no charge")
    func openingBalanceUnderNewestFirst() throws {
        let w = Self.table(
            [
                ["Date", "Details", "Amount", "Balance"],
                ["11 May", "VISA PURCHASE TRAINLINE.COM", "81.69", "4,811.86"],
                ["10 May", "TRANSFER TO L HARRIS", "1,400.00", "4,893.55"],
                ["10 May", "TRANSFER FROM J SMITH", "103.07", "6,293.55"],
                ["", "Opening balance", "", "6,190.48"],
            ], lefts: [40, 300, 0, 0], rights: [2: 1500, 3: 2000])
        // read before: 103.07 a charge (the rows above it moved as charges, it had no row under it)
        #expect(
            Self.summary(try Self.parse(w, asOf: "2025-06-09", currency: .gbp)) == [
                "2025-05-11 -81.69 VISA PURCHASE TRAINLINE.COM", "2025-05-10 -1400.00 TRANSFER TO L HARRIS",
                "2025-05-10 103.07 TRANSFER FROM J SMITH",
            ])
    }

    @Test("amounts with a trailing minus, compact dates (20250303) and a total line of many words")
    func trailingMinusAndCompactDates() throws {
        let w = Self.table(
            [
                ["Date", "Description", "Amount EUR"],
                ["20250303", "NETFLIX INTERNATIONAL", "15,49-"],
                ["20250305", "GEHALT ACME GMBH", "2.500,00"],
                ["", "TOTAL PAYMENTS AND OTHER CREDITS FOR THIS PERIOD", "2.500,00"],
            ], lefts: [40, 500, 0], rights: [2: 2000])
        let parse = try Self.parse(w)
        #expect(
            Self.summary(parse) == ["2025-03-03 -15.49 NETFLIX INTERNATIONAL", "2025-03-05 2500.00 GEHALT ACME GMBH"], "\(parse.warnings)")
    }

    @Test("a header set on two lines names its columns (Withdrawals/ over Subtractions), and a balance on some rows only is not the amount")
    func twoLineHeader() throws {
        var w =
            Self.words("Deposits/", x: 1400, y: 240) + Self.words("Withdrawals/", x: 1800, y: 240)
            + Self.words("Ending daily", x: 2200, y: 240)
        w += Self.table(
            [
                ["Date", "Description", "Additions", "Subtractions", "balance"],
                ["7/6", "PURCHASE UBER TRIP", "", "15.83", "5,749.34"],
                ["7/7", "ONLINE PMT OAKWOOD APTS", "", "1,500.00", ""],
                ["7/12", "ACME CORP PAYROLL", "1,053.99", "", "4,923.06"],
            ], lefts: [40, 300, 0, 0, 0], rights: [2: 1700, 3: 2100, 4: 2500], top: 290)
        #expect(
            Self.summary(try Self.parse(w, asOf: "2024-08-05", currency: .usd)) == [
                "2024-07-06 -15.83 PURCHASE UBER TRIP", "2024-07-07 -1500.00 ONLINE PMT OAKWOOD APTS",
                "2024-07-12 1053.99 ACME CORP PAYROLL",
            ])
    }

    @Test("a Chinese flow with a 收/支 column: 支出 and 收入 give the direction, and are no month summary on a dated row")
    func incomeExpenseColumn() throws {
        let w = Self.table(
            [
                ["交易时间", "交易对方", "收/支", "金额(元)", "余额"],
                ["2025-03-03 10:22:01", "爱奇艺", "支出", "25.00", "1,975.00"],
                ["2025-03-05 09:00:00", "代发工资", "收入", "8,000.00", "9,975.00"],
            ], lefts: [40, 700, 1200, 0, 0], rights: [3: 1900, 4: 2300])
        #expect(Self.summary(try Self.parse(w)) == ["2025-03-03 -25.00 爱奇艺", "2025-03-05 8000.00 代发工资"])
    }
}
