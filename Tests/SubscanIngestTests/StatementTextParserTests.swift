import Foundation
import SubscanCore
import Testing

@testable import SubscanIngest

func parseStatement(_ text: String, asOf: String = "2026-10-29", currency: Currency? = nil) throws -> [Transaction] {
    try StatementTextParser.parse(
        text: text, options: StatementOptions(file: "s.txt", referenceDate: LocalDate(iso: asOf)!, currency: currency)
    ).transactions
}

func rows(_ ts: [Transaction]) -> [String] {
    ts.map { "\($0.date.iso) \($0.amount.decimalString) \($0.amount.currency.code) \($0.description)" }
}

@Suite("statement text parser")
struct StatementTextParserTests {
    @Test(
        "a statement period: its two ends read the same way, day-first when that makes a period, else month-first; a description with digits or a lone year is none"
    )
    func periods() {
        func iso(_ p: ClosedRange<LocalDate>?) -> String? { p.map { "\($0.lowerBound.iso)…\($0.upperBound.iso)" } }
        #expect(iso(StatementTextParser.periodIn("Opening/Closing Date 04/08/25 05/07/25")) == "2025-04-08…2025-05-07")
        #expect(iso(StatementTextParser.periodIn("Periodo: 01/04/2025 - 30/04/2025")) == "2025-04-01…2025-04-30")
        #expect(iso(StatementTextParser.periodIn("Statement period: 11/15/2025 - 12/14/2025")) == "2025-11-15…2025-12-14")
        #expect(iso(StatementTextParser.periodIn("起止日期：2024-03-01 至 2024-03-31")) == "2024-03-01…2024-03-31")
        #expect(iso(StatementTextParser.periodIn("1 July 2024 to 31 July 2024")) == "2024-07-01…2024-07-31")
        #expect(StatementTextParser.periodIn("PURCHASE WHOLEFDS MKT 10234 AUSTIN TX S190399085803830 CARD 5449") == nil)
        #expect(StatementTextParser.periodIn("Invoice 2025") == nil)
        // Statement row dates: hyphenated with a two-digit year, compact, dotted with a month name.
        #expect(StatementTextParser.leadingDate("03-Mar-25").0 == .full(LocalDate(iso: "2025-03-03")!))
        #expect(StatementTextParser.leadingDate("20250303 NETFLIX").0 == .full(LocalDate(iso: "2025-03-03")!))
        #expect(StatementTextParser.leadingDate("20-Mar-2025").0 == .full(LocalDate(iso: "2025-03-20")!))
        #expect(StatementTextParser.leadingDate("3 Mar 25 STORES").0 == .monthDay(month: 3, day: 3))
        // spaced with a two-digit year when the year ends the text (a UK date column's `03 Mar 25`)
        #expect(StatementTextParser.leadingDate("03 Mar 25").0 == .full(LocalDate(iso: "2025-03-03")!))
        #expect(StatementTextParser.leadingDate("12 Mar 24 HOUR FITNESS").0 == .monthDay(month: 3, day: 12))
        // (its spaces lost in small type, alone in its cell)
        #expect(StatementTextParser.leadingDate("25Feb25").0 == .full(LocalDate(iso: "2025-02-25")!))
        #expect(StatementTextParser.leadingDate("Mar 12 24").0 != .full(LocalDate(iso: "2024-03-12")!))
        // A day and a month joined by a slash or a hyphen, no year (Mexican statements), and a slashed full date.
        #expect(StatementTextParser.leadingDate("16/NOV COMPRA TDD GLOVO APP").0 == .monthDay(month: 11, day: 16))
        #expect(StatementTextParser.leadingDate("28/AGO").0 == .monthDay(month: 8, day: 28))
        #expect(StatementTextParser.leadingDate("5-Dec SPOTIFY").0 == .monthDay(month: 12, day: 5))
        #expect(StatementTextParser.leadingDate("20/Mar/2025").0 == .full(LocalDate(iso: "2025-03-20")!))
        #expect(StatementTextParser.leadingDate("16/NOVA").0 == nil)
        // a scan's speck read as a colon in the space (`22:Oct`); a time stays no date
        #expect(StatementTextParser.leadingDate("22:Oct").0 == .monthDay(month: 10, day: 22))
        #expect(StatementTextParser.leadingDate("22:30 Oct").0 != .monthDay(month: 10, day: 22))
    }

