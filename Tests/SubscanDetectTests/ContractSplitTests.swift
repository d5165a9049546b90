import SubscanCore
import Testing

@testable import SubscanDetect

/// Two contracts with one payee at once, told apart by their mandates or contract numbers.
@Suite("Detector: contracts of one payee told apart by mandate and contract number")
struct ContractSplitTests {
    func charge(_ iso: String, _ minor: Int64, _ description: String, line: Int = 2) -> Transaction {
        Transaction(
            date: LocalDate(iso: iso)!, amount: Money(minorUnits: -minor, currency: .eur), description: description, account: "a",
            source: SourceLocation(file: "f.csv", line: line))
    }

    /// `count` monthly charges from `first` (on its day), `step` of them at `minor` and the rest at `after`.
    func monthly(_ first: String, count: Int, minor: Int64, after: Int64? = nil, step: Int = .max, _ text: (Int) -> String)
        -> [Transaction]
    {
        let start = LocalDate(iso: first)!
        return (0..<count).map { i in
            let date = start.adding(months: i, anchorDay: start.day)
            return charge(date.iso, i < step ? minor : (after ?? minor), text(i), line: i + 2)
        }
    }

    func run(_ txs: [Transaction], asOf: String = "2026-12-11") -> [Subscription] {
        Detector(catalog: Catalog.shared, options: DetectorOptions(asOf: LocalDate(iso: asOf)!)).detect(txs)
    }

    @Test(
        "mandate references after their label, glued to it, or inside glued SEPA tags broken by the export's line width",
        arguments: [
            (
                "Auftraggeber: AMAZON EU S.A R.L. Buchungstext: Amazon.de Prime End-to-End-Ref.: 3270D03F5F CORE / Mandatsref.: 692-M189751513 Gläubiger-ID: DE42ZZZ06820196671",
                "692-M189751513"
            ),
            ("SEPA-LASTSCHRIFT STADTWERKE EREF: 123 MREF: KA-9917 CRED: DE98ZZZ09999999999", "KA-9917"),
            ("FOLGELASTSCHRIFT EREF+RECHNR. 100532580591MREF+KD020007057822CRED+DE20KD000000058294SVWZ+02/2018", "KD020007057822"),
            (
                "HelloFresh SE SEPA-BASISLASTSCHR IFT SVWZ+ Box KW 18 E REF+ 20250503 MREF+ HEL2339 8302 CRED+ DE80ZZZ04991032261",
                "HEL23398302"
            ),
            (
                "HelloFresh SE SEPA-BASISLASTSCHR IFT SVWZ+ Box KW 19 E REF+ 20250510 MREF+ HEL23398 302 CR ED+ DE80ZZZ04991032261",
                "HEL23398302"
            ),
            ("DOMICILIATION EUROPEENNE DE SFR NUMERO DE MANDAT : ++F7K2A91 REFERENCE : 88123", "++F7K2A91"),
            ("Incasso KPN B.V. Machtiging ID: 4-220017 Incassant ID: NL12ZZZ333", "4-220017"),
            ("PRLV SEPA EDF ECH/101126 ID EMETTEUR/FR33ZZZ123456 MDT/88127465 REF/X", "88127465"),
            ("ADEUDO SEPA NEXA ENERGIA ID ACREEDOR ES21000B98765432 REF MANDATO 746056", "746056"),
            ("Lastschrift: Wiener Stadtwerke Mandat: WS-20191 Zahlungsreferenz: 99", "WS-20191"),
        ])
    func mandates(_ descriptor: String, _ mandate: String) {
        #expect(MerchantNormalizer.mandateReference(descriptor) == mandate)
    }

    @Test(
        "no mandate reference in card lines, rum shops or a label without a value with a digit",
        arguments: [
            "NETFLIX.COM 866-579-7172 CA", "RUM HOUSE BAR 12 BERLIN", "MANDAT SEPA CORE", "Stadtwerke · Abschlag Kundennr. 9637795530",
        ])
    func noMandate(_ descriptor: String) {
        #expect(MerchantNormalizer.mandateReference(descriptor) == nil)
    }

