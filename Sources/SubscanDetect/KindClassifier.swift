import SubscanCore

/// What kind of recurring stream a subscription is: subscription, bill, loan, rent, transfer or income.
///
/// In order, the first that decides:
/// 1. a recurring inflow is `income`;
/// 2. a catalog brand: telecom, insurance and utilities are bills, every other category a subscription;
/// 3. words of the descriptors (the name and every charge's description) in English, Spanish,
///    German and Chinese, checked loan → rent → bill → transfer, so `DAUERAUFTRAG MIETE` is rent
///    and `ÜBERWEISUNG STADTWERKE` a bill: `MORTGAGE`, `HIPOTECA`, `Darlehen`, `房贷` (loan); `RENT`,
///    `Miete`, `ALQUILER`, `房租` (rent); `INSURANCE`, `Versicherung`, `SEGURO`, `保险`, utilities,
///    telecom, tax, tuition, community fees (bill); `TRANSFER`, `ZELLE`, `STANDING ORDER`,
///    `Bizum enviado`, `转账`, savings (transfer, unless a company form such as `SL`, `LTD`, `GmbH`
///    shows a business is paid);
/// 4. the amount: a fixed monthly payment of a household's rent level (700 a month in dollars,
///    euros, pounds and francs; 3,000 yuan; 80,000 yen; 20,000 rupees) that nothing names is
///    `rent`, and a variable one a `bill`: never counted as a subscription;
/// 5. otherwise a subscription.
///
/// `subscan kind NAME KIND` overrides the result (applied with the user's other decisions).
public enum KindClassifier {
    /// Catalog categories that are bills; every other category is a subscription.
    static let billCategories: Set<String> = ["telecom", "insurance", "utilities"]

