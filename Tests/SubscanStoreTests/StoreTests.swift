import Foundation
import SubscanCore
import Testing

@testable import SubscanStore

func freshStorePath() -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("subscan-store-\(UUID().uuidString)")
    return dir.appendingPathComponent("nested/subscan.sqlite").path
}

func tx(_ date: String, _ minor: Int64, _ description: String, line: Int = 2) -> Transaction {
    Transaction(
        date: LocalDate(iso: date)!, amount: Money(minorUnits: minor, currency: .usd), description: description,
        account: "test", source: SourceLocation(file: "t.csv", line: line))
}

func fp(_ n: UInt8) -> Fingerprint { Fingerprint(bytes: Array(repeating: n, count: 16)) }

@Suite("SQLite store")
struct StoreTests {
    @Test("a new store is created 0600 in a 0700 folder, with its migrations recorded")
    func createsPrivately() throws {
        let path = freshStorePath()
        let store = try Store(path: path)
        let attrs = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attrs[.posixPermissions] as? Int) == 0o600)
        let dir = (path as NSString).deletingLastPathComponent
        #expect((try FileManager.default.attributesOfItem(atPath: dir)[.posixPermissions] as? Int) == 0o700)
        #expect(
            try store.appliedMigrations() == [
                "create-files-and-transactions", "create-subscription-state", "create-manual-subscriptions-and-groups", "create-ocr-pages",
                "add-subscription-kind",
            ])
        #expect(try store.integrityCheck() == "ok")
    }

    @Test("reopening runs no migration twice")
    func reopenIsIdempotent() throws {
        let path = freshStorePath()
        _ = try Store(path: path)
        let again = try Store(path: path)
        #expect(try again.appliedMigrations().count == Store.schemaVersion)
    }

    @Test("a database from a newer subscan is refused, not damaged")
    func newerSchemaRefused() throws {
        let path = freshStorePath()
        let store = try Store(path: path)
        try store.db.execute("PRAGMA user_version = 99")
        #expect(throws: StoreError.self) { try Store(path: path) }
    }

    @Test("the same fingerprint is stored once; a different one is added")
    func dedupesByFingerprint() throws {
        let store = try Store(path: freshStorePath())
        let first = try store.beginFile(name: "a.csv", kind: "csv")
        #expect(try first.add(tx("2026-10-03", -1549, "NETFLIX"), fingerprint: fp(1)))
        #expect(try first.add(tx("2026-10-04", -999, "SPOTIFY"), fingerprint: fp(2)))
        let r1 = try first.commit(sha256: "aa", profile: "generic", byteCount: 10, rowsRead: 2)
        #expect(r1.added == 2 && r1.alreadyStored == 0)

        let second = try store.beginFile(name: "b.csv", kind: "csv")
        #expect(try !second.add(tx("2026-10-03", -1549, "NETFLIX"), fingerprint: fp(1)))
        #expect(try second.add(tx("2026-10-05", -500, "COFFEE"), fingerprint: fp(3)))
        let r2 = try second.commit(sha256: "bb", profile: "generic", byteCount: 10, rowsRead: 2)
        #expect(r2.added == 1 && r2.alreadyStored == 1)
        #expect(try store.transactionCount() == 3)
    }

    @Test("the report's table holds every stored row by date, with its account, file and line, and which came from a statement")
    func transactionTable() throws {
        let store = try Store(path: freshStorePath())
        let export = try store.beginFile(name: "export.csv", kind: "csv")
        var refund = tx("2026-10-04", 999, "SPOTIFY REFUND", line: 3)
        refund.status = .refunded
        #expect(try export.add(refund, fingerprint: fp(2)))
        #expect(try export.add(tx("2026-10-03", -1549, "NETFLIX.COM 866-579-7172", line: 2), fingerprint: fp(1)))
        _ = try export.commit(sha256: "aa", profile: "generic", byteCount: 10, rowsRead: 2)
        let shot = try store.beginFile(name: "shot.png", kind: "image")
        var yuan = tx("2026-10-05", -2500, "爱奇艺VIP会员", line: 1)
        yuan.amount = Money(minorUnits: -2500, currency: .cny)
        yuan.account = "screenshots"
        yuan.source.file = "shot.png"
        #expect(try shot.add(yuan, fingerprint: fp(3)))
        _ = try shot.commit(sha256: "bb", profile: "screenshot", byteCount: 10, rowsRead: 1)

        let (table, fromStatement) = try store.transactionTable()
        let expected = try store.allTransactions().map(\.transaction)
        #expect(table.transactions == expected)
        #expect(expected.map(\.description) == ["NETFLIX.COM 866-579-7172", "SPOTIFY REFUND", "爱奇艺VIP会员"])
        #expect(table.transactions.map(\.source.description) == ["export.csv:2", "export.csv:3", "shot.png:1"])
        #expect(table.isRefunded(1) && table.amount(2).currency == .cny && table.account(2) == "screenshots")
        #expect(fromStatement == [false, false, true])
        #expect(try Store(path: freshStorePath()).transactionTable().table.isEmpty)
    }

    @Test("a batch is stored in one statement: rows out of key order, already stored rows skipped, counts right")
    func batchInsert() throws {
        let store = try Store(path: freshStorePath())
        let first = try store.beginFile(name: "a.csv", kind: "csv")
        try first.add(tx("2026-10-02", -100, "ALREADY ONE"), fingerprint: fp(7))
        try first.add(tx("2026-10-09", -200, "ALREADY TWO"), fingerprint: fp(200))
        _ = try first.commit(sha256: "a", profile: nil, byteCount: 1, rowsRead: 2)

        // 300 rows over five days in reverse order, fingerprints descending: the worst order for a B-tree.
        var expected: [String: (Int64, String, String, Int)] = [:]
        var batch = RowBatch()
        let currencies: [Currency] = [.usd, Currency(code: "EUR")!, Currency(code: "JPY")!]
        for i in (0..<300).reversed() {
            var t = tx("2026-10-0\(5 + i % 5)", -Int64(i), i % 7 == 0 ? "爱奇艺VIP会员 \(i)" : "ROW \(i)", line: i + 2)
            t.amount.currency = currencies[i % 3]
            if i == 17 { t.description = "" }
            let print = Fingerprint(high: UInt64(1000 - i), low: UInt64(i))
            batch.append(t, fingerprint: print)
            expected["\(print.high)"] = (t.amount.minorUnits, t.amount.currency.code, t.description, i + 2)
        }
        batch.append(tx("2026-10-09", -200, "ALREADY TWO"), fingerprint: fp(200))  // stored by a.csv
        batch.append(tx("2026-10-02", -100, "ALREADY ONE"), fingerprint: fp(7))

        let second = try store.beginFile(name: "b.csv", kind: "csv")
        #expect(try second.add(batch, account: "test") == 300)
        let result = try second.commit(sha256: "b", profile: nil, byteCount: 1, rowsRead: 302)
        #expect(result.added == 300 && result.alreadyStored == 2)

        let stored = try store.allTransactions().filter { $0.fingerprint != fp(7) && $0.fingerprint != fp(200) }
        #expect(stored.count == 300)
        for row in stored {
            let want = try #require(expected["\(row.fingerprint.high)"])
            #expect(row.transaction.amount.minorUnits == want.0)
            #expect(row.transaction.amount.currency.code == want.1)
            #expect(row.transaction.description == want.2)
            #expect(row.transaction.source.line == want.3)
            #expect(row.transaction.account == "test")
        }
        #expect(try store.integrityCheck() == "ok")
    }

    @Test("an empty batch stores nothing; subscan_rows without a batch pointer is an empty table")
    func batchEdges() throws {
        let store = try Store(path: freshStorePath())
        let session = try store.beginFile(name: "a.csv", kind: "csv")
        #expect(try session.add(RowBatch(), account: "test") == 0)
        _ = try session.commit(sha256: "a", profile: nil, byteCount: 0, rowsRead: 0)
        #expect(try store.transactionCount() == 0)
        // SQL cannot forge the pointer: only a value bound with its type reaches the table.
        #expect(try store.db.scalarInt("SELECT count(*) FROM subscan_rows") == 0)
        #expect(try store.db.scalarInt("SELECT count(*) FROM subscan_rows(NULL)") == 0)
        #expect(try store.db.scalarInt("SELECT count(*) FROM subscan_rows('0x7fff0000')") == 0)
        #expect(try store.db.scalarInt("SELECT count(*) FROM subscan_rows(140737488355328)") == 0)
    }

    @Test("a rolled-back file leaves the store exactly as it was")
    func rollbackLeavesNoTrace() throws {
        let store = try Store(path: freshStorePath())
        let ok = try store.beginFile(name: "a.csv", kind: "csv")
        try ok.add(tx("2026-10-03", -1549, "NETFLIX"), fingerprint: fp(1))
        _ = try ok.commit(sha256: "aa", profile: nil, byteCount: 1, rowsRead: 1)

        let failing = try store.beginFile(name: "b.csv", kind: "csv")
        for i in 0..<50 { try failing.add(tx("2026-10-04", -Int64(i), "X\(i)"), fingerprint: fp(UInt8(10 + i))) }
        failing.rollback()
        #expect(try store.transactionCount() == 1)
        #expect(try store.imports(ofSHA256: "aa").count == 1)
        let files = try store.db.scalarInt("SELECT count(*) FROM files")
        #expect(files == 1)
    }

    @Test("a file import dropped without commit rolls back")
    func droppedImportRollsBack() throws {
        let store = try Store(path: freshStorePath())
        do {
            let session = try store.beginFile(name: "a.csv", kind: "csv")
            try session.add(tx("2026-10-03", -1549, "NETFLIX"), fingerprint: fp(1))
        }
        #expect(try store.transactionCount() == 0)
        let next = try store.beginFile(name: "b.csv", kind: "csv")
        _ = try next.commit(sha256: "bb", profile: nil, byteCount: 0, rowsRead: 0)
    }

    @Test("re-importing the same bytes reports the earlier import")
    func previousImportsAreReported() throws {
        let store = try Store(path: freshStorePath())
        _ = try store.beginFile(name: "a.csv", kind: "csv").commit(sha256: "same", profile: nil, byteCount: 1, rowsRead: 0)
        let again = try store.beginFile(name: "a.csv", kind: "csv").commit(sha256: "same", profile: nil, byteCount: 1, rowsRead: 0)
        #expect(again.previousImports.count == 1)
    }

    @Test("stored transactions read back exactly, with unknown stored statuses falling back")
    func readBack() throws {
        let store = try Store(path: freshStorePath())
        let session = try store.beginFile(name: "a.csv", kind: "csv")
        var refunded = tx("2026-10-03", -1549, "爱奇艺VIP会员")
        refunded.status = .refunded
        try session.add(refunded, fingerprint: fp(1))
        try session.add(tx("2026-10-02", 200_000, "SALARY", line: 9), fingerprint: fp(2))
        _ = try session.commit(sha256: "x", profile: nil, byteCount: 1, rowsRead: 2)
        try store.db.execute("UPDATE transactions SET status = 77 WHERE amount_minor = 200000")
        let all = try store.allTransactions()
        #expect(all.map(\.transaction.date.iso) == ["2026-10-02", "2026-10-03"])
        #expect(all[1].transaction.description == "爱奇艺VIP会员")
        #expect(all[1].transaction.status == .refunded)
        #expect(all[0].transaction.status == .posted)
        #expect(all[0].transaction.source.line == 9)
        #expect(all[1].fingerprint == fp(1))
    }

    @Test("a statement row's counterparty (`对方户名`) is stored after its description, where detection reads who was paid")
    func counterpartyIsStored() throws {
        let store = try Store(path: freshStorePath())
        let session = try store.beginFile(name: "s.pdf", kind: "pdf")
        var row = tx("2026-10-03", -3000, "代扣")
        row.counterparty = "深圳市腾讯计算机系统有限公司"
        try session.add(row, fingerprint: fp(1))
        _ = try session.commit(sha256: "x", profile: nil, byteCount: 1, rowsRead: 1)
        #expect(try store.allTransactions().map(\.transaction.description) == ["代扣 深圳市腾讯计算机系统有限公司"])
        #expect(TransactionTable([row]).description(0) == "代扣 深圳市腾讯计算机系统有限公司")
    }

    @Test("the default path follows XDG_DATA_HOME, then HOME")
    func defaultPath() {
        #expect(Store.defaultPath(environment: ["XDG_DATA_HOME": "/x/data", "HOME": "/home/u"]) == "/x/data/subscan/subscan.sqlite")
        #expect(Store.defaultPath(environment: ["HOME": "/home/u"]) == "/home/u/.local/share/subscan/subscan.sqlite")
        #expect(
            Store.defaultPath(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/u"])
                == "/home/u/.local/share/subscan/subscan.sqlite")
    }
}

@Suite("Stored kinds")
struct StoredKindTests {
    @Test("a kind the user set is kept; a code this version does not know reads as none, never a crash")
    func kindsRoundTripAndUnknownCodesFallBack() throws {
        let path = freshStorePath()
        let store = try Store(path: path)
        try store.save(SubscriptionState(id: "summit-usd", kind: .loan))
        try store.save(SubscriptionState(id: "gym-usd", kind: nil))
        #expect(try store.subscriptionStates()["summit-usd"]?.kind == .loan)
        #expect(try store.subscriptionStates()["gym-usd"]?.kind == nil)
        try store.db.execute("UPDATE subscription_state SET kind = 'timeshare' WHERE id = 'summit-usd'")
        #expect(try store.subscriptionStates()["summit-usd"]?.kind == nil)
        #expect(try store.subscriptionStates()["summit-usd"]?.id == "summit-usd")
    }
}
