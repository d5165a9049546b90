import Foundation
import Testing

@testable import SubscanCLI

/// A minimal RFC 5545 reader: unfolds lines and returns components as nested property lists.
struct ICSDocument {
    var lines: [String] = []
    var events: [[String: String]] = []
    var alarms = 0

    init(_ text: String) throws {
        #expect(text.hasSuffix("\r\n"), "lines end in CRLF")
        let physical = text.components(separatedBy: "\r\n").dropLast()
        for line in physical {
            #expect(line.utf8.count <= 75, "folded at 75 octets: \(line)")
            #expect(!line.contains("\n") && !line.contains("\r"))
            if line.hasPrefix(" ") { lines[lines.count - 1] += line.dropFirst() } else { lines.append(line) }
        }
        var stack: [String] = []
        var current: [String: String] = [:]
        for line in lines {
            if line.hasPrefix("BEGIN:") {
                stack.append(String(line.dropFirst(6)))
                if stack.last == "VEVENT" { current = [:] }
                if stack.last == "VALARM" { alarms += 1 }
            } else if line.hasPrefix("END:") {
                #expect(stack.popLast() == String(line.dropFirst(4)), "components nest")
                if line == "END:VEVENT" { events.append(current) }
            } else if stack.last == "VEVENT", let colon = line.firstIndex(of: ":") {
                current[String(line[..<colon])] = String(line[line.index(after: colon)...])
            }
        }
        #expect(stack.isEmpty)
        #expect(lines.first == "BEGIN:VCALENDAR" && lines.last == "END:VCALENDAR")
    }

    static func unescape(_ value: String) -> String {
        var out = ""
        var escaped = false
        for ch in value {
            if escaped {
                out.append(ch == "n" || ch == "N" ? "\n" : ch)
                escaped = false
            } else if ch == "\\" {
                escaped = true
            } else {
                out.append(ch)
            }
        }
        return out
    }
}

@Suite("summary, upcoming and reminders, config")
struct SummaryTests {
    @Test("the ICS file is valid RFC 5545, with stable UIDs, escaped text and three alarms per event")
    func icsIsValid() throws {
        let (dir, db) = lifecycleStore()
        // a name with ; , " \ and CJK, long enough to fold (quoted as CSV needs)
        var csv = "Date,Description,Amount,Currency\n"
        for m in 1...7 {
            csv += "2026-0\(m)-15,\"ACME; \"\"BACKUP\"\", PRO \\ PLAN WITH A VERY LONG NAME THAT NEEDS FOLDING 测试套餐\",-9.99,USD\n"
        }
        let weird = dir.appendingPathComponent("w.csv").path
        try csv.write(toFile: weird, atomically: true, encoding: .utf8)
        _ = SubscanCLI.run(["import", weird, "--db", db], environment: [:], console: RecordingConsole())
        let (status, first, _) = cli(["upcoming", "--days", "40", "--format", "ics"], db)
        #expect(status == 0)
        let doc = try ICSDocument(first)
        #expect(doc.events.count >= 5)
        for event in doc.events {
            #expect(event["UID"] != nil && event["DTSTAMP"] != nil && event["DTSTART;VALUE=DATE"] != nil)
            #expect(event["DTSTAMP"]!.hasSuffix("Z"))
        }
        #expect(doc.alarms == doc.events.count * 3)
        let acme = try #require(doc.events.first { $0["SUMMARY"]?.contains("Acme") == true })
        #expect(ICSDocument.unescape(acme["SUMMARY"]!).contains("Acme;"))
        #expect(acme["SUMMARY"]!.contains("\\;") && acme["DESCRIPTION"]!.contains("\\,"))
        let (_, second, _) = cli(["upcoming", "--days", "40", "--format", "ics"], db)
        #expect(try ICSDocument(second).events.map { $0["UID"]! } == doc.events.map { $0["UID"]! })
        #expect(doc.events.contains { $0["UID"] == "netflix-usd-2026-08-03@subscan" })
    }

