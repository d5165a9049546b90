import Foundation
import SubscanCore
import Testing

@testable import SubscanIngest

@Suite("MT940 statements")
struct MT940ReaderTests {
    func read(_ path: String, currency: String? = nil) throws -> (report: ImportReport, rows: [String]) {
        try extractSummaries(path, withCurrency(currency), line: true)
    }

    func temp(_ text: String) -> String { writeTemp("t.sta", text) }

    @Test(
        "the sample: structured /NAME/ then /REMI/, German ?32 names then ?20 purposes, free text; signs from D and C; the IBAN's last four"
    )
    func sample() throws {
        let (report, rows) = try read(packageRoot.appendingPathComponent("Fixtures/mt940/data.sta").path)
        #expect(report.profileID == "mt940")
        #expect(rows.count == 6)
        #expect(rows[0] == "2025-08-01 -42.50 EUR Boulangerie L'Étoile · Facture 2025-0042 [mt940-0189] :8")
        #expect(rows[1] == "2025-08-02 1200.00 EUR Employeur Acme SARL · Salaire août 2025 [mt940-0189] :10")
        #expect(rows[2] == "2025-08-03 -89.99 EUR MÜLLER GMBH · Rechnung 4711 [mt940-0189] :12")
        #expect(rows[3] == "2025-08-04 -15.00 EUR RETRAIT GUICHET AUTOMATIQUE [mt940-0189] :14")
    }

    @Test("entry dates across a new year, reversals, the German purpose lines when no name is given")
    func details() throws {
        let text = """
            :20:STARTUMS
            :25:10020030/1234567890
            :28C:00001/001
            :60F:C251231EUR1000,00
            :61:2601021231DR15,49NMSCNONREF
            :86:106?00KARTENZAHLUNG?20NETFLIX.COM?21AMSTERDAM
            :61:2601050105RD5,00NMSCNONREF
            :86:Rueckbuchung
            :62F:C260105EUR989,51
            """
        let (_, rows) = try read(temp(text))
        #expect(
            rows == [
                "2025-12-31 -15.49 EUR NETFLIX.COM AMSTERDAM [mt940-7890] :5", "2026-01-05 5.00 EUR Rueckbuchung [mt940-7890] :7",
            ])
    }

    @Test("the payee, then the purpose; behind PayPal the purpose names the merchant; a full subfield runs on into the next")
    func payeeAndPurpose() throws {
        let text = """
            :20:STARTUMS
            :25:10020030/1234567890
            :28C:00001/001
            :60F:C260301EUR1500,00
            :61:2603020302DR10,99NDDTNONREF
            :86:105?00SEPA-BASISLASTSCHRIFT?101234?201040112233 PP.1234.PP?21. Spotify AB, Ihr Einkauf be?22i Spotify AB?30PPLXLUL2?31LU89751000135104200E?32PayPal Europe S.a.r.l. et?33Cie S.C.A
            :61:2603010301DR890,00NSTONONREF
            :86:152?00DAUERAUFTRAG?20Miete Maerz Wohnung 3 OG?30COBADEFFXXX?31DE89370400440532013000?32Petra Schneider
            :62F:C260302EUR599,01
            """
        let (_, rows) = try read(temp(text))
        #expect(
            rows == [
                "2026-03-02 -10.99 EUR PayPal Europe S.a.r.l. et Cie S.C.A 1040112233 PP.1234.PP . Spotify AB, Ihr Einkauf bei Spotify AB [mt940-7890] :5",
                "2026-03-01 -890.00 EUR Petra Schneider · Miete Maerz Wohnung 3 OG [mt940-7890] :7",
            ])
    }

    @Test("a ?NN field's lines are cut at 65 characters, not at words: its line breaks are no part of the text")
    func subfieldsOverLines() throws {
        let text = """
            :20:STARTUMS
            :25:10020030/1234567890
            :28C:00001/001
            :60F:C260301EUR1500,00
            :61:2603290329DR14,99NDDTNONREF
            :86:105?00SEPA-BASISLASTSCHRIFT?104468?20EREF+2246466333755152
            ?21MREF+447-M611510592?22CRED+LU30ZZZ000000000000000?230179
            ?24SVWZ+PP.0957.PP . Spotify A?25B, Ihr Einkauf bei Spotify ?26AB
            ?30PPLXLUL2?31LU97751166251066179E?32PayPal Europe S.a.r.l. et C
            ?33ie S.C.A
            :61:2603300330DR9,99NDDTNONREF
            :86:105?00SEPA-BASISLASTSCHRIFT?20Abo Maerz Kundennummer 5
             123?32Zeitungsverlag Nord
            :61:2603310331DR3,00NMSCNONREF
            :86:Kontofuehrung
             Maerz
            :62F:C260331EUR1472,02
            """
        let (_, rows) = try read(temp(text))
        #expect(
            rows == [
                "2026-03-29 -14.99 EUR PayPal Europe S.a.r.l. et Cie S.C.A EREF+2246466333755152 MREF+447-M611510592 CRED+LU30ZZZ0000000000000000179 SVWZ+PP.0957.PP . Spotify AB, Ihr Einkauf bei Spotify AB [mt940-7890] :5",
                "2026-03-30 -9.99 EUR Zeitungsverlag Nord · Abo Maerz Kundennummer 5 123 [mt940-7890] :11",
                "2026-03-31 -3.00 EUR Kontofuehrung Maerz [mt940-7890] :14",
            ])
    }

    @Test("bad :61: lines name their line; no opening balance asks for --currency")
    func badInput() throws {
        let head = ":20:S\n:25:X\n:60F:C260101EUR0,00\n"
        let cases: [(String, String)] = [
            (":61:2613010101D15,49NMSCNONREF\n", ":4: expected the value date as YYMMDD"),
            (":61:2601010101X15,49NMSCNONREF\n", ":4: expected D, C, RD or RC"),
            (":61:2601010101DNMSCNONREF\n", ":4: expected an amount"),
        ]
        for (line, message) in cases {
            do {
                _ = try read(temp(head + line))
                Issue.record("expected an error for \(line)")
            } catch {
                #expect("\(error)".contains(message), "\(error)")
            }
        }
        let noCurrency = temp(":20:S\n:25:X\n:61:2601010101D15,49NMSCNONREF\n:86:X\n")
        do {
            _ = try read(noCurrency)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains(":3: no opening balance (:60F:) names the currency"), "\(error)")
        }
        #expect(try read(noCurrency, currency: "EUR").1.count == 1)
    }
}