    /// Words (upper-case, matched as whole words of the descriptor) and phrases (matched as
    /// substrings, for CJK and multi-word forms), per kind, in the order they are checked.
    static let words: [(StreamKind, Set<String>, [String])] = [
        (
            .loan,
            [
                "MORTGAGE", "MORTG", "MTG", "LOAN", "LOANS", "LENDING", "NAVIENT", "NELNET", "MOHELA", "AIDVANTAGE", "AFFIRM",
                "KLARNA", "AFTERPAY", "SEZZLE", "INSTALMENT", "INSTALLMENT", "INSTALMENTS", "INSTALLMENTS", "HIPOTECA",
                "HIPOTECARIO", "PRESTAMO", "PRÉSTAMO", "FINANCIACION", "FINANCIACIÓN", "DARLEHEN", "BAUFINANZIERUNG", "KREDIT",
                "RATENKREDIT", "TILGUNG", "FINANZIERUNG", "RATENZAHLUNG", "AUTOKREDIT", "FINANCE", "MUTUO", "HYPOTHEEK", "LENING",
                // German instalments and leases, French and German consumer lenders
                "KREDITRATE", "DARLEHENSRATE", "DARLEHENSKONTO", "TILGUNGSRATE", "FINANZIERUNGSRATE", "LEASINGRATE", "LEASING",
                "KONSUMKREDIT", "IMMOBILIENKREDIT", "COFIDIS", "CETELEM", "SOFINCO", "FRANFINANCE", "YOUNITED", "ONEY", "FLOA",
                "AUXMONEY", "SMAVA", "CREDITPLUS",
                // Dutch and Flemish: repayments of a loan or a home loan
                "AFLOSSING", "KREDIET", "WONINGKREDIET", "HYPOTHECAIRE", "AUTOLENING",
                // French: a loan's monthly instalment, mortgage interest
                "MENSUALITE", "MENSUALITÉ", "HYPOTHECAIRES", "HYPOTHÉCAIRE", "HYPOTHÉCAIRES", "HYPOTHEKARZINS", "HYPOTHEK", "CEMBRA",
            ],
            [
                "CAR FINANCE", "AUTO FINANCE", "SALLIE MAE", "STUDENT LOAN", "PAY IN 4", "B/S", "BUILDING SOC", "房贷", "车贷", "贷款", "按揭",
                "花呗",
                "借呗", "白条", "分期",
                // French: "ÉCHÉANCE PRÊT IMMO" (but not PRET A MANGER)
                "ECHEANCE PRET", "ÉCHÉANCE PRÊT", "PRET IMMO", "PRÊT IMMO", "PRET PERSO", "PRÊT PERSO", "REMBOURSEMENT PRET",
                "CREDIT IMMOBILIER", "CRÉDIT IMMOBILIER", "CREDIT CONSO", "CRÉDIT CONSO", "PRET AUTO", "PRÊT AUTO",
                "SANTANDER CONSUMER", "ALPHA CREDIT",
                // French and Belgian home loans: "REMBOURSEMENT CREDIT LOGEMENT"
                "CREDIT LOGEMENT", "CRÉDIT LOGEMENT", "REMBOURSEMENT CREDIT", "REMBOURSEMENT CRÉDIT", "PRET LOGEMENT", "PRÊT LOGEMENT",
            ]
        ),
        (
            .rent,
            [
                "RENT", "LANDLORD", "LETTING", "LETTINGS", "MIETE", "KALTMIETE", "WARMMIETE", "MIETZAHLUNG", "ALQUILER",
                "ARRENDAMIENTO", "LOYER", "AFFITTO", "HUUR", "BAILLEUR", "FONCIA", "HLM", "OPAC", "VERMIETUNG", "WOHNBAU",
                "WOHNUNGSBAU", "WOHNUNGSGENOSSENSCHAFT",
                // French social landlords (`PARIS HABITAT-OPH`, `CDC HABITAT`, `ICF HABITAT`) and the rent receipt
                "HABITAT", "OPH", "QUITTANCE",
            ],
            ["PROPERTY MGMT", "PROPERTY MANAGEMENT", "房租", "租金", "房屋租赁"]
        ),
        (
            .bill,
            [
                "INSURANCE", "INSUR", "INS", "ASSURANCE", "VERSICHERUNG", "VERSICHERUNGEN", "ALLIANZ", "AXA", "SEGURO", "SEGUROS",
                "MUTUA", "MAPFRE", "ELECTRIC", "ELECTRICITY", "ELEC", "ENERGY", "ENERGIA", "POWER", "GAS", "WATER", "UTILITY", "UTILITIES",
                "UTIL",
                "SEWER", "TRASH", "WASTE", "STROM", "STADTWERKE", "WASSER", "ENERGIE", "VATTENFALL", "AGUA", "AGUAS", "LUZ", "IBERDROLA",
                "ENDESA", "NATURGY", "ELECTRA", "ELECTRICA", "ELÉCTRICA", "TELEKOM", "VODAFONE", "O2", "WIRELESS", "WRLS", "MOBILE",
                "BROADBAND", "INTERNET", "CABLE", "FIBER",
                "FIBRE", "COMCAST", "XFINITY", "VERIZON", "SPECTRUM", "MOVISTAR", "TAX", "TAXES", "STEUER", "FINANZAMT",
                "IMPUESTO", "IMPUESTOS", "IBI", "HOA", "COMUNIDAD", "RUNDFUNK", "RUNDFUNKBEITRAG", "TUITION", "SCHOOL",
                "DAYCARE", "CHILDCARE", "KITA", "COLEGIO", "SCHULGELD", "ELECTRICITE", "ÉLECTRICITÉ", "IMPOTS", "IMPÔTS", "DGFIP",
                "MUTUELLE", "PREVOYANCE", "PRÉVOYANCE", "BOLLETTA", "VERZEKERING", "VERZEKERINGEN",
                // French: plural and short forms, gas, water, telecoms and their boxes, local taxes, school and
                // childcare, co-ownership fees; the grid operators and water companies
                "ASSURANCES", "ASSUR", "GAZ", "EAU", "EAUX", "TELECOM", "TELECOMS", "TÉLÉCOM", "FREEBOX", "LIVEBOX", "BBOX", "TAXE",
                "CANTINE", "CRECHE", "CRÈCHE", "ECOLE", "ÉCOLE", "SCOLARITE", "SCOLARITÉ", "PERISCOLAIRE", "PÉRISCOLAIRE", "GARDERIE",
                "SYNDIC", "COPROPRIETE", "COPROPRIÉTÉ", "ENEDIS", "GRDF", "VEOLIA", "SUEZ", "SAUR", "EDF",
                // German: condo and running costs, phone and cable, the broadcast fee's collector, waste, health insurers
                "HAUSGELD", "NEBENKOSTEN", "HEIZKOSTEN", "TELEFON", "TELEFONICA", "DSL", "GLASFASER", "KABEL", "HANDYVERTRAG",
                "HANDYRECHNUNG", "GEZ", "BEITRAGSSERVICE", "SCHORNSTEINFEGER", "KRANKENKASSE", "KINDERGARTEN", "SCHULE", "ABFALL",
                "MUELL", "MÜLL", "ENTSORGUNG", "WASSERGELD",
                // Dutch and Flemish: owners' associations and their service costs, taxes and the tax office, water
                // boards, advance and instalment payments for energy and water, premiums and policies, health
                // insurers and mutual funds; Austrian premiums and energy instalments
                "VVE", "VME", "SERVICEKOSTEN", "WERKINGSKOSTEN", "BELASTING", "BELASTINGEN", "BELASTINGDIENST", "AANSLAG",
                "WATERSCHAP", "DRINKWATER", "ELEKTRICITEIT", "VOORSCHOT", "TERMIJNBEDRAG", "PREMIE", "POLIS", "ZORGVERZEKERAAR",
                "ZORGVERZEKERING", "ZORGVERZEKERINGEN", "MUTUALITEIT", "MUTUALITE", "MUTUALITÉ", "ZIEKENFONDS", "PRÄMIE", "PRAEMIE",
                "POLIZZE", "TEILBETRAG",
                // French-speaking: advances on energy and charges, Swiss condominiums (STWEG, PPE)
                "ACOMPTE", "STWEG", "PPE", "ELECTRICITE/GAZ",
                // telecoms, district heating, a town's cash office, plural energies, French property and
                // casualty insurers (`MMA IARD`), German mutual insurers, co-ownership managers
                "TELEKOMMUNIKATION", "TELEKOMMUNIKATIONS", "FERNWAERME", "FERNWÄRME", "STADTKASSE", "GEMEINDEKASSE", "ENERGIES",
                "IARD", "VERSICHERUNGSVEREIN", "MUTUELLES", "ASSUREUR", "COPRO",
                // a French co-ownership's syndicate (`SDC RESIDENCE LES TILLEULS`)
                "SDC", "COPROPRIETAIRES", "COPROPRIÉTAIRES",
                // German regional telecoms (`NetCologne GmbH · Rechnung 03.2026 Kd-Nr …`)
                "NETCOLOGNE", "NETAACHEN", "OSNATEL",
                // a utility's instalment in German and French (`ostrom Abschlag 03-2026`, `SOREGIES
                // MENSUALISATION MARS`), a condominium's running costs, a cooperative energy supplier
                "ABSCHLAG", "ABSCHLAGSZAHLUNG", "MENSUALISATION", "BETRIEBSKOSTEN", "ENERCOOP",
                // liability insurers (`Haftpflichtkasse VVaG`), energy suppliers named by their brand alone
                // (`EKWATEUR SAS`, `SORÉGIES`, Bremen's `swb Vertrieb`)
                "HAFTPFLICHT", "EKWATEUR", "SOREGIES", "SORÉGIES", "SWB",
            ],
            [
                "T-MOBILE", "AT&T", "COUNCIL TAX", "APPEL DE FONDS", "APPEL DE CHARGES", "APPEL CHARGES", "APPEL DE CHARGE", "VILLE DE ",
                "TV LICENCE",
                "TV LICENSING", "电费", "水费", "水务", "供水", "电力", "燃气", "话费", "宽带", "物业",
                "中国移动", "中国联通",
                "中国电信", "国家电网", "保险", "车险", "寿险", "学费", "税",
            ]
        ),
        (
            .transfer,
            [
                "TRANSFER", "XFER", "ZELLE", "VENMO", "SAVINGS", "DAUERAUFTRAG", "UMBUCHUNG", "SPARPLAN", "TRASPASO",
                "TRANSFERENCIA", "VIREMENT", "BIZUM", "OVERBOEKING", "BONIFICO",
            ],
            ["STANDING ORDER", "CASH APP", "BIZUM ENVIADO", "转账", "转出", "零钱通", "余额宝"]
        ),
    ]

