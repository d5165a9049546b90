import SubscanCore
import Testing

@testable import SubscanDetect

/// Tuning cases for `KindClassifier`: descriptor shapes of several banks and languages.
@Suite("Kinds: subscription, bill, loan, rent, transfer, income")
struct KindClassifierTests {
    static func stream(
        _ name: String, _ descriptions: [String] = [], minor: Int64 = 1_500, currency: Currency = .usd,
        cycle: BillingCycle = .monthly, category: String? = nil, catalogID: String? = nil, flags: [SubscriptionFlag] = []
    ) -> Subscription {
        let amount = Money(minorUnits: -minor, currency: currency)
        let charges = descriptions.enumerated().map { i, d in
            Transaction(
                date: LocalDate(year: 2026, month: 1 + i % 12, day: 3)!, amount: amount, description: d, account: "a",
                source: SourceLocation(file: "f.csv", line: i + 2))
        }
        return Subscription(
            id: "x", merchant: name, merchantKey: name.lowercased(), catalogID: catalogID, category: category, cycle: cycle,
            currency: currency, lastAmount: amount.magnitude, averageAmount: amount.magnitude,
            monthlyEquivalent: cycle.monthlyEquivalent(of: amount.magnitude), firstDate: LocalDate(year: 2026, month: 1, day: 3)!,
            lastDate: LocalDate(year: 2026, month: 6, day: 3)!, nextDate: LocalDate(year: 2026, month: 7, day: 3)!, status: .active,
            confidence: 0.9, flags: flags, charges: charges, priceHistory: [])
    }

