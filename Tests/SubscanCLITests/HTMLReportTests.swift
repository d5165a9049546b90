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

    @Test("the chart's bars add up to the charges of each month, subscriptions and bills only")
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
        for c in candidates where c["status"] as? String != "early" && ["subscription", "bill"].contains(c["kind"] as? String) {
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
        let html = try demoHTML()
        let file = tempDir().appendingPathComponent("report.html")
        try html.write(to: file, atomically: true, encoding: .utf8)
        let (status, dom) = try HTMLReportTests.chromiumDOM([file.absoluteString])
        #expect(status == 0)
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

    /// Headless Chromium's DOM of a page after load (`--dump-dom`), with its exit status.
    static func chromiumDOM(_ arguments: [String]) throws -> (Int32, String) {
        let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let browser = try #require(chromium, "scripts/setup installs Debian's chromium")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: browser)
        p.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom"] + arguments
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return (p.terminationStatus, dom)
    }

    /// Measures the page in Chromium inside a frame of `width` CSS pixels (a window cannot be
    /// narrower than 500): page overflow, boxes that scroll sideways, axis labels that overlap,
    /// text whose contrast with its background is under 4.5:1, script errors, legend colours.
    static func measure(_ html: String, width: Int, dark: Bool) throws -> [String: Any] {
        let dir = tempDir()
        // the probe goes into a copy only: the report itself has no script
        let probe = try String(
            contentsOf: packageRoot.appendingPathComponent("Tests/SubscanCLITests/Resources/layout-probe.js"), encoding: .utf8)
        try html.replacingOccurrences(of: "<head>", with: "<head><script>\(probe)</script>").write(
            to: dir.appendingPathComponent("page.html"), atomically: true, encoding: .utf8)
        let frame = """
            <!DOCTYPE html><html><body style="margin:0"><script>
            addEventListener('message', e => { const p = document.createElement('pre'); p.id = 'metrics'; p.textContent = e.data; document.body.appendChild(p); });
            </script><iframe src="page.html" style="width:\(width)px;height:3000px;border:0"></iframe></body></html>
            """
        try frame.write(to: dir.appendingPathComponent("frame.html"), atomically: true, encoding: .utf8)
        let (_, dom) = try chromiumDOM(
            ["--window-size=1300,3000", "--virtual-time-budget=5000"] + (dark ? ["--force-dark-mode"] : [])
                + [dir.appendingPathComponent("frame.html").absoluteString])
        let start = try #require(dom.range(of: "<pre id=\"metrics\">"), "the probe reported: \(dom.prefix(300))")
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        return try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
    }

    @Test(
        "at 390 and 1200 px, light and dark: no sideways scrolling, axis labels apart, contrast ≥ 4.5:1, no script error, distinct legend colours",
        arguments: [(390, false), (390, true), (1200, false), (1200, true)])
    func layout(_ width: Int, _ dark: Bool) throws {
        let m = try HTMLReportTests.measure(try demoHTML(), width: width, dark: dark)
        let label = "\(width) px \(dark ? "dark" : "light")"
        #expect(m["innerWidth"] as? Int == width, "\(label)")
        #expect(m["dark"] as? Bool == dark, "\(label)")
        #expect((m["scrollWidth"] as! Int) <= width, "\(label): the page scrolls sideways")
        #expect((m["scrollers"] as! [String]).isEmpty, "\(label): \(m["scrollers"]!)")
        #expect((m["axisLabels"] as! Int) >= 4, "\(label)")
        #expect(m["axisOverlaps"] as? Int == 0, "\(label)")
        #expect((m["lowContrast"] as! [String]).isEmpty, "\(label): \(m["lowContrast"]!)")
        #expect((m["errors"] as! [String]).isEmpty, "\(label)")
        let swatches = m["swatches"] as! [String]
        #expect(swatches.count >= 5 && Set(swatches).count == swatches.count, "\(label): \(swatches)")
        // no two legend colours alike ("redmean" distance, as the report picks them)
        let rgb = swatches.map { $0.split(whereSeparator: { !$0.isNumber }).compactMap { Double($0) } }
        var closest = Double.infinity
        for i in rgb.indices {
            for j in rgb.indices where j > i && rgb[i].count >= 3 && rgb[j].count >= 3 {
                let r = (rgb[i][0] + rgb[j][0]) / 2
                let (dr, dg, db) = (rgb[i][0] - rgb[j][0], rgb[i][1] - rgb[j][1], rgb[i][2] - rgb[j][2])
                closest = min(closest, ((2 + r / 256) * dr * dr + 4 * dg * dg + (2 + (255 - r) / 256) * db * db).squareRoot())
            }
        }
        #expect(closest >= 120, "\(label): two legend colours are alike (\(closest))")
    }
}
