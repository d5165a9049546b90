import Testing

@testable import SubscanCore

@Suite("Compact values: dates, currencies and the transaction table")
struct TransactionTableTests {
    func row(
        _ date: String, _ minor: Int64, _ currency: Currency, _ description: String, account: String = "checking", file: String = "a.csv",
        line: Int = 2, status: Transaction.Status = .posted
    ) -> Transaction {
        Transaction(
            date: LocalDate(iso: date)!, amount: Money(minorUnits: minor, currency: currency), description: description, status: status,
            account: account, source: SourceLocation(file: file, line: line))
    }

    @Test("a date keeps its year, month, day and day number in 8 bytes; order, equality and hashing follow the day")
    func compactDate() {
        #expect(MemoryLayout<LocalDate>.size == 8)
        let leap = LocalDate(year: 2028, month: 2, day: 29)!
        #expect((leap.year, leap.month, leap.day) == (2028, 2, 29))
        #expect(LocalDate(dayNumber: leap.dayNumber) == leap && LocalDate(dayNumber: leap.dayNumber).iso == "2028-02-29")
        #expect(LocalDate(iso: "2026-12-31")! < LocalDate(iso: "2027-01-01")!)
        #expect(Set([leap, LocalDate(iso: "2028-02-29")!]).count == 1)
        // the ends of the calendar, and day numbers past them, stay dates of years 1–9999
        #expect(LocalDate(year: 1, month: 1, day: 1)!.iso == "0001-01-01")
        #expect(LocalDate(year: 9999, month: 12, day: 31)!.adding(days: 1).iso == "9999-12-31")
        #expect(LocalDate(dayNumber: Int.min / 2).iso == "0001-01-01")
    }

    @Test("a currency is its three letters in one integer: the code, digits and order as before")
    func compactCurrency() {
        #expect(MemoryLayout<Currency>.size == 4)
        #expect(MemoryLayout<Money>.stride == 16)
        let kwd = Currency(code: "kwd")!
        #expect(kwd.code == "KWD" && kwd.minorUnitDigits == 3 && "\(kwd)" == "KWD")
        #expect(Currency.jpy.minorUnitDigits == 0 && Currency.usd.minorUnitDigits == 2 && Currency.eur.minorUnitDigits == 2)
        #expect([Currency.usd, .cny, .eur, .gbp, .jpy].sorted().map(\.code) == ["CNY", "EUR", "GBP", "JPY", "USD"])
        #expect(Currency(code: "XYZ") == nil && Currency(code: "EURO") == nil && Currency(code: "€") == nil)
    }

    @Test("rows come back as the transactions that went in: accounts, files, currencies, status, text in any script, picture readings")
    func roundTrip() {
        var picture = row("2026-03-31", -1299, .eur, "NETFLIX.COM", account: "screenshots", file: "shot.png", line: 7)
        picture.confidence = 41
        picture.signUncertain = true
        let rows = [
            row("2026-01-31", -1549, .usd, "NETFLIX.COM 866-579-7172 CA"),
            row("2026-02-01", 250_000, .usd, "PAYROLL ACME INC", account: "savings", file: "b.csv", line: 90),
            row("2026-02-03", -2500, .cny, "爱奇艺VIP会员 自动续费", account: "alipay", file: "支付宝.csv"),
            row("2026-02-04", -999, .usd, "", line: 3),
            row("2026-02-05", -999, .usd, "SPOTIFY REFUND", status: .refunded),
            picture,
        ]
        let table = TransactionTable(rows)
        #expect(table.count == rows.count && table.transactions == rows)
        #expect(table.accounts == ["checking", "savings", "alipay", "screenshots"])
        #expect(table.currencies == [.usd, .cny, .eur])
        #expect(table.description(2) == "爱奇艺VIP会员 自动续费" && table.description(3).isEmpty)
        #expect(table.isRefunded(4) && !table.isRefunded(3))
        #expect(table[5].confidence == 41 && table[5].signUncertain && table[0].confidence == nil && !table[0].signUncertain)
        #expect(table.amount(2) == Money(minorUnits: -2500, currency: .cny) && table.accountNumber(2) == 2 && table.currencyNumber(5) == 2)
        #expect(TransactionTable().isEmpty && TransactionTable().transactions.isEmpty)
    }

    @Test("a transaction is 112 bytes: the fields that fit share a word")
    func transactionSize() {
        #expect(MemoryLayout<Transaction>.stride == 112)
    }
}
