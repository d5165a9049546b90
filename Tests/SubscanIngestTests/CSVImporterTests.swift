import Foundation
import SubscanCore
import Testing

@testable import SubscanIngest

@Suite("CSV importer: encodings, dialects, decisions")
struct CSVImporterTests {
    let generic = "Date,Description,Amount\n2026-10-03,NETFLIX.COM,-15.49\n2026-10-04,Café Olé,-4.20\n2026-10-05,SALARY,2000.00\n"

    @Test("UTF-8 with and without a BOM")
    func utf8WithAndWithoutBOM() throws {
        let plain = try extract(writeTemp("a.csv", generic), currency(.usd))
        let bom = try extract(writeTemp("b.csv", [0xEF, 0xBB, 0xBF] + Array(generic.utf8)), currency(.usd))
        #expect(
            plain.rows
                == bom.rows.map {
                    var t = $0; t.source.file = plain.rows[0].source.file; return t
                })
        #expect(bom.rows[1].description == "Café Olé")
    }

    @Test("UTF-16 little and big endian, with a BOM and without")
    func utf16() throws {
        let units = Array(generic.utf16)
        let le = units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let be = units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        for bytes in [[0xFF, 0xFE] + le, [0xFE, 0xFF] + be, le, be] {
            let (report, rows) = try extract(writeTemp("u.csv", bytes), currency(.usd))
            #expect([.utf16LE, .utf16BE].contains(report.encoding))
            #expect(rows.count == 3)
            #expect(rows[1].description == "Café Olé")
        }
    }

    @Test("GBK bytes are detected as GB18030, and Latin-1 as Windows-1252")
    func legacyEncodings() throws {
        let gbk = try gb18030("交易时间,交易对方,金额\n2026-10-03 10:00:00,爱奇艺,-25.00\n")
        let (report, rows) = try extract(writeTemp("g.csv", gbk))
        #expect(report.encoding == .gb18030)
        #expect(rows.first?.description == "爱奇艺")
        #expect(rows.first?.amount.currency == .cny)

        let latin1: [UInt8] = Array(
            "Buchung;Verwendungszweck;Betrag\n03.10.2026;Gebühr München;-1,50\n".unicodeScalars.map { UInt8($0.value) })
        let de = try extract(writeTemp("l.csv", latin1))
        #expect(de.report.encoding == .windows1252)
        #expect(de.rows.first?.description == "Gebühr München")
        #expect(de.rows.first?.amount.decimalString == "-1.50")
        #expect(de.rows.first?.amount.currency == .eur)
    }

    @Test("--encoding overrides detection")
    func encodingOverride() throws {
        var options = ImportOptions()
        options.encoding = .windows1252
        options.currency = .usd
        let (_, rows) = try extract(writeTemp("o.csv", generic), options)
        #expect(rows[1].description == "CafÃ© OlÃ©")
    }

    @Test("DD/MM is decided from a late row even when the first rows are ambiguous")
    func dayMonthFromAllRows() throws {
        var text = "Date,Description,Amount,Currency\n"
        for d in 1...12 { text += String(format: "%02d/%02d/2026,SHOP %d,-1.00,EUR\n", d, d == 12 ? 1 : d + 0, d) }
        text += "25/03/2026,LATE,-2.00,EUR\n"
        let (_, rows) = try extract(writeTemp("d.csv", text))
        #expect(rows.first?.date.iso == "2026-01-01")
        #expect(rows[11].date.iso == "2026-01-12")
        #expect(rows.last?.date.iso == "2026-03-25")
    }

    @Test("MM/DD is decided the same way")
    func monthDayFromAllRows() throws {
        let text = "Date,Description,Amount\n03/04/2026,A,-1.00\n04/05/2026,B,-1.00\n04/25/2026,C,-1.00\n"
        let (_, rows) = try extract(writeTemp("m.csv", text), currency(.usd))
        #expect(rows.map(\.date.iso) == ["2026-03-04", "2026-04-05", "2026-04-25"])
    }

    @Test("a decimal comma is decided from the file, also for 1.234 amounts")
    func decimalCommaFromTheFile() throws {
        let text = "Fecha;Concepto;Importe\n03/10/2026;MOVISTAR;1.234\n04/10/2026;FILMIN;-7,99\n"
        let (_, rows) = try extract(writeTemp("es.csv", text))
        #expect(rows.map(\.amount.decimalString) == ["1234.00", "-7.99"])
    }

    @Test("a card export with charges positive is read as card-style when no profile says so")
    func chargesPositiveAutodetected() throws {
        let text =
            "Date,Description,Amount\n10/01/2026,NETFLIX,15.49\n10/02/2026,SPOTIFY,9.99\n10/03/2026,UBER,12.00\n10/05/2026,PAYMENT THANK YOU,-37.48\n"
        let (report, rows) = try extract(writeTemp("amex.csv", text), currency(.usd))
        #expect(rows.map(\.amount.decimalString) == ["-15.49", "-9.99", "-12.00", "37.48"])
        #expect(report.warnings.contains { $0.contains("card export") })
    }

    @Test("debit and credit columns, either possibly empty")
    func debitCredit() throws {
        let text =
            "Date,Details,Debit,Credit,Balance\n03/10/2026,RENT,850.00,,100\n04/10/2026,SALARY,,2000.00,2100\n05/10/2026,NOTHING,,,2100\n"
        let (report, rows) = try extract(writeTemp("boi.csv", text), currency(.eur))
        #expect(rows.map(\.amount.decimalString) == ["-850.00", "2000.00"])
        #expect(report.skippedRows == 1)
    }

    @Test("a user mapping file describes an unknown layout")
    func mappingFile() throws {
        let mappingPath = writeTemp(
            "m.json",
            """
            {"skipRows": 1, "columns": {"date": "Fch", "description": ["Txt"], "debit": "Out", "credit": "In"},
             "dateFormat": "DD/MM/YYYY", "decimalMark": ",", "currency": "EUR"}
            """)
        let csvPath = writeTemp("x.csv", "My Bank export\nFch|Txt|Out|In\n03/04/2026|GYM|39,90|\n05/04/2026|REFUND||5,00\n")
        var options = ImportOptions()
        options.mapping = try MappingFile.load(path: mappingPath)
        let (report, rows) = try extract(csvPath, options)
        #expect(report.profileID == "mapping")
        #expect(rows.map(\.date.iso) == ["2026-04-03", "2026-04-05"])
        #expect(rows.map(\.amount.decimalString) == ["-39.90", "5.00"])
        #expect(rows.allSatisfy { $0.amount.currency == .eur })
    }

    @Test("a mapping naming a missing column is refused with the column's name")
    func mappingWithMissingColumn() throws {
        let mappingPath = writeTemp("m.json", #"{"columns": {"date": "Datum", "description": "Text", "amount": "Summe"}}"#)
        var options = ImportOptions()
        options.mapping = try MappingFile.load(path: mappingPath)
        let error = ingestError(writeTemp("x.csv", "Datum,Text,Betrag\n03.04.2026,A,-1\n"), options)
        #expect(error?.description.contains("\"Summe\"") == true)
    }

    @Test(
        "broken mapping files are refused with what is wrong",
        arguments: [
            (#"{"columns": {"date": "D"}}"#, "description"),
            (#"{"columns": {"date": "D", "description": "T"}}"#, "amount"),
            (#"{"columns": {"date": "D", "description": "T", "amount": "A"}, "dateFormat": "YMD?"}"#, "dateFormat"),
            (#"{"columns": {"date": "D", "description": "T", "amount": "A"}, "currency": "EURO"}"#, "currency"),
            ("not json", "JSON"),
        ])
    func brokenMappings(_ text: String, _ mentions: String) {
        do {
            _ = try MappingFile.load(path: writeTemp("bad.json", text))
            Issue.record("accepted \(text)")
        } catch {
            #expect("\(error)".contains(mentions), "\(error)")
        }
    }

    @Test("two identical charges on one day stay two transactions")
    func identicalChargesKept() throws {
        let text = "Date,Description,Amount\n2026-10-03,STARBUCKS,-5.75\n2026-10-03,STARBUCKS,-5.75\n"
        var builder = FingerprintBuilder()
        let (_, rows) = try extract(writeTemp("s.csv", text), currency(.usd))
        let prints = try rows.map { try builder.fingerprint(for: $0) }
        #expect(prints.count == 2 && prints[0] != prints[1])
        #expect(prints[0].bytes.prefix(12) == prints[1].bytes.prefix(12))
    }

    @Test("the fingerprint ignores case and spacing of the description and the file it came from")
    func fingerprintIsStable() throws {
        let a = Transaction(
            date: LocalDate(iso: "2026-10-03")!, amount: Money(minorUnits: -1549, currency: .usd), description: "Netflix.com  866",
            account: "chase-credit", source: SourceLocation(file: "a.csv", line: 2))
        var b = a
        b.description = "NETFLIX.COM 866"
        b.source = SourceLocation(file: "b.csv", line: 40)
        var x = FingerprintBuilder()
        var y = FingerprintBuilder()
        #expect(try x.fingerprint(for: a) == y.fingerprint(for: b))
        var c = a
        c.account = "amex"
        var z = FingerprintBuilder()
        var w = FingerprintBuilder()
        #expect(try z.fingerprint(for: c) != w.fingerprint(for: a))
    }

    @Test(
        "a fingerprint from a packed row's bytes equals the one from its transaction",
        arguments: ["NETFLIX.COM 866", "Netflix.com  866", " padded\t", "Café Straße", "爱奇艺VIP会员", "a\u{00A0}b\u{3000}c", ""])
    func fingerprintFromBytes(description: String) throws {
        let t = Transaction(
            date: LocalDate(iso: "2026-10-31")!, amount: Money(minorUnits: -1549, currency: Currency(code: "EUR")!),
            description: description, account: "n26", source: SourceLocation(file: "a.csv", line: 2))
        var fromTransaction = FingerprintBuilder(oneDayAtATime: true)
        var fromBytes = FingerprintBuilder(oneDayAtATime: true)
        for _ in 0..<2 {  // the second copy gets ordinal 1 on both sides
            var text = description
            var code = "EUR"
            let packed = try text.withUTF8 { d in
                try code.withUTF8 { c in
                    try fromBytes.fingerprint(account: "n26", day: t.date.dayNumber, minorUnits: -1549, currencyCode: c, description: d)
                }
            }
            #expect(try fromTransaction.fingerprint(for: t) == packed)
        }
    }

    func currency(_ c: Currency) -> ImportOptions {
        var options = ImportOptions()
        options.currency = c
        return options
    }

    func gb18030(_ text: String) throws -> [UInt8] {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/iconv")
        p.arguments = ["-f", "UTF-8", "-t", "GB18030"]
        let input = Pipe()
        let output = Pipe()
        p.standardInput = input
        p.standardOutput = output
        try p.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Array(data)
    }
}

@Suite("CSV importer: bad input")
struct BadInputTests {
    @Test("a wrong path names the file and the reason")
    func wrongPath() {
        let e = ingestError("/nonexistent/export.csv")
        #expect(e?.kind == .unreadable)
        #expect(e?.description == "/nonexistent/export.csv: cannot open: No such file or directory")
    }

    @Test("an empty file")
    func emptyFile() {
        #expect(ingestError(writeTemp("empty.csv", []))?.kind == .empty)
    }

    @Test("a binary file named .csv")
    func binaryFile() {
        let png: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52] + Array(repeating: 7, count: 200)
        #expect(ingestError(writeTemp("photo.csv", png))?.kind == .binary)
    }

    @Test("no recognisable date or amount column")
    func noHeader() {
        let e = ingestError(writeTemp("notes.csv", "name,colour\nann,red\nbob,blue\n"))
        #expect(e?.kind == .noHeader)
        #expect(e?.description.contains("--mapping") == true)
    }

    @Test("an unterminated quote names its line")
    func unterminatedQuote() {
        let e = ingestError(writeTemp("q.csv", "Date,Description,Amount\n2026-10-03,\"NETFLIX,-15.49\n2026-10-04,X,-1.00\n"))
        #expect(e?.kind == .malformedCSV)
        #expect(e?.line == 2)
    }

    @Test("an impossible date names the line, column and value")
    func impossibleDate() {
        let e = ingestError(writeTemp("d.csv", "Date,Description,Amount\n2026-10-03,A,-1.00\n2026-02-30,B,-2.00\n"))
        #expect(e?.kind == .invalidDate)
        #expect(e?.description == "\(e!.file):3: column \"Date\": expected a date, found \"2026-02-30\" (no such day)")
    }

    @Test("a day-first file with an impossible day")
    func impossibleChaseDate() {
        let text = "Transaction Date,Post Date,Description,Category,Type,Amount,Memo\n14/31/2026,10/04/2026,X,Shopping,Sale,-1.00,\n"
        let e = ingestError(writeTemp("Chase.csv", text))
        #expect(
            e?.description.hasSuffix("Chase.csv:2: column \"Transaction Date\": expected a date, found \"14/31/2026\" (no such day)")
                == true)
    }

    @Test("an amount that is not a number names the column, not the value")
    func amountNotANumber() {
        let e = ingestError(writeTemp("a.csv", "Date,Description,Amount\n2026-10-03,A,twelve\n"))
        #expect(e?.kind == .invalidAmount)
        #expect(e?.line == 2)
        #expect(e?.column == "Amount")
        #expect(e?.description.contains("twelve") == false)
    }

    @Test(
        "an unquoted decimal comma that splits the amount (`12,99` in a comma-separated file) is refused, naming the line; a trailing empty field is not"
    )
    func splitDecimalComma() throws {
        let e = ingestError(writeTemp("split.csv", "Date,Description,Amount\n2025-01-03,NETFLIX,-12,99\n"))
        #expect(e?.kind == .invalidAmount)
        #expect(e?.line == 2)
        #expect(e?.column == "Amount")
        #expect(e?.description.contains("an unquoted decimal comma?") == true, "\(String(describing: e))")
        let (_, rows) = try extract(writeTemp("trailing.csv", "Date,Description,Amount\n2025-01-03,NETFLIX,-12.99,\n"))
        #expect(rows.map(\.amount.minorUnits) == [-1299])
        // an unquoted thousands comma (`-1,200.00`, `3,450`) the same: never stored as 1 or 3
        for amount in ["-1,200.00", "3,450", "-12,345,67"] {
            let t = ingestError(writeTemp("thousands.csv", "Date,Description,Amount\n2025-01-03,RENT,\(amount)\n"))
            #expect(t?.kind == .invalidAmount && t?.line == 2 && t?.column == "Amount", "\(amount): \(String(describing: t))")
        }
        #expect(
            ingestError(writeTemp("thousands.csv", "Date,Description,Amount\n2025-01-03,RENT,-1,200.00\n"))?.description.contains(
                "`-1` then `200.00`") == true)
        // the same in a file with a debit and a credit column: the credit `1,200.00` is not stored as
        // 1, the debit `12,99` not as 12
        for (row, column) in [("RENT,,1,200.00", "Credit"), ("NETFLIX,12,99,", "Debit"), ("RENT,1,200.00,", "Debit")] {
            let t = ingestError(writeTemp("debitcredit.csv", "Date,Description,Debit,Credit\n2025-01-03,\(row)\n"))
            #expect(t?.kind == .invalidAmount && t?.line == 2 && t?.column == column, "\(row): \(String(describing: t))")
        }
        let (_, both) = try extract(writeTemp("debitcredit.csv", "Date,Description,Debit,Credit\n2025-01-03,RENT,,1200.00,\n"))
        #expect(both.map(\.amount.minorUnits) == [120000])
    }

    @Test("an undetectable encoding")
    func undetectableEncoding() {
        // bytes undefined in Windows-1252 and not paired like GB18030
        let bytes: [UInt8] =
            Array("Date,Description,Amount\n2026-10-03,".utf8) + [0x81, 0x20, 0x8D, 0x20, 0x8F, 0x20, 0x90, 0x20, 0x9D]
            + Array(",-1.00\n".utf8)
        #expect(ingestError(writeTemp("e.csv", bytes))?.kind == .encoding)
    }

    @Test("a file over the size limit is refused before it is read")
    func tooLarge() {
        var options = ImportOptions()
        options.maxFileBytes = 64
        let e = ingestError(writeTemp("big.csv", String(repeating: "2026-10-03,A,-1.00\n", count: 10)), options)
        #expect(e?.kind == .tooLarge)
        #expect(e?.description.contains("--max-file-size") == true)
    }

    @Test(
        "other statement formats are named, not misread",
        arguments: [
            ("{\"transactions\": [{\"date\": \"2026-10-03\"}]}", "JSON"),
            ("%PDF-1.7\n%âãÏÓ\n1 0 obj\n", "PDF"),
        ])
    func otherFormats(_ text: String, _ name: String) {
        let e = ingestError(writeTemp("s.csv", text))
        #expect(e?.kind == .unsupported)
        #expect(e?.description.contains(name) == true)
    }

    @Test("a huge file streams: memory does not hold the file")
    func streamsLargeFiles() throws {
        // 200,000 rows (~7 MB) through the importer; the consumer sees rows before the end.
        var text = "Date,Description,Amount\n"
        text.reserveCapacity(8_000_000)
        for i in 0..<200_000 { text += "2026-10-\(String(format: "%02d", i % 28 + 1)),SHOP \(i % 97),-\(i % 500).25\n" }
        let path = writeTemp("big.csv", text)
        var options = ImportOptions()
        options.currency = .usd
        var count = 0
        let report = try CSVImporter.read(path: path, options: options) { _ in count += 1 }
        #expect(count == 200_000)
        #expect(report.transactions == 200_000)
    }
}

@Suite("CSV importer: fixes from the sample audit")
struct SampleAuditTests {
    @Test("rows after a header but none readable is an error that says why")
    func nothingReadableIsAnError() {
        let e = ingestError(writeTemp("abc.csv", "Date,Description,Amount\nTotal,A,-1.00\nsee below,B,-2.00\n"))
        #expect(e?.kind == .noTransactions)
        #expect(e?.description.contains("2 with no date in the date column") == true)
    }

    @Test("rows that are all pending are no error: the summary says so")
    func onlyPendingRows() throws {
        let (report, rows) = try extract(writeTemp("p.csv", "Date,Description,Amount\nPending,A,-1.00\nPending,B,-2.00\n"))
        #expect(rows.isEmpty)
        #expect(report.skipped == [.pending: 2])
        #expect(report.skippedSummary == "2 skipped: 2 pending")
        #expect(report.warnings.contains("no transactions after the header (2 skipped: 2 pending)"))
    }

    @Test("a time-of-day column is not taken for the date when a date column exists")
    func dateColumnBeatsTimeColumn() throws {
        let text = "交易日期,交易时间,交易摘要,交易金额,本次余额,对手信息\n20230101,123456,转账,+10000.00,10000.00,张三\n20230102,090000,消费,-10.00,9990.00,商店\n"
        let (_, rows) = try extract(writeTemp("abc.csv", text))
        #expect(rows.map(\.date.iso) == ["2023-01-01", "2023-01-02"])
        #expect(rows.map(\.amount.decimalString) == ["10000.00", "-10.00"])
        #expect(rows.allSatisfy { $0.amount.currency == .cny })
    }

    @Test("a JD-style partial refund is netted out of the charge")
    func partialRefundNetted() throws {
        let text = "交易时间,商户名称,交易说明,金额,收/付款方式,交易状态,收/支\n2026-10-03 10:00:00,京东,耳机,131.77(已退款89.84),白条,交易成功,支出\n"
        let (_, rows) = try extract(writeTemp("jd.csv", text))
        #expect(rows.first?.amount.decimalString == "-41.93")
    }

    @Test("a card payment written '+ £1,100.00' stays a payment")
    func plusSignedPaymentInCardExport() throws {
        let text =
            "Date,Description,Amount\n01-Dec-2019,SHOP A,£10.00\n02-Dec-2019,SHOP B,£20.00\n03-Dec-2019,SHOP C,£5.00\n04-Dec-2019,PAYMENT,+ £1,100.00\n"
        let (_, rows) = try extract(writeTemp("jl.csv", text.replacingOccurrences(of: "+ £1,100.00", with: "\"+ £1,100.00\"")))
        #expect(rows.map(\.amount.decimalString) == ["-10.00", "-20.00", "-5.00", "1100.00"])
        #expect(rows.allSatisfy { $0.amount.currency == .gbp })
    }

    @Test("ambiguous dates in a USD file are read month-first")
    func usdAmbiguousDatesAreMonthFirst() throws {
        let text = "Date,Name,Gross,Currency\n6/4/2016,A,-1.00,USD\n5/3/2016,B,-2.00,USD\n"
        let (_, rows) = try extract(writeTemp("paypal.csv", text))
        #expect(rows.map(\.date.iso) == ["2016-06-04", "2016-05-03"])
    }

    @Test("a European export mostly of credits is not flipped to card style")
    func europeanExportsStaySigned() throws {
        let text =
            "Buchungsdatum;Text;Betrag\n01.03.2026;Gehalt;150,00\n02.03.2026;Zinsen;10,00\n03.03.2026;Bonus;20,00\n04.03.2026;Miete;-100,00\n"
        let (_, rows) = try extract(writeTemp("at.csv", text))
        #expect(rows.map(\.amount.decimalString) == ["150.00", "10.00", "20.00", "-100.00"])
        #expect(rows.allSatisfy { $0.amount.currency == .eur })
    }

    @Test("French headers with apostrophes match")
    func apostropheHeaders() throws {
        let text = "Date d’opération;Libellé de l'opération;Montant\n03/10/2026;NETFLIX;-13,49\n"
        let (_, rows) = try extract(writeTemp("fr.csv", text))
        #expect(rows.first?.description == "NETFLIX")
        #expect(rows.first?.amount.currency == .eur)
    }

    @Test("a Norma 43 file is recognised and read; a header naming no currency (000) asks for --currency")
    func norma43IsRecognised() {
        let line11 = "11" + String(repeating: "0", count: 78)
        let line22 = "22" + String(repeating: "1", count: 78)
        let e = ingestError(writeTemp("x.n43", line11 + "\r\n" + line22 + "\r\n"))
        #expect(e?.kind == .invalidAmount)
        #expect(e?.description.contains("x.n43:2: the account header (11) names no currency subscan knows; pass --currency") == true)
    }

    @Test("mapping column numbers below 1 are refused, not a crash")
    func mappingColumnZero() {
        #expect(throws: IngestError.self) {
            try MappingFile.load(path: writeTemp("m.json", #"{"columns": {"date": 1, "description": 0, "amount": 3}}"#))
        }
    }
}

@Suite("Fingerprint ordinals, one day at a time")
struct FingerprintDayTests {
    func row(_ iso: String, _ description: String) -> Transaction {
        Transaction(
            date: LocalDate(iso: iso)!, amount: Money(minorUnits: -575, currency: .usd), description: description, account: "a",
            source: SourceLocation(file: "f", line: 1))
    }

    @Test("grouped days give the same fingerprints with or without the one-day table")
    func groupedDays() throws {
        let rows = [row("2026-10-03", "X"), row("2026-10-03", "X"), row("2026-10-02", "X"), row("2026-10-01", "Y")]
        var full = FingerprintBuilder()
        var daily = FingerprintBuilder(oneDayAtATime: true)
        for r in rows { #expect(try full.fingerprint(for: r) == daily.fingerprint(for: r)) }
    }

    @Test("a day that comes back is reported, so the caller can keep every day")
    func dayComesBack() throws {
        var daily = FingerprintBuilder(oneDayAtATime: true)
        _ = try daily.fingerprint(for: row("2026-10-03", "X"))
        _ = try daily.fingerprint(for: row("2026-10-04", "Y"))
        #expect(throws: FingerprintBuilder.DaysNotContiguous.self) { try daily.fingerprint(for: row("2026-10-03", "X")) }
    }
}

@Suite("Exports without a header row")
struct HeaderlessTests {
    @Test("debit and credit columns, a balance and MM/DD dates are read from the rows (TD Canada)")
    func tdCanada() throws {
        var options = ImportOptions()
        options.currency = Currency(code: "CAD")
        let (report, rows) = try extract(fixtures.appendingPathComponent("real/td-canada/example-td-records.csv").path, options)
        #expect(report.profileID == "headerless")
        #expect(rows.first?.date.iso == "2023-05-01")
        #expect(rows.first?.amount.decimalString == "-1.96")
        #expect(rows.first?.description == "DOLLARAMA # 845 _M")
        #expect(report.warnings.contains { $0.contains("MM/DD because the rows run in date order") })
    }

    @Test("the signed amount is told from the balance before it, and IBANs are not descriptions (ASN)")
    func asn() throws {
        let (_, rows) = try extract(
            fixtures.appendingPathComponent("real/asn-nl/transactie-historie_NL00ASNB9999999999_20220717204133.csv").path)
        #expect(rows.map(\.amount.decimalString).prefix(3) == ["223.77", "-200.00", "-2.20"])
        #expect(rows.allSatisfy { $0.amount.currency == .eur })
        #expect(rows.first?.description == "XXXXXXXXX Z Z Z Z")
        // the payee's name (column 4) before the purpose that does not name it
        #expect(rows[4].description.hasPrefix("DE VOLKSKRANT B V · '0000000000000000 ABONNR"))
        #expect(rows[2].description == "'Kosten gebruik betaalrekening inclusief 1 betaalpas'")  // no payee
    }

    @Test("a headerless export's payee goes before a purpose that does not name it; a card holder's name does not")
    func headerlessPayee() throws {
        let asn = """
            06-03-2025,NL37ASNB4891855123,NL65RABO3489546143,KPN B.V.,,,,EUR,4771.31,EUR,-52.00,06-03-2025,06-03-2025,9714,EIC,00700140,,'K2BAFLU66 Factuurnummer 186015615437 Klantnummer 976991794',10
            08-03-2025,NL37ASNB4891855123,,Bolt.eu/O/64244,,,Tallinn,EUR,4719.31,EUR,-5.85,08-03-2025,08-03-2025,5811,BEA,00700000,,'Bolt.eu/O/64244 >TALLINN 07.03.2025 10U25 KV009',10
            09-03-2025,NL37ASNB4891855123,NL11ABNA0000000000,PayPal Europe S.a.r.l. et Cie S.C.A,,,,EUR,4709.32,EUR,-9.99,09-03-2025,09-03-2025,9714,EIC,00700141,,'1049023 Spotify AB',10

            """
        let (_, rows) = try extract(writeTemp("asn.csv", asn))
        #expect(
            rows.map(\.description) == [
                "KPN B.V. · 'K2BAFLU66 Factuurnummer 186015615437 Klantnummer 976991794'",
                "'Bolt.eu/O/64244 >TALLINN 07.03.2025 10U25 KV009'", "'1049023 Spotify AB'",
            ])
        // one card holder's name throughout, between the date and the description: no payee
        let card = """
            10 Feb 18,MR A SURNAME,Shop Name AnyTown 20.59 POUND STERLING,Visa,Household,,20.59
            11 Feb 18,MR A SURNAME,Other Shop SomeTown 4.10 POUND STERLING,Visa,Household,,4.10

            """
        #expect(try extract(writeTemp("card.csv", card)).rows.map(\.description).first == "Shop Name AnyTown 20.59 POUND STERLING")
        // a column of a few booking kinds repeated is no payee
        let kinds = (1...8).map { i in
            "2026-0\(i);0\(i)/11/2026;-1\(i);EUR;\(i % 2 == 0 ? "Paiement par carte" : "Domiciliation");PAIEMENT AVEC LA CARTE NUMERO 4106 SHOP \(i) BRUXELLES REFERENCE BANQUE 26110\(i)"
        }.joined(separator: "\n")
        #expect(
            try extract(writeTemp("kinds.csv", kinds + "\n")).rows.first?.description
                == "PAIEMENT AVEC LA CARTE NUMERO 4106 SHOP 1 BRUXELLES REFERENCE BANQUE 261101")
    }

    @Test("BNP Paribas Fortis: the counterparty's name, then the communication; a card row keeps its details")
    func bnpParibasFortis() throws {
        let csv = """
            Nº de séquence;Date d'exécution;Date valeur;Montant;Devise du compte;Numéro de compte;Type de transaction;Contrepartie;Nom de la contrepartie;Communication;Détails;Statut;Motif du refus
            2026-00786;05/11/2026;03/11/2026;-11;EUR;BE32001716143602;Paiement par carte;;;;PAIEMENT AVEC LA CARTE DE DEBIT NUMERO 4106 42XX XXXX 8758 ALDI 1641 BRUXELLES 03/11/2026;Accepté;
            2026-00785;04/11/2026;04/11/2026;-145;EUR;BE32001716143602;Domiciliation;BE91310334940076;ENGIE Electrabel;Facture d'acompte 416170585477 client 882464193;DOMICILIATION EUROPEENNE DE ENGIE ELECTRABEL NUMERO DE MANDAT : ELE97108507;Accepté;

            """
        let (report, rows) = try extract(writeTemp("bnp.csv", csv))
        #expect(report.profileID == "generic")
        #expect(rows.map(\.date.iso) == ["2026-11-05", "2026-11-04"])
        #expect(rows.map(\.amount.decimalString) == ["-11.00", "-145.00"])
        #expect(
            rows.map(\.description) == [
                "PAIEMENT AVEC LA CARTE DE DEBIT NUMERO 4106 42XX XXXX 8758 ALDI 1641 BRUXELLES 03/11/2026",
                "ENGIE Electrabel · Facture d'acompte 416170585477 client 882464193",
            ])
    }

    @Test("DKB: the payee (Auftraggeber / Begünstigter) before the purpose; GLS: the payee, then VWZ1, its purpose's first line")
    func germanPayeeAndPurpose() throws {
        let (_, dkb) = try extract(fixtures.appendingPathComponent("real/dkb-de/non_empty.csv").path)
        #expect(dkb.map(\.description) == ["REWE Filialen Voll · REWE SAGT DANKE."])
        let (_, gls) = try extract(fixtures.appendingPathComponent("real/gls-bank-de/gls.csv").path)
        #expect(gls.map(\.description) == ["Drillisch Online AG · B4658645 U123456789 B123456"])
        // an intermediary as the payee: the merchant in VWZ1 after it, the booking text left out
        let paypal = """
            Kontonummer;Buchungstag;Wertstellung;Auftraggeber/Empfänger;Buchungstext;VWZ1;VWZ2;Betrag;Kontostand;Währung
            1900321824;08.03.2025;08.03.2025;PayPal Europe S.a.r.l. et Cie S.C.A;"SEPA-Basislastschrift";. RTL interactive GmbH, Ihr Einkauf bei RTL;EREF: 1047;-6,99;3.163,56;EUR

            """
        #expect(
            try extract(writeTemp("gls.csv", paypal)).rows.map(\.description) == [
                "PayPal Europe S.a.r.l. et Cie S.C.A . RTL interactive GmbH, Ihr Einkauf bei RTL"
            ])
    }

    @Test("Crédit Agricole: a preamble, then Débit euros / Crédit euros columns and a libellé over two lines")
    func creditAgricole() throws {
        let csv = """
            Téléchargement du 03/12/2026;
            Compte de Dépôt carte n° 12345678901;
            Date;Libellé;Débit euros;Crédit euros;
            05/11/2026;"PRELEVEMENT EUROPEEN FREE MOBILE
            FM-12345678-1";19,99;;
            04/11/2026;"VIREMENT EN VOTRE FAVEUR
            ACME SAS SALAIRE";;2 150,00;

            """
        let (_, rows) = try extract(writeTemp("ca.csv", csv))
        #expect(rows.map(\.amount.decimalString) == ["-19.99", "2150.00"])
        #expect(rows.allSatisfy { $0.amount.currency == .eur })
        #expect(rows.first?.description.hasPrefix("PRELEVEMENT EUROPEEN FREE MOBILE") == true)
    }

    @Test("Société Générale: the account on a first line (eight digits: no date), then Détail de l'écriture and Montant de l'opération")
    func societeGenerale() throws {
        let csv = """
            ="12345678";Compte Bancaire;Solde au 03/12/2026;1 234,56 EUR

            Date de l'opération;Libellé;Détail de l'écriture;Montant de l'opération;Devise
            05/11/2026;PRELEVEMENT EUROPEEN 8755420306;PRELEVEMENT EUROPEEN 8755420306 DE: FREE MOBILE ID: FR60ZZZ617596;-19,99;EUR
            04/11/2026;CARTE X1234 03/11 NETFLIX.COM;CARTE X1234 03/11 NETFLIX.COM;-13,49;EUR

            """
        let (report, rows) = try extract(writeTemp("sg.csv", csv))
        #expect(report.profileID == "generic")
        #expect(rows.map(\.amount.decimalString) == ["-19.99", "-13.49"])
        #expect(rows.first?.description == "PRELEVEMENT EUROPEEN 8755420306 DE: FREE MOBILE ID: FR60ZZZ617596")
    }

    @Test("Deutsche Bank, Volksbank (2022 export) and Postbank: the payee's name before the purpose")
    func germanPayeeColumns() throws {
        let deutsche = """
            Umsätze Girokonto;;;;;;
            Buchungstag;Wert;Umsatzart;Begünstigter / Auftraggeber;Verwendungszweck;IBAN;BIC;Kundenreferenz;Mandatsreferenz ;Gläubiger ID;Fremde Gebühren;Betrag;Abweichender Empfänger;Anzahl der Aufträge;Anzahl der Schecks;Soll;Haben;Währung
            01.04.2026;01.04.2026;Dauerauftrag;Petra Schneider;Miete April;DE89370400440532013000;COBADEFFXXX;;;;;;;;;-890,00;;EUR
            02.04.2026;02.04.2026;Lastschrift;PayPal Europe S.a.r.l. et Cie S.C.A;1040112233 PP.1234.PP . Spotify AB, Ihr Einkauf bei Spotify AB;LU89751000135104200E;PPLXLUL2;;;;;;;;;-10,99;;EUR
            Kontostand;02.04.2026;;;1.234,56;EUR

            """
        #expect(
            try extract(writeTemp("db.csv", deutsche)).rows.map(\.description) == [
                "Petra Schneider · Miete April",
                "PayPal Europe S.a.r.l. et Cie S.C.A 1040112233 PP.1234.PP . Spotify AB, Ihr Einkauf bei Spotify AB",
            ])
        let volksbank = """
            Bezeichnung Auftragskonto;IBAN Auftragskonto;BIC Auftragskonto;Bankname Auftragskonto;Buchungstag;Valutadatum;Name Zahlungsbeteiligter;IBAN Zahlungsbeteiligter;BIC (SWIFT-Code) Zahlungsbeteiligter;Buchungstext;Verwendungszweck;Betrag;Waehrung;Saldo nach Buchung;Bemerkung;Kategorie;Steuerrelevant;Glaeubiger ID;Mandatsreferenz
            Girokonto;DE02120300000000202051;BYLADEM1001;Volksbank Musterstadt eG;03.03.2026;03.03.2026;Stadtwerke Musterstadt GmbH;DE12500105170648489890;INGDDEFFXXX;Lastschrift;Abschlag Strom 03/2026;-62,00;EUR;1.172,56;;;;DE98ZZZ09999999999;M-123456

            """
        let vr = try extract(writeTemp("vr.csv", volksbank)).rows
        #expect(vr.map(\.description) == ["Stadtwerke Musterstadt GmbH · Abschlag Strom 03/2026"])
        #expect(vr.map(\.amount.currency) == [.eur])
        let postbank = """
            Buchungstag;Wert;Umsatzart;Buchungsdetails;Auftraggeber;Empfänger;Betrag (€);Saldo (€)
            02.03.2026;02.03.2026;Lastschrift;Referenz 123 Mandat 456 Vodafone Kundennr 123;Max Kunde;Vodafone GmbH;-39,99 €;3.014,56 €

            """
        #expect(
            try extract(writeTemp("postbank.csv", postbank)).rows.map(\.description) == [
                "Vodafone GmbH · Referenz 123 Mandat 456 Vodafone Kundennr 123"
            ])
    }

    @Test("livebank (Austria): the payee from Umsatztext, not the booking's kind, and the purpose from the cell past the header")
    func livebankPayee() throws {
        let livebank = """
            Kontonummer;Auszugsnummer;Buchungsdatum;Valutadatum;Umsatzzeit;Zahlungsreferenz;Waehrung;Betrag;Buchungstext;Umsatztext
            37536682;19;2026-11-23;2026-11-23;2026-11-23-08.14.27.154675;"";EUR;-39,90;"Datenträger-Umsatz";LIWEST Kabelmedien GmbH;"Rechnung 11/2026 Kundennr. 9446079448";"Mandat: W4JK35TCVY4YM CID: AT88ZZZ32096735170";"REF: K2BBU9VPGFJU2AV3WRPTR"
            37536682;19;2026-11-22;2026-11-22;2026-11-22-11.19.39.218504;"";EUR;-16,05;"Bezahlung Maestro";"Figlmueller Graz";"22.11. 13:00 K1"
            37536682;19;2026-11-21;2026-11-21;2026-11-21-09.00.00.000000;"";EUR;-12,00;"Internetauftrag";"";"Spende"
            37536682;19;2026-11-10;2026-11-10;2026-11-10-07.00.00.000000;"";EUR;-17,99;"Datenträger-Umsatz";"PayPal Europe S.a.r.l. et Cie S.C.A";"1040112233 PP.1234.PP . Netflix, Ihr Einkauf bei Netflix";"Mandat: 5KJ22 CID: LU96ZZZ0000000000000000058"

            """
        let read = try extract(writeTemp("livebank.csv", livebank))
        #expect(read.report.profileName == "livebank (Austria)")
        // (a card's own time stamp after the shop says nothing of what was bought)
        #expect(
            read.rows.map(\.description) == [
                "LIWEST Kabelmedien GmbH · Rechnung 11/2026 Kundennr. 9446079448", "Figlmueller Graz", "Internetauftrag · Spende",
                // behind PayPal the purpose names the merchant, not the booking's kind
                "PayPal Europe S.a.r.l. et Cie S.C.A 1040112233 PP.1234.PP . Netflix, Ihr Einkauf bei Netflix",
            ])
        #expect(read.rows.map(\.amount.decimalString) == ["-39.90", "-16.05", "-12.00", "-17.99"])
    }

    @Test("BNP Paribas (France), Caisse d'Épargne and Boursorama: their libellé and montant columns, in euros")
    func frenchBankColumns() throws {
        let bnp = """
            Date operation;Categorie operation;Sous Categorie operation;Libelle operation;Montant operation;Pointage operation
            05/03/2026;Abonnements;Telephonie;PRLV SEPA FREE MOBILE FM-123456;-19,99;0

            """
        let b = try extract(writeTemp("bnp.csv", bnp)).rows
        #expect(b.map(\.description) == ["PRLV SEPA FREE MOBILE FM-123456"])
        #expect(b.map(\.amount) == [Money(minorUnits: -1999, currency: .eur)])
        let caisse = """
            Date operation;Libelle simplifie;Libelle operation;Reference;Informations complementaires;Type operation;Categorie;Sous categorie;Debit;Credit;Date de valeur;Pointage operation
            05/03/2026;LOYER M DUPONT;VIR PERMANENT LOYER M DUPONT;1234567;LOYER MARS;Virement;Logement;Loyer;-750,00;;05/03/2026;0
            28/03/2026;EURO-INFORMATION TELECOM;PRLV EURO-INFORMATION TELECOM;K2BRP76WM31SV012;975-M141691627-NRJ MOBILE FACTURE 03/26 8115659353;Prelevement;Abonnements;Telephonie;-12,99;;28/03/2026;0
            30/03/2026;PAYBYPHONE;CB PAYBYPHONE FACT 300326;Y12RV58;300326 CB****2120;Carte bancaire;Vie quotidienne;Autre;-2,40;;30/03/2026;0

            """
        let c = try extract(writeTemp("ce.csv", caisse)).rows
        // the libellé, then the purpose a direct debit or a transfer carries (not the reference
        // number, nor a card payment's day and masked card)
        #expect(
            c.map(\.description) == [
                "VIR PERMANENT LOYER M DUPONT · LOYER MARS",
                "PRLV EURO-INFORMATION TELECOM · 975-M141691627-NRJ MOBILE FACTURE 03/26 8115659353",
                "CB PAYBYPHONE FACT 300326",
            ])
        #expect(c.map(\.amount) == [-75000, -1299, -240].map { Money(minorUnits: $0, currency: .eur) })
        let bourso = """
            dateOp;dateVal;label;category;categoryParent;supplierFound;amount;comment;accountNum;accountLabel;accountbalance
            2026-03-05;2026-03-05;"PRLV SEPA NETFLIX.COM";"Abonnements";"Loisirs";"netflix";-13,49;;00012345678;"BOURSORAMA BANQUE";1 234,56

            """
        let bo = try extract(writeTemp("bourso.csv", bourso)).rows
        #expect(bo.map(\.description) == ["PRLV SEPA NETFLIX.COM"])
        #expect(bo.map(\.amount) == [Money(minorUnits: -1349, currency: .eur)])
    }

    @Test("a counterparty's name column spelt in ways the header lists do not name comes first, the purpose after it")
    func counterpartyColumns() throws {
        // DKB since 2023: a column for each side; money out is named by the payee, money in by the payer
        let dkb = """
            "Buchungsdatum";"Wertstellung";"Status";"Zahlungspflichtige*r";"Zahlungsempfänger*in";"Verwendungszweck";"Umsatztyp";"IBAN";"Betrag (€)";"Gläubiger-ID";"Mandatsreferenz";"Kundenreferenz"
            "03.03.26";"03.03.26";"Gebucht";"Max Mustermann";"Hoffmann, Klaus";"Miete 03/2026 Whg 3";"Ausgang";"DE11500105170648489890";"-812,40";"";"";""
            "27.03.26";"27.03.26";"Gebucht";"Muster GmbH";"Max Mustermann";"Gehalt Maerz";"Eingang";"DE22500105170648489891";"3.100,00";"";"";""

            """
        #expect(
            try extract(writeTemp("dkb.csv", dkb)).rows.map(\.description) == [
                "Hoffmann, Klaus · Miete 03/2026 Whg 3", "Muster GmbH · Gehalt Maerz",
            ])
        // one row each under a header spelt another way: (file, header, row, the description read)
        let shapes: [(String, String, String, String)] = [
            // HypoVereinsbank: `Empfaenger 1`
            (
                "hvb.csv", "Kontonummer;Buchungsdatum;Valuta;Empfaenger 1;Empfaenger 2;Verwendungszweck;Betrag;Waehrung",
                "123;03.03.2026;03.03.2026;Stadtwerke Bielefeld GmbH;;Abschlag Strom Vertragskonto 420233306918;-84,00;EUR",
                "Stadtwerke Bielefeld GmbH · Abschlag Strom Vertragskonto 420233306918"
            ),
            // Triodos: `Name Gegenkonto`, not the account `Gegenkonto`
            (
                "triodos.csv", "Datum;Kontonummer;Betrag;Soll/Haben;Name Gegenkonto;Gegenkonto;Buchungsart;Verwendungszweck",
                "03.03.2026;DE99;-39,90;S;NetCologne GmbH;DE33500105170648489892;Lastschrift;Rechnung 03.2026 Kd-Nr 5523412",
                "NetCologne GmbH · Rechnung 03.2026 Kd-Nr 5523412"
            ),
            // Volksbanken's older export: the recipient-first column is the other party, the other the holder
            (
                "vr.csv",
                "Buchungstag;Valuta;Auftraggeber/Zahlungsempfänger;Empfänger/Zahlungspflichtiger;Konto-Nr.;IBAN;BLZ;BIC;"
                    + "Vorgang/Verwendungszweck;Kundenreferenz;Währung;Umsatz",
                "03.03.2026;03.03.2026;Max Mustermann;Petra Schneider;;DE44;;;Miete inkl NK Maerz;;EUR;-655,00",
                "Petra Schneider · Miete inkl NK Maerz"
            ),
            // Qonto in French: a settlement date, the counterparty, the reference the payer gave
            (
                "qonto.csv", "Date de règlement;Nom de la contrepartie;Référence;Montant;Devise",
                "03/03/2026;Petra Schneider;Loyer mars;-655,00;EUR", "Petra Schneider · Loyer mars"
            ),
            // LCL: the label after the beneficiary (`Sosh` is named there only)
            (
                "lcl.csv", "Date;Montant;Type;Libellé;Bénéficiaire;Référence",
                "03/03/2026;-15,99;Prélèvement;Facture Sosh 03/2026;ORANGE SA;",
                "ORANGE SA · Facture Sosh 03/2026"
            ),
            // C24: the payee, not the sentence the bank composes of it; the purpose names the merchant
            (
                "c24.csv", "Transaktionstyp;Buchungsdatum;Karteneinsatz;Betrag;Zahlungsempfänger;IBAN;BIC;Verwendungszweck;Beschreibung",
                "Lastschrift;03.03.2026;Nein;-14,99;PayPal Europe S.a.r.l. et Cie S.C.A;LU97;PPLXLUL2;PP.7635.PP . Spotify AB;"
                    + "Lastschrift von PayPal Europe S.a.r.l. et Cie S.C.A",
                "PayPal Europe S.a.r.l. et Cie S.C.A PP.7635.PP . Spotify AB"
            ),
            // HypoVereinsbank: the name cut at 27 characters goes on in `Empfaenger 2`, inside a word or after a space
            (
                "hvb2.csv", "Kontonummer;Buchungsdatum;Valuta;Empfaenger 1;Empfaenger 2;Verwendungszweck;Betrag;Waehrung",
                "123;03.03.2026;03.03.2026;Wohnungsbaugenossenschaft L;ipsia eG;Nutzungsgebuehr;-512,00;EUR",
                "Wohnungsbaugenossenschaft Lipsia eG · Nutzungsgebuehr"
            ),
            (
                "hvb3.csv", "Kontonummer;Buchungsdatum;Valuta;Empfaenger 1;Empfaenger 2;Verwendungszweck;Betrag;Waehrung",
                "123;03.03.2026;03.03.2026;Hausverwaltung Peters;& Sohn GmbH;Miete Maerz;-912,00;EUR",
                "Hausverwaltung Peters & Sohn GmbH · Miete Maerz"
            ),
            // the account holder's own account (`Auftraggeberkonto`) and a message for the payee name no one
            (
                "own.csv", "Posting date;Amount;Currency;Auftraggeberkonto;Message for payee;Description",
                "2026-03-03;-12.00;EUR;538917600;thanks;Spotify AB", "Spotify AB"
            ),
        ]
        for (file, header, row, description) in shapes {
            #expect(try extract(writeTemp(file, header + "\n" + row + "\n")).rows.map(\.description) == [description], "\(file)")
        }
    }

    @Test("Soll/Haben: an unsigned amount is money out beside S, in beside H, in a titled or an untitled column")
    func sollHaben() throws {
        // 1822direkt: `Soll/Haben` before the amount
        let titled = """
            Kontonummer;Buchungstag;Wertstellung;Soll/Haben;Buchungsschlüssel;Buchungsart;Empfänger/Auftraggeber Name;Verwendungszweck;Betrag;Währung
            2952715794;01.05.2025;01.05.2025;S;117;Dauerauftrag;Brenner, Uwe;Miete Stellplatz 12;65,00;EUR
            2952715794;28.05.2025;28.05.2025;H;166;Gutschrift;Muster GmbH;Gehalt Mai;3.100,00;EUR

            """
        #expect(try extract(writeTemp("1822.csv", titled)).rows.map(\.amount.decimalString) == ["-65.00", "3100.00"])
        // Volksbanken (VR-NetWorld): `S` or `H` in an untitled column after `Umsatz`
        let untitled = """
            "Buchungstag";"Valuta";"Empfänger/Zahlungspflichtiger";"Vorgang/Verwendungszweck";"Währung";"Umsatz";" "
            "01.05.2025";"01.05.2025";"Stadtwerke Karlsruhe GmbH";"Basislastschrift Abschlag Strom";"EUR";"84,00";"S"
            "28.05.2025";"28.05.2025";"Muster GmbH";"Gutschrift Gehalt";"EUR";"3.100,00";"H"

            """
        #expect(try extract(writeTemp("vr-old.csv", untitled)).rows.map(\.amount.decimalString) == ["-84.00", "3100.00"])
    }

    @Test("a file that names no currency: its IBANs' country names it (with a warning), else USD; never a mix")
    func currencyFromIBANs() throws {
        let header = #""Date","Interest Date","Amount","Account","Counterparty","Name","Description""# + "\n"
        let dutch = #""2026-05-03","2026-05-03","-12.99","NL14BUNQ2512513795","NL02INGB0001234567","Netflix","Netflix""# + "\n"
        let british = #""2026-06-03","2026-06-03","-12.99","NL14BUNQ2512513795","GB33BUKB20201555555555","Netflix","Netflix""# + "\n"
        let (report, rows) = try extract(writeTemp("bunq.csv", header + dutch + british))
        // decided on the first row (two Dutch IBANs): the second's British counterparty changes nothing
        #expect(rows.map(\.amount.currency.code) == ["EUR", "EUR"])
        #expect(report.warnings.contains { $0.contains("read as EUR") && $0.contains("(NL)") }, "\(report.warnings)")
        // IBANs of two currencies in the first row: nothing is inferred
        let (mixedReport, mixedRows) = try extract(writeTemp("mixed.csv", header + british))
        #expect(mixedRows.map(\.amount.currency.code) == ["USD"])
        #expect(mixedReport.warnings.contains { $0.contains("read as USD") }, "\(mixedReport.warnings)")
    }

    @Test("dotted dates are day first, whatever order the rows run in")
    func dottedDatesAreDayFirst() throws {
        let csv =
            "Buchungstag;Verwendungszweck;Betrag\n01.03.2026;Miete;-850,00\n01.04.2026;Miete;-850,00\n03.03.2026;Strom;-62,00\n03.04.2026;Strom;-62,00\n"
        let (report, rows) = try extract(writeTemp("dotted.csv", csv))
        #expect(rows.map(\.date.iso) == ["2026-03-01", "2026-04-01", "2026-03-03", "2026-04-03"])
        #expect(!report.warnings.contains { $0.contains("DD/MM") })
    }

    @Test("semicolons, decimal commas and explicit signs (easybank)")
    func easybank() throws {
        let (_, rows) = try extract(fixtures.appendingPathComponent("real/easybank-at/easybank-giro.csv").path)
        #expect(rows.prefix(2).map(\.amount.decimalString) == ["-0.42", "1.23"])
        #expect(rows.first?.date.iso == "2014-01-01")
    }

    @Test("dates that fit both orders are read the way the rows run in small steps")
    func ambiguousOrderFromSequence() throws {
        var options = ImportOptions()
        options.currency = .eur  // EUR alone would fall back to DD/MM
        let monthFirst = "Date,Description,Amount\n05/01/2026,A,-1.00\n05/02/2026,B,-1.00\n05/03/2026,C,-1.00\n05/04/2026,D,-1.00\n"
        // as DD/MM these would be Jan 5, Feb 5, Mar 5, Apr 5: months apart; as MM/DD, four days in May
        #expect(
            try extract(writeTemp("md.csv", monthFirst), options).rows.map(\.date.iso) == [
                "2026-05-01", "2026-05-02", "2026-05-03", "2026-05-04",
            ])
        let dayFirst = "Date,Description,Amount\n01/05/2026,A,-1.00\n02/05/2026,B,-1.00\n03/05/2026,C,-1.00\n04/05/2026,D,-1.00\n"
        options.currency = .usd  // USD alone would fall back to MM/DD
        #expect(
            try extract(writeTemp("dm.csv", dayFirst), options).rows.map(\.date.iso) == [
                "2026-05-01", "2026-05-02", "2026-05-03", "2026-05-04",
            ])
    }

    @Test("text without dates still has no layout")
    func notAnExport() {
        #expect(ingestError(writeTemp("notes.csv", "ann,red,tall\nbob,blue,short\n"))?.kind == .noHeader)
    }
}

