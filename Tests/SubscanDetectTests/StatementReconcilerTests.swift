import SubscanCore
import Testing

@testable import SubscanDetect

@Suite("statement rows reconciled with exports")
struct StatementReconcilerTests {
    func day(_ iso: String) -> LocalDate { LocalDate(iso: iso)! }

    /// Rows with their origin: `true` for a screenshot or text statement.
    func reconcile(_ rows: [(Transaction, Bool)]) -> StatementReconciler.Result {
        StatementReconciler.reconcile(rows.map(\.0), fromStatement: rows.map(\.1), catalog: testCatalog)
    }

    @Test("a screenshot's copy of an exported charge is left out: other description, account, and a day of posting lag")
    func copyLeftOut() {
        let export = charge(day("2026-10-15"), 1549, "NETFLIX.COM 866-579-7172", account: "chase-credit")
        let shot = charge(day("2026-10-14"), 1549, "Netflix", account: "screenshots")
        let coffee = charge(day("2026-10-14"), 575, "STARBUCKS", account: "screenshots")
        let result = reconcile([(shot, true), (coffee, true), (export, false)])
        #expect(result.copies == 1)
        #expect(result.transactions.map(\.description) == ["STARBUCKS", "NETFLIX.COM 866-579-7172"])
    }

    @Test("statement rows at an old price follow the merchant's rows at the new price to the export's account")
    func oldPriceFollows() {
        let export = charge(day("2026-10-15"), 1799, "NETFLIX.COM", account: "chase-credit")
        let old = charge(day("2026-08-15"), 1549, "NETFLIX.COM", account: "statement")
        let newer = charge(day("2026-09-15"), 1799, "NETFLIX.COM", account: "statement")
        let other = charge(day("2026-08-20"), 999, "SPOTIFY", account: "statement")
        let result = reconcile([(old, true), (newer, true), (other, true), (export, false)])
        #expect(result.copies == 0)
        #expect(result.transactions.map(\.account) == ["chase-credit", "chase-credit", "statement", "chase-credit"])
    }

    @Test("not a copy: 4 days apart, another amount, another merchant, or another account the user named")
    func notCopies() {
        let export = charge(day("2026-10-15"), 1549, "NETFLIX.COM", account: "chase-credit")
        let cases: [Transaction] = [
            charge(day("2026-10-19"), 1549, "Netflix", account: "screenshots"),
            charge(day("2026-10-15"), 1799, "Netflix", account: "screenshots"),
            charge(day("2026-10-15"), 1549, "Spotify", account: "screenshots"),
            charge(day("2026-10-15"), 1549, "Netflix", account: "amex"),
        ]
        for shot in cases {
            let result = reconcile([(export, false), (shot, true)])
            #expect(result.copies == 0, "\(shot)")
            #expect(result.transactions.count == 2)
        }
        // The same account, named by the user: a copy.
        let named = charge(day("2026-10-16"), 1549, "Netflix", account: "chase-credit")
        #expect(reconcile([(export, false), (named, true)]).copies == 1)
    }

    @Test("each exported charge absorbs one copy, the closest in date: two identical screenshot charges against one exported leave one")
    func oneForOne() {
        let export = charge(day("2026-10-15"), 450, "STARBUCKS STORE 1234", account: "chase-credit")
        let far = charge(day("2026-10-13"), 450, "Starbucks", account: "screenshots", line: 1)
        let near = charge(day("2026-10-15"), 450, "Starbucks", account: "screenshots", line: 2)
        let result = reconcile([(far, true), (export, false), (near, true)])
        #expect(result.copies == 1)
        let kept = result.transactions.filter { $0.source.line == 1 }
        #expect(kept.count == 1)
        // The one left joins the export's account: same merchant and amount there.
        #expect(kept.first?.account == "chase-credit")
        #expect(result.joined == 1)
        #expect(!result.transactions.contains { $0.source.line == 2 })
    }