    /// German compounds: a word that ends with one of these parts (three letters or more before it) is
    /// of the kind, as the part alone would be (`HAFTPFLICHTVERSICHERUNG`, `WASSERVERSORGUNG`,
    /// `GEMEINDEWERKE`, `GRUNDSTEUER`, `STROMABSCHLAG`, `GARAGENMIETE`, `BAUSPARDARLEHEN`); or
    /// starts with one of `compoundStarts` (`STROMRECHNUNG`, `ABWASSERVERBAND`). Checked in the
    /// order of `words`.
    static let compoundEnds: [StreamKind: [String]] = [
        .loan: ["DARLEHEN", "KREDIET"],
        .rent: ["MIETE"],
        .bill: [
            "VERSICHERUNG", "VERSICHERUNGEN", "VERSORGUNG", "WERKE", "STEUER", "ABSCHLAG", "GEBUEHR", "GEBÜHR", "GEBUEHREN", "GEBÜHREN",
            "ENTSORGUNG", "ZWECKVERBAND", "KRANKENKASSE", "WAERME", "WÄRME",
            // Dutch compounds (`WATERSCHAPSBELASTING`, `MOTORRIJTUIGENBELASTING`, `INBOEDELVERZEKERING`)
            "BELASTING", "VERZEKERING",
        ],
    ]
    static let compoundStarts: [StreamKind: [String]] = [
        .bill: [
            "STROM", "ABWASSER", "HEIZ", "MUELL", "MÜLL", "ABFALL", "KRANKENVERS", "VERSICHERUNGS", "TELEKOMMUNIKATION", "KABEL",
            // `HAFTPFLICHTKASSE`, `WASSERBETRIEBE`, `WASSERWERK`
            "HAFTPFLICHT", "WASSER",
        ]
    ]