@Suite("Every row accounted for")
struct SkippedRowTests {
    static let header = "交易时间,交易分类,交易对方,商品说明,收/支,金额,收/付款方式,交易状态\n"

    @Test("the refund of a closed charge is neither income nor a charge, whether it comes before or after it")
    func refundOfClosedCharge() throws {
        let refundFirst =
            SkippedRowTests.header + "2023-01-09 18:22:28,退款,一卡通,退款-一卡通充值,收入,50.00,余额宝,退款成功\n"
            + "2023-01-09 18:21:50,交通出行,一卡通,一卡通充值,支出,50.00,余额宝,交易关闭\n"
            + "2023-01-08 10:00:00,日用百货,超市,牛奶,支出,12.50,余额,交易成功\n"
        let (report, rows) = try extract(writeTemp("a.csv", refundFirst))
        #expect(rows.map(\.amount.decimalString) == ["-12.50"])
        #expect(report.skipped == [.closed: 2])
        #expect(report.skippedSummary == "2 skipped: 2 closed")

        let chargeFirst =
            SkippedRowTests.header + "2023-01-08 10:00:00,日用百货,超市,牛奶,支出,12.50,余额,交易成功\n"
            + "2023-01-09 18:21:50,交通出行,一卡通,一卡通充值,支出,50.00,余额宝,交易关闭\n"
            + "2023-01-09 18:22:28,退款,一卡通,退款-一卡通充值,收入,50.00,余额宝,退款成功\n"
        let (report2, rows2) = try extract(writeTemp("b.csv", chargeFirst))
        #expect(rows2.map(\.amount.decimalString) == ["-12.50"])
        #expect(report2.skipped == [.closed: 2])
    }

