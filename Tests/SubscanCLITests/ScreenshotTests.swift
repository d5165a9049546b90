import Foundation
import SubscanApp
import SubscanCore
import SubscanStore
import Testing

@testable import SubscanCLI

let statements = packageRoot.appendingPathComponent("Fixtures/statements")

/// Runs subscan in-process with its own config folder (the OCR limit lives there).
func runOCR(_ args: [String], home: URL) -> (status: Int32, out: String, err: String) {
    let console = RecordingConsole()
    let env = [
        "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        "XDG_DATA_HOME": home.appendingPathComponent("data").path,
    ]
    let status = SubscanCLI.run(args, environment: env, console: console)
    return (status, console.stdout, console.stderr)
}

/// A copy of a fixture with bytes appended after the PNG's end: the same picture, new content hash.
func variant(_ name: String, _ n: Int, in dir: URL) throws -> String {
    var data = try Data(contentsOf: statements.appendingPathComponent(name + ".png"))
    data.append(contentsOf: Array("variant-\(n)".utf8))
    let url = dir.appendingPathComponent("\(name)-\(n).png")
    try data.write(to: url)
    return url.path
}

/// A valid PNG header claiming `width` × `height` pixels, with almost no data behind it.
func pngBomb(width: UInt32, height: UInt32) -> Data {
    func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return ~c
    }
    func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return be(UInt32(body.count)) + typed + be(crc32(typed))
    }
    let ihdr = be(width) + be(height) + [8, 0, 0, 0, 0]
    let bytes: [UInt8] =
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr)
        + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", [])
    return Data(bytes)
}