    static let cases: [(Subscription, StreamKind)] = [
        (stream("Netflix", ["NETFLIX.COM"], category: "streaming", catalogID: "netflix"), .subscription),
        (stream("Verizon Wireless", ["VZWRLSS*APOCC VISB"], category: "telecom", catalogID: "verizon"), .bill),
        (stream("Geico", ["GEICO *AUTO"], category: "insurance", catalogID: "geico"), .bill),
        (stream("Summit Home Loans Online", ["SUMMIT HOME LOANS ONLINE PMT"], minor: 214_037), .loan),
        (stream("Wells Fargo", ["WELLS FARGO HOME MTG AUTO PAY"], minor: 180_000), .loan),
        (stream("Navient", ["NAVIENT ED LOAN PMT"], minor: 31_200), .loan),
        (stream("Affirm", ["AFFIRM INC PAYMENT"], minor: 8_933), .loan),
        (stream("Hipoteca", ["RECIBO PRESTAMO HIPOTECARIO 0049"], minor: 61_245, currency: .eur), .loan),
        (stream("Sparkasse", ["DARLEHEN 123456 TILGUNG"], minor: 45_000, currency: .eur), .loan),
        (stream("招商银行", ["招商银行房贷还款"], minor: 683_217, currency: .cny), .loan),
        (stream("花呗", ["花呗自动还款"], minor: 12_000, currency: .cny), .loan),
        (stream("Oakwood", ["OAKWOOD PROPERTY MGMT WEB PMT"], minor: 185_000), .rent),
        (stream("Hausverwaltung Meier", ["DAUERAUFTRAG MIETE WOHNUNG 3 OG"], minor: 95_000, currency: .eur), .rent),
        // French, Italian and Dutch words (public statement shapes): a loan instalment, rent, a bill, a transfer
        (stream("Echeance Pret Immo", ["ECHEANCE PRET IMMO 00012345"], minor: 98_000, currency: .eur), .loan),
        (stream("Pret A Manger", ["CB PRET A MANGER 12/03"], minor: 1_250, currency: .gbp), .subscription),
        (stream("Rossi", ["BONIFICO AFFITTO APPARTAMENTO ROSSI"], minor: 80_000, currency: .eur), .rent),
        (stream("Ziggo", ["HYPOTHEEK ABN AMRO 4411"], minor: 120_000, currency: .eur), .loan),
        (stream("Dgfip", ["PRLV SEPA DGFIP IMPOTS"], minor: 21_000, currency: .eur), .bill),
        (stream("Livret A", ["VIREMENT LIVRET A"], minor: 10_000, currency: .eur), .transfer),
        (stream("Alquiler", ["TRANSFERENCIA ALQUILER PISO"], minor: 85_000, currency: .eur), .rent),
        (stream("王建国", ["房租-王建国"], minor: 450_000, currency: .cny), .rent),
        (stream("Lakeside Water Util", ["LAKESIDE WATER UTIL"], minor: 9_327, cycle: .quarterly), .bill),
        (stream("Stadtwerke Köln", ["STADTWERKE KOELN ABSCHLAG STROM"], minor: 8_500, currency: .eur), .bill),
        (stream("Allianz", ["ALLIANZ VERSICHERUNGS-AG"], minor: 4_210, currency: .eur), .bill),
        (stream("Seguros Horizonte", ["SEGUROS HORIZONTE RECIBO"], minor: 28_540, currency: .eur, cycle: .yearly), .bill),
        (stream("Comunidad", ["COMUNIDAD DE PROPIETARIOS C/ MAYOR 3"], minor: 6_000, currency: .eur), .bill),
        (stream("绿城物业", ["绿城物业服务费"], minor: 126_000, currency: .cny, cycle: .quarterly), .bill),
        (stream("国家电网", ["国家电网电费"], minor: 23_000, currency: .cny), .bill),
        (stream("Springfield Tuition", ["SPRINGFIELD ACADEMY TUITION"], minor: 187_400), .bill),
        (stream("Council", ["LAMBETH COUNCIL TAX DD"], minor: 14_500, currency: .gbp), .bill),
        (stream("Savings", ["ONLINE TRANSFER TO SAVINGS XXXX1234"], minor: 50_000), .transfer),
        (stream("Zelle", ["ZELLE TO SARAH PARKER"], minor: 41_600), .transfer),
        (stream("Bizum", ["BIZUM ENVIADO A LUCIA"], minor: 3_000, currency: .eur), .transfer),
        (stream("Standing order", ["STANDING ORDER J SMITH"], minor: 20_000, currency: .gbp), .transfer),
        (stream("转账", ["微信转账-李明"], minor: 50_000, currency: .cny), .transfer),
        (stream("Acme Payroll", ["ACME PAYROLL"], minor: 300_000, flags: ["income"]), .income),
        (stream("Iron Temple Gym Seattle", ["IRON TEMPLE GYM SEATTLE"], minor: 4_500), .subscription),
        (stream("Academia Babel", ["ACADEMIA BABEL CUOTA"], minor: 8_500, currency: .eur), .subscription),
        // nothing names it, but a fixed monthly payment at a household's rent level is not a subscription
        (stream("J Hollis", ["J HOLLIS"], minor: 115_000, currency: .gbp), .rent),
        (stream("Varying big payee", ["BIG PAYEE"], minor: 90_000, flags: ["variable_amount"]), .bill),
        // German compounds: the kind word is part of a longer word
        (stream("Gothaer", ["GOTHAER HAFTPFLICHTVERSICHERUNG 8821"], minor: 723, currency: .eur), .bill),
        (stream("Zweckverband", ["WASSERVERSORGUNG MUSTERTAL ABSCHLAG"], minor: 3_400, currency: .eur), .bill),
        (stream("Gemeinde", ["GEMEINDEWERKE HAAR STROMABSCHLAG"], minor: 7_100, currency: .eur), .bill),
        (stream("Stadtkasse", ["STADTKASSE GRUNDSTEUER 2026"], minor: 18_300, currency: .eur, cycle: .quarterly), .bill),
        (stream("Becker", ["GARAGENMIETE BECKER"], minor: 6_000, currency: .eur), .rent),
        (stream("LBS", ["LBS BAUSPARDARLEHEN 44120"], minor: 41_000, currency: .eur), .loan),
        (stream("Auto Leasing", ["VW LEASING GMBH LEASINGRATE"], minor: 32_900, currency: .eur), .loan),
        // French plurals, gas and water, the internet box, school and co-ownership fees, consumer lenders
        (stream("Maaf", ["PRLV SEPA MAAF ASSURANCES"], minor: 5_420, currency: .eur), .bill),
        (stream("Gaz", ["PRLV SEPA GAZ DE BORDEAUX"], minor: 6_100, currency: .eur), .bill),
        (stream("Cantine", ["PRLV SEPA MAIRIE CANTINE SCOLAIRE"], minor: 7_800, currency: .eur), .bill),
        (stream("Syndic", ["PRLV SEPA SYNDIC DURAND COPROPRIETE"], minor: 24_000, currency: .eur, cycle: .quarterly), .bill),
        (stream("Cofidis", ["PRLV SEPA COFIDIS"], minor: 18_900, currency: .eur), .loan),
        // French social landlords and rent receipts below the rent level; a co-ownership's syndicate and its calls for funds
        (stream("Paris Habitat-OPH", ["PRLV SEPA PARIS HABITAT-OPH QUITTANCE 05/2026"], minor: 49_833, currency: .eur), .rent),
        (stream("ICF Habitat", ["CARTE X1234 ICF HABITAT"], minor: 41_000, currency: .eur), .rent),
        (stream("SDC Les Tilleuls", ["PRLV SEPA SDC RESIDENCE LES TILLEULS"], minor: 21_500, currency: .eur), .bill),
        (stream("Nexity Lamy", ["PRLV SEPA NEXITY LAMY APPEL DE FONDS"], minor: 33_000, currency: .eur), .bill),
        // a utility's instalment (German, French), a condominium's running costs, a town's bill, a
        // cable operator's compound name, a consumer lender by its name alone
        (stream("ostrom", ["ostrom GmbH · ostrom Abschlag 03-2026 9f2c"], minor: 6_300, currency: .eur), .bill),
        (stream("Soregies", ["PRLV SEPA SOREGIES MENSUALISATION MARS CLIENT 4411"], minor: 7_200, currency: .eur), .bill),
        (stream("Hausverwaltung", ["Hausverwaltung Pichler · Betriebskosten 03/2026"], minor: 24_500, currency: .eur), .bill),
        (stream("Ville de Luxembourg", ["VILLE DE LUXEMBOURG FACTURE 7781"], minor: 4_100, currency: .eur), .bill),
        (stream("LIWEST", ["LIWEST Kabelmedien GmbH · Rechnung 03/2026"], minor: 3_990, currency: .eur), .bill),
        (stream("Alpha Credit", ["DOMICILIATION EUROPEENNE DE ALPHA CREDIT"], minor: 24_000, currency: .eur), .loan),
        // German regional telecoms named by no telecom word
        (stream("NetCologne", ["NetCologne GmbH · Rechnung 03.2026 Kd-Nr 5523412"], minor: 3_990, currency: .eur), .bill),
        // Dutch and Flemish: owners' associations, taxes and water boards, energy advances, premiums, home loans
        (stream("VvE Parkzicht", ["VvE Parkzicht"], minor: 21_500, currency: .eur), .bill),
        (stream("GBLT", ["GBLT aanslag waterschapsbelasting 2026"], minor: 31_200, currency: .eur, cycle: .yearly), .bill),
        (stream("Vitens", ["Vitens N.V. Voorschot drinkwater"], minor: 1_850, currency: .eur), .bill),
        (stream("Polderzeker", ["POLDERZEKER INBOEDELVERZEKERING"], minor: 1_240, currency: .eur), .bill),
        (stream("KBC", ["TERUGBETALING WONINGKREDIET REFERENTIE 278141740"], minor: 98_000, currency: .eur), .loan),
        (stream("Freo", ["Freo Aflossing lening 681392907"], minor: 21_000, currency: .eur), .loan),
        // French-speaking: energy advances, a loan's monthly instalment, mortgage interest
        (stream("Enovos", ["DOMICILIATION SEPA ENOVOS LUXEMBOURG S.A. ACOMPTE"], minor: 9_800, currency: .eur), .bill),
        (
            stream(
                "Alpha Credit", ["DOMICILIATION EUROPEENNE DE ALPHA CREDIT COMMUNICATION : VOTRE MENSUALITE"], minor: 24_000, currency: .eur
            ), .loan
        ),
        (
            stream(
                "BCV", ["PRÉLÈVEMENT LSV BCV INTERETS HYPOTHECAIRES 3E TRIM."], minor: 120_000, currency: Currency(code: "CHF")!,
                cycle: .quarterly), .loan
        ),
        // a compound needs three letters before or after the part: the part alone is a word of its own
        (stream("Heizen", ["HEIZEN"], minor: 4_900, currency: .eur), .subscription),
    ]

