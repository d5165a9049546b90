import Foundation
import SubscanCore
import Testing

@testable import SubscanIngest

@Suite("OFX and QFX downloads")
struct OFXReaderTests {
    static let samples = packageRoot.appendingPathComponent("Fixtures/ofx")

    func read(_ name: String, options: ImportOptions = ImportOptions()) throws -> (report: ImportReport, rows: [Transaction]) {
        try extract(OFXReaderTests.samples.appendingPathComponent(name).path, options)
    }

    @Test(
        "every sample reads its number of transactions (SGML and XML, open and closed tags, values on the next line)",
        arguments: [
            ("ally-transactions.qfx", 2), ("amex.ofx", 3), ("360Checking.qfx", 4), ("html-vals.qfx", 2),
            ("accented_characters_latin1.ofx", 1), ("anzcc.ofx", 1), ("bank_medium.ofx", 3), ("br_nubank_cc.ofx", 6),
            ("checking.ofx", 3), ("multiple_accounts.ofx", 0), ("ofx-v102-empty-tags.ofx", 1), ("stmtrs_euro.ofx", 2),
            ("suncorp.ofx", 1),
        ])
    func counts(_ name: String, _ expected: Int) throws {
        let (report, rows) = try read(name)
        #expect(rows.count == expected, "\(name)")
        #expect(report.transactions == expected && report.profileID == "ofx")
    }

    @Test("what each field becomes: signs, currencies, entities, Windows-1252, CDATA, a decimal comma, the account")
    func fields() throws {
        #expect(try read("amex.ofx").1.map { summary($0) }.first == "2013-11-24 -143.94 USD PRUNE NEW YORK [ofx-1222]")
        #expect(
            try read("360Checking.qfx").1.map { summary($0) }.contains(
                "2023-01-19 888.99 USD Deposit from BEAN COUNTERS PAYROLL [ofx-9876]"))
        // A name of digits gives way to the memo; entities are decoded, also when escaped twice.
        #expect(
            try read("html-vals.qfx").1.map(\.description) == [
                "PREAUTHORIZED DEBIT;B.C. HYDRO & POWER AUTHORITY;Electronic Funds Transfer", "TPAY <DEFTPYMT>",
            ])
        let (latin1Report, latin1) = try read("accented_characters_latin1.ofx")
        #expect(latin1.first?.description == "Virement Interac à: Jean")
        #expect(latin1Report.encoding != .utf8)
        #expect(try read("suncorp.ofx").1.first?.description == "EFTPOS WDL HANDYWAY ALDI STORE")  // CDATA
        #expect(
            try read("stmtrs_euro.ofx").1.map { summary($0) } == [
                "2005-10-04 -200.00 USD CHECK 1000 [ofx-9988]", "2005-10-20 -300.00 USD ATM [ofx-9988]",
            ])
        // An empty CURDEF: the transaction's own CURRENCY/CURSYM names AUD.
        #expect(try read("ofx-v102-empty-tags.ofx").1.map { summary($0) } == ["2018-05-07 12.34 AUD CBA:Transfer [ofx-5678]"])
        var labelled = ImportOptions()
        labelled.account = "amex-gold"
        #expect(try read("amex.ofx", options: labelled).1.allSatisfy { $0.account == "amex-gold" })
    }

    func parse(_ body: String, currency: Currency? = nil) throws -> [Transaction] {
        var rows: [Transaction] = []
        _ = try OFXReader.parse(
            "OFXHEADER:100\nDATA:OFXSGML\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS>" + body + "</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>",
            file: "bad.ofx", options: withCurrency(currency?.code)
        ) { rows.append($0) }
        return rows
    }

    @Test("the decimal mark is decided once per file: a comma file reads 12,50; an amount that contradicts it is refused")
    func decimalMarkPerFile() throws {
        let head = "<CURDEF>EUR\n<BANKTRANLIST>\n"
        let comma =
            head + "<STMTTRN><DTPOSTED>20260131<TRNAMT>-12,50<NAME>A</STMTTRN>\n"
            + "<STMTTRN><DTPOSTED>20260201<TRNAMT>-1.234,00<NAME>B</STMTTRN>\n</BANKTRANLIST>"
        #expect(try parse(comma).map(\.amount.decimalString) == ["-12.50", "-1234.00"])
        let mixed =
            head + "<STMTTRN><DTPOSTED>20260131<TRNAMT>-12,50<NAME>A</STMTTRN>\n"
            + "<STMTTRN><DTPOSTED>20260201<TRNAMT>-3.5<NAME>B</STMTTRN>\n</BANKTRANLIST>"
        #expect(throws: IngestError.self) { try parse(mixed) }
    }

    @Test("bad transactions name the file and the line of their STMTTRN (line 7 here); no currency asks for --currency")
    func badInput() throws {
        let good = "<CURDEF>USD\n<BANKTRANLIST>\n<STMTTRN><DTPOSTED>20260131<TRNAMT>-15.49<NAME>NETFLIX.COM</STMTTRN>\n"
        #expect(try parse(good + "</BANKTRANLIST>").map { summary($0) } == ["2026-01-31 -15.49 USD NETFLIX.COM [ofx]"])
        let cases: [(String, String)] = [
            ("<STMTTRN><DTPOSTED>20260231<TRNAMT>-1.00<NAME>X</STMTTRN>", "bad.ofx:7: expected a date like 20260115 in DTPOSTED"),
            ("<STMTTRN><DTPOSTED>20260201<TRNAMT>lots<NAME>X</STMTTRN>", "bad.ofx:7: TRNAMT: not an amount"),
            ("<STMTTRN><TRNAMT>-1.00<NAME>X</STMTTRN>", "bad.ofx:7: a transaction (STMTTRN) without a date"),
            ("<STMTTRN><DTPOSTED>20260201<NAME>X</STMTTRN>", "bad.ofx:7: a transaction (STMTTRN) without an amount"),
        ]
        for (row, message) in cases {
            #expect(throws: IngestError.self) { try parse(good + row + "\n</BANKTRANLIST>") }
            do {
                _ = try parse(good + row + "\n</BANKTRANLIST>")
            } catch {
                #expect("\(error)".hasPrefix(message), "\(error)")
            }
        }
        let noCurrency = "<BANKTRANLIST><STMTTRN><DTPOSTED>20260131<TRNAMT>-15.49<NAME>X</STMTTRN></BANKTRANLIST>"
        do {
            _ = try parse(noCurrency)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("pass --currency"), "\(error)")
        }
        #expect(try parse(noCurrency, currency: Currency(code: "EUR")!).first?.amount.currency.code == "EUR")

        // A file with no statement at all (a sign-on reply) is an error, not an empty import.
        let path = writeTemp("signon.ofx", "OFXHEADER:100\nDATA:OFXSGML\n\n<OFX><SIGNONMSGSRSV1><SONRS></SONRS></SIGNONMSGSRSV1></OFX>\n")
        #expect {
            _ = try extract(path)
        } throws: { error in
            (error as? IngestError)?.kind == .noTransactions && "\(error)".contains("without a bank or card statement")
        }
    }
}
