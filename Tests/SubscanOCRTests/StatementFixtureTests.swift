import Foundation
import SubscanCore
import SubscanDetect
import SubscanIngest
import Testing

@testable import SubscanOCR

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let statementFixtures = packageRoot.appendingPathComponent("Fixtures/statements")

/// A fixture's ground truth (Fixtures/statements/NAME.json, drawn by scripts/make-statements).
struct FixtureTruth: Decodable {
    struct Row: Decodable, Equatable {
        var date: String
        var amount: String
        var currency: String
        var description: String
    }
    var name: String
    var lang: String
    var asOf: String
    var transactions: [Row]
}

/// How many read transactions match the truth: date, amount and currency exactly, the description
/// within an OCR-sized edit distance (a fifth of its length). Exact descriptions are counted apart.
func score(_ read: [Transaction], against truth: [FixtureTruth.Row]) -> (matched: Int, exactDescriptions: Int) {
    var remaining = truth
    var matched = 0
    var exact = 0
    for t in read {
        let candidates = remaining.indices.filter {
            remaining[$0].date == t.date.iso && remaining[$0].amount == t.amount.decimalString
                && remaining[$0].currency == t.amount.currency.code
        }
        guard
            let best = candidates.min(by: {
                editDistance(remaining[$0].description, t.description) < editDistance(remaining[$1].description, t.description)
            })
        else { continue }
        let distance = editDistance(remaining[best].description, t.description)
        guard distance * 5 <= max(5, remaining[best].description.count) else { continue }
        matched += 1
        if distance == 0 { exact += 1 }
        remaining.remove(at: best)
    }
    return (matched, exact)
}

/// A recognised page read by the layout engine as the CLI reads it, the year from `asOf`.
func readBack(_ page: RecognizedPage, name: String, asOf: String) throws -> StatementParse {
    try LayoutStatementParser.parse(
        pages: [page.layout],
        options: StatementOptions(
            file: name, account: "shots", referenceDate: LocalDate(iso: asOf)!,
            assumedCurrency: OCRService.assumedCurrency(language: page.language)), names: catalogNames)
}

/// The catalog's Chinese names, as the CLI passes them.
let catalogNames = NameLexicon(names: Catalog.shared.brands.lazy.flatMap { [$0.name] + $0.aliases + $0.patterns })

@Suite("statement screenshots", .serialized)
struct StatementFixtureTests {
    static func truths() throws -> [FixtureTruth] {
        let names = try FileManager.default.contentsOfDirectory(atPath: statementFixtures.path).filter { $0.hasSuffix(".json") }.sorted()
        return try names.map {
            try JSONDecoder().decode(FixtureTruth.self, from: Data(contentsOf: statementFixtures.appendingPathComponent($0)))
        }
    }

    // (0.975: dark pages read with their avatar discs gray, not black, gained 7 rows on the tuning
    // screenshots and 17 on held-out seed 2, and cut one name here short: `优酷VI` for `优酷VIP会员`.)
    @Test("every fixture screenshot reads back its transactions with the default settings (F1 ≥ 0.975 over all)")
    func fixturesReadBack() throws {
        let truths = try Self.truths()
        try #require(truths.count >= 10)
        let service = OCRService()
        defer { service.shutdown() }
        let requests = truths.map {
            PageRequest(path: statementFixtures.appendingPathComponent($0.name + ".png").path, file: $0.name + ".png")
        }
        let results = service.recognize(requests)
        var truePositives = 0
        var readCount = 0
        var truthCount = 0
        var report = ""
        for (truth, result) in zip(truths, results) {
            truthCount += truth.transactions.count
            guard case .success(let page) = result else {
                // Only the picture without text may fail to recognise.
                #expect(truth.transactions.isEmpty, "\(truth.name): \(result)")
                continue
            }
            if truth.transactions.isEmpty { continue }
            #expect(page.language == truth.lang, "\(truth.name): read as \(page.language)")
            let parsed = try readBack(page, name: truth.name, asOf: truth.asOf)
            let (matched, exact) = score(parsed.transactions, against: truth.transactions)
            truePositives += matched
            readCount += parsed.transactions.count
            report += "\(truth.name): \(matched)/\(truth.transactions.count) matched, \(exact) exact, \(parsed.transactions.count) read\n"
            #expect(matched * 10 >= truth.transactions.count * 8, "\(truth.name): \(matched) of \(truth.transactions.count)")
        }
        let precision = Double(truePositives) / Double(max(1, readCount))
        let recall = Double(truePositives) / Double(max(1, truthCount))
        let f1 = 2 * precision * recall / max(1e-9, precision + recall)
        print(report + String(format: "F1 %.3f (precision %.3f, recall %.3f)", f1, precision, recall))
        #expect(f1 >= 0.975, "\(report)F1 \(f1)")
    }