@Suite("screenshots", .serialized)
struct ScreenshotTests {
    @Test("extract on a screenshot prints the CSV contract's JSON and charges one page; the same image again is free")
    func extractJSONAndCharge() throws {
        let home = tempDir()
        let shot = statements.appendingPathComponent("en-light-grouped.png").path
        let first = runOCR(["extract", shot, "--format", "json", "--as-of", "2026-10-29"], home: home)
        #expect(first.status == ExitCode.ok, "\(first.err)")
        #expect(
            first.out.hasPrefix(#"{"transactions":[{"date":"2026-10-29","amount":"-15.49","currency":"USD","description":"NETFLIX.COM""#))
        let quota = runOCR(["quota", "--format", "json"], home: home)
        let period = OCRQuota.period(of: AppEnvironment([:]).today())
        let resets = OCRQuota.resetDate(after: AppEnvironment([:]).today()).iso
        #expect(quota.out == #"{"used":1,"limit":100,"period":"\#(period)","resetsOn":"\#(resets)"}"# + "\n")
        let again = runOCR(["extract", shot, "--format", "json", "--as-of", "2026-10-29"], home: home)
        #expect(again.out == first.out)
        #expect(runOCR(["quota", "--format", "json"], home: home).out.hasPrefix(#"{"used":1,"#))
    }

    @Test("rows read from a picture say how sure the reading is; a page an older subscan cached as text lines still reads, free")
    func confidenceAndOlderCache() throws {
        let home = tempDir()
        let db = home.appendingPathComponent("s.sqlite").path
        let shot = statements.appendingPathComponent("en-light-grouped.png").path
        let first = runOCR(["extract", shot, "--format", "json", "--as-of", "2026-10-29", "--db", db], home: home)
        #expect(first.status == ExitCode.ok, "\(first.err)")
        #expect(first.out.contains(#""confidence":"#) && first.out.contains(#""signUncertain":false"#))
        #expect(!first.out.contains(#""signUncertain":true"#))

        // A store written before the layout engine kept each page's text lines, not its words.
        let copy = try variant("en-light-grouped", 7, in: home)
        var hasher = SHA256()
        try Data(contentsOf: URL(fileURLWithPath: copy)).withUnsafeBytes { hasher.update($0) }
        let sha = hasher.finalize().hex
        let store = try Store(path: db)
        _ = try store.reserveOCRPage(sha256: sha, page: 0, period: OCRQuota.period(of: AppEnvironment([:]).today()), limit: 100)
        try store.completeOCRPage(
            sha256: sha, page: 0,
            lines: #"[{"text":"Oct 3","left":40,"top":100,"right":160,"bottom":130,"confidence":95},"#
                + #"{"text":"NETFLIX.COM   -$15.49","left":40,"top":160,"right":1100,"bottom":190,"confidence":93}]"#)
        let used = runOCR(["quota", "--format", "json", "--db", db], home: home).out
        let old = runOCR(["extract", copy, "--format", "json", "--as-of", "2026-10-29", "--db", db], home: home)
        #expect(old.status == ExitCode.ok, "\(old.err)")
        #expect(old.out.hasPrefix(#"{"transactions":[{"date":"2026-10-03","amount":"-15.49","currency":"USD","description":"NETFLIX.COM""#))
        #expect(runOCR(["quota", "--format", "json", "--db", db], home: home).out == used, "a cached page is not charged again")
    }

    @Test("bad images each get one line naming the file, the batch goes on (exit 3), and nothing failed is charged")
    func badImages() throws {
        let home = tempDir()
        let dir = tempDir()
        let notImage = dir.appendingPathComponent("notes.png")
        try "Date,Description,Amount\n".write(to: notImage, atomically: true, encoding: .utf8)
        let empty = dir.appendingPathComponent("empty.png")
        _ = FileManager.default.createFile(atPath: empty.path, contents: Data())
        let truncated = dir.appendingPathComponent("truncated.png")
        try Data(contentsOf: statements.appendingPathComponent("en-light-grouped.png")).prefix(6000).write(to: truncated)
        let huge = dir.appendingPathComponent("huge.png")
        try pngBomb(width: 30_000, height: 30_000).write(to: huge)
        let pdf = dir.appendingPathComponent("statement.jpg")
        try Data("%PDF-1.7\n".utf8).write(to: pdf)
        let noPicture = dir.appendingPathComponent("no-picture.jpg")  // headers and an end, no frame (found by scripts/fuzz image)
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xFF, 0xD9]).write(
            to: noPicture)
        let good = statements.appendingPathComponent("es-light-grouped.png").path
        let noText = statements.appendingPathComponent("no-text.png").path
        let noRows = statements.appendingPathComponent("no-transactions.png").path
        let missing = dir.appendingPathComponent("missing.png").path

        let r = runOCR(
            [
                "import", notImage.path, empty.path, truncated.path, huge.path, pdf.path, noPicture.path, good, noText, noRows, missing,
                "--as-of", "2026-10-04",
            ],
            home: home)
        #expect(r.status == ExitCode.partial, "\(r.err)")
        let errors = r.err.split(separator: "\n").filter { $0.hasPrefix("subscan: error: ") }
        #expect(errors.count == 9, "\(r.err)")
        // Only subscan speaks: no line from libpng, libjpeg or Leptonica.
        #expect(r.err.split(separator: "\n").allSatisfy { $0.hasPrefix("subscan: ") }, "\(r.err)")
        #expect(r.err.contains("no-picture.jpg: the JPEG holds no picture (it ends before any image data)"))
        #expect(r.err.contains("notes.png: not an image: the file holds text"))
        #expect(r.err.contains("empty.png: the file is empty"))
        #expect(r.err.contains("truncated.png: the PNG is truncated (its IDAT chunk is cut off)"))
        #expect(r.err.contains("huge.png: the image is 30000 × 30000 pixels; the limit is 50 megapixels (--max-pixels)"))
        #expect(r.err.contains("statement.jpg: not an image: this is a PDF"))
        #expect(r.err.contains("no-text.png: no text was found in the image"))
        #expect(r.err.contains("no-transactions.png: no transactions found in the screenshot"))
        #expect(r.err.contains("missing.png: no such file"))
        #expect(r.out.contains("es-light-grouped.png: 11 transactions, 11 new"))
        #expect(runOCR(["quota", "--format", "json"], home: home).out.hasPrefix(#"{"used":1,"#), "only the good page is charged")
    }