    @Test("each descriptor shape gets its kind", arguments: cases.indices)
    func classifies(_ i: Int) {
        let (s, kind) = KindClassifierTests.cases[i]
        #expect(KindClassifier.classify(s) == kind, "\(s.merchant): \(s.charges.first?.description ?? "")")
    }

    @Test("loans, rent and transfers carry no risk and do not count toward 'worth a second look'")
    func noRiskOutsideSpending() {
        var options = DetectorOptions(asOf: LocalDate(year: 2026, month: 6, day: 28)!)
        options.usage["x"] = "rarely"
        let detector = Detector(catalog: Catalog.shared, options: options)
        var subs = [KindClassifierTests.stream("Summit Home Loans", ["SUMMIT HOME LOANS"], minor: 214_037)]
        subs[0].kind = .loan
        detector.assessRisk(&subs)
        #expect(subs[0].risk == .low)
        #expect(subs[0].riskReasons.isEmpty)
        subs[0].kind = .subscription
        detector.assessRisk(&subs)
        #expect(subs[0].risk == .high)
    }

    @Test("stored codes never shift: the raw values are the documented strings")
    func stableCodes() {
        #expect(StreamKind.allCases.map(\.rawValue) == ["subscription", "bill", "loan", "rent", "transfer", "income"])
        #expect(StreamKind(code: "LOAN") == .loan)
        #expect(StreamKind(code: "timeshare") == nil)
    }
}