    /// Whether a token is a German compound of `kind` (`compoundEnds`, `compoundStarts`).
    static func isCompound(_ token: String, of kind: StreamKind) -> Bool {
        let n = token.count
        return compoundEnds[kind]?.contains { token.hasSuffix($0) && n >= $0.count + 3 } == true
            || compoundStarts[kind]?.contains { token.hasPrefix($0) && n >= $0.count + 3 } == true
    }

    /// The kind of a stream from its name, descriptors, brand, direction and amount.
    public static func classify(_ s: Subscription) -> StreamKind {
        if s.flags.contains(.income) { return .income }
        if let category = s.category, s.catalogID != nil {
            return billCategories.contains(category) ? .bill : .subscription
        }
        if let kind = byWords(texts(of: s)) { return kind }
        if paysBank(s) { return .loan }
        if let level = rentLevel[s.currency.code] {
            let major = s.monthlyEquivalent.magnitude.minorUnits / s.currency.minorUnitsPerMajor
            if major >= level { return s.flags.contains(.variableAmount) || s.cycle != .monthly ? .bill : .rent }
        }
        if let category = s.category, billCategories.contains(category) { return .bill }  // entered by hand
        return .subscription
    }

    /// A fixed payment of 100 a month or more (in the currency's rent-level terms) to a payee whose
    /// name is a bank's (`BCEE SPUERKEESS`, `ZUGER KANTONALBANK`, `CBC BANQUE`) that no word called a
    /// bill or insurance: the instalment of a loan, not rent.
    static func paysBank(_ s: Subscription) -> Bool {
        guard !s.flags.contains(.variableAmount), let level = rentLevel[s.currency.code] else { return false }
        let major = s.monthlyEquivalent.magnitude.minorUnits / s.currency.minorUnitsPerMajor
        guard major * 7 >= level else { return false }
        return s.merchant.uppercased().split(whereSeparator: { !$0.isLetter }).contains { word in
            bankWords.contains(String(word)) || (word.count >= 8 && word.hasSuffix("BANK"))
        }
    }