    @Test(
        "dot leaders after a name are no part of it; a name's own dots (NETFLIX.COM, Co.), an account masked with dots and its columns stay"
    )
    func leadersLeftOut() {
        #expect(StatementTextParser.cleanDescription("ZELLE FROM M JONES ..........................") == "ZELLE FROM M JONES")
        #expect(StatementTextParser.cleanDescription("NETFLIX.COM......... CARD 4412") == "NETFLIX.COM CARD 4412")
        #expect(StatementTextParser.cleanDescription("HULU 877-8244858 . . . . . . .") == "HULU 877-8244858")
        #expect(StatementTextParser.cleanDescription("ACME Co. PAYROLL · · · · ·") == "ACME Co. PAYROLL")
        #expect(StatementTextParser.cleanDescription("HULU ……") == "HULU")
        #expect(StatementTextParser.cleanDescription("A.B.C. SUPPLY") == "A.B.C. SUPPLY")
        #expect(
            StatementTextParser.cleanDescription("ONLINE TRANSFER FROM SAV ...4471 REF #IB") == "ONLINE TRANSFER FROM SAV ...4471 REF #IB")
        // a first column of debris is still told by the three spaces between columns
        #expect(StatementTextParser.cleanDescription("@   SPOTIFY ......") == "SPOTIFY")
    }

    @Test("numeric dates whose days are all 12 or less: month first for the dollar and East Asian currencies, day first elsewhere")
    func ambiguousNumericDates() {
        let early = [(5, 9), (5, 2), (4, 30)]  // 04-30 decides: month first
        #expect(!StatementTextParser.decideDayFirst(early, currency: .eur))
        let undecided = [(5, 9), (5, 2)]
        #expect(!StatementTextParser.decideDayFirst(undecided, currency: .cny))
        #expect(!StatementTextParser.decideDayFirst(undecided, currency: .jpy))
        #expect(!StatementTextParser.decideDayFirst(undecided, currency: .usd))
        #expect(StatementTextParser.decideDayFirst(undecided, currency: .eur))
        #expect(StatementTextParser.decideDayFirst(undecided, currency: Currency(code: "GBP")))
        #expect(StatementTextParser.decideDayFirst(undecided, currency: nil))
        #expect(StatementTextParser.decideDayFirst([(13, 5)], currency: .cny))  // a day of 13 decides
    }

    @Test("a feed's age of a row alone in its cell (`2d`, `5h`, `40m`) is days back from the as-of date; nothing else is")
    func feedAges() {
        #expect(StatementTextParser.leadingDate("2d").0 == .relative(days: -2))
        #expect(StatementTextParser.leadingDate("5h").0 == .relative(days: 0))
        #expect(StatementTextParser.leadingDate("40m").0 == .relative(days: 0))
        #expect(StatementTextParser.leadingDate("3D").0 == nil)
        #expect(StatementTextParser.leadingDate("2x").0 == nil)
        #expect(StatementTextParser.leadingDate("45d").0 == nil)
        #expect(StatementTextParser.leadingDate("2d ago Netflix").0 == nil)
    }

    @Test("a misread date decides no order: `61/05` (a zero read as a six) beside `12/23` `12/26` is still month first")
    func misreadDateDecidesNoOrder() {
        // (before: a first number over 12 made every date of a card statement day first; 8 of 10 rows lost)
        let card = [(12, 12), (12, 31), (12, 23), (12, 26), (12, 29), (1, 3), (61, 5)]
        #expect(!StatementTextParser.decideDayFirst(card, currency: .eur))
        // one day misread over 12 among day-first dates: the more of them decide
        let european = [(25, 3), (28, 3), (30, 3), (3, 14)]
        #expect(StatementTextParser.decideDayFirst(european, currency: .usd))
    }

    @Test("app style: group headers give the date; unsigned amounts are charges and + is income")
    func appStyleGroups() throws {
        let text = """
            Transactions
            Today
            NETFLIX.COM                 $15.49
            Yesterday
            Payroll deposit          +$2,500.00
            Spotify USA                 $11.99
            Monday, Oct 26
            PAYPAL *HULU 4029357733     $17.99
            Oct 3
            Starbucks                    $6.45
            """
        #expect(
            try rows(parseStatement(text)) == [
                "2026-10-29 -15.49 USD NETFLIX.COM", "2026-10-28 2500.00 USD Payroll deposit", "2026-10-28 -11.99 USD Spotify USA",
                "2026-10-26 -17.99 USD PAYPAL *HULU 4029357733", "2026-10-03 -6.45 USD Starbucks",
            ])
    }

    @Test("statement style: a minus anywhere makes unsigned amounts income; the balance column is not the amount")
    func statementStyleWithBalance() throws {
        let text = """
            Statement period: Dec 1, 2025 – Jan 31, 2026
            DATE     DESCRIPTION            AMOUNT     BALANCE
                     Opening balance                  2,104.33
            Dec 30   MONTHLY SERVICE FEE    -12.00    2,092.33
            Jan 02   NETFLIX.COM            -15.49    2,076.84
            Jan 12   PAYROLL ACME CORP    2,500.00    4,576.84
                     Ending balance                   4,576.84
                     Total fees             -12.00
            """
        #expect(
            try rows(parseStatement(text, asOf: "2026-02-03", currency: .usd)) == [
                "2025-12-30 -12.00 USD MONTHLY SERVICE FEE", "2026-01-02 -15.49 USD NETFLIX.COM",
                "2026-01-12 2500.00 USD PAYROLL ACME CORP",
            ])
    }

    @Test("separate unsigned Withdrawals and Deposits columns: the running balance decides each sign")
    func signsFromRunningBalance() throws {
        let text = """
            Statement period: Oct 1, 2026 – Oct 31, 2026
            DATE     DESCRIPTION            WITHDRAWALS   DEPOSITS    BALANCE
                     Opening balance                                 1,000.00
            Oct 02   NETFLIX.COM                 15.49                 984.51
            Oct 05   PAYROLL ACME CORP                     2,500.00  3,484.51
            Oct 09   SPOTIFY USA                 11.99               3,472.52
            """
        #expect(
            try rows(parseStatement(text, asOf: "2026-11-01", currency: .usd)) == [
                "2026-10-02 -15.49 USD NETFLIX.COM", "2026-10-05 2500.00 USD PAYROLL ACME CORP", "2026-10-09 -11.99 USD SPOTIFY USA",
            ])
    }

    @Test("a negative balance above an app's list does not turn its unsigned charges into income")
    func negativeBalanceDoesNotFlipSigns() throws {
        let text = "Current balance   -$45.20\nToday\nNETFLIX.COM   $15.49\nRefund AMAZON   +$20.00\n"
        #expect(try rows(parseStatement(text)) == ["2026-10-29 -15.49 USD NETFLIX.COM", "2026-10-29 20.00 USD Refund AMAZON"])
    }

    @Test("without a period, a year-less date is the latest such day on or before the reference date")
    func yearFromReference() throws {
        let text = "Dec 30   NETFLIX.COM   -15.49\nJan 2   NETFLIX.COM   -15.49\n"
        #expect(
            try rows(parseStatement(text, asOf: "2027-01-05", currency: .usd)) == [
                "2026-12-30 -15.49 USD NETFLIX.COM", "2027-01-02 -15.49 USD NETFLIX.COM",
            ])
    }

    @Test("Spanish: '3 oct.' headers, decimal commas, euro signs, accents kept")
    func spanish() throws {
        let text = """
            Movimientos
            3 oct.
            Suscripción Netflix        -12,99 €
            Transferencia nómina    +1.850,00 €
            28 sept.
            Recibo Vodafone España     -35,90 €
            """
        #expect(
            try rows(parseStatement(text, asOf: "2026-10-04")) == [
                "2026-10-03 -12.99 EUR Suscripción Netflix", "2026-10-03 1850.00 EUR Transferencia nómina",
                "2026-09-28 -35.90 EUR Recibo Vodafone España",
            ])
    }

    @Test("Spanish statement: day-first numeric dates decided page-wide, 'Saldo final' skipped")
    func spanishStatement() throws {
        let text = """
            Periodo: 01/09/2026 - 30/09/2026
            Fecha        Concepto                 Importe      Saldo
            03/09/2026   SUSCRIPCIÓN NETFLIX.COM   -12,99   1.234,56
            12/09/2026   SPOTIFY P2A3B4C5          -10,99   1.223,57
            29/09/2026   TRANSFERENCIA NÓMINA    1.850,00   3.073,57
                         Saldo final                        3.073,57
            """
        #expect(
            try rows(parseStatement(text, currency: .eur)) == [
                "2026-09-03 -12.99 EUR SUSCRIPCIÓN NETFLIX.COM", "2026-09-12 -10.99 EUR SPOTIFY P2A3B4C5",
                "2026-09-29 1850.00 EUR TRANSFERENCIA NÓMINA",
            ])
    }

    @Test("Chinese: '10月3日 周六' headers, the month header gives the year, summary and time lines skipped")
    func chinese() throws {
        let text = """
            账单
            2025年12月
            支出 ¥488.90 收入 ¥200.00
            12月31日 周三
            爱奇艺VIP会员        -25.00
            21:08
            12月3日 周三
            转账收款-来自李明     +200.00
            08:55
            """
        #expect(
            try rows(parseStatement(text, asOf: "2026-01-10")) == [
                "2025-12-31 -25.00 CNY 爱奇艺VIP会员", "2025-12-03 200.00 CNY 转账收款-来自李明",
            ])
    }

    @Test("a wrapped description continues on the indented next line")
    func wrappedDescription() throws {
        let text = """
            Nov 14
            ADOBE *CREATIVE CLOUD ALL       -$89.99
               APPS ADOBE.LY/ENUS
            Spotify USA                     -$11.99
            Page 1 of 2
            """
        #expect(
            try rows(parseStatement(text, asOf: "2026-11-15")) == [
                "2026-11-14 -89.99 USD ADOBE *CREATIVE CLOUD ALL APPS ADOBE.LY/ENUS", "2026-11-14 -11.99 USD Spotify USA",
            ])
    }

    @Test("a category or payment method under a row is not part of its description; a wrap before it still is")
    func categoryLines() throws {
        let lines: [StatementLine] = [  // OCR geometry: each second line sits right below its row
            StatementLine(text: "Today", number: 1, left: 64, top: 356, bottom: 392),
            StatementLine(text: "Netflix   -$17.99", number: 2, left: 206, top: 472, bottom: 511),
            StatementLine(text: "Entertainment", number: 3, left: 205, top: 540, bottom: 568),
            StatementLine(text: "Blue Bottle Coffee   -$5.50", number: 4, left: 206, top: 694, bottom: 733),
            StatementLine(text: "Eating  out", number: 5, left: 205, top: 762, bottom: 798),
            StatementLine(text: "Dropbox Plus annual plan   -$119.88", number: 6, left: 206, top: 2572, bottom: 2618),
            StatementLine(text: "renewal", number: 7, left: 205, top: 2633, bottom: 2669),
            StatementLine(text: "Subscriptions", number: 8, left: 204, top: 2700, bottom: 2736),
            StatementLine(text: "Uber Trip   -$18.72", number: 9, left: 206, top: 2849, bottom: 2905),
            StatementLine(text: "Card payment", number: 10, left: 205, top: 2923, bottom: 2950),
            StatementLine(text: "爱奇艺VIP   -¥25.00", number: 11, left: 206, top: 3049, bottom: 3105),
            StatementLine(text: "会员", number: 12, left: 205, top: 3123, bottom: 3150),
            StatementLine(text: "休闲娱乐", number: 13, left: 205, top: 3163, bottom: 3190),
        ]
        let parsed = try StatementTextParser.parse(
            lines: lines, options: StatementOptions(file: "shot.png", referenceDate: LocalDate(iso: "2026-11-12")!))
        #expect(
            rows(parsed.transactions) == [
                "2026-11-12 -17.99 USD Netflix", "2026-11-12 -5.50 USD Blue Bottle Coffee",
                "2026-11-12 -119.88 USD Dropbox Plus annual plan renewal", "2026-11-12 -18.72 USD Uber Trip",
                "2026-11-12 -25.00 CNY 爱奇艺VIP 会员",
            ])
        // In text, an indented category line is left out too.
        let text = """
            Nov 14
            Spotify                  -£11.99
               Subscriptions
            Pret A Manger             -£4.25
               Eating out
            """
        #expect(
            try rows(parseStatement(text, asOf: "2026-11-15")) == [
                "2026-11-14 -11.99 GBP Spotify", "2026-11-14 -4.25 GBP Pret A Manger",
            ])
    }

    @Test("Santander UK's text export: Date/Description/Amount blocks, GBP, descriptions kept whole")
    func santanderBlocks() throws {
        let url = packageRoot.appendingPathComponent("Fixtures/text/santander-uk/santander.txt")
        let text = try String(contentsOf: url, encoding: .utf8)
        let parsed = try StatementTextParser.parse(
            text: text, options: StatementOptions(file: "santander.txt", referenceDate: LocalDate(iso: "2026-11-29")!))
        #expect(
            rows(parsed.transactions) == [
                "2026-09-05 -60.00 GBP DIRECT DEBIT PAYMENT TO BRITISH GAS REF 1234",
                "2026-09-03 2000.00 GBP BANK GIRO CREDIT REF ACME LTD SALARY",
                "2026-09-01 -12.34 GBP CARD PAYMENT TO TESCO STORES 3297,12.34 GBP, RATE 1.00/GBP ON 31-08-2026",
            ])
        #expect(parsed.transactions.map(\.source.line) == [5, 10, 15])
        #expect(parsed.warnings.count == 1 && parsed.warnings[0].contains("read as GBP"))
        #expect(parsed.period == LocalDate(iso: "2026-09-01")!...LocalDate(iso: "2026-09-30")!)
        // --currency wins, without a warning; a bad amount names its line.
        let euros = try StatementTextParser.parse(
            text: text,
            options: StatementOptions(file: "s.txt", referenceDate: LocalDate(iso: "2026-11-29")!, currency: Currency(code: "EUR")!))
        #expect(euros.transactions.allSatisfy { $0.amount.currency.code == "EUR" } && euros.warnings.isEmpty)
        #expect {
            _ = try StatementTextParser.parse(
                text: "Date: 05/09/2026\nDescription: X\nAmount: lots\n",
                options: StatementOptions(file: "s.txt", referenceDate: LocalDate(iso: "2026-11-29")!))
        } throws: { error in
            "\(error)".contains("s.txt:3") && "\(error)".contains("Amount:")
        }
    }

    @Test("OCR misreadings of signs and yen are repaired: '.30.00', '_128.60', '_Y28.16', 'Y112 .00'")
    func ocrRepairs() throws {
        #expect(StatementTextParser.normalize("腾讯视频VIP   .30.00") == "腾讯视频VIP   -30.00")
        #expect(StatementTextParser.normalize("盒马鲜生   _128.60") == "盒马鲜生   -128.60")
        #expect(StatementTextParser.normalize("瑞幸咖啡   _Y28.16") == "瑞幸咖啡   -¥28.16")
        #expect(StatementTextParser.normalize("中国联通   -Y112 .00") == "中国联通   -¥112.00")
        #expect(StatementTextParser.normalize("Total Wine   −$45.00") == "Total Wine   -$45.00")
        // a wide minus before a pound sign read as a tilde, or a hyphen and a tilde (a 1x fx card app)
        #expect(StatementTextParser.normalize("Trainline   -~£70.82") == "Trainline   -£70.82")
        #expect(StatementTextParser.normalize("Tesco   ~£54.75") == "Tesco   -£54.75")
        #expect(StatementTextParser.normalize("Currys   ~-£1,274.63") == "Currys   -£1,274.63")
        #expect(StatementTextParser.normalize("about ~3 weeks, ~12.5 km") == "about ~3 weeks, ~12.5 km")
        // Not amounts: versions, dates, times stay as they are.
        #expect(StatementTextParser.normalize("Version 4.12.0 (2026.10)") == "Version 4.12.0 (2026.10)")
    }

    @Test("balance and total lines are not transactions, but a shop called Total is")
    func summaries() throws {
        for line in [
            "Ending balance", "Total fees", "Total", "Saldo final", "余额", "支出 ¥488.90 收入", "余额2,436.24", "本月支出", "支出¥1,663.42 收入",
            // a printout's opening and closing balances beside its header (`期初余额: 29,870.51`)
            "期初余额", "期初余额: 29,870.51", "期末余额", "上期余额", "本期合计",
        ] {
            #expect(StatementTextParser.isSummary(line), "\(line)")
        }
        // 余额宝收益: the earnings of Alipay's money-market fund, a transaction like any other.
        for line in ["Total Wine & More #1203", "Balance Fitness Club Monthly Dues", "NETFLIX.COM", "余额宝收益", "余额宝转入", "本期应还款商户"] {
            #expect(!StatementTextParser.isSummary(line), "\(line)")
        }
    }

    @Test("dates OCR misreads are still read: 'Jan15', 'JanO5', 'Dec0O2', '10 月 4 日周日'")
    func ocrDates() throws {
        // 日 lost before a time: the day still ends at the space; without a time it is no date.
        #expect(StatementTextParser.leadingDate("10月11 06:27").0 == .monthDay(month: 10, day: 11))
        // A day or a year glued to the month; the rest of the line is what follows the date.
        #expect(StatementTextParser.leadingDate("14Feb 2026   SHELL OIL").0 == .full(LocalDate(iso: "2026-02-14")!))
        let glued = StatementTextParser.leadingDate("24 Feb2026   APPLE STORE #R102")
        #expect(glued.0 == .full(LocalDate(iso: "2026-02-24")!))
        #expect(glued.1.trimmingCharacters(in: .whitespaces) == "APPLE STORE #R102")
        let both = StatementTextParser.leadingDate("24Dec2026   Marks & Spencer")
        #expect(both.0 == .full(LocalDate(iso: "2026-12-24")!))
        #expect(both.1.trimmingCharacters(in: .whitespaces) == "Marks & Spencer")
        #expect(StatementTextParser.leadingDate("24Dec20261   X").0 == nil)
        #expect(StatementTextParser.leadingDate("10 月 4 日 周日").0 == .monthDay(month: 10, day: 4))
        #expect(StatementTextParser.leadingDate("10月11 沃尔玛").0 == nil)
        #expect(StatementTextParser.leadingDate("13月11 06:27").0 == nil)
        #expect(StatementTextParser.leadingDate("Jan15   HULU").0 == .monthDay(month: 1, day: 15))
        #expect(StatementTextParser.leadingDate("JanO5   SPOTIFY").0 == .monthDay(month: 1, day: 5))
        #expect(StatementTextParser.leadingDate("Dec0O2   NETFLIX").0 == .monthDay(month: 12, day: 2))
        #expect(StatementTextParser.groupHeader("10 月 4 日周日") == .monthDay(month: 10, day: 4))
        #expect(StatementTextParser.groupHeader("3 de octubre de 2026") == .full(LocalDate(iso: "2026-10-03")!))
        #expect(StatementTextParser.groupHeader("NETFLIX.COM") == nil)
    }

    @Test("a month-end charge on the 31st stays on the 31st; Feb 29 only in a leap year")
    func monthEnds() throws {
        #expect(
            try rows(parseStatement("Jan 31   NETFLIX.COM   -15.49\n", asOf: "2026-02-03", currency: .usd)) == [
                "2026-01-31 -15.49 USD NETFLIX.COM"
            ])
        #expect(
            try rows(parseStatement("Feb 29   NETFLIX.COM   -15.49\n", asOf: "2028-03-03", currency: .usd)) == [
                "2028-02-29 -15.49 USD NETFLIX.COM"
            ])
        // 2027 has no Feb 29: the most recent Feb 29 before the reference is 2024's.
        #expect(
            try rows(parseStatement("Feb 29   NETFLIX.COM   -15.49\n", asOf: "2027-03-03", currency: .usd)) == [
                "2024-02-29 -15.49 USD NETFLIX.COM"
            ])
    }

    @Test("amounts naming no currency, with none given, are an error naming the line")
    func noCurrency() throws {
        #expect {
            _ = try parseStatement("Oct 3   NETFLIX.COM   -15.49\n")
        } throws: { error in
            "\(error)".hasPrefix("s.txt:1: ") && "\(error)".contains("--currency")
        }
    }

    @Test("amounts before any date are skipped, not guessed")
    func noDateNoTransaction() throws {
        #expect(try parseStatement("Available   $1,234.56\nNETFLIX.COM   -$15.49\n").isEmpty)
    }
}