    @Test("the refund of a charge that went through is money back, in file order")
    func refundOfPaidCharge() throws {
        let text =
            SkippedRowTests.header + "2023-02-11 09:03:44,退款,京东,退款-耳机,收入,39.90,招商银行,退款成功\n"
            + "2023-02-10 16:42:05,数码,京东,耳机,支出,39.90,招商银行,交易成功\n"
            + "2023-02-09 10:00:00,数码,京东,键盘,支出,50.00,招商银行,交易关闭\n"
            + "2023-02-08 10:00:00,日用百货,超市,牛奶,支出,12.50,余额,交易成功\n"
        let (report, rows) = try extract(writeTemp("c.csv", text))
        #expect(rows.map(\.amount.decimalString) == ["39.90", "-39.90", "-12.50"])
        #expect(report.skipped == [.closed: 1])
    }

    @Test("a refund whose closed charge is further than the window away stays money back")
    func refundWindow() throws {
        var text = SkippedRowTests.header + "2023-03-01 09:00:00,退款,店,退款-货,收入,9.00,余额,退款成功\n"
        for i in 0..<(RecordSink.refundWindow + 5) { text += "2023-02-20 10:00:00,日用百货,超市\(i),牛奶,支出,1.00,余额,交易成功\n" }
        text += "2023-02-01 09:00:00,购物,店,货,支出,9.00,余额,交易关闭\n"
        let (report, rows) = try extract(writeTemp("d.csv", text))
        #expect(rows.count == RecordSink.refundWindow + 6)
        #expect(rows.first?.amount.decimalString == "9.00")
        #expect(report.skipped == [.closed: 1])
    }

