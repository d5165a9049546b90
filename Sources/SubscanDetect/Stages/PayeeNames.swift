import SubscanCore

// Stage 8b of `Detector.detect`: a payment to a person (rent to a private landlord, a cleaner)
// named by what the user pays for and whom: `Miete – Petra Schneider`, not `Schneider Petra Miete Incl.`.
extension Detector {
    /// Renames the streams `payeeName` has a better name for (after their kinds are known).
    func namePayees(_ subs: inout [Subscription]) {
        for i in subs.indices where subs[i].catalogID == nil {
            if let name = Detector.payeeName(subs[i]) { subs[i].merchant = name }
        }
    }

    /// The purpose and the person paid, for a stream paid to a person: `Miete – Petra Schneider`
    /// (from `Schneider, Petra · Miete Oktober 2026 incl. NK`), `Loyer – Dupont Jean` (`VIREMENT
    /// PERMANENT POUR DUPONT JEAN LOYER APPT 3EME ETAGE`), `Reinigung – Jana Novak`, `房租 – 王建国`
    /// (`转账-王建国 房租`). The purpose is a rent word for a stream of kind rent, or a cleaning word
    /// for one that is neither a bill nor a loan, found in the name or else in the latest
    /// descriptions. nil (the name stays) without such a word, or when the payee is a business: a
    /// company form in the descriptor (`Livit AG`), a word of a business's name (`Hausverwaltung`,
    /// `Property`, `Stichting`), more than four words, digits, or (in Chinese) a name longer than four characters.
    static func payeeName(_ s: Subscription) -> String? {
        let purposes: Set<String>
        switch s.kind {
        case .rent: purposes = rentPurposes
        case .bill, .loan, .income: return nil
        default: purposes = cleaningPurposes
        }
        var words = s.merchant.split(separator: " ").map(String.init)
        // Chinese names glue the transfer's rail to the payee (`转账-王建国`)
        words = words.flatMap { word -> [String] in
            TextClass.mayBeCJK(word.utf8) ? word.split(separator: "-").map(String.init) : [word]
        }.filter { !cjkRails.contains($0) }
        let upper = words.map { $0.uppercased().trimmingCharacters(in: .punctuationCharacters) }
        var purpose: String?
        let purposeFirst = upper.first.map { purposes.contains($0) } ?? false
        let purposeAfter = upper.dropFirst().contains { purposes.contains($0) }
        if let at = upper.firstIndex(where: { purposes.contains($0) }) {
            purpose = words[at]
            // the name is what stands before the purpose; a purpose first is followed by the name
            words = at == 0 ? Array(words.dropFirst()) : Array(words[..<at])
        }
        let printed = s.charges.suffix(3).reversed().map(\.description)
        if purpose == nil {
            purpose =
                printed.lazy.compactMap { text in
                    text.split(whereSeparator: { !$0.isLetter }).first { purposes.contains($0.uppercased()) }.map(String.init)
                }.first
        }
        guard let purpose else { return nil }
        // leading flat words (`APP. PCES Livit`), then the name up to an address, a flat or a label (`Perrin Claudine Chemin`)
        while let first = words.first, stopWords.contains(first.uppercased().trimmingCharacters(in: .punctuationCharacters)) {
            words.removeFirst()
        }
        if let stop = words.firstIndex(where: {
            stopWords.contains($0.uppercased().trimmingCharacters(in: .punctuationCharacters)) || $0.contains(where: \.isNumber)
        }) {
            words.removeSubrange(stop...)
        }
        guard !words.isEmpty else { return nil }
        var name = displayName(words.joined(separator: " "), printed: printed.first)
        // a business paid keeps its name, without the purpose printed before it (`LOYER APP. PCES Livit` → `Livit`)
        // or, for rent, after it (`CDC HABITAT SOCIAL LOYER` → `Cdc Habitat Social`); a cleaning business's
        // word is part of its name (`Sparkle Home Cleaning` stays)
        guard isPerson(words, printed: printed) else { return purposeFirst || (s.kind == .rent && purposeAfter) ? name : nil }
        // `Schneider, Petra` is Petra Schneider
        let nameWords = name.split(separator: " ")
        if nameWords.count == 2,
            printed.contains(where: { $0.uppercased().contains(nameWords[0].uppercased() + ", " + nameWords[1].uppercased()) })
        {
            name = nameWords[1] + " " + nameWords[0]
        }
        let shown = TextClass.mayBeCJK(purpose.utf8) ? purpose : purpose.prefix(1).uppercased() + purpose.dropFirst().lowercased()
        return shown + " – " + name
    }