extension KindClassifierTests {
    /// Abbreviated descriptors and payments by transfer to a business.
    static let shortForms: [(Subscription, StreamKind)] = [
        (stream("Metro Power", ["METRO PWR ELEC PMT 4411"], minor: 9_000), .bill),
        (stream("Hogar Seguro", ["HOGAR SEGURO INS PREM"], minor: 3_000), .bill),
        (stream("Bluebird", ["BLUEBIRD WRLS ONLINE"], minor: 5_500), .bill),
        (stream("Norte", ["NORTE ENERGIA RECIBO"], minor: 6_000, currency: .eur), .bill),
        (stream("Valley", ["VALLEY B/S PAYMENT"], minor: 120_000, currency: .gbp), .loan),
        (stream("Jardines Pérez", ["TRANSFERENCIA JARDINES PEREZ SL"], minor: 12_000, currency: .eur), .subscription),
        (stream("Fensterputz", ["UEBERWEISUNG DAUERAUFTRAG GLANZ GMBH"], minor: 6_000, currency: .eur), .subscription),
        (stream("Motorline", ["MOTORLINE FINANCE"], minor: 29_000, currency: .gbp), .loan),
        (stream("南方电力", ["支付宝-南方电力"], minor: 20_000, currency: .cny), .bill),
        // a home loan named as such, and a fixed instalment to a bank that no word names (not rent by its level)
        (stream("Cbc Banque", ["CBC BANQUE SA · REMBOURSEMENT CREDIT LOGEMENT 222084056"], minor: 94_218, currency: .eur), .loan),
        (stream("Bcee Spuerkeess", ["DOMICILIATION SEPA BCEE SPUERKEESS MANDAT DKRPU5D1"], minor: 168_540, currency: .eur), .loan),
        (
            stream("Zuger Kantonalbank", ["LSV: Zuger Kantonalbank"], minor: 184_500, currency: Currency(code: "CHF")!, cycle: .quarterly),
            .loan
        ),
        // …but not a small fee to one, nor a varying payment, nor rent to a landlord whose name has no bank
        (stream("Volksbank", ["VOLKSBANK KONTOFUEHRUNG"], minor: 890, currency: .eur), .subscription),
        (stream("Hamburger Sparkasse", ["HAMBURGER SPARKASSE"], minor: 95_000, currency: .eur, flags: [.variableAmount]), .bill),
        (stream("Gewobag", ["GEWOBAG"], minor: 95_000, currency: .eur), .rent),
        // telecoms, district heating, a town's cash office, insurers as German and French exports name them
        (stream("M-net", ["M-net Telekommunikations GmbH · Rechnung 11/2026"], minor: 3_999, currency: .eur), .bill),
        (stream("Fernwaerme Ulm", ["Fernwaerme Ulm GmbH · Abschlag 11/2026"], minor: 8_900, currency: .eur), .bill),
        (
            stream("Stadtkasse Bielefeld", ["Stadtkasse Bielefeld · Grundbesitzabgaben"], minor: 21_400, currency: .eur, cycle: .quarterly),
            .bill
        ),
        (stream("Mma Iard", ["PRLV SEPA MMA IARD ECH/120226"], minor: 4_210, currency: .eur), .bill),
        (stream("Lvm", ["LVM Landwirtschaftlicher Versicherungsverein · Beitrag"], minor: 6_120, currency: .eur), .bill),
        (stream("Hamburger Sparkasse", ["HAMBURGER SPARKASSE KONTOFUEHRUNG"], minor: 990, currency: .eur), .subscription),
        // a liability insurer and a water works named in German compounds, energy suppliers by their brand
        (stream("Haftpflichtkasse", ["Haftpflichtkasse VVaG · Beitrag 2026"], minor: 6_490, currency: .eur, cycle: .yearly), .bill),
        (stream("Berliner Wasserbetriebe", ["Berliner Wasserbetriebe · Abschlagsforderung"], minor: 3_900, currency: .eur), .bill),
        (stream("Ekwateur", ["PRLV SEPA EKWATEUR SAS ECHEANCE"], minor: 7_400, currency: .eur), .bill),
        (stream("Soregies", ["SORÉGIES · ECHEANCE 06/2026"], minor: 6_100, currency: .eur), .bill),
    ]

    @Test("abbreviations (ELEC, INS, WRLS, B/S) and transfers to a business", arguments: shortForms.indices)
    func shortFormsClassify(_ i: Int) {
        let (s, kind) = KindClassifierTests.shortForms[i]
        #expect(KindClassifier.classify(s) == kind, "\(s.charges.first?.description ?? "")")
    }
}