    @Test("over the quota: a clear message naming the reset date, exit 1, pages not read; CSV imports still work")
    func overQuota() throws {
        let home = tempDir()
        let dir = tempDir()
        #expect(runOCR(["quota", "--limit", "1"], home: home).status == ExitCode.ok)
        let a = try variant("en-light-small", 1, in: dir)
        let b = try variant("en-light-small", 2, in: dir)
        let first = runOCR(["import", a, "--as-of", "2026-09-15"], home: home)
        #expect(first.status == ExitCode.ok, "\(first.err)")
        let second = runOCR(["import", b, "--as-of", "2026-09-15"], home: home)
        #expect(second.status == ExitCode.failure)
        #expect(second.err.contains("over the OCR quota: 1 of 1 pages used in"))
        #expect(second.err.contains("subscan quota --limit N"))
        let csv = dir.appendingPathComponent("bank.csv")
        try "Date,Description,Amount\n2026-10-03,NETFLIX.COM,-15.49\n".write(to: csv, atomically: true, encoding: .utf8)
        #expect(runOCR(["import", csv.path], home: home).status == ExitCode.ok)
        // Raising the limit lets the waiting image through.
        #expect(runOCR(["quota", "--limit", "2"], home: home).status == ExitCode.ok)
        #expect(runOCR(["import", b, "--as-of", "2026-09-15"], home: home).status == ExitCode.ok)
        #expect(runOCR(["quota", "--format", "json"], home: home).out.hasPrefix(#"{"used":2,"limit":2,"#))
    }

    @Test("two screenshots of one list that overlap store each transaction once")
    func overlappingScreenshots() throws {
        let home = tempDir()
        let dir = tempDir()
        let a = try variant("en-light-grouped", 1, in: dir)
        let b = try variant("en-light-grouped", 2, in: dir)
        let r = runOCR(["import", a, b, "--format", "json", "--as-of", "2026-10-29"], home: home)
        #expect(r.status == ExitCode.ok, "\(r.err)")
        #expect(r.out.contains(#""added":14"#) && r.out.contains(#""added":0"#) && r.out.contains(#""alreadyStored":14"#))
    }

    @Test("a scan of screenshots reports the subscriptions they show")
    func scanScreenshots() throws {
        let home = tempDir()
        let r = runOCR(
            ["scan", statements.appendingPathComponent("en-statement-period.png").path, "--format", "json", "--as-of", "2026-02-03"],
            home: home)
        #expect(r.status == ExitCode.ok, "\(r.err)")
        #expect(r.out.contains("\"netflix"), "\(r.out)")
    }

    @Test("a text statement is read like a screenshot's text, without OCR or charge")
    func textStatement() throws {
        let home = tempDir()
        let file = tempDir().appendingPathComponent("october.txt")
        try "Oct 3\nNETFLIX.COM      -$15.49\nSpotify USA      -$11.99\n".write(to: file, atomically: true, encoding: .utf8)
        let r = runOCR(["extract", file.path, "--format", "csv", "--as-of", "2026-10-29"], home: home)
        #expect(r.status == ExitCode.ok, "\(r.err)")
        #expect(r.out.contains("2026-10-03,-15.49,USD,NETFLIX.COM,posted,statement"))
        #expect(runOCR(["quota", "--format", "json"], home: home).out.hasPrefix(#"{"used":0,"#))
    }

    @Test("--lang with a language that is not installed is a usage error")
    func unknownLanguage() throws {
        let r = runOCR(["extract", "x.png", "--lang", "klingon"], home: tempDir())
        #expect(r.status == ExitCode.usage)
        #expect(r.err.contains("no Tesseract language data for 'klingon'"))
    }