    @Test("a page with text but no transactions yields none; a picture without text is refused")
    func pagesWithoutTransactions() throws {
        let service = OCRService()
        defer { service.shutdown() }
        let settings = try service.recognizeOne(
            PageRequest(path: statementFixtures.appendingPathComponent("no-transactions.png").path, file: "s.png"))
        let lines = settings.lines.enumerated().map { StatementLine(text: $0.element.text, number: $0.offset + 1) }
        let parsed = try StatementTextParser.parse(
            lines: lines, options: StatementOptions(file: "s.png", referenceDate: LocalDate(iso: "2026-10-01")!, assumedCurrency: .usd))
        #expect(parsed.transactions.isEmpty)
        let laidOut = try LayoutStatementParser.parse(
            pages: [settings.layout],
            options: StatementOptions(file: "s.png", referenceDate: LocalDate(iso: "2026-10-01")!, assumedCurrency: .usd))
        #expect(laidOut.transactions.isEmpty)
        #expect(throws: OCRError.self) {
            _ = try service.recognizeOne(PageRequest(path: statementFixtures.appendingPathComponent("no-text.png").path, file: "p.png"))
        }
    }

    @Test("dark pages are inverted; small text is upscaled; full-size phone screenshots are not")
    func preprocessingDecisions() throws {
        let service = OCRService(candidates: ["eng"])
        defer { service.shutdown() }
        let dark = try service.recognizeOne(
            PageRequest(path: statementFixtures.appendingPathComponent("en-dark-wrapped.png").path, file: "d"))
        #expect(dark.inverted && dark.scale == 1)
        let small = try service.recognizeOne(
            PageRequest(path: statementFixtures.appendingPathComponent("en-light-small.png").path, file: "s"))
        #expect(!small.inverted && small.scale >= 2)
        let light = try service.recognizeOne(
            PageRequest(path: statementFixtures.appendingPathComponent("en-light-grouped.png").path, file: "l"))
        #expect(!light.inverted && light.scale == 1)
        #expect(service.enginesCreated == 1, "one engine, reused across pages")
    }
}

@Suite("degraded screenshots")
struct DegradedScreenshotTests {
    @Test("a screenshot shrunk and recompressed the way messengers share it still reads its rows", arguments: [(0.6, 40), (0.5, 30)])
    func sharedThroughAMessenger(scale: Double, quality: Int) throws {
        let truth = try JSONDecoder().decode(
            FixtureTruth.self, from: Data(contentsOf: statementFixtures.appendingPathComponent("en-light-grouped.json")))
        let original = try PageImage.load(path: statementFixtures.appendingPathComponent("en-light-grouped.png").path, page: 0, file: "o")
        let small = try #require(original.resized(by: scale))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("shared-\(UUID().uuidString).jpg").path
        try #require(small.write(to: path, format: .jpeg, quality: quality))
        let service = OCRService()
        defer { service.shutdown() }
        let page = try service.recognizeOne(PageRequest(path: path, file: "shared.jpg"))
        let parsed = try LayoutStatementParser.parse(
            pages: [page.layout],
            options: StatementOptions(file: "shared.jpg", referenceDate: LocalDate(iso: truth.asOf)!, assumedCurrency: .usd))
        let (matched, _) = score(parsed.transactions, against: truth.transactions)
        print(
            "scale \(scale), JPEG quality \(quality): \(matched)/\(truth.transactions.count), \(parsed.transactions.count) read, upscaled \(page.scale)"
        )
        #expect(matched * 10 >= truth.transactions.count * 9, "\(matched) of \(truth.transactions.count)")
        #expect(parsed.transactions.count - matched <= 1, "few wrong rows")
    }
}

/// The generated screenshots of `Fixtures/screens` (one per tuning layout of scripts/screengen.py,
/// drawn with `--sample`): each layout the engine was tuned on reads back through it.
@Suite("generated app layouts", .serialized)
struct GeneratedLayoutTests {
    static let folder = packageRoot.appendingPathComponent("Fixtures/screens")

    struct Truth: Decodable {
        var name: String
        var layout: String
        var asOf: String
        var image: String?
        var transactions: [FixtureTruth.Row]
    }