    @Test("a contract label with its tail glued by a hyphen: Vertragskonto-Nr.")
    func hyphenatedContractLabel() {
        #expect(
            MerchantNormalizer.contractNumber("Stadtwerke Karlsruhe GmbH · Abschlagszahlung Erdgas Vertragskonto-Nr. 384428242427")
                == "384428242427")
    }

    @Test("a yearly Prime membership debited beside the same payee's orders is its own stream, under another mandate")
    func primeBesideOrders() {
        // comdirect prints payee and purpose in one field; the orders are debited under one mandate, Prime under another
        let payee = "Auftraggeber: AMAZON EU S.A R.L., NIEDERLASSUNG DEUTSCHLAND Buchungstext:"
        let tail = "CORE / Gläubiger-ID: DE42ZZZ06820196671"
        let orders: [(String, Int64)] = [
            ("2025-07-16", 14_725), ("2025-08-03", 3_707), ("2025-09-15", 2_297), ("2025-09-29", 13_367), ("2025-12-02", 5_672),
            ("2026-02-11", 899), ("2026-04-20", 12_050), ("2026-06-03", 4_419), ("2026-09-09", 2_999), ("2026-11-30", 6_180),
        ]
        var txs = orders.enumerated().map { k, o in
            charge(o.0, o.1, "\(payee) 97GKLG8U\(k) AMZN Mktp DE 8282\(k) Mandatsref.: 599-M612315649 \(tail)")
        }
        txs.append(charge("2025-11-11", 8_990, "\(payee) X6T60BUP9 Amazon.de Prime Mitgliedschaft Mandatsref.: 692-M189751513 \(tail)"))
        txs.append(charge("2026-11-11", 8_990, "\(payee) 6MMBAUH3U Amazon.de Prime Mitgliedschaft Mandatsref.: 692-M189751513 \(tail)"))
        let found = run(txs.sorted { $0.date < $1.date })
        let prime = found.first { $0.catalogID == "amazon-prime" }
        #expect(prime?.cycle == .yearly, "\(found.map { "\($0.merchant) \($0.cycle) \($0.occurrences)" })")
        #expect(prime?.occurrences == 2)
        #expect(prime?.status == .active)
    }

    @Test("electricity and gas from one Stadtwerke, each with its own price step, are two streams")
    func twoContractsOnePayee() {
        let power = monthly("2025-10-21", count: 14, minor: 7_900, after: 8_800, step: 5) { i in
            "Stadtwerke Karlsruhe GmbH Daxlander Str. 72 76185 Karlsruhe · Abschlag Strom \(i + 1)/2026 Kundennr. 9637795530"
        }
        let gas = monthly("2025-11-10", count: 14, minor: 9_600, after: 10_900, step: 7) { i in
            "Stadtwerke Karlsruhe GmbH · Abschlagszahlung Erdgas Vertragskonto-Nr. 384428242427 Faelligkeit \(i + 1)"
        }
        let found = run((power + gas).sorted { $0.date < $1.date })
        #expect(found.count == 2, "\(found.map { "\($0.merchant) \($0.lastAmount) \($0.occurrences)" })")
        #expect(Set(found.map(\.occurrences)) == [14])
        #expect(Set(found.map(\.lastAmount.minorUnits)) == [8_800, 10_900])
        #expect(found.allSatisfy { $0.status == .active && $0.priceHistory.count == 2 })
    }

    @Test("a new mandate that follows the old one (a new tariff) keeps one stream with its price step")
    func newMandateAfterOld() {
        let txs = monthly("2025-06-03", count: 16, minor: 4_500, after: 4_900, step: 8) { i in
            "SEPA-LASTSCHRIFT VODAFONE GMBH EREF: \(700 + i) MREF: \(i < 8 ? "VF-1188201" : "VF-2290377") CRED: DE36ZZZ00000012345"
        }
        let found = run(txs)
        #expect(found.count == 1, "\(found.map { "\($0.merchant) \($0.lastAmount) \($0.occurrences)" })")
        #expect(found.first?.occurrences == 16)
        #expect(found.first?.priceHistory.count == 2)
    }

    @Test("a plan paid through PayPal, then under the service's own second mandate, is one stream beside the first plan")
    func secondPlanMovesFromPayPal() {
        let own = { (i: Int, mandate: String) in
            "Spotify by Adyen SpotifyDE P52\(i)8D8F0 End-to-End-Ref.: 288D\(i) Mandatsref: \(mandate) Gläubiger-ID: NL68ZZZ272747560000"
        }
        let first = monthly("2024-10-15", count: 25, minor: 1_999) { own($0, "4APMS48TRHVLE") }
        let second = monthly("2025-06-29", count: 17, minor: 1_699) { i in
            i < 5
                ? "PayPal Europe S.a.r.l. et Cie S.C.A PP.5359.PP . Spotify AB, Ihr Einkauf bei Spotify AB End-to-End-Ref.: 79\(i)"
                    + " Mandatsref: 216-M724947918 Gläubiger-ID: LU30ZZZ0000000000000000179"
                : own(i + 40, "CK66E1GNPC6KX")
        }
        let found = run((first + second).sorted { $0.date < $1.date }, asOf: "2026-11-10")
        #expect(found.count == 2, "\(found.map { "\($0.merchant) \($0.lastAmount) \($0.occurrences)" })")
        #expect(Set(found.map(\.occurrences)) == [25, 17])
        #expect(found.allSatisfy { $0.catalogID == "spotify" && $0.status == .active })
    }
}