    @Test("a newer screenshot charge joins the one export account with that merchant and amount; with two such accounts it stays")
    func joinsExportAccount() {
        let exports = [
            charge(day("2026-09-15"), 1549, "NETFLIX.COM", account: "chase-credit"),
            charge(day("2026-10-15"), 1549, "NETFLIX.COM", account: "chase-credit"),
        ]
        let november = charge(day("2026-11-15"), 1549, "Netflix", account: "screenshots")
        let joined = reconcile(exports.map { ($0, false) } + [(november, true)])
        #expect(joined.copies == 0 && joined.joined == 1)
        #expect(joined.transactions.last?.account == "chase-credit")

        let otherCard = charge(day("2026-10-02"), 1549, "NETFLIX.COM", account: "amex")
        let ambiguous = reconcile((exports + [otherCard]).map { ($0, false) } + [(november, true)])
        #expect(ambiguous.joined == 0)
        #expect(ambiguous.transactions.last?.account == "screenshots")

        // A charge the user filed under a named account never moves.
        let named = charge(day("2026-11-15"), 1549, "Netflix", account: "my visa")
        #expect(reconcile(exports.map { ($0, false) } + [(named, true)]).transactions.last?.account == "my visa")
    }

    @Test("merchants: the same brand, the same key, or a key's leading words; two brands never")
    func merchants() {
        typealias M = StatementReconciler.Merchant
        #expect(M(brand: nil, key: "STARBUCKS").isSame(as: M(brand: nil, key: "STARBUCKS STORE")))
        #expect(M(brand: nil, key: "BLUE BOTTLE COFFEE").isSame(as: M(brand: nil, key: "BLUE BOTTLE")))
        #expect(!M(brand: nil, key: "BLUE").isSame(as: M(brand: nil, key: "BLUEBIRD CAFE")))
        #expect(!M(brand: nil, key: "ABC").isSame(as: M(brand: nil, key: "ABC TAXI")))  // too short to say
        #expect(M(brand: "netflix", key: "NETFLIX.COM").isSame(as: M(brand: "netflix", key: "NETFLIX")))
        #expect(!M(brand: "netflix", key: "NETFLIX").isSame(as: M(brand: "spotify", key: "NETFLIX SPOTIFY")))
        #expect(M(brand: "netflix", key: "NETFLIX").isSame(as: M(brand: nil, key: "NETFLIX")))
    }

    @Test("Chinese descriptors match through the catalog: an Alipay export and a WeChat screenshot")
    func chinese() {
        let export = charge(day("2026-10-08"), 2500, "爱奇艺VIP会员自动续费", currency: Currency(code: "CNY")!, account: "alipay")
        let shot = charge(day("2026-10-08"), 2500, "爱奇艺", currency: Currency(code: "CNY")!, account: "screenshots")
        #expect(reconcile([(export, false), (shot, true)]).copies == 1)
    }

    @Test("without statement rows, or with statement rows only, nothing changes")
    func nothingToDo() {
        let rows = [
            charge(day("2026-10-15"), 1549, "NETFLIX.COM", account: "chase-credit"),
            charge(day("2026-10-15"), 1549, "NETFLIX.COM", account: "amex"),
        ]
        let exportsOnly = reconcile(rows.map { ($0, false) })
        #expect(exportsOnly.transactions == rows && exportsOnly.copies == 0 && exportsOnly.joined == 0)
        let statementsOnly = reconcile(rows.map { ($0, true) })
        #expect(statementsOnly.transactions == rows && statementsOnly.copies == 0)
    }

    @Test("detection after reconciling: one Netflix at its price, not two")
    func detectionCountsOnce() {
        var rows: [(Transaction, Bool)] = []
        for month in 5...10 {
            rows.append((charge(day("2026-\(month < 10 ? "0" : "")\(month)-15"), 1549, "NETFLIX.COM 866", account: "chase-credit"), false))
        }
        for month in 8...11 {  // screenshots overlap three months and add November
            rows.append((charge(day("2026-\(month < 10 ? "0" : "")\(month)-14"), 1549, "Netflix", account: "screenshots"), true))
        }
        rows.sort { $0.0.date < $1.0.date }
        let before = detect(rows.map(\.0), asOf: "2026-11-20").filter { $0.catalogID == "netflix" }
        #expect(before.count == 2)  // what the report showed without reconciling
        let after = detect(reconcile(rows).transactions, asOf: "2026-11-20").filter { $0.catalogID == "netflix" }
        #expect(after.count == 1)
        #expect(after.first?.occurrences == 7)
        #expect(after.first?.nextDate == day("2026-12-15"))
    }
}
