import Foundation
import Testing

/// Subscriptions, bills and loans apart: the demo's mortgage is not a subscription.
@Suite("Kinds in reports")
struct KindTests {
    static let demo = [fixture("demo/checking-part1.csv"), fixture("demo/checking-part2.csv")]

    /// The demo scanned into a fresh store.
    static func scan(_ extra: [String] = []) -> (status: Int32, out: String, err: String, db: String) {
        let db = tempDir().appendingPathComponent("s.sqlite").path
        return run(["scan"] + demo + ["--db", db, "--as-of", "2026-12-03"] + extra, db: db)
    }

    @Test("the demo leads with the subscriptions' total, without the mortgage; bills and loans apart with their own")
    func demoTotals() throws {
        let r = KindTests.scan()
        #expect(r.status == 0, "\(r.err)")
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(lines.first == "Subscriptions: 153.95 USD a month  ·  1,847.40 USD a year   (as of 2026-12-03)")
        #expect(lines.dropFirst().first == "Bills:         96.09 USD a month  ·  1,153.08 USD a year")
        #expect(lines.contains("Also recurring, in neither total: loans 2,140.37 USD a month"))
        #expect(!r.out.contains("[medium] Summit"))
    }

    @Test("JSON: every candidate has its kind; monthlyTotals stays all recurring outflows, per kind beside it; CSV has a kind column")
    func jsonAndCSV() throws {
        let r = KindTests.scan(["--format", "json"])
        let json = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as! [String: Any]
        let candidates = json["candidates"] as! [[String: Any]]
        let kinds = Dictionary(uniqueKeysWithValues: candidates.map { ($0["id"] as! String, $0["kind"] as! String) })
        #expect(kinds["summit-home-loans-usd"] == "loan")
        #expect(kinds["netflix-usd"] == "subscription")
        #expect(kinds["lakeside-water-util-usd"] == "bill")
        #expect((json["monthlyTotals"] as! [[String: String]]) == [["currency": "USD", "amount": "2390.41"]])
        let byKind = json["monthlyTotalsByKind"] as! [String: [[String: String]]]
        #expect(byKind["subscription"] == [["currency": "USD", "amount": "153.95"]])
        #expect(byKind["bill"] == [["currency": "USD", "amount": "96.09"]])
        #expect(byKind["loan"] == [["currency": "USD", "amount": "2140.37"]])
        #expect(byKind["rent"] == [])
        let csv = run(["report", "--db", r.db, "--as-of", "2026-12-03", "--format", "csv"])
        #expect(csv.out.hasPrefix("id,merchant,") && csv.out.split(separator: "\n")[0].hasSuffix(",flags,kind"))
        #expect(csv.out.contains(",loan\n"))
    }

    @Test("subscan kind NAME KIND corrects it and is kept; auto gives it back; --kind filters any report; a wrong kind is a usage error")
    func correctAndFilter() throws {
        let db = KindTests.scan().db
        let set = run(["kind", "lakeside", "subscription", "--db", db, "--as-of", "2026-12-03"])
        #expect(set.status == 0, "\(set.err)")
        #expect(set.out.contains("is a subscription from now on"))
        let after = run(["report", "--db", db, "--as-of", "2026-12-03"])
        #expect(after.out.hasPrefix("Subscriptions: 185.04 USD a month"))
        let onlyLoans = run(["report", "--db", db, "--as-of", "2026-12-03", "--kind", "loan", "--format", "json"])
        let json = try JSONSerialization.jsonObject(with: Data(onlyLoans.out.utf8)) as! [String: Any]
        #expect((json["candidates"] as! [[String: Any]]).map { $0["id"] as! String } == ["summit-home-loans-usd"])
        let back = run(["kind", "lakeside-water-util-usd", "auto", "--db", db, "--as-of", "2026-12-03"])
        #expect(back.out.contains("again: bill"))
        #expect(run(["report", "--db", db, "--as-of", "2026-12-03"]).out.hasPrefix("Subscriptions: 153.95 USD a month"))
        let upcoming = run(["upcoming", "--db", db, "--as-of", "2026-12-03", "--days", "40", "--kind", "loan"])
        #expect(upcoming.out.contains("summit-home-loans-usd") && !upcoming.out.contains("netflix"), "\(upcoming.out)")
        let summary = run(["summary", "--db", db, "--as-of", "2026-12-03", "--kind", "subscription"])
        #expect(summary.out.contains("Bills:         nothing"), "\(summary.out)")
        let bad = run(["kind", "netflix", "timeshare", "--db", db])
        #expect(bad.status == 2)
        #expect(bad.err.contains("KIND must be subscription, bill, loan, rent, transfer, income or auto"))
        #expect(run(["report", "--db", db, "--kind", "rentt"]).status == 2)
    }
}