    @Test("two processes reading the same screenshot at once: one recognises it, the other waits and reuses the result")
    func sameImageTwoProcesses() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary))
        let home = tempDir()
        let dir = tempDir()
        let shot = try variant("en-light-grouped", 5, in: dir)
        let db = dir.appendingPathComponent("s.sqlite").path
        let logs = (0..<2).map { dir.appendingPathComponent("log\($0).txt") }
        let processes = try logs.map { log -> Process in
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            return try spawn(
                ["import", shot, "--db", db, "--as-of", "2026-10-29"], environment: homeEnvironment(home, ["OMP_THREAD_LIMIT": "1"]),
                output: try FileHandle(forWritingTo: log))
        }
        for p in processes { p.waitUntilExit() }
        let output = try logs.map { try String(contentsOf: $0, encoding: .utf8) }.joined()
        #expect(processes.allSatisfy { $0.terminationStatus == ExitCode.ok }, "\(output)")
        let store = try Store(path: db)
        #expect(try store.ocrUsageCount(period: OCRQuota.period(of: AppEnvironment([:]).today())) == 1)
        #expect(try store.transactionCount() == 14)
    }

    @Test("four processes reserving OCR pages at once never exceed the limit together")
    func concurrentQuota() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary))
        let home = tempDir()
        let dir = tempDir()
        #expect(runOCR(["quota", "--limit", "3"], home: home).status == ExitCode.ok)
        let db = dir.appendingPathComponent("s.sqlite").path
        // The files first, so the four processes start together.
        let batches = try (0..<4).map { p in try (0..<2).map { try variant("en-light-small", p * 10 + $0, in: dir) } }
        let processes = try batches.map { files in
            try spawn(
                ["import"] + files + ["--db", db, "--as-of", "2026-09-15"], environment: homeEnvironment(home, ["OMP_THREAD_LIMIT": "1"]))
        }
        for p in processes { p.waitUntilExit() }
        let store = try Store(path: db)
        #expect(try store.ocrUsageCount(period: OCRQuota.period(of: AppEnvironment([:]).today())) == 3)
        #expect(processes.map(\.terminationStatus).filter { $0 == ExitCode.ok || $0 == ExitCode.partial }.count >= 1)
    }
}

@Suite(".txt files")
struct TextFileRoutingTests {
    @Test("a tab-separated bank export named .txt is read as an export; a statement .txt as statement text")
    func txtRouting() throws {
        let home = tempDir()
        let dir = tempDir()
        let export = dir.appendingPathComponent("export.txt")
        try "Date\tDescription\tCategory\tAmount\tBalance\n2026-10-03\tNETFLIX.COM\tEntertainment\t-15.49\t984.51\n"
            .write(to: export, atomically: true, encoding: .utf8)
        let statement = dir.appendingPathComponent("october.txt")
        try "Oct 3\nNETFLIX.COM      -$15.49\n".write(to: statement, atomically: true, encoding: .utf8)
        let r = runOCR(
            ["import", export.path, statement.path, "--currency", "USD", "--format", "json", "--as-of", "2026-10-29"], home: home)
        #expect(r.status == ExitCode.ok, "\(r.err)")
        #expect(r.out.contains(#""profile":"generic""#), "\(r.out)")
        #expect(r.out.contains(#""profile":"statement-text""#))
        let e = runOCR(["extract", export.path, "--currency", "USD", "--format", "csv"], home: home)
        #expect(e.out.contains("2026-10-03,-15.49,USD,NETFLIX.COM"), "the amount, not the balance: \(e.out)")

        // Santander UK's text export is read; a Norma 43 file named .txt is read as one, and a broken
        // one gets the Norma 43 reader's error; an MT940 named .txt is read as one.
        let santander = packageRoot.appendingPathComponent("Fixtures/text/santander-uk/santander.txt").path
        let norma = packageRoot.appendingPathComponent("Fixtures/norma43/c43.txt").path
        let broken = dir.appendingPathComponent("c43.txt")
        try ("11" + String(repeating: "0", count: 78) + "\n22" + String(repeating: "0", count: 78) + "\n").write(
            to: broken, atomically: true, encoding: .utf8)
        let mt940 = dir.appendingPathComponent("mt940.txt")
        try ":20:STARTUMS\n:25:12345678/0000000001\n:28C:00000\n:60F:C260901EUR1000,00\n:61:2609050905D15,49NMSCNONREF\n".write(
            to: mt940, atomically: true, encoding: .utf8)
        let t = runOCR(["extract", santander, norma, broken.path, mt940.path, "--format", "csv"], home: home)
        #expect(t.status == ExitCode.partial, "\(t.err)")
        #expect(t.out.contains("2026-09-05,-60.00,GBP,DIRECT DEBIT PAYMENT TO BRITISH GAS REF 1234"), "\(t.out)")
        #expect(t.out.contains("2011-11-11,-35.60,EUR,REBUT PARKING EXPENSE"), "\(t.out)")
        #expect(t.err.contains("c43.txt:2: expected the operation date as AAMMDD"), "\(t.err)")
        #expect(t.out.contains("2026-09-05,-15.49,EUR,NONREF") || t.out.contains("2026-09-05,-15.49,EUR,"), "\(t.out)")
    }
}
