import Foundation
import Testing

@testable import SubscanCLI

/// A store holding Netflix (USD), two Spotify plans, and 爱奇艺 (CNY), scanned as of 2026-07-20.
func lifecycleStore() -> (dir: URL, db: String) {
    let dir = tempDir()
    let db = dir.appendingPathComponent("s.sqlite").path
    let path = writeExport(
        [
            ("NETFLIX.COM", 1549, "USD", 3, 1...7), ("SPOTIFY P1", 1199, "USD", 4, 1...7), ("SPOTIFY FAMILY", 1999, "USD", 9, 1...7),
            ("爱奇艺VIP会员", 2500, "CNY", 8, 1...7),
        ], in: dir, name: "a.csv")
    _ = SubscanCLI.run(["import", path, "--db", db], environment: [:], console: RecordingConsole())
    return (dir, db)
}

func cli(_ args: [String], _ db: String, asOf: String = "2026-07-20") -> (Int32, String, String) {
    let console = RecordingConsole()
    let status = SubscanCLI.run(args + ["--db", db, "--as-of", asOf], environment: [:], console: console)
    return (status, console.stdout, console.stderr)
}

func reportJSON(_ db: String, asOf: String = "2026-07-20") throws -> [String: Any] {
    let (_, out, _) = cli(["report", "--format", "json"], db, asOf: asOf)
    return try JSONSerialization.jsonObject(with: Data(out.utf8)) as! [String: Any]
}

@Suite("kill, restore, killed, confirm, share")
struct LifecycleTests {
    @Test("a killed subscription stays listed, leaves the totals, and is tallied")
    func killLeavesTotals() throws {
        let (_, db) = lifecycleStore()
        let (status, out, _) = cli(["kill", "netflix"], db)
        #expect(status == 0)
        #expect(out.contains("Killed Netflix (netflix-usd) on 2026-07-20"))
        let report = try reportJSON(db)
        let netflix = (report["candidates"] as! [[String: Any]]).first { $0["id"] as? String == "netflix-usd" }!
        #expect(netflix["killed"] as? Bool == true)
        let totals = report["monthlyTotals"] as! [[String: String]]
        #expect(totals.first { $0["currency"] == "USD" }?["amount"] == "31.98")  // the two Spotify plans
        let (_, killed, _) = cli(["killed", "--format", "json"], db)
        #expect(
            killed
                == #"{"killed":[{"id":"netflix-usd","merchant":"Netflix","killedOn":"2026-07-20","currency":"USD","monthlyEquivalent":"15.49"}],"count":1,"monthlySavings":[{"currency":"USD","amount":"15.49"}]}"#
                + "\n")
        let (_, table, _) = cli(["killed"], db)
        #expect(table.hasPrefix("1 killed, saving 15.49 USD a month"))
    }

    @Test("a charge after the kill is flagged loudly, and the kill survives new imports")
    func chargedAfterKill() throws {
        let (dir, db) = lifecycleStore()
        _ = cli(["kill", "netflix-usd"], db)
        let later = writeExport([("NETFLIX.COM", 1549, "USD", 3, 8...8)], in: dir, name: "b.csv")
        _ = SubscanCLI.run(["import", later, "--db", db], environment: [:], console: RecordingConsole())
        let report = try reportJSON(db, asOf: "2026-08-10")
        let netflix = (report["candidates"] as! [[String: Any]]).first { $0["id"] as? String == "netflix-usd" }!
        #expect(netflix["killed"] as? Bool == true)
        #expect((netflix["flags"] as? [String])?.contains("charged_after_kill") == true)
        #expect(netflix["risk"] as? String == "high")
        let (_, table, _) = cli(["report"], db, asOf: "2026-08-10")
        #expect(table.contains("the cancellation did not work"))
    }

    @Test("restore undoes a kill; restoring what is not killed changes nothing")
    func restore() throws {
        let (_, db) = lifecycleStore()
        _ = cli(["kill", "爱奇艺"], db)
        #expect(cli(["restore", "iqiyi-cny"], db).0 == 0)
        let totals = try reportJSON(db)["monthlyTotals"] as! [[String: String]]
        #expect(totals.first { $0["currency"] == "CNY" }?["amount"] == "25.00")
        let (status, _, err) = cli(["restore", "iqiyi-cny"], db)
        #expect(status == ExitCode.failure)
        #expect(err.contains("is not killed; nothing changed"))
    }

    @Test("an ambiguous name is refused with the candidates; an unknown one with a suggestion")
    func ambiguousAndUnknownNames() {
        let (_, db) = lifecycleStore()
        let (status, _, err) = cli(["kill", "spotify"], db)
        #expect(status == ExitCode.failure)
        #expect(err.contains("matches 2 subscriptions: spotify-usd"))
        #expect(err.contains("spotify-usd-2"))
        #expect(cli(["killed", "--format", "json"], db).1.contains(#""count":0"#))
        let (s2, _, e2) = cli(["kill", "netflx-usd"], db)
        #expect(s2 == ExitCode.failure)
        #expect(e2.contains("Did you mean 'netflix-usd'?"))
    }

    @Test("a shared plan counts the user's share in the totals")
    func share() throws {
        let (_, db) = lifecycleStore()
        let (status, out, _) = cli(["share", "spotify-usd-2", "--members", "4"], db)
        #expect(status == 0)
        #expect(out.contains("shared by 4: 5.00 USD a month each (of 19.99 USD)"))
        let totals = try reportJSON(db)["monthlyTotals"] as! [[String: String]]
        #expect(totals.first { $0["currency"] == "USD" }?["amount"] == "32.48")  // 15.49 + 11.99 + 5.00
        #expect(cli(["share", "netflix", "--members", "-1"], db).0 == ExitCode.usage)
        #expect(cli(["share", "netflix", "--members", "2.5"], db).0 == ExitCode.usage)
        #expect(cli(["share", "netflix"], db).0 == ExitCode.usage)
    }

    @Test("confirm records use; 'rarely' makes it high risk; a bad tag changes nothing")
    func confirm() throws {
        let (_, db) = lifecycleStore()
        #expect(cli(["confirm", "netflix", "--usage", "rarely"], db).0 == 0)
        let netflix = (try reportJSON(db)["candidates"] as! [[String: Any]]).first { $0["id"] as? String == "netflix-usd" }!
        #expect(netflix["risk"] as? String == "high")
        #expect(cli(["confirm", "spotify-usd", "--usage", "daily"], db).0 == ExitCode.usage)
    }
}