    @Test("China Merchants Bank: MM/DD dates take their year from the statement month; without one the file is refused")
    func cmbYearlessDates() throws {
        let (_, rows) = try extract(fixtures.appendingPathComponent("real/cmb-credit/example-cmb-records.csv").path)
        #expect(rows.map(\.date.iso) == ["2023-12-29", "2023-12-30", "2024-01-01", "2024-01-02", "2024-01-03", "2024-01-05"])
        #expect(rows.map(\.amount.decimalString) == ["1.23", "345.67", "30.00", "-56.78", "3.90", "-8000.00"])
        let untitled = writeTemp("cmb.csv", "交易日,记账日,交易摘要,人民币金额,卡号末四位,交易地金额\n01/02,01/03,影票,56.78,1234,56.78\n")
        let e = ingestError(untitled)
        #expect(e?.kind == .invalidDate)
        #expect(e?.description.contains("no statement month") == true)
    }

    @Test("Danske Bank Lithuania: short rows are read from the right; Windows-1257 keeps the letters")
    func danskeShortRows() throws {
        let (report, rows) = try extract(fixtures.appendingPathComponent("real/danske-lt/danske.csv").path)
        #expect(report.encoding == .windows1257)
        #expect(rows.map(\.amount.decimalString) == ["-7.80", "889.81", "-0.46", "-881.55"])
        #expect(rows[1].description == "ACME LLC")
        #expect(rows[0].description.hasPrefix("Paslaugų ir komisinių"))
    }

