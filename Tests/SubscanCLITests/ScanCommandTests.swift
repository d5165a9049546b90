import Foundation
import Testing

@testable import SubscanCLI

/// Writes a generic export of monthly charges: (description, minor units, currency, day of month, months).
func writeExport(_ rows: [(String, Int, String, Int, ClosedRange<Int>)], year: Int = 2026, in dir: URL, name: String) -> String {
    var text = "Date,Description,Amount,Currency\n"
    for (description, minor, currency, day, months) in rows {
        for m in months {
            let amount = String(format: "-%d.%02d", minor / 100, minor % 100)
            text += String(format: "%04d-%02d-%02d", year, m, day) + ",\(description) REF\(m * 7919 % 10000),\(amount),\(currency)\n"
        }
    }
    let path = dir.appendingPathComponent(name).path
    try! text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

@Suite("scan, report and catalog")
struct ScanCommandTests {
    @Test("scan JSON follows the contract: key order, decimal strings, totals per currency")
    func scanJSONContract() throws {
        let dir = tempDir()
        let path = writeExport(
            [("NETFLIX.COM", 1549, "USD", 3, 1...10), ("爱奇艺VIP会员", 2500, "CNY", 8, 1...10), ("STARBUCKS", 450, "USD", 5, 2...2)],
            in: dir, name: "a.csv")
        let db = dir.appendingPathComponent("s.sqlite").path
        let console = RecordingConsole()
        let status = SubscanCLI.run(
            ["scan", path, "--db", db, "--as-of", "2026-10-20", "--format", "json"], environment: [:], console: console)
        #expect(status == 0, "\(console.stderr)")
        let out = console.stdout
        #expect(out.hasPrefix(#"{"candidates":[{"id":"#))
        let json = try JSONSerialization.jsonObject(with: Data(out.utf8)) as! [String: Any]
        let candidates = json["candidates"] as! [[String: Any]]
        #expect(candidates.count == 2)
        let netflix = try #require(candidates.first { $0["catalogId"] as? String == "netflix" })
        #expect(netflix["id"] as? String == "netflix-usd")
        #expect(netflix["lastAmount"] as? String == "15.49")
        #expect(netflix["monthlyEquivalent"] as? String == "15.49")
        #expect(netflix["nextDate"] as? String == "2026-11-03")
        #expect(netflix["occurrences"] as? Int == 10)
        #expect(netflix["status"] as? String == "active")
        #expect((netflix["charges"] as? [[String: Any]])?.first?["amount"] as? String == "-15.49")
        let keys = [
            "id", "merchant", "catalogId", "cycle", "currency", "lastAmount", "averageAmount", "monthlyEquivalent", "firstDate",
            "lastDate", "nextDate", "occurrences", "status", "confidence", "risk", "flags", "charges",
        ]
        var position = out.startIndex
        for key in keys {  // the fixed keys appear in this order in the first candidate
            let range = try #require(out.range(of: "\"\(key)\":", range: position..<out.endIndex))
            position = range.upperBound
        }
        let totals = json["monthlyTotals"] as! [[String: String]]
        #expect(totals == [["currency": "CNY", "amount": "25.00"], ["currency": "USD", "amount": "15.49"]])
    }

    @Test("ids stay the same when newer exports are added")
    func idsAreStable() throws {
        let dir = tempDir()
        let db = dir.appendingPathComponent("s.sqlite").path
        let first = writeExport([("SPOTIFY USA", 1199, "USD", 4, 1...5), ("ACME GYM", 3999, "USD", 1, 1...5)], in: dir, name: "a.csv")
        let second = writeExport([("SPOTIFY USA", 1199, "USD", 4, 4...9), ("ACME GYM", 3999, "USD", 1, 4...9)], in: dir, name: "b.csv")
        let c1 = RecordingConsole()
        _ = SubscanCLI.run(["scan", first, "--db", db, "--as-of", "2026-05-20", "--format", "csv"], environment: [:], console: c1)
        let c2 = RecordingConsole()
        _ = SubscanCLI.run(["scan", second, "--db", db, "--as-of", "2026-09-20", "--format", "csv"], environment: [:], console: c2)
        let ids1 = Set(c1.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",")[0] })
        let ids2 = Set(c2.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",")[0] })
        #expect(ids1 == ["spotify-usd", "acme-gym-usd"])
        #expect(ids1 == ids2)
        #expect(c2.stdout.contains(",9,active,"))  // nine charges: the overlap counted once
    }

    @Test("report on an empty store says so and succeeds")
    func emptyReport() {
        let console = RecordingConsole()
        let status = SubscanCLI.run(
            ["report", "--db", tempDir().appendingPathComponent("e.sqlite").path, "--as-of", "2026-01-01"], environment: [:],
            console: console)
        #expect(status == 0)
        #expect(console.stdout.contains("No active subscriptions found"))
    }

    @Test("a bad --as-of is a usage error")
    func badAsOf() {
        let console = RecordingConsole()
        #expect(SubscanCLI.run(["report", "--as-of", "2026-02-30"], environment: [:], console: console) == ExitCode.usage)
        #expect(console.stderr.contains("--as-of needs a date"))
    }

    @Test("catalog finds brands by name, alias and typo, and says when nothing matches")
    func catalogLookup() {
        let found = RecordingConsole()
        #expect(SubscanCLI.run(["catalog", "spotify"], environment: [:], console: found) == 0)
        #expect(found.stdout.contains("spotify"))
        let chinese = RecordingConsole()
        _ = SubscanCLI.run(["catalog", "爱奇艺", "--format", "json"], environment: [:], console: chinese)
        #expect(chinese.stdout.contains(#""id":"iqiyi""#))
        let none = RecordingConsole()
        #expect(SubscanCLI.run(["catalog", "zzqxv"], environment: [:], console: none) == ExitCode.failure)
    }
}