    /// Words naming a bank (besides compounds ending in `BANK`: `KANTONALBANK`, `VOLKSBANK`).
    static let bankWords: Set<String> = [
        "BANK", "BANQUE", "BANCO", "BANCA", "SPARKASSE", "SPUERKEESS", "BCEE", "RAIFFEISEN", "RAIFFEISENBANK", "BAUSPARKASSE",
    ]

    /// The name and the distinct descriptions of its charges; descriptions that differ only in
    /// their digits (a reference number per charge) count once.
    static func texts(of s: Subscription) -> [String] {
        var seen = Set<String>()
        var out = [s.merchant]
        for t in s.charges where seen.insert(String(decoding: t.description.utf8.filter { $0 < 48 || $0 > 57 }, as: UTF8.self)).inserted {
            out.append(t.description)
            if out.count > 12 { break }
        }
        return out
    }

    /// Company forms: a transfer to one (`TRANSFERENCIA LIMPIEZAS SOL SL`) pays a business, not a person.
    static let companyForms: Set<String> = [
        "SL", "SA", "SLU", "LTD", "LIMITED", "PLC", "INC", "LLC", "CORP", "CO", "GMBH", "AG", "KG", "BV", "NV", "SARL", "SAS", "SRL",
        "SPA", "AB", "AS", "OY", "公司",
    ]

    /// The phrases of `words` as UTF-8, per kind: matched byte by byte (a `String.contains` through
    /// Foundation folds character clusters and made a 1,000,000-row report take 8 s instead of 1).
    static let phraseBytes: [[[UInt8]]] = words.map { $0.2.map { Array($0.utf8) } }

    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= haystack.count else { return false }
        var i = 0
        let last = haystack.count - needle.count
        while i <= last {
            if haystack[i] == first {
                var k = 1
                while k < needle.count && haystack[i + k] == needle[k] { k += 1 }
                if k == needle.count { return true }
            }
            i += 1
        }
        return false
    }

    /// The first kind whose words appear in any of the texts, checked loan, rent, bill, transfer.
    static func byWords(_ texts: [String]) -> StreamKind? {
        // upper-case (ASCII in place; the few texts with other letters through Unicode), then words
        // split at ASCII punctuation and spaces, byte by byte
        let bytes = texts.map { text -> [UInt8] in
            var b = Array(text.utf8)
            if b.contains(where: { $0 >= 0x80 }) { return Array(text.uppercased().utf8) }
            for i in b.indices where b[i] >= 97 && b[i] <= 122 { b[i] -= 32 }
            return b
        }
        var tokens = Set<String>()
        for b in bytes {
            var start = 0
            for i in 0...b.count {
                let c: UInt8 = i < b.count ? b[i] : 32
                let wordByte = c >= 0x80 || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
                if !wordByte {
                    if i > start { tokens.insert(String(decoding: b[start..<i], as: UTF8.self)) }
                    start = i + 1
                }
            }
        }
        for (index, (kind, single, _)) in words.enumerated() {
            guard
                !single.isDisjoint(with: tokens)
                    || phraseBytes[index].contains(where: { p in bytes.contains { contains($0, p) } })
                    || tokens.contains(where: { isCompound($0, of: kind) })
            else {
                continue
            }
            if kind == .transfer && !companyForms.isDisjoint(with: tokens) { continue }  // paying a business
            return kind
        }
        return nil
    }

    /// A household's rent level per month, in major units, by currency.
    static let rentLevel: [String: Int64] = [
        "USD": 700, "EUR": 700, "GBP": 700, "CHF": 700, "CAD": 700, "AUD": 700, "NZD": 700, "SGD": 700, "CNY": 3000,
        "JPY": 80000, "INR": 20000, "HKD": 5000, "SEK": 7000, "NOK": 7000, "DKK": 5000, "PLN": 2500, "CZK": 15000,
    ]

}
