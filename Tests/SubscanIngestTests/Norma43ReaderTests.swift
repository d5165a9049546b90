import Foundation
import SubscanCore
import Testing

@testable import SubscanIngest

@Suite("Norma 43 (CSB43)")
struct Norma43ReaderTests {
    func read(_ path: String) throws -> (report: ImportReport, rows: [String]) { try extractSummaries(path, line: true) }

    func sample(_ name: String) -> String { packageRoot.appendingPathComponent("Fixtures/norma43/" + name).path }

    func temp(_ text: String) -> String { writeTemp("t.n43", text) }

    static let header =
        "11" + "2059" + "0060" + "8000314221" + "111111" + "111120" + "0" + "00000000525304" + "978" + "2"
        + "JUAN ESPANOL".padding(
            toLength: 26, withPad: " ", startingAt: 0) + "   "

    @Test(
        "the samples: every movement, signed by its debit/credit code, described by its 23 lines",
        arguments: [
            ("c43.txt", 22), ("example1.n43", 4), ("test.n43", 4), ("testmulti.n43", 6),
        ])
    func counts(_ name: String, _ expected: Int) throws {
        let (report, rows) = try read(sample(name))
        #expect(rows.count == expected)
        #expect(report.profileID == "norma43")
    }

    @Test("fields: dates AAMMDD, cents, EUR from 978, the account's last four digits")
    func fields() throws {
        let (_, rows) = try read(sample("c43.txt"))
        #expect(rows.first == "2011-11-11 -35.60 EUR REBUT PARKING EXPENSE [n43-4221] :2")
        #expect(rows.contains { $0.hasPrefix("2011-11-14 787.89 EUR TRANSF. SEPA CUSTOMER NAME HERE") })
        let (_, made) = try read(
            temp(
                Norma43ReaderTests.header + "\n"
                    + "22    0060261005261005120001000000000017990000000000" + String(repeating: " ", count: 28) + "\n"
                    + "2301NETFLIX.COM" + String(repeating: " ", count: 27) + "AMSTERDAM\n"
                    + "22    0060261006261006120002000000000250000000000000\n"  // no 23 line, not padded
                    + "88999999999999999999000002\n"))
        #expect(
            made == [
                "2026-10-05 -17.99 EUR NETFLIX.COM AMSTERDAM [n43-4221] :2", "2026-10-06 250.00 EUR Concepto 12000 [n43-4221] :4",
            ])
    }

    @Test("bad records name their line")
    func badInput() throws {
        let cases: [(String, String)] = [
            ("22    0060261305261005120001000000000017990000000000\n", ":2: expected the operation date as AAMMDD"),
            ("22    00602610052610051200010000000000179X0000000000\n", ":2: expected the amount as 14 digits"),
            ("22    0060261005261005120001000000000017990000000000\n99 garbage\n", ":3: not a Norma 43 record"),
        ]
        for (line, message) in cases {
            do {
                _ = try read(temp(Norma43ReaderTests.header + "\n" + line))
                Issue.record("expected an error for \(line)")
            } catch {
                #expect("\(error)".contains(message), "\(error)")
            }
        }
    }
}
