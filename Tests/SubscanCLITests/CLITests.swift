import Foundation
import SubscanStore
import Testing

@testable import SubscanCLI

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
func fixture(_ name: String) -> String { packageRoot.appendingPathComponent("Fixtures/csv/\(name)").path }

func tempDir() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("subscan-cli-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Runs subscan in-process against a fresh store.
func run(_ args: [String], db: String? = nil) -> (status: Int32, out: String, err: String, db: String) {
    let dbPath = db ?? tempDir().appendingPathComponent("s.sqlite").path
    let console = RecordingConsole()
    let status = SubscanCLI.run(
        args + (args.first == "import" ? ["--db", dbPath] : []), environment: ["HOME": "/nonexistent-home"], console: console)
    return (status, console.stdout, console.stderr, dbPath)
}

@Suite("Command line")
struct CLITests {
    @Test("extract prints the JSON contract exactly")
    func extractJSONContract() throws {
        let dir = tempDir()
        let path = dir.appendingPathComponent("netflix.csv").path
        try "Date,Description,Amount\n2026-10-03,NETFLIX.COM,-15.49\n".write(toFile: path, atomically: true, encoding: .utf8)
        let r = run(["extract", path, "--format", "json", "--currency", "USD"])
        #expect(r.status == 0)
        #expect(
            r.out.hasPrefix(#"{"transactions":[{"date":"2026-10-03","amount":"-15.49","currency":"USD","description":"NETFLIX.COM""#))
        let parsed = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as! [String: [[String: Any]]]
        #expect(parsed["transactions"]?.count == 1)
    }

    @Test("extract as CSV quotes what needs quoting")
    func extractCSV() {
        let r = run(["extract", fixture("chase-credit.csv"), "--format", "csv"])
        #expect(r.status == 0)
        #expect(r.out.hasPrefix("date,amount,currency,description,status,account,file,line,counterparty\n"))
        #expect(r.out.split(separator: "\n").count == 16)
    }

    @Test("an OFX download imports like an export: counted, stored once; an MT940 too; a broken PDF is named and refused")
    func ofxImport() throws {
        let ofx = packageRoot.appendingPathComponent("Fixtures/ofx/amex.ofx").path
        let first = run(["import", ofx])
        #expect(first.status == 0, "\(first.err)")
        #expect(first.out.contains("amex.ofx: 3 transactions, 3 new, 0 already stored (OFX/QFX download"), "\(first.out)")
        let again = run(["import", ofx], db: first.db)
        #expect(again.out.contains("0 new, 3 already stored"))
        let mt940 = tempDir().appendingPathComponent("export.sta").path
        try ":20:STARTUMS\n:25:12345678/0000000001\n:28C:00000\n:60F:C260901EUR1000,00\n:61:2609050905D15,49NMSCNONREF\n".write(
            toFile: mt940, atomically: true, encoding: .utf8)
        let sta = run(["import", mt940], db: first.db)
        #expect(sta.status == 0 && sta.out.contains("export.sta: 1 transactions, 1 new"), "\(sta.out) \(sta.err)")
        let pdf = tempDir().appendingPathComponent("statement.csv").path
        try "%PDF-1.7\n%âãÏÓ\n".write(toFile: pdf, atomically: true, encoding: .utf8)
        let refused = run(["import", pdf], db: first.db)
        // Read as a PDF statement whatever its name; this one is only a PDF's first line.
        #expect(refused.status == 1 && refused.err.contains("statement.csv: the PDF cannot be read (damaged"), "\(refused.err)")
    }

    /// A Sparkasse export (`../shared/formats/sparkasse-de`'s columns): electricity and gas from one
    /// Stadtwerke, the same payee and no purpose, told apart only by the `Mandatsreferenz` column.
    func stadtwerkeExport(mandates: Bool) -> String {
        var text =
            #""Auftragskonto";"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Glaeubiger ID";"Mandatsreferenz";"#
            + #""Kundenreferenz (End-to-End)";"Sammlerreferenz";"Lastschrift Ursprungsbetrag";"Auslagenersatz Ruecklastschrift";"#
            + #""Beguenstigter/Zahlungspflichtiger";"Kontonummer/IBAN";"BIC (SWIFT-Code)";"Betrag";"Waehrung";"Info""# + "\n"
        for month in 0..<14 {
            let (y, m) = (2025 + (month + 9) / 12, (month + 9) % 12 + 1)
            for (day, mandate, price) in [
                (10, "GAS-0088121", month < 7 ? "-96,00" : "-109,00"), (21, "STROM-004471", month < 5 ? "-79,00" : "-88,00"),
            ] {
                let date = String(format: "%02d.%02d.%02d", day, m, y % 100)
                text +=
                    #""12345678";"\#(date)";"\#(date)";"FOLGELASTSCHRIFT";"";"#
                    + (mandates ? #""DE20ZZZ05322053019";"\#(mandate)";"# : "\"\";\"\";")
                    + #""E2E\#(month)\#(day)";"";"";"";"Stadtwerke Musterstadt GmbH";"DE34370501985322053019";"COLSDE33XXX";"\#(price)";"EUR";"Umsatz gebucht""#
                    + "\n"
            }
        }
        return text
    }

    @Test("a Sparkasse export's mandate and creditor columns reach detection; rows stored without them are recognised again")
    func mandateColumns() throws {
        let dir = tempDir()
        let old = dir.appendingPathComponent("before.csv").path
        let new = dir.appendingPathComponent("after.csv").path
        try stadtwerkeExport(mandates: false).write(toFile: old, atomically: true, encoding: .utf8)
        try stadtwerkeExport(mandates: true).write(toFile: new, atomically: true, encoding: .utf8)
        let extracted = run(["extract", new, "--format", "json"])
        #expect(extracted.out.contains(#""references":"MREF: GAS-0088121 CRED: DE20ZZZ05322053019"}"#), "\(extracted.out.prefix(400))")
        // the rows of an export read before its references were (or without them) are the same rows
        let first = run(["import", old])
        #expect(first.out.contains("28 transactions, 28 new"), "\(first.out) \(first.err)")
        let second = run(["import", new], db: first.db)
        #expect(second.out.contains("28 transactions, 0 new, 28 already stored"), "\(second.out) \(second.err)")
        // two contracts, each with its price step: the mandates tell them apart
        let db = tempDir().appendingPathComponent("s.sqlite").path
        let scan = run(["scan", new, "--db", db, "--as-of", "2026-12-01", "--format", "json"], db: db)
        let found = try JSONSerialization.jsonObject(with: Data(scan.out.utf8)) as! [String: Any]
        let candidates = found["candidates"] as! [[String: Any]]
        #expect(candidates.count == 2, "\(candidates.map { $0["merchant"] ?? "" })")
        #expect(Set(candidates.compactMap { ($0["charges"] as? [Any])?.count }) == [14])
    }

    @Test("importing overlapping exports stores shared rows once and keeps same-day twins")
    func overlappingImports() throws {
        let first = run(["import", fixture("overlap-a.csv")])
        #expect(first.status == 0, "\(first.err)")
        let second = run(["import", fixture("overlap-b.csv")], db: first.db)
        #expect(second.status == 0)
        #expect(second.out.contains("8 transactions, 5 new, 3 already stored"))
        let store = try Store(path: first.db)
        #expect(try store.transactionCount() == 9 + 5)
        let again = run(["import", fixture("overlap-a.csv")], db: first.db)
        #expect(again.out.contains("0 new, 9 already stored"))
        #expect(again.out.contains("imported before"))
    }

    @Test("one bad file in a batch: the others import, exit status 3, the bad one adds nothing")
    func partialBatch() throws {
        let dir = tempDir()
        let bad = dir.appendingPathComponent("bad.csv").path
        try "Date,Description,Amount\n2026-10-03,A,-1.00\n2026-02-30,B,-2.00\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let r = run(["import", fixture("chase-credit.csv"), bad, fixture("wechat-pay.csv")])
        #expect(r.status == ExitCode.partial)
        #expect(r.err.contains("bad.csv:3: column \"Date\""))
        #expect(r.out.contains("3 files: 2 imported, 1 failed"))
        #expect(try Store(path: r.db).transactionCount() == 15 + 11)
    }

    @Test("every file failing is exit status 1")
    func allFail() {
        let r = run(["import", "/nonexistent/a.csv"])
        #expect(r.status == ExitCode.failure)
        #expect(r.err.contains("/nonexistent/a.csv: cannot open: No such file or directory"))
    }

    @Test("usage errors exit 2 and suggest the near option or command")
    func usageErrors() {
        let typo = run(["extract", fixture("amex.csv"), "--fromat", "json"])
        #expect(typo.status == ExitCode.usage)
        #expect(typo.err.contains("Did you mean '--format'?"))
        let command = run(["imprt", "x.csv"])
        #expect(command.status == ExitCode.usage)
        #expect(command.err.contains("Did you mean 'import'?"))
        #expect(run(["extract"]).status == ExitCode.usage)
        #expect(run(["extract", "x.csv", "--format", "xml"]).status == ExitCode.usage)
        #expect(run(["extract", "x.csv", "--encoding", "ebcdic"]).status == ExitCode.usage)
        #expect(run(["extract", "x.csv", "--currency", "EURO"]).status == ExitCode.usage)
        #expect(run(["extract", "x.csv", "--profile", "chse-credit"]).err.contains("Did you mean 'chase-credit'?"))
    }

    @Test("--help works on every command", arguments: ["import", "extract", "profiles"])
    func helpEverywhere(_ command: String) {
        let r = run([command, "--help"])
        #expect(r.status == 0)
        #expect(r.out.contains("Usage: subscan \(command)"))
        #expect(run(["help", command]).out == r.out)
    }

    @Test("a bare file argument means import")
    func bareFileImports() throws {
        let db = tempDir().appendingPathComponent("s.sqlite").path
        let console = RecordingConsole()
        let status = SubscanCLI.run([fixture("monzo.csv"), "--db", db], environment: [:], console: console)
        #expect(status == 0)
        #expect(try Store(path: db).transactionCount() == 12)
    }

    @Test("import --format json reports each file")
    func importJSON() throws {
        let r = run(["import", fixture("revolut.csv"), "/nonexistent.csv", "--format", "json"])
        #expect(r.status == ExitCode.partial)
        let obj = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as! [String: Any]
        let files = obj["files"] as! [[String: Any]]
        #expect(files.map { $0["status"] as! String } == ["imported", "failed"])
        #expect(files[0]["added"] as? Int == 10)
    }
}

/// Runs the built binary, as a user would.
@Suite("The subscan binary")
struct BinaryTests {
    static let binary = packageRoot.appendingPathComponent(".build/debug/subscan").path

    func launch(_ args: [String], env: [String: String] = [:]) throws -> (Int32, String, String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: BinaryTests.binary)
        p.arguments = args
        p.environment = env
        let out = Pipe()
        let err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }

    @Test("a fresh user: help, a wrong path, a real import into XDG_DATA_HOME")
    func newcomer() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary), "build the binary first (swift build)")
        let home = tempDir()
        let env = ["XDG_DATA_HOME": home.appendingPathComponent("data").path, "HOME": home.path]
        let (s0, help, _) = try launch(["--help"], env: env)
        #expect(s0 == 0 && help.contains("Usage: subscan FILE..."))
        let (s1, _, err) = try launch(["nope.csv"], env: env)
        #expect(s1 == 1 && err.contains("nope.csv: cannot open"))
        let (s2, out, progress) = try launch([fixture("alipay.csv"), "--as-of", "2026-03-01"], env: env)
        #expect(s2 == 0 && progress.contains("12 transactions, 12 new"))
        #expect(out.contains("爱奇艺"))
        let db = home.appendingPathComponent("data/subscan/subscan.sqlite").path
        let mode = try FileManager.default.attributesOfItem(atPath: db)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }
}

@Suite("Import of files whose days are not grouped")
struct UngroupedDaysTests {
    @Test("identical charges of one day split by other days are both kept (the file is read again)")
    func ungroupedDays() throws {
        let dir = tempDir()
        let path = dir.appendingPathComponent("u.csv").path
        try "Date,Description,Amount\n2026-10-03,STARBUCKS,-5.75\n2026-10-04,UBER,-12.00\n2026-10-03,STARBUCKS,-5.75\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let r = run(["import", path, "--currency", "USD"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("3 transactions, 3 new"))
        #expect(try Store(path: r.db).transactionCount() == 3)
        let again = run(["import", path, "--currency", "USD"], db: r.db)
        #expect(again.out.contains("0 new, 3 already stored"))
    }
}