    @Test("killed subscriptions get no reminders; reminder days come from the config")
    func remindersFollowDecisionsAndConfig() throws {
        let (dir, db) = lifecycleStore()
        _ = cli(["kill", "netflix"], db)
        let configDir = dir.appendingPathComponent("cfg")
        try FileManager.default.createDirectory(at: configDir.appendingPathComponent("subscan"), withIntermediateDirectories: true)
        try #"{"reminderDays": [2]}"#.write(to: configDir.appendingPathComponent("subscan/config.json"), atomically: true, encoding: .utf8)
        let console = RecordingConsole()
        _ = SubscanCLI.run(
            ["upcoming", "--format", "ics", "--db", db, "--as-of", "2026-07-20"], environment: ["XDG_CONFIG_HOME": configDir.path],
            console: console)
        let doc = try ICSDocument(console.stdout)
        #expect(!doc.events.contains { $0["UID"]?.hasPrefix("netflix") == true })
        #expect(doc.alarms == doc.events.count)
        #expect(console.stdout.contains("TRIGGER:-P2D"))
    }

    @Test("upcoming lists the next charges in date order")
    func upcomingTable() {
        let (_, db) = lifecycleStore()
        let (_, out, _) = cli(["upcoming", "--days", "20"], db)
        let dates = out.split(separator: "\n").dropFirst(2).map { String($0.prefix(10)) }
        #expect(dates == dates.sorted())
        #expect(out.contains("2026-08-03") && out.contains("Netflix"))
        #expect(cli(["upcoming", "--days", "-3"], db).0 == ExitCode.usage)
    }

    @Test("summary: totals per currency, counts, most expensive, savings")
    func summaryJSON() throws {
        let (_, db) = lifecycleStore()
        _ = cli(["kill", "spotify-usd"], db)
        let (status, out, _) = cli(["summary", "--format", "json"], db)
        #expect(status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(out.utf8)) as! [String: Any]
        #expect(
            (json["monthly"] as! [[String: String]]) == [["currency": "CNY", "amount": "25.00"], ["currency": "USD", "amount": "35.48"]])
        #expect((json["yearly"] as! [[String: String]]).first { $0["currency"] == "USD" }?["amount"] == "425.76")
        #expect((json["counts"] as! [String: Int])["killed"] == 1)
        #expect((json["killedSavings"] as! [[String: String]]) == [["currency": "USD", "amount": "11.99"]])
        #expect(((json["mostExpensive"] as! [[String: String]]).first)?["id"] == "iqiyi-cny")
    }

    @Test("config shows defaults and file values; a corrupt config is a clear error")
    func config() throws {
        let dir = tempDir()
        let env = ["XDG_CONFIG_HOME": dir.path]
        let shown = RecordingConsole()
        #expect(SubscanCLI.run(["config"], environment: env, console: shown) == 0)
        #expect(shown.stdout.contains("reminderDays") && shown.stdout.contains("default"))
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("subscan"), withIntermediateDirectories: true)
        let file = dir.appendingPathComponent("subscan/config.json")
        try #"{"defaultCurrency": "EUR"}"#.write(to: file, atomically: true, encoding: .utf8)
        let json = RecordingConsole()
        _ = SubscanCLI.run(["config", "--format", "json"], environment: env, console: json)
        #expect(json.stdout.contains(#"{"key":"defaultCurrency","value":"EUR","source":"\#(file.path)"}"#))
        for broken in ["{not json", #"{"reminderDays": "soon"}"#, #"{"defaultCurrency": "EURO"}"#, #"{"colour": "blue"}"#] {
            try broken.write(to: file, atomically: true, encoding: .utf8)
            let err = RecordingConsole()
            #expect(SubscanCLI.run(["config"], environment: env, console: err) == ExitCode.failure)
            #expect(err.stderr.contains(file.path))
        }
    }
}