    @Test("Swedbank: only transaction records (type 20); balances and turnovers are skipped as balance records")
    func swedbankRecordTypes() throws {
        let (report, rows) = try extract(fixtures.appendingPathComponent("real/swedbank-lt/swedbank.csv").path)
        #expect(rows.map(\.amount.decimalString) == ["-14.34", "-215.00", "-12.20", "1600.00", "-300.00"])
        #expect(report.skipped == [.balance: 6])
    }

    @Test("UBS Switzerland (French): the booking's own texts describe it, not the account's product on every row")
    func ubsFrench() throws {
        let (report, rows) = try extract(fixtures.appendingPathComponent("real/ubs-ch/ubs-ch-fr_trimmed.csv").path)
        #expect(report.profileID == "ubs-ch")
        #expect(rows.map(\.amount.decimalString) == ["-10.00", "240.00", "-200.00"])
        #expect(rows.allSatisfy { $0.amount.currency.code == "CHF" })
        #expect(rows[1].description == "Virement postal ASSOCIATION FOO-BAR BVD DE QUELQUE-PART 1, 1201 GENEVE, CH")
        #expect(!rows.contains { $0.description.contains("Compte personnel") })
    }

    @Test(
        "Swiss money columns: `Lastschrift in CHF` / `Gutschrift in CHF` (PostFinance) and `Belastung CHF` (ZKB) give the columns and the currency"
    )
    func swissMoneyColumns() throws {
        let postFinance =
            "Buchungsdatum;Avisierungstext;Gutschrift in CHF;Lastschrift in CHF;Valuta;Saldo in CHF\n"
            + "05.11.2026;KAUF/DIENSTLEISTUNG VOM 04.11.2026 NETFLIX.COM;;-17.90;05.11.2026;1234.50\n"
            + "06.11.2026;GIRO POST SALARY ACME AG;5200.00;;06.11.2026;6434.50\n"
        let (_, rows) = try extract(writeTemp("pf.csv", postFinance))
        #expect(rows.map(\.amount.decimalString) == ["-17.90", "5200.00"])
        #expect(rows.allSatisfy { $0.amount.currency.code == "CHF" })
        #expect(rows.map(\.date.iso) == ["2026-11-05", "2026-11-06"])
        let zkb =
            "Datum;Buchungstext;Belastung CHF;Gutschrift CHF;Valuta;Saldo CHF\n"
            + "29.05.2026;Einkauf ZKB Maestro Karte Nr. 15234470, HelloFresh Schweiz Zuerich;79.90;;29.05.2026;1000.00\n"
            + "28.05.2026;Habenzins;;0.42;28.05.2026;1079.90\n"
        let (_, zrows) = try extract(writeTemp("zkb.csv", zkb))
        #expect(zrows.map(\.amount.decimalString) == ["-79.90", "0.42"])
        #expect(zrows.allSatisfy { $0.amount.currency.code == "CHF" })
    }

