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
            killed.hasPrefix(
                #"{"killed":[{"id":"netflix-usd","merchant":"Netflix","killedOn":"2026-07-20","currency":"USD","monthlyEquivalent":"15.49""#))
        #expect(killed.contains(#""count":1,"monthlySavings":[{"currency":"USD","amount":"15.49"}]}"#))
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
