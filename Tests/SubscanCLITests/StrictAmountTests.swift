import Foundation
import SubscanStore
import Testing

/// A finance tool may refuse a file; it may never invent an amount (issue: strict amounts).
@Suite("Strict amounts through the binary")
struct StrictAmountTests {
    static let good = """
        Transaction Date,Post Date,Description,Category,Type,Amount,Memo
        03/14/2026,03/15/2026,AMAZON MKTPL*BB4KD72Q1,Shopping,Sale,-42.17,
        03/12/2026,03/12/2026,Payment Thank You-Mobile,,Payment,850.00,
        03/03/2026,03/04/2026,NETFLIX.COM,Entertainment,Sale,-15.49,
        03/02/2026,03/03/2026,SPOTIFY USA,Entertainment,Sale,-11.99,

        """

    @Test(
        "a malformed amount in a good Chase export: exit 1, file, line, column and shape named, the store unchanged",
        arguments: ["-15.4.9", "1.2.3", "1.234.56", "12,34,5", "--5", "-1,5", "12.345", "(-5.00)", "5.00 CR-"])
    func malformedCellRefused(_ cell: String) throws {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary))
        let dir = tempDir()
        let db = dir.appendingPathComponent("s.sqlite").path
        let first = dir.appendingPathComponent("january.csv").path
        try StrictAmountTests.good.write(toFile: first, atomically: true, encoding: .utf8)
        let (okStatus, okLog) = try runBinary(["import", first, "--db", db])
        #expect(okStatus == 0, "\(okLog)")
        let before = try Store(path: db).allTransactions().map(\.fingerprint)
        #expect(before.count == 4)

        // the same layout, February, with the bad cell on line 4
        var lines = StrictAmountTests.good.replacingOccurrences(of: "03/", with: "02/").split(separator: "\n").map(String.init)
        lines[3] = "02/03/2026,02/04/2026,HULU,Entertainment,Sale,\"\(cell)\","
        let bad = dir.appendingPathComponent("february.csv").path
        try (lines.joined(separator: "\n") + "\n").write(toFile: bad, atomically: true, encoding: .utf8)
        let (status, log) = try runBinary(["import", bad, "--db", db])
        #expect(status == 1 || status == 3, "\(cell): exit \(status)")
        #expect(log.contains("february.csv:4: column \"Amount\": not an amount"), "\(cell): \(log)")
        // the message after the file name (its temporary folder may hold any digits)
        let message = log.components(separatedBy: "february.csv").dropFirst().joined()
        let digits = cell.filter(\.isNumber)
        #expect(!message.contains(cell) && (digits.count < 2 || !message.contains(digits)), "the digits are not echoed: \(log)")
        #expect(try Store(path: db).allTransactions().map(\.fingerprint) == before, "\(cell): nothing of February stored")
    }
}

@Suite("Skipped rows in the import summary")
struct SkippedSummaryTests {
    @Test("the table line and the JSON say how many rows were skipped and why")
    func summarySaysWhy() throws {
        let dir = tempDir()
        let path = dir.appendingPathComponent("revolut.csv").path
        try """
        Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance
        CARD_PAYMENT,Current,2026-10-03 10:00:00,2026-10-04 10:00:00,Netflix,-15.49,0.00,EUR,COMPLETED,100.00
        CARD_PAYMENT,Current,2026-10-05 10:00:00,,Spotify,-10.99,0.00,EUR,PENDING,
        CARD_PAYMENT,Current,2026-10-06 10:00:00,,Shop,-5.00,0.00,EUR,REVERTED,
        CARD_PAYMENT,Current,2026-10-07 10:00:00,,Shop,-6.00,0.00,EUR,DECLINED,

        """.write(toFile: path, atomically: true, encoding: .utf8)
        let table = run(["import", path])
        #expect(table.status == 0, "\(table.err)")
        #expect(table.out.contains("1 transactions, 1 new, 0 already stored, 3 skipped: 2 closed, 1 pending"), "\(table.out)")
        let json = run(["import", path, "--format", "json"])
        let file = try #require(
            (try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])?["files"] as? [[String: Any]]
        ).first
        #expect(file?["skippedRows"] as? Int == 3)
        #expect(file?["skipped"] as? [String: Int] == ["closed": 2, "pending": 1])
    }
}
