import Foundation
import Testing

@testable import SubscanCLI

/// The machine-readable output of `extract`, `import` and `report` on the bundled fixtures, byte for
/// byte: a change of structure (issue 17) must not change what a script reading subscan sees.
///
/// The expected text lives in `Resources/golden/`. After a change that is meant to alter the output,
/// write it again with `SUBSCAN_RECORD_GOLDEN=1 swift test --skip-build --filter GoldenOutput` and
/// read the diff before committing it.
@Suite("Golden output of extract, import and report")
struct GoldenOutputTests {
    /// One of each input kind; the QIF names no currency, so it is refused (exit 3) and the failed file's shape is covered too.
    static let inputs = [
        "Fixtures/csv/chase-credit.csv", "Fixtures/csv/wechat-pay.csv", "Fixtures/csv/es-bank.csv", "Fixtures/csv/utf16-generic.csv",
        "Fixtures/csv/real/ing-de", "Fixtures/ofx/amex.ofx", "Fixtures/qif/file.qif", "Fixtures/camt/camt053.xml",
        "Fixtures/mt940/data.sta", "Fixtures/norma43/example1.n43", "Fixtures/text/santander-uk", "Fixtures/pdf/statement-en.pdf",
        "Fixtures/pdf/statement-zh.pdf", "Fixtures/screens/sample-left-date.png",
    ]

    /// Fixture paths, a folder standing for the first file in it.
    static func paths(_ relative: [String]) -> [String] {
        relative.map { name in
            let path = packageRoot.appendingPathComponent(name).path
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else { return path }
            let first = (try? FileManager.default.contentsOfDirectory(atPath: path))?.filter {
                !$0.hasSuffix(".md") && !$0.contains(".expected")
            }.sorted().first
            return path + "/" + (first ?? "")
        }
    }

    /// Runs subscan in-process; the checkout's location is written `$ROOT` so the text does not depend on it.
    static func output(_ args: [String]) -> (status: Int32, text: String) {
        let console = RecordingConsole()
        let status = SubscanCLI.run(args, environment: ["HOME": "/nonexistent-home", "OMP_THREAD_LIMIT": "1"], console: console)
        return (status, console.stdout.replacingOccurrences(of: packageRoot.path, with: "$ROOT"))
    }

    static func check(_ name: String, _ text: String) throws {
        let path = packageRoot.appendingPathComponent("Tests/SubscanCLITests/Resources/golden/\(name)").path
        if ProcessInfo.processInfo.environment["SUBSCAN_RECORD_GOLDEN"] != nil {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        // The JSON is one line: name the first differing character and what surrounds it.
        let (got, want) = (Array(text.utf8), Array(expected.utf8))
        let first = zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(got.count, want.count)
        let context = { (bytes: [UInt8]) in String(decoding: bytes[max(0, first - 80)..<min(bytes.count, first + 80)], as: UTF8.self) }
        #expect(text == expected, "\(name): first difference at byte \(first):\n got: \(context(got))\nwant: \(context(want))")
    }

    @Test("extract: JSON and CSV of every input kind")
    func extract() throws {
        let db = tempDir().appendingPathComponent("s.sqlite").path
        let base = ["extract"] + Self.paths(Self.inputs) + ["--as-of", "2026-12-03", "--db", db]
        let json = Self.output(base + ["--format", "json"])
        #expect(json.status == ExitCode.partial)
        try Self.check("extract.json", json.text)
        let csv = Self.output(base + ["--format", "csv"])
        #expect(csv.status == ExitCode.partial)
        try Self.check("extract.csv", csv.text)
    }

    @Test("import JSON, then report JSON and CSV over the year of PDF statements and the overlapping exports")
    func importAndReport() throws {
        let db = tempDir().appendingPathComponent("s.sqlite").path
        let imported = Self.output(["import"] + Self.paths(Self.inputs) + ["--as-of", "2026-12-03", "--db", db, "--format", "json"])
        #expect(imported.status == ExitCode.partial)
        try Self.check("import.json", imported.text)
        let year = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Fixtures/pdf/year").path)
            .filter { $0.hasSuffix(".pdf") || $0.hasSuffix(".csv") }.sorted().map { "Fixtures/pdf/year/" + $0 }
        let demo = ["Fixtures/csv/demo/checking-part1.csv", "Fixtures/csv/demo/checking-part2.csv"]
        let more = Self.output(["import"] + Self.paths(year + demo) + ["--as-of", "2026-12-03", "--db", db, "--format", "json"])
        #expect(more.status == ExitCode.ok)
        try Self.check("import-year.json", more.text)
        for format in ["json", "csv"] {
            let report = Self.output(["report", "--db", db, "--as-of", "2026-12-03", "--format", format])
            #expect(report.status == ExitCode.ok)
            try Self.check("report.\(format)", report.text)
        }
    }
}
