import Foundation
import Testing

@testable import SubscanCLI

/// The demo store, scanned as of its last day, as HTML.
func demoHTML() throws -> String {
    let dir = tempDir()
    let db = dir.appendingPathComponent("s.sqlite").path
    let console = RecordingConsole()
    let status = SubscanCLI.run(
        [fixture("demo/checking-part1.csv"), fixture("demo/checking-part2.csv"), "--db", db, "--as-of", "2026-12-03", "--format", "html"],
        environment: [:], console: console)
    #expect(status == 0)
    return console.stdout
}

/// `data-*` attributes of every chart bar.
func bars(_ html: String) -> [(month: String, id: String, minor: Int)] {
    html.components(separatedBy: "<rect class=\"bar\"").dropFirst().compactMap { chunk in
        func attr(_ name: String) -> String? {
            guard let r = chunk.range(of: "\(name)=\"") else { return nil }
            return String(chunk[r.upperBound...].prefix { $0 != "\"" })
        }
        guard let m = attr("data-month"), let id = attr("data-id"), let v = attr("data-minor").flatMap(Int.init) else { return nil }
        return (m, id, v)
    }
}

@Suite("HTML report")
struct HTMLReportTests {
    @Test("the page is self-contained: no script, no external resource")
    func selfContained() throws {
        let html = try demoHTML()
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.lowercased().contains("<script"))
        #expect(!html.contains("http://") && !html.contains("src="))
        #expect(!html.contains("<link"))
        #expect(html.contains("prefers-color-scheme:dark"))
    }

    @Test("the chart's bars add up to the charges of each month")
    func barsMatchTheData() throws {
        let dir = tempDir()
        let db = dir.appendingPathComponent("s.sqlite").path
        _ = SubscanCLI.run(
            [fixture("demo/checking-part1.csv"), fixture("demo/checking-part2.csv"), "--db", db, "--as-of", "2026-12-03"],
            environment: [:], console: RecordingConsole())
        let json = RecordingConsole()
        _ = SubscanCLI.run(["report", "--db", db, "--as-of", "2026-12-03", "--format", "json"], environment: [:], console: json)
        let html = RecordingConsole()
        _ = SubscanCLI.run(["report", "--db", db, "--as-of", "2026-12-03", "--format", "html"], environment: [:], console: html)
        var expected: [String: Int] = [:]
        let candidates =
            (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any])["candidates"] as! [[String: Any]]
        for c in candidates where c["status"] as? String != "early" {
            for charge in c["charges"] as! [[String: String]] {
                let cents = Int(charge["amount"]!.replacingOccurrences(of: ".", with: ""))!
                expected["\(c["id"]!)|\(charge["date"]!.prefix(7))", default: 0] += abs(cents)
            }
        }
        var drawn: [String: Int] = [:]
        for b in bars(html.stdout) { drawn["\(b.id)|\(b.month)", default: 0] += b.minor }
        #expect(!drawn.isEmpty)
        #expect(drawn == expected)
    }

    @Test("hostile descriptors are inert")
    func hostileText() throws {
        let dir = tempDir()
        var csv = "Date,Description,Amount,Currency\n"
        for m in 1...6 { csv += "2026-0\(m)-05,\"<script>alert('x')</script> & <img src=x onerror=alert(1)>\",-9.99,USD\n" }
        let path = dir.appendingPathComponent("h.csv").path
        try csv.write(toFile: path, atomically: true, encoding: .utf8)
        let console = RecordingConsole()
        _ = SubscanCLI.run(
            [path, "--db", dir.appendingPathComponent("s.sqlite").path, "--as-of", "2026-06-20", "--format", "html"], environment: [:],
            console: console)
        let html = console.stdout
        #expect(html.contains("&lt;SCRIPT&gt;") || html.contains("&lt;script&gt;"))
        #expect(!html.lowercased().contains("<script"))
        #expect(!html.lowercased().contains("<img"))
    }

    @Test("the report matches its snapshot (SUBSCAN_RECORD_SNAPSHOTS=1 re-records it)")
    func snapshot() throws {
        let html = try demoHTML()
        let path = packageRoot.appendingPathComponent("Fixtures/snapshots/demo-report.html")
        if ProcessInfo.processInfo.environment["SUBSCAN_RECORD_SNAPSHOTS"] != nil {
            try html.write(to: path, atomically: true, encoding: .utf8)
        }
        let recorded = try String(contentsOf: path, encoding: .utf8)
        #expect(html == recorded, "the HTML changed: look at it, then re-record with SUBSCAN_RECORD_SNAPSHOTS=1")
    }

    @Test("a real browser loads the page, and its DOM has the chart's bars")
    func realBrowser() throws {
        let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let browser = try #require(chromium, "scripts/setup installs Debian's chromium")
        let html = try demoHTML()
        let file = tempDir().appendingPathComponent("report.html")
        try html.write(to: file, atomically: true, encoding: .utf8)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: browser)
        p.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", file.absoluteString]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        #expect(dom.contains("Made by subscan on 2026-12-03"))  // parsed to the end
        #expect(bars(dom).count == bars(html).count)
        #expect(bars(dom).count > 100)
        // heights in the DOM are proportional to the amounts they draw (to the 0.1-pixel rounding)
        let heights = dom.components(separatedBy: "<rect class=\"bar\"").dropFirst().compactMap { chunk -> (Double, Double)? in
            func attr(_ name: String) -> Double? {
                guard let r = chunk.range(of: " \(name)=\"") else { return nil }
                return Double(chunk[r.upperBound...].prefix { $0 != "\"" })
            }
            guard let h = attr("height"), let v = attr("data-minor"), v >= 1000 else { return nil }
            return (h, v)
        }
        let ratios = heights.map { $0.0 / $0.1 }
        #expect(!ratios.isEmpty)
        #expect((ratios.max()! - ratios.min()!) / ratios.max()! < 0.05)
    }
}