@Suite("add and group")
struct EntryTests {
    @Test("add fills price, cycle and cancel link from the catalog, and counts in the totals")
    func addFromCatalog() throws {
        let (_, db) = lifecycleStore()
        let (status, out, _) = cli(["add", "Disney+", "--currency", "USD"], db)
        #expect(status == 0, "\(out)")
        #expect(out.hasPrefix("Added Disney+:"))
        let report = try reportJSON(db)
        let disney = try #require((report["candidates"] as! [[String: Any]]).first { $0["catalogId"] as? String == "disney-plus" })
        #expect((disney["flags"] as? [String])?.contains("manual") == true)
        #expect(disney["nextDate"] as? String == "2026-08-20")
    }

    @Test("an entry of a service already detected merges instead of doubling")
    func addMergesWithDetected() throws {
        let (_, db) = lifecycleStore()
        let before = try reportJSON(db)["monthlyTotals"] as! [[String: String]]
        #expect(cli(["add", "netflix", "--currency", "USD"], db).0 == 0)
        let report = try reportJSON(db)
        #expect((report["monthlyTotals"] as! [[String: String]]) == before)
        let netflix = (report["candidates"] as! [[String: Any]]).filter { $0["catalogId"] as? String == "netflix" }
        #expect(netflix.count == 1)
        #expect((netflix[0]["flags"] as? [String])?.contains("entered") == true)
    }

    @Test("a trial ending within a week is high risk and gets its own reminder")
    func trial() throws {
        let (_, db) = lifecycleStore()
        #expect(cli(["add", "Acme Fitness App", "--amount", "9.99", "--currency", "USD", "--trial-ends", "2026-07-24"], db).0 == 0)
        let acme = try #require(
            (try reportJSON(db)["candidates"] as! [[String: Any]]).first { $0["merchant"] as? String == "Acme Fitness App" })
        #expect(acme["risk"] as? String == "high")
        let (_, ics, _) = cli(["upcoming", "--format", "ics"], db)
        #expect(ics.contains("free trial ends"))
    }

    @Test(
        "bad entries change nothing",
        arguments: [
            ["add", "Acme", "--currency", "USD"],  // not in the catalog, no amount
            ["add", "Acme", "--amount", "12.345", "--currency", "USD"],  // three decimals for USD
            ["add", "Acme", "--amount", "1500.5", "--currency", "JPY"],  // decimals for JPY
            ["add", "Acme", "--amount", "-5", "--currency", "USD"],
            ["add", "Acme", "--amount", "5", "--currency", "USD", "--cycle", "fortnightly"],
        ])
    func badEntries(_ args: [String]) throws {
        let (_, db) = lifecycleStore()
        #expect(cli(args, db).0 == ExitCode.usage)
        #expect((try reportJSON(db)["candidates"] as! [[String: Any]]).allSatisfy { $0["merchant"] as? String != "Acme" })
    }

    @Test("a group costs the larger of its cap and its members, and refuses mixed currencies or cycles")
    func groups() throws {
        let (dir, db) = lifecycleStore()
        #expect(cli(["group", "create", "music", "--cap", "25.00", "--currency", "USD"], db).0 == 0)
        #expect(cli(["group", "add", "music", "spotify-usd"], db).0 == 0)
        var usd = (try reportJSON(db)["monthlyTotals"] as! [[String: String]]).first { $0["currency"] == "USD" }
        #expect(usd?["amount"] == "60.48")  // 15.49 + 19.99 + max(25.00, 11.99)
        #expect(cli(["group", "add", "music", "spotify-usd-2"], db).0 == 0)
        usd = (try reportJSON(db)["monthlyTotals"] as! [[String: String]]).first { $0["currency"] == "USD" }
        #expect(usd?["amount"] == "47.47")  // 15.49 + max(25.00, 31.98)
        #expect(cli(["report"], db).1.contains("over the cap"))
        let (s1, _, e1) = cli(["group", "add", "music", "iqiyi-cny"], db)
        #expect(s1 == ExitCode.failure && e1.contains("CNY"))
        for year in [2025, 2026] {
            let path = writeExport([("ADOBE *CREATIVE CLD", 65988, "USD", 10, 1...1)], year: year, in: dir, name: "y\(year).csv")
            _ = SubscanCLI.run(["import", path, "--db", db], environment: [:], console: RecordingConsole())
        }
        let (s2, _, e2) = cli(["group", "add", "music", "adobe-creative-cloud-usd"], db)
        #expect(s2 == ExitCode.failure && e2.contains("is yearly but group music is monthly"))
        #expect(cli(["group", "add", "nosuchgroup", "netflix"], db).0 == ExitCode.failure)
        #expect(cli(["group", "create", "x", "--cap", "-3", "--currency", "USD"], db).0 == ExitCode.usage)
    }
}