    @Test("a booking-kind column (`Libellé de l'opération`) keeps the detail column after `·`: the payee is named there")
    func bookingKindKeepsDetail() throws {
        let text =
            "Date de l'opération;Libellé de l'opération;Détail de l'opération;Montant;Devise\n"
            + "05/11/2026;Domiciliation SEPA;BASIC-FIT LUXEMBOURG Abonnement 4471;-29,99;EUR\n"
            + "04/11/2026;Paiement par carte;Indigo Ettelbruck 04.11.2026 18:26 carte 5332 XXXX 1451;-2,40;EUR\n"
        let (_, rows) = try extract(writeTemp("bgl.csv", text))
        // the detail column had been dropped: every direct debit was `Domiciliation SEPA`
        #expect(
            rows.map(\.description) == [
                "Domiciliation SEPA · BASIC-FIT LUXEMBOURG Abonnement 4471",
                "Paiement par carte · Indigo Ettelbruck 04.11.2026 18:26 carte 5332 XXXX 1451",
            ])
    }

    @Test("Raiffeisen Czech Republic: Windows-1250, the Czech header is found")
    func raiffeisenCzech() throws {
        let (report, rows) = try extract(
            fixtures.appendingPathComponent("real/raiffeisen-cz/Movements_1234512345_201805271848.csv").path)
        #expect(report.encoding == .windows1250)
        #expect(rows.map(\.amount.decimalString) == ["-1.00"])
        #expect(rows.first?.amount.currency.code == "CZK")
    }

    @Test(
        "a payment intermediary as the payee keeps the purpose after it (the merchant is named there); another payee keeps it after `·`"
    )
    func intermediaryKeepsPurpose() throws {
        let text =
            "Buchung;Valuta;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Saldo;Währung;Betrag;Währung\n"
            + "15.01.2026;15.01.2026;PayPal Europe S.a.r.l. et Cie S.C.A;Lastschrift;PP.5512.PP . Spotify AB, Ihr Einkauf bei Spotify AB;1.000,00;EUR;-10,99;EUR\n"
            + "16.01.2026;16.01.2026;Stadtwerke Köln;Lastschrift;Abschlag Strom;1.000,00;EUR;-85,00;EUR\n"
        let (_, rows) = try extract(writeTemp("ing.csv", text))
        #expect(
            rows.map(\.description) == [
                "PayPal Europe S.a.r.l. et Cie S.C.A PP.5512.PP . Spotify AB, Ihr Einkauf bei Spotify AB",
                "Stadtwerke Köln · Abschlag Strom",
            ])
        // the purpose tells what the payment is for; the payee alone is the row's identity (as before it was read)
        var withPurpose = FingerprintBuilder()
        var without = FingerprintBuilder()
        var bare = rows[1]
        bare.description = "Stadtwerke Köln"
        #expect(try withPurpose.fingerprint(for: rows[1]) == without.fingerprint(for: bare))
        // the same through the bytes path the export pipeline fingerprints stored rows with
        var packed = FingerprintBuilder()
        var eur = "EUR"
        var described = rows[1].description
        let fromBytes = try eur.withUTF8 { code in
            try described.withUTF8 { d in
                try packed.fingerprint(
                    account: bare.account, day: bare.date.dayNumber, minorUnits: bare.amount.minorUnits, currencyCode: code, description: d)
            }
        }
        var plain = FingerprintBuilder()
        #expect(try fromBytes == plain.fingerprint(for: bare))
    }

    @Test("payment intermediaries are recognised at the payee's start, in any letter case")
    func intermediaryNames() {
        for payee in [
            "PAYPAL EUROPE S.A.R.L.", "PayPal (Europe)", "paypal", "Klarna Bank AB", "Apple Distribution Intl", "STRIPE",
            "Stichting Mollie Payments", "Buckaroo B.V.",
        ] {
            #expect(GenericHeader.isPaymentIntermediary(payee), "\(payee)")
        }
        for payee in ["PAYPA", "Spotify AB", "Mein PayPal", "", "Stadtwerke Köln", "PÄYPAL"] {
            #expect(!GenericHeader.isPaymentIntermediary(payee), "\(payee)")
        }
    }
}