    /// Layouts that 1x density still defeats (Chinese glyphs 11 px high, a photographed page 390 px
    /// wide): measured at 6/13, 6/14 and 2/10 rows when this test was written, kept as a floor so
    /// they cannot get worse unnoticed. docs/ocr.md has their scores at normal densities.
    static let weakAtOneX: [String: Int] = ["cn-bank-app": 4, "wechat-bill": 4, "printed-statement": 2]

    @Test("every tuning layout reads back at least 80% of its rows (two known weak ones: a floor), with no sign flipped")
    func tuningLayoutsReadBack() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".json") }.sorted()
        try #require(names.count >= 9)
        let truths = try names.map { try JSONDecoder().decode(Truth.self, from: Data(contentsOf: Self.folder.appendingPathComponent($0))) }
        let service = OCRService()
        defer { service.shutdown() }
        let results = service.recognize(
            truths.map { PageRequest(path: Self.folder.appendingPathComponent($0.image ?? $0.name + ".png").path, file: $0.name) })
        var matchedAll = 0
        var truthAll = 0
        for (truth, result) in zip(truths, results) {
            let page = try result.get()
            let parsed = try readBack(page, name: truth.name, asOf: truth.asOf)
            let (matched, _) = score(parsed.transactions, against: truth.transactions)
            matchedAll += matched
            truthAll += truth.transactions.count
            print("\(truth.layout): \(matched)/\(truth.transactions.count), \(parsed.transactions.count) read")
            if let floor = Self.weakAtOneX[truth.layout] {
                #expect(matched >= floor, "\(truth.layout): \(matched) of \(truth.transactions.count)")
            } else {
                #expect(matched * 10 >= truth.transactions.count * 8, "\(truth.layout): \(matched) of \(truth.transactions.count)")
            }
            // No charge becomes income: a read row with a truth row's date and magnitude has its sign.
            for t in parsed.transactions {
                let flipped = truth.transactions.contains {
                    $0.date == t.date.iso && $0.amount == t.amount.negated.decimalString && $0.currency == t.amount.currency.code
                }
                #expect(!flipped || t.signUncertain, "\(truth.layout): \(t.description) read with the wrong sign")
            }
        }
        #expect(matchedAll * 100 >= truthAll * 70, "\(matchedAll) of \(truthAll)")
    }

    /// `shrunk/es-app-balance-shrunk.jpg`: `scripts/screengen.py --layouts es-app-balance --seed 3
    /// --only tuning`, page 8 (a light 2x page a messenger shrank to 555 px wide, JPEG).
    @Test("a shrunk Spanish app page, read with little confidence, is read in Spanish, its amounts apart from the balances under them")
    func shrunkSpanishPage() throws {
        let service = OCRService()
        defer { service.shutdown() }
        let path = Self.folder.appendingPathComponent("shrunk/es-app-balance-shrunk.jpg").path
        let page = try #require(service.recognize([PageRequest(path: path, file: "es-app-balance-shrunk.jpg")]).first).get()
        // Its English reading was doubtful (confidence under 70), so it had been read in Chinese,
        // which lost every amount: no transaction at all.
        #expect(page.language == "spa")
        // Each amount was read with the balance under it as one tall word (`22` for `-11,99 €` over
        // `2.840,90 €`): its upper half, read the same at two sizes, is the amount.
        let amounts = try readBack(page, name: "shrunk", asOf: "2026-01-05").transactions.map(\.amount.decimalString)
        #expect(amounts.count >= 5, "\(amounts)")
        #expect(["-11.99", "-29.95", "-16.94"].allSatisfy(amounts.contains), "\(amounts)")
    }

    /// `shrunk/cn-card-late-name.png`: `scripts/screengen.py --seed 1 --only tuning`, cn-card-bill
    /// page 5 (Noto Sans CJK SC with Inter digits, light, 2x), its list cut out (y 300–1700).
    @Test(
        "a Chinese name read without its first character (`资` for `工资`, a character right of where the list's names start) is read again from there"
    )
    func lateName() throws {
        let service = OCRService()
        defer { service.shutdown() }
        let path = Self.folder.appendingPathComponent("shrunk/cn-card-late-name.png").path
        let page = try #require(service.recognize([PageRequest(path: path, file: "cn-card-late-name.png")]).first).get()
        let rows = try readBack(page, name: "late", asOf: "2026-05-31").transactions.map { "\($0.amount.decimalString) \($0.description)" }
        #expect(rows.contains("15662.17 工资"), "\(rows)")
        #expect(rows.count == 8, "\(rows)")
    }

    /// `shrunk/cn-card-1x-date-without-hyphen.png`: `scripts/screengen.py --seed 1 --only tuning`,
    /// cn-card-bill page 4 (Noto Sans CJK SC with Roboto digits, light, 1x), y 560–1000.
    @Test("a day whose hyphen the page reading lost (`交易日0624，`), read again as `06-24` unsurely: the two readings agree")
    func dayReadTwice() throws {
        let service = OCRService()
        defer { service.shutdown() }
        let path = Self.folder.appendingPathComponent("shrunk/cn-card-1x-date-without-hyphen.png").path
        let page = try #require(service.recognize([PageRequest(path: path, file: "cn-card-1x-date-without-hyphen.png")]).first).get()
        let rows = try readBack(page, name: "day", asOf: "2026-07-31").transactions.map {
            "\($0.date.iso) \($0.amount.decimalString) \($0.description)"
        }
        #expect(rows.contains("2026-06-24 -29.50 肯德基"), "\(rows)")
        #expect(rows.count == 6, "\(rows)")
    }

    /// `shrunk/alipay-dark-avatars.jpg`: `scripts/screengen.py --seed 1 --only tuning`, alipay-bill
    /// page 4 (Noto Sans CJK SC with Inter digits, dark, 2x, shrunk and recompressed).
    @Test("a dark bill with coloured avatar discs: the gray date lines beside them are read (the discs no longer black)")
    func darkAvatars() throws {
        let service = OCRService()
        defer { service.shutdown() }
        let path = Self.folder.appendingPathComponent("shrunk/alipay-dark-avatars.jpg").path
        let page = try #require(service.recognize([PageRequest(path: path, file: "alipay-dark-avatars.jpg")]).first).get()
        let rows = try readBack(page, name: "avatars", asOf: "2026-10-13").transactions.map {
            "\($0.date.iso) \($0.amount.decimalString)"
        }
        // read from the brightest channel everywhere, the discs turned black and 2 of the 9 rows kept a date
        #expect(rows.count >= 7, "\(rows)")
        #expect(["2026-10-10 201.91", "2026-10-07 -46.75", "2026-10-02 -68.50"].allSatisfy(rows.contains), "\(rows)")
    }

    /// `shrunk/left-date-lone-day.png`: `scripts/screengen.py --seed 2 --only tuning`, left-date
    /// page 3 (Inter, light, 2x): days printed without a leading zero under the month (`SEP` over `2`).
    @Test("a lone day under its month, missed by the page's reading, is the more confident of its readings as a word and as a line")
    func loneDay() throws {
        let service = OCRService()
        defer { service.shutdown() }
        let path = Self.folder.appendingPathComponent("shrunk/left-date-lone-day.png").path
        let page = try #require(service.recognize([PageRequest(path: path, file: "left-date-lone-day.png")]).first).get()
        let rows = try readBack(page, name: "loneday", asOf: "2026-09-06").transactions.map {
            "\($0.date.iso) \($0.amount.decimalString) \($0.description)"
        }
        // read as one word, the `2` under `SEP` was `20` at confidence 51 (2025-09-20, out of the
        // list's order); read as a line it is `2` at 96
        #expect(rows.contains("2026-09-02 -39.99 BT Broadband"), "\(rows)")
        #expect(rows.count == 8, "\(rows)")
    }

    /// `shrunk/wallet-cashback-split-amounts.png`: `scripts/screengen.py --seed 3 --only tuning`,
    /// wallet-card page 3 (Roboto, light, 1x; 64 colours): a cashback `1%` under `$28.93`, `2%` under `$19.18`.
    @Test("an amount read as its head and the rest (`$1` `9.18`, `$28` and a tall `93` over `1%`) is one amount, not a cut one")
    func splitAmounts() throws {
        let service = OCRService()
        defer { service.shutdown() }
        let path = Self.folder.appendingPathComponent("shrunk/wallet-cashback-split-amounts.png").path
        let page = try #require(service.recognize([PageRequest(path: path, file: "wallet-cashback-split-amounts.png")]).first).get()
        let rows = try readBack(page, name: "split", asOf: "2026-12-03").transactions.map {
            "\($0.date.iso) \($0.amount.decimalString) \($0.description)"
        }
        // read before as -8.93 `CVS Pharmacy $28` and -9.18 `CVS Pharmacy $1`
        #expect(rows.contains("2026-02-22 -28.93 CVS Pharmacy"), "\(rows)")
        #expect(rows.contains("2026-02-21 -19.18 CVS Pharmacy"), "\(rows)")
        #expect(rows.count == 11, "\(rows)")
    }

    /// `shrunk/left-date-missing-minus-glyph.png`: `scripts/screengen.py --seed 4 --only tuning`,
    /// left-date page 3 (Noto Sans, dark, 3x; its top 1230 px, 64 colours). Debian's Noto Sans has
    /// no U+2212: every charge's minus is a missing glyph's box, which Tesseract reads as `0`.
    @Test("an amount after a glyph where its sign stands (`0$59.99`) is a charge, flagged; never dropped or money in")
    func unreadSignGlyph() throws {
        let service = OCRService()
        defer { service.shutdown() }
        let path = Self.folder.appendingPathComponent("shrunk/left-date-missing-minus-glyph.png").path
        let page = try #require(service.recognize([PageRequest(path: path, file: "left-date-missing-minus-glyph.png")]).first).get()
        let parse = try readBack(page, name: "glyph", asOf: "2026-04-01")
        let rows = parse.transactions.map { "\($0.date.iso) \($0.amount.decimalString) \($0.description)" }
        // read before: only the last row (its re-read crop), the others dropped as no amount
        #expect(
            rows == [
                "2026-04-01 -59.99 Adobe Creative Cloud", "2026-04-01 -19.60 CVS Pharmacy", "2026-03-30 -11.99 Spotify",
                "2026-03-29 -79.99 Xfinity",
            ], "\(rows)")
        #expect(parse.transactions.filter(\.signUncertain).count >= 3)
    }

    /// `shrunk/es-app-1x-amounts-over-balances.png`: `scripts/screengen.py --seed 4 --only tuning`,
    /// es-app-balance page 2 (Liberation Sans, light, 1x; its top 1000 px, 64 colours): small amounts
    /// set close over each row's running balance, rows under day headers (no date on the row's line).
    @Test("a row's amount missed on a small page is read again beside its name, under a day header too")
    func amountsOverBalances() throws {
        let service = OCRService()
        defer { service.shutdown() }
        let path = Self.folder.appendingPathComponent("shrunk/es-app-1x-amounts-over-balances.png").path
        let request = PageRequest(path: path, file: "es-app-1x-amounts-over-balances.png", language: "spa")
        let page = try #require(service.recognize([request]).first).get()
        let rows = try readBack(page, name: "es-1x", asOf: "2026-06-07").transactions.map {
            "\($0.date.iso) \($0.amount.decimalString) \($0.description)"
        }
        // read before: Spotify and both Carrefour rows lost (their amounts unread or unsure)
        #expect(rows.contains("2026-06-04 -10.99 Spotify"), "\(rows)")
        #expect(rows.contains("2026-06-04 -32.84 Carrefour"), "\(rows)")
        #expect(
            rows == [
                "2026-06-05 -1113.00 Alquiler vivienda", "2026-06-05 -22.77 Cabify", "2026-06-04 -10.99 Spotify",
                "2026-06-04 -32.84 Carrefour", "2026-06-01 -54.44 Carrefour", "2026-05-29 -35.05 El Corte Inglés",
            ], "\(rows)")
    }

    /// `shrunk/left-date-unsure-first-day.png`: `scripts/screengen.py --seed 4 --only tuning`,
    /// left-date page 4 (DejaVu Sans, light, 3x; 64 colours): the first group's bold `8` over `Jan`
    /// is missed by the page reading and read again at confidence 0 as a word.
    @Test("a day over its month read unsure is taken when the band read twice as large says the same")
    func unsureStackedDay() throws {
        let service = OCRService()
        defer { service.shutdown() }
        let path = Self.folder.appendingPathComponent("shrunk/left-date-unsure-first-day.png").path
        let page = try #require(service.recognize([PageRequest(path: path, file: "left-date-unsure-first-day.png")]).first).get()
        let rows = try readBack(page, name: "day", asOf: "2026-01-20").transactions.map {
            "\($0.date.iso) \($0.amount.decimalString) \($0.description)"
        }
        // read before: the first group's four rows lost with their date
        #expect(
            rows.prefix(4) == [
                "2026-01-08 -28.23 Sainsbury's", "2026-01-08 -12.00 The Guardian", "2026-01-08 89.57 James Smith",
                "2026-01-08 -44.99 HelloFresh",
            ], "\(rows)")
        #expect(rows.count == 13, "\(rows)")
    }
}
