import SubscanCore
import Testing

@testable import SubscanDetect

/// Services billed under their company's own descriptor (`APPLE.COM/BILL`, `MSFT *`, `AMZN Digital*`),
/// named from the catalog's plan prices.
@Suite("Detector: services behind an umbrella biller, named by their plan price")
struct PlanNamingTests {
    /// `count` charges of `minor` under `descriptor`, every `months` months on the 18th from `start`.
    func charges(
        _ descriptor: String, _ minor: Int64, _ currency: Currency, count: Int = 8, months: Int = 1, start: String = "2026-01-18"
    ) -> [Transaction] {
        let first = LocalDate(iso: start)!
        return (0..<count).map { i in
            Transaction(
                date: first.adding(months: i * months, anchorDay: first.day), amount: Money(minorUnits: -minor, currency: currency),
                description: descriptor, account: "a", source: SourceLocation(file: "f.csv", line: i + 2))
        }
    }

    func run(_ txs: [Transaction], asOf: String = "2026-09-01") -> [Subscription] {
        Detector(catalog: Catalog.shared, options: DetectorOptions(asOf: LocalDate(iso: asOf)!))
            .detect(txs.sorted { $0.date < $1.date })
    }

    func describe(_ found: [Subscription]) -> String {
        "\(found.map { "\($0.merchant) [\($0.catalogID ?? "-")] \($0.cycle) \($0.lastAmount) ×\($0.occurrences) \($0.status)" })"
    }

    @Test(
        "a monthly umbrella stream at one service's plan price is that service",
        arguments: [
            ("APPLE.COM/BILL 866-712-7753 CA", Int64(299), Currency.usd, "apple-icloud"),
            ("APPLE.COM/BILL", 2_100, .cny, "apple-icloud"),
            ("Achat carte de débit APPLE.COM/BILL Cork", 300, Currency(code: "CHF")!, "apple-icloud"),
            ("APPLE.COM/BILL HOLLYHILL", 1_099, .gbp, "apple-music"),
            ("MSFT * E0400", 799, .gbp, "microsoft-365"),
            ("APPLE.COM/BILL ITUNES.COM IRL", 999, .eur, "apple-icloud"),  // Apple TV+'s price too
        ])
    func namedByPlan(_ descriptor: String, _ minor: Int64, _ currency: Currency, _ id: String) {
        let found = run(charges(descriptor, minor, currency))
        #expect(found.count == 1, "\(describe(found))")
        #expect(found.first?.catalogID == id)
        #expect(found.first?.merchant == Catalog.shared.brand(id: id)?.name)
        #expect(found.first?.flags.contains(.namedByPrice) == true)
        #expect(found.first?.flags.contains(.sharedPrice) == (minor == 999))
        #expect(found.first?.occurrences == 8)
    }

    @Test("a biller's rows that name a service it bills are that service's stream; its own rows stay its own")
    func serviceNamedBesideItsBiller() {
        let wingo = charges(
            "E-FINANCE EBILL SWISSCOM (SCHWEIZ) AG ALTE TIEFENAUSTRASSE 6, 3048 WORBLAUFEN MITTEILUNGEN: WINGO RECHNUNG 337417626669",
            2_995,
            Currency(code: "CHF")!)
        let own = charges(
            "E-FINANCE EBILL SWISSCOM (SCHWEIZ) AG ALTE TIEFENAUSTRASSE 6, 3048 WORBLAUFEN MITTEILUNGEN: RECHNUNG 337417626670", 6_490,
            Currency(code: "CHF")!, start: "2026-01-05")
        let found = run(wingo + own)
        #expect(found.map(\.catalogID).sorted { ($0 ?? "") < ($1 ?? "") } == ["swisscom", "wingo"], "\(describe(found))")
        #expect(found.allSatisfy { $0.occurrences == 8 }, "\(describe(found))")
    }

