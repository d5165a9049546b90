import Foundation
import SubscanStore
import Testing

@testable import SubscanCLI

let pdfFixtures = packageRoot.appendingPathComponent("Fixtures/pdf")

/// The ground truth scripts/pdfgen.py wrote beside a fixture: (date, amount, description) rows.
func pdfTruth(_ name: String) throws -> [[String]] {
    let data = try Data(contentsOf: pdfFixtures.appendingPathComponent(name + ".json"))
    let object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
    return (object["transactions"] as! [[String: String]]).map { [$0["date"]!, $0["amount"]!, $0["description"]!] }
}

/// The rows of `subscan extract --format json` output.
func extracted(_ json: String) throws -> [[String]] {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: [[String: Any]]]
    return object["transactions"]!.map { [$0["date"] as! String, $0["amount"] as! String, $0["description"] as! String] }
}

@Suite("PDF statements")
struct PDFTests {
    @Test(
        "a text-layer PDF statement is read exactly: every row's date (year from the period, across the year turn), signed amount and description",
        arguments: ["statement-en", "statement-es", "statement-zh"])
    func textLayer(_ name: String) throws {
        let home = tempDir()
        let r = runOCR(["extract", pdfFixtures.appendingPathComponent(name + ".pdf").path, "--format", "json"], home: home)
        #expect(r.status == 0, "\(r.err)")
        #expect(try extracted(r.out) == pdfTruth(name))
        // No OCR, no quota.
        let quota = runOCR(["quota", "--format", "json"], home: home)
        #expect(quota.out.contains(#""used":0"#), "\(quota.out)")
    }

    @Test("a scanned PDF is recognised and charged once per page; reading it again costs nothing")
    func scanned() throws {
        let home = tempDir()
        let path = pdfFixtures.appendingPathComponent("scanned-en.pdf").path
        let first = runOCR(["import", path], home: home)
        #expect(first.status == 0, "\(first.err)")
        #expect(first.out.contains("(PDF, 1 page, 1 scanned"), "\(first.out)")
        #expect(first.out.contains("1 OCR page used"), "\(first.out)")
        let again = runOCR(["import", path], home: home)
        #expect(again.out.contains("read before: no OCR page used"), "\(again.out)")
        #expect(runOCR(["quota", "--format", "json"], home: home).out.contains(#""used":1"#))
        // Most rows read exactly (a scan at 150 dpi; the benchmark measures the rest).
        let read = try extracted(runOCR(["extract", path, "--format", "json"], home: home).out)
        let truth = try pdfTruth("scanned-en")
        #expect(
            Set(read.map { $0.joined(separator: "|") }).intersection(truth.map { $0.joined(separator: "|") }).count * 10 >= truth.count * 8)
        // Never a charge read as money in.
        for row in read where !row[1].hasPrefix("-") {
            #expect(truth.contains { $0[0] == row[0] && $0[1] == row[1] }, "\(row) read as money in")
        }
    }

    @Test("an encrypted PDF asks for --password; with it, it reads like the unlocked copy")
    func encrypted() throws {
        let home = tempDir()
        let path = pdfFixtures.appendingPathComponent("encrypted.pdf").path
        let locked = runOCR(["import", path], home: home)
        #expect(locked.status == 1)
        #expect(locked.err.contains("encrypted.pdf: the PDF is encrypted: pass --password or export an unlocked copy"), "\(locked.err)")
        let wrong = runOCR(["extract", path, "--password", "nope"], home: home)
        #expect(wrong.status == 1 && wrong.err.contains("the password given does not open it"), "\(wrong.err)")
        let open = runOCR(["extract", path, "--password", "secret", "--format", "json"], home: home)
        #expect(open.status == 0, "\(open.err)")
        #expect(try extracted(open.out) == pdfTruth("statement-es"))
    }

    @Test(
        "a letter, a damaged PDF and one over --max-pages: one clear line each, exit 1, nothing stored; the good file of a batch lands (exit 3)"
    )
    func badInput() throws {
        let home = tempDir()
        func path(_ name: String) -> String { pdfFixtures.appendingPathComponent(name).path }
        let letter = runOCR(["import", path("letter.pdf")], home: home)
        #expect(letter.status == 1)
        #expect(letter.err.contains("letter.pdf: no statement table found in the PDF"), "\(letter.err)")
        let damaged = runOCR(["import", path("damaged.pdf")], home: home)
        #expect(
            damaged.status == 1 && damaged.err.contains("damaged.pdf: the PDF cannot be read (damaged or truncated file)"), "\(damaged.err)"
        )
        let long = runOCR(["import", path("many-pages.pdf"), "--max-pages", "50"], home: home)
        #expect(long.status == 1 && long.err.contains("many-pages.pdf: the PDF has 60 pages; the limit is 50 (--max-pages)"), "\(long.err)")
        let empty = tempDir().appendingPathComponent("empty.pdf").path
        FileManager.default.createFile(atPath: empty, contents: Data())
        let none = runOCR(["import", empty], home: home)
        #expect(none.status == 1 && none.err.contains("empty.pdf: the file is empty"), "\(none.err)")
        let summary = runOCR(["report", "--format", "json"], home: home)
        #expect(summary.out.contains(#""candidates":[]"#), "nothing stored: \(summary.out)")

        let batch = runOCR(["import", path("statement-en.pdf"), path("damaged.pdf")], home: home)
        #expect(batch.status == 3)
        #expect(batch.out.contains("statement-en.pdf: 12 transactions, 12 new"), "\(batch.out)")
        #expect(batch.out.contains("(PDF, 2 pages, text layer)"), "\(batch.out)")
    }

    @Test(
        "a year of monthly PDF statements and an overlapping CSV export of the same card: every charge counted once, a price rise kept in one stream"
    )
    func yearWithOverlappingExport() throws {
        let home = tempDir()
        let year = pdfFixtures.appendingPathComponent("year")
        let pdfs = try FileManager.default.contentsOfDirectory(atPath: year.path).filter { $0.hasSuffix(".pdf") }.sorted()
        #expect(pdfs.count == 12)
        let files = pdfs.map { year.appendingPathComponent($0).path } + [year.appendingPathComponent("card-export.csv").path]
        let imported = runOCR(["import"] + files + ["--currency", "USD"], home: home)
        #expect(imported.status == 0, "\(imported.err)")
        let report = runOCR(["report", "--format", "json", "--as-of", "2025-08-14"], home: home)
        let object = try JSONSerialization.jsonObject(with: Data(report.out.utf8)) as! [String: Any]
        let streams = object["candidates"] as! [[String: Any]]
        // The truth lists every distinct transaction once; each subscription holds exactly its charges.
        let truth = try JSONSerialization.jsonObject(with: Data(contentsOf: year.appendingPathComponent("year.json"))) as! [String: Any]
        let rows = truth["transactions"] as! [[String: String]]
        for (id, word) in [
            ("netflix-usd", "NETFLIX"), ("spotify-usd", "SPOTIFY"), ("hellofresh-usd", "HELLOFRESH"), ("chatgpt-plus-usd", "OPENAI"),
        ] {
            let stream = try #require(streams.first { $0["id"] as? String == id }, "\(id) missing")
            let charges = stream["charges"] as! [[String: Any]]
            #expect(charges.count == rows.filter { $0["description"]!.contains(word) }.count, "\(id)")
            #expect(stream["status"] as? String == "active", "\(id)")
        }
        #expect(streams.filter { ($0["id"] as? String)?.hasPrefix("netflix") == true }.count == 1)
        #expect(report.err.contains("charges read from screenshots or statements are also in your exports; each is counted once"))
    }
}
