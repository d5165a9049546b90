import Foundation
import SubscanCore
import Testing

@testable import SubscanIngest

@Suite("QIF files")
struct QIFReaderTests {
    func options(_ code: String? = "USD") -> ImportOptions { withCurrency(code) }

    func read(_ path: String, _ options: ImportOptions) throws -> (report: ImportReport, rows: [String]) {
        try extractSummaries(path, options, line: true)
    }

    func sample(_ name: String) -> String { packageRoot.appendingPathComponent("Fixtures/qif/" + name).path }

    func temp(_ text: String) -> String { writeTemp("t.qif", text) }

    @Test("the samples: month-first dates decided by 12/19/18, day-first by 23/10/2013; other sections skipped")
    func samples() throws {
        let (report, rows) = try read(sample("data-with-categories.qif"), options())
        #expect(report.profileID == "qif")
        #expect(
            rows == [
                "2018-12-19 -100.58 USD Outlet [qif] :2", "2018-12-19 -20.15 USD GroceriesYou [qif] :7",
                "2018-12-19 -40.60 USD RestaurantExample [qif] :12",
            ])
        let (cashReport, cash) = try read(sample("file.qif"), options("EUR"))
        #expect(
            cash == [
                "2013-10-23 -6.50 EUR food:lunch [qif-my-cash] :13", "2013-10-11 31.00 EUR [My Cc] [qif-my-cash] :17",
                "2013-10-11 -48.00 EUR (no description) [qif-my-cash] :21",
            ])
        #expect(cashReport.warnings.contains { $0.contains("7 records outside bank, card and cash sections") })
    }

    @Test("Quicken's 1/ 5'98 dates; an ambiguous file follows the currency's custom and says so")
    func dates() throws {
        let text = "!Type:CCard\nD1/ 5'26\nT-15.49\nPNETFLIX.COM\n^\nD2/ 5'26\nT-15.49\nPNETFLIX.COM\n^\n"
        let (us, usRows) = try read(temp(text), options("USD"))
        #expect(usRows.map { String($0.prefix(10)) } == ["2026-01-05", "2026-02-05"])
        #expect(us.warnings.contains { $0.contains("month/day") })
        let (_, gbRows) = try read(temp(text), options("GBP"))
        #expect(gbRows.map { String($0.prefix(10)) } == ["2026-05-01", "2026-05-02"])
    }

    @Test("bad input names the file and the record's line; no currency and no transactions are refused")
    func badInput() throws {
        let cases: [(String, String)] = [
            ("!Type:Bank\nD02/30/2026\nT-1.00\nPX\n^\n", ":2: expected a date in the D line"),
            ("!Type:Bank\nD02/03/2026\nTlots\nPX\n^\n", ":2: T line: not an amount"),
            ("!Type:Bank\nD02/03/2026\nPX\n^\n", ":2: a record without an amount"),
            ("!Type:Bank\nT-1.00\nPX\n^\n", ":2: a record without a date"),
            ("!Type:Cat\nNfood\nE\n^\n", "a QIF file without bank, card or cash transactions"),
        ]
        for (text, message) in cases {
            #expect(throws: IngestError.self) { try read(temp(text), options()) }
            do { _ = try read(temp(text), options()) } catch { #expect("\(error)".contains(message), "\(error)") }
        }
        do {
            _ = try read(sample("data-with-categories.qif"), options(nil))
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("data-with-categories.qif:2: QIF files name no currency; pass --currency"), "\(error)")
        }
    }
}