    @Test(
        "an operator's brands billed under its own name are named by the brand the purpose gives",
        arguments: [
            ("Telefonica Germany GmbH & Co. OHG · ALDI TALK Komfort-Aufladung 4711223344 RF18539007547034", "aldi-talk"),
            ("EURO-INFORMATION TELECOM · 975-M141691627-NRJ MOBILE FACTURE 10/26 8115659353", "nrj-mobile"),
            ("MASS RESPONSE SERVICE GMBH · Rechnung 2026-10 Kundennr. 4410023", "spusu"),
            // operators of a service named only by their company: Lyon's transit network, Austria's
            // climate ticket, the German cyclists' club, Grenoble's utility
            ("PRLV SEPA SYTRAL MOBILITES ABONNEMENT 4412", "tcl-lyon"),
            ("One Mobility Ticketing GmbH · Rate 7 von 12 Vertrag 889213", "klimaticket"),
            ("Allgemeiner Deutscher Fahrrad-Club e.V. · Mitgliedsbeitrag Nr. 1189", "adfc"),
            ("PRLV SEPA GAZ ELECTRICITE DE GRENOBLE ECHEANCE 4471", "geg-grenoble"),
        ])
    func operatorsBrands(_ descriptor: String, _ id: String) {
        let found = run(charges(descriptor, 1_299, .eur))
        #expect(found.map(\.catalogID) == [id], "\(describe(found))")
    }

    @Test("a payee without a brand whose purpose names one on some rows (Amazon EU: Prime beside orders): those rows are the brand's")
    func brandInThePurpose() {
        var txs = charges("AMAZON EU S.A R.L., NIEDERLASSUNG DEUTSCHLAND · SVWZ+G0U2PJZBT Amazon.de Prime Mitgliedschaft", 899, .eur)
        for (k, minor) in [Int64(2_399), 5_649, 1_299, 8_990, 3_415].enumerated() {
            var order = charges("AMAZON EU S.A R.L., NIEDERLASSUNG DEUTSCHLAND · 302-\(k)817264-1 Amazon.de", minor, .eur, count: 1)[0]
            order.date = LocalDate(iso: "2026-0\(k + 1)-0\(k + 3)")!  // the first row is an order
            txs.append(order)
        }
        let found = run(txs)
        #expect(found.map(\.catalogID) == ["amazon-prime"], "\(describe(found))")
        #expect(found.first?.occurrences == 8)
    }

    @Test("a payee whose first row is a card payment without a purpose (a ticket) and whose later rows name a brand")
    func brandInThePurposeAfterACardPayment() {
        var txs: [Transaction] = []
        for (k, minor) in [Int64(451), 2_205, 959].enumerated() {
            var ticket = charges("DB Vertrieb GmbH", minor, .eur, count: 1)[0]
            ticket.date = LocalDate(iso: "2025-12-1\(k + 2)")!  // before the subscription's first charge
            txs.append(ticket)
        }
        txs += charges("DB Vertrieb GmbH · Deutschlandticket Abo-Nr. 754610935", 5_800, .eur)
        let found = run(txs)
        #expect(found.map(\.catalogID) == ["deutschlandticket"], "\(describe(found))")
    }

    @Test("a brand glued to a SEPA remittance tag or to a card line's date is found (`…SVWZ+McFit`, `YOUTUBEPREMIUM27.02.2025`)")
    func brandAfterSEPATag() {
        let mcfit = "RSG Group GmbH · EREF+K2BJN69BZC8GCG06BZEE5MREF+RSG33766957CRED+DE17ZZZ05278408311SVWZ+McFit Mitgliedsbeitrag"
        #expect(Catalog.shared.match(descriptor: mcfit)?.brand.id == "mcfit")
        let bahncard = "DB Fernverkehr AG · EREF+774447036D9E08ABD1MREF+UFMW7CD5WML7TCRED+DE94ZZZ02694219643SVWZ+BahnCard 50 Abo"
        #expect(Catalog.shared.match(descriptor: bahncard)?.brand.id == "bahncard")
        // a card line's date glued to the merchant's letters
        let youtube = "26935 GOOGLE YOUTUBEPREMIUM27.02.2025 18.11.00 143937 EUR 17,99 VISA DEBIT 69426935"
        #expect(Catalog.shared.match(descriptor: youtube)?.brand.id == "youtube-premium")
        #expect(Catalog.splitGluedDate("NETFLIX.COM") == ["NETFLIX.COM"])
        #expect(Catalog.splitGluedDate("REF1234567890") == ["REF1234567890"])
        // a tag's value is no brand: `CRED+` before a creditor id names nothing
        #expect(Catalog.shared.match(descriptor: "Stadtkasse · EREF+123MREF+A1CRED+DE17ZZZ05278408311SVWZ+Grundsteuer") == nil)
    }