@Suite("scan when files fail")
struct ScanFailureTests {
    @Test("scan of only bad files prints no report and exits 1; a partial batch still reports and exits 3")
    func failingFiles() throws {
        let dir = tempDir()
        let db = dir.appendingPathComponent("s.sqlite").path
        let bad = RecordingConsole()
        #expect(SubscanCLI.run(["scan", "/nonexistent.csv", "--db", db], environment: [:], console: bad) == ExitCode.failure)
        #expect(bad.stdout.isEmpty)
        let good = writeExport([("NETFLIX.COM", 1549, "USD", 3, 1...6)], in: dir, name: "g.csv")
        let partial = RecordingConsole()
        #expect(
            SubscanCLI.run(["scan", good, "/nonexistent.csv", "--db", db, "--as-of", "2026-06-10"], environment: [:], console: partial)
                == ExitCode.partial)
        #expect(partial.stdout.contains("netflix-usd"))
    }

    @Test("a screenshot-like text statement and the card's export list Netflix once; a newer statement continues the export's stream")
    func statementAndExportCountedOnce() throws {
        let dir = tempDir()
        let export = dir.appendingPathComponent("chase.csv").path
        var csv = "Transaction Date,Post Date,Description,Category,Type,Amount,Memo\n"
        for m in 5...10 { csv += String(format: "%02d/15/2026,%02d/16/2026,NETFLIX.COM 866-579-7172,Entertainment,Sale,-15.49,\n", m, m) }
        try csv.write(toFile: export, atomically: true, encoding: .utf8)
        let september = dir.appendingPathComponent("sep.txt").path
        try
            "Statement period: Sep 1, 2026 - Oct 31, 2026\n\nSep 14   Netflix        -15.49\nOct 14   Netflix        -15.49\nOct 20   STARBUCKS      -5.75\n"
            .write(toFile: september, atomically: true, encoding: .utf8)
        let db = dir.appendingPathComponent("s.sqlite").path
        func scan(_ files: [String], asOf: String) -> (Int32, [[String: Any]], String) {
            let console = RecordingConsole()
            let status = SubscanCLI.run(
                ["scan"] + files + ["--db", db, "--as-of", asOf, "--currency", "USD", "--format", "json"], environment: [:],
                console: console)
            let json = (try? JSONSerialization.jsonObject(with: Data(console.stdout.utf8))) as? [String: Any]
            return (status, (json?["candidates"] as? [[String: Any]]) ?? [], console.stderr)
        }

        let (status, candidates, stderr) = scan([export, september], asOf: "2026-11-01")
        #expect(status == 0, "\(stderr)")
        let netflix = candidates.filter { $0["catalogId"] as? String == "netflix" }
        #expect(netflix.count == 1)
        #expect(netflix.first?["occurrences"] as? Int == 6)
        #expect(netflix.first?["monthlyEquivalent"] as? String == "15.49")
        #expect(stderr.contains("note: 2 charges read from screenshots or statements are also in your exports; each is counted once"))

        let november = dir.appendingPathComponent("nov.txt").path
        try "Statement period: Nov 1, 2026 - Nov 30, 2026\n\nNov 14   Netflix        -15.49\n".write(
            toFile: november, atomically: true, encoding: .utf8)
        let (_, later, _) = scan([november], asOf: "2026-11-20")
        let joined = later.filter { $0["catalogId"] as? String == "netflix" }
        #expect(joined.count == 1)
        #expect(joined.first?["occurrences"] as? Int == 7)
        #expect(joined.first?["lastDate"] as? String == "2026-11-14")
    }
}