    /// Whether a payee's name is a person's: at most four words of letters (initials with their dot),
    /// none a word of a business's name or a company form, and no company form anywhere in the
    /// descriptors (`Livit AG Real Estate Management`; also glued to a booking text: `Vonovia
    /// SESEPA-BASISLASTSCHR`); in Chinese, one name of two to four characters.
    static func isPerson(_ words: [String], printed: [String]) -> Bool {
        guard words.count <= 4 else { return false }
        if words.contains(where: { TextClass.mayBeCJK($0.utf8) }) {
            return words.count == 1 && (2...4).contains(words[0].count)
        }
        let upper = words.map { $0.uppercased().trimmingCharacters(in: .punctuationCharacters) }
        guard upper.allSatisfy({ w in !w.isEmpty && w.allSatisfy { $0.isLetter || $0 == "." || $0 == "-" || $0 == "'" } }),
            upper.allSatisfy({ w in !businessWords.contains(w) && !companies.contains(w) && !businessStems.contains { w.contains($0) } })
        else { return false }
        for text in printed {
            for token in text.uppercased().split(whereSeparator: { $0 == " " || $0 == "," || $0 == "·" }) {
                var word = token.trimmingCharacters(in: .punctuationCharacters)
                if let glued = word.range(of: "SEPA"), glued.lowerBound != word.startIndex { word = String(word[..<glued.lowerBound]) }
                if companies.contains(word) { return false }
            }
        }
        return true
    }

    /// Company forms of every language (`legalForms` and the kind classifier's).
    static let companies = legalForms.union(KindClassifier.companyForms)

    /// What rent is called on a transfer, upper-case (`Miete`, `Loyer`, `huur`, `房租`).
    static let rentPurposes: Set<String> = [
        "RENT", "MIETE", "KALTMIETE", "WARMMIETE", "MIETZAHLUNG", "ALQUILER", "ARRENDAMIENTO", "LOYER", "AFFITTO", "HUUR", "房租", "租金",
    ]

    /// What a cleaner's pay is called on a transfer, upper-case.
    static let cleaningPurposes: Set<String> = [
        "CLEANING", "CLEANER", "PUTZEN", "PUTZHILFE", "PUTZFRAU", "REINIGUNG", "HAUSHALTSHILFE", "MENAGE", "MÉNAGE", "NETTOYAGE",
        "LIMPIEZA", "SCHOONMAAK", "保洁",
    ]

    /// A Chinese transfer's rail glued to the payee.
    static let cjkRails: Set<String> = ["转账", "转出", "微信转账", "支付宝转账"]

    /// Words after which a payee's name has ended: the flat, the address, the sender's labels, what the rent includes.
    static let stopWords: Set<String> = [
        "FLAT", "APT", "APPT", "APP", "APPART", "APPARTEMENT", "PCES", "PIECES", "PIÈCES", "WOHNUNG", "WHG", "TOP", "PISO", "OG", "ETAGE",
        "ÉTAGE", "RUE", "CHEMIN", "AVENUE", "AV", "ROUTE", "PLACE", "STRASSE", "STRAßE", "STR", "GASSE", "WEG", "CALLE", "KERKSTRAAT",
        "SENDER", "REFERENZ", "REF", "MOTIF", "INCL", "INKL", "NK", "END-TO-END-REF", "IBAN", "BIC", "KTO", "MANDAT",
    ]

    /// Parts of German and French business words, wherever they stand in a word
    /// (`WOHNUNGSBAU-AKTIENGESELLSCHAFT`, `UNTERNEHMENSGRUPPE`, `IMMOBILIENTREUHAND`, `HABITAT`).
    static let businessStems: [String] = [
        "GESELLSCHAFT", "GRUPPE", "IMMOBILI", "VERWALTUNG", "TREUHAND", "WOHNUNGS", "WOHNBAU", "GENOSSENSCHAFT", "HABITAT",
        "LOGEMENT", "HAUSBAU", "BAUVEREIN",
    ]

    /// Words of a business's name: a payee with one is not a person (besides `businessStems`).
    static let businessWords: Set<String> = [
        "PROPERTY", "PROPERTIES", "MGMT", "MANAGEMENT", "LETTING", "LETTINGS", "HOMES", "HOME", "HOUSING", "ESTATE", "ESTATES",
        "REALTY", "GESTION", "AGENCE", "INMOBILIARIA", "FINCAS", "WOHNEN", "STICHTING", "SYNDIC", "RESIDENCE", "RÉSIDENCE", "BANK",
        "BANQUE", "BANCO", "SPARKASSE", "VERMIETUNG", "GROUP", "GROUPE", "CLEANERS", "SERVICES", "SERVICE", "LIMPIEZAS", "FONCIA",
        "NEXITY", "OPH", "SCI", "HLM", "OPAC", "SEM",
    ]
}