    @Test("a brand's plus edition is the brand (`LE SOIR+`, `SWISSCOM BLUE+`)")
    func plusEdition() {
        #expect(Catalog.shared.match(descriptor: "COMMUNICATION : ABONNEMENT LE SOIR+ 346424057 FÉVRIER 2026")?.brand.id == "le-soir")
        #expect(Catalog.shared.match(descriptor: "Einkauf ZKB Maestro Karte Nr. 98274848, SWISSCOM BLUE+ Bern")?.brand.id == "blue-plus")
        #expect(
            Catalog.shared.match(descriptor: "LSV: Sanitas Grundversicherungen AG, Jaegergasse 3, 8004 Zuerich")?.brand.id == "sanitas-ch")
    }

    @Test(
        "a price two services of the biller share with no clear lead (Microsoft 365, Xbox Game Pass Core at 9.99) keeps the biller's name")
    func sharedPriceStaysUmbrella() {
        let found = run(charges("MSFT * E0400", 999, .usd))
        #expect(found.count == 1, "\(describe(found))")
        #expect(found.first?.catalogID == "microsoft")
        #expect(found.first?.flags.contains(.namedByPrice) == false)
    }

    @Test("a price no plan of the biller has keeps the biller's name")
    func unknownPriceStaysUmbrella() {
        let found = run(charges("APPLE.COM/BILL 866-712-7753 CA", 449, .usd))
        #expect(found.count == 1, "\(describe(found))")
        #expect(found.first?.catalogID == "apple-services")
    }

    @Test("Prime paid once a year under AMZN Digital: two charges at the yearly plan price are a stream")
    func yearlyPlanUnderDigitalBilling() {
        var txs = charges("AMZN Digital*2K4RT9Q1 Prime", 9_500, .gbp, count: 2, months: 12, start: "2025-03-18")
        txs[1].description = "AMZN Digital*7QK2PX31 Prime"
        let found = run(txs, asOf: "2026-06-01")
        #expect(found.count == 1, "\(describe(found))")
        #expect(found.first?.catalogID == "amazon-prime")
        #expect(found.first?.cycle == .yearly)
    }

    @Test("two App Store purchases of 0.99 six months apart are no plan: no service is billed at 0.99 twice a year")
    func purchasesAtAPlanPriceInAnotherCycle() {
        let found = run(charges("APPLE.COM/BILL 866-712-7753 CA", 99, .usd, count: 2, months: 6, start: "2025-09-18"))
        #expect(found.isEmpty, "\(describe(found))")
    }

    @Test("iCloud+ at 2.99 on the 18th for five months, among App Store purchases of 2.99, then cancelled")
    func shortPlanAmongPurchases() {
        var txs = charges("APPLE.COM/BILL HOLLYHILL", 299, .gbp, count: 5, start: "2025-04-18")
        for (iso, minor) in [("2025-04-13", 299), ("2025-10-22", 499), ("2025-11-30", 299), ("2026-04-15", 999)] as [(String, Int64)] {
            txs.append(
                Transaction(
                    date: LocalDate(iso: iso)!, amount: Money(minorUnits: -minor, currency: .gbp), description: "APPLE.COM/BILL HOLLYHILL",
                    account: "a", source: SourceLocation(file: "f.csv", line: txs.count + 2)))
        }
        let found = run(txs, asOf: "2026-06-01")
        let plan = found.first { $0.lastAmount.minorUnits == 299 }
        #expect(plan?.occurrences == 5, "\(describe(found))")
        #expect(plan?.catalogID == "apple-icloud")
        #expect(plan?.status == .ended)
        #expect(found.count == 1)
    }

    @Test("named by its price under MSFT, then billed as MICROSOFT*MICROSOFT 365: one subscription")
    func namedByPriceThenByDescriptor() {
        let txs = (0..<12).map { i in
            Transaction(
                date: LocalDate(year: 2025, month: 10, day: 31)!.adding(months: i, anchorDay: 31),
                amount: Money(minorUnits: -1_000, currency: .eur),
                description: i < 8 ? "MSFT * E0400\(341_214 + 7 * i)" : "MICROSOFT*MICROSOFT 365 MSBILL.INFO", account: "a",
                source: SourceLocation(file: "f.csv", line: i + 2))
        }
        let found = run(txs, asOf: "2026-10-05")
        #expect(found.count == 1, "\(describe(found))")
        #expect(found.first?.catalogID == "microsoft-365")
        #expect(found.first?.occurrences == 12)
        #expect(found.first?.status == .active)
    }

    @Test("an upgrade from iCloud+ 0.99 to 2.99 under APPLE.COM/BILL is one subscription with a price step")
    func upgradeInsideOneService() {
        let txs =
            charges("APPLE.COM/BILL HOLLYHILL", 99, .gbp, count: 6, start: "2025-01-18")
            + charges("APPLE.COM/BILL HOLLYHILL", 299, .gbp, count: 6, start: "2025-07-18")
        let found = run(txs, asOf: "2026-01-05")
        #expect(found.count == 1, "\(describe(found))")
        #expect(found.first?.catalogID == "apple-icloud")
        #expect(found.first?.occurrences == 12)
        #expect(found.first?.status == .active)
        #expect(found.first?.flags.contains(.priceIncrease) == true)
        #expect(found.first?.flags.contains(.namedByPrice) == true)
        #expect(found.first?.flags.contains(.shareable) == true)
    }

    @Test("the plan index: one service per biller, cycle and price; of several at one price, the far likeliest or none")
    func planIndex() {
        let catalog = Catalog.shared
        let usd = { (minor: Int64) in Money(minorUnits: minor, currency: .usd) }
        #expect(catalog.plan(billedBy: "apple-services", cycle: .monthly, amount: usd(299))?.brand.id == "apple-icloud")
        #expect(catalog.plan(billedBy: "apple-services", cycle: .monthly, amount: usd(299))?.shared == false)
        #expect(catalog.brand(billedBy: "apple-services", cycle: .monthly, amount: usd(-299))?.id == "apple-icloud")
        #expect(catalog.brand(billedBy: "apple-services", cycle: .yearly, amount: usd(299)) == nil)
        // iCloud+ 2 TB, Apple TV+ and Fitness+ at 9.99: iCloud+ by far the likeliest, flagged as shared
        #expect(catalog.plan(billedBy: "apple-services", cycle: .monthly, amount: usd(999))?.brand.id == "apple-icloud")
        #expect(catalog.plan(billedBy: "apple-services", cycle: .monthly, amount: usd(999))?.shared == true)
        // Microsoft 365 and Xbox Game Pass Core at 9.99, no lead: neither
        #expect(catalog.brand(billedBy: "microsoft", cycle: .monthly, amount: usd(999)) == nil)
        #expect(catalog.brand(billedBy: "microsoft", cycle: .monthly, amount: usd(299)) == nil)
        #expect(catalog.planPrices(billedBy: "amazon").contains(PlanPrice(cycle: .yearly, amount: usd(13_900))))
    }
}
