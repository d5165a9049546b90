import SubscanCore

/// Turns a noisy bank descriptor into a merchant key that is the same every month.
///
///     "PAYPAL *NETFLIX 4029357733"        → "NETFLIX"
///     "NETFLIX.COM 866-579-7172 CA"        → "NETFLIX.COM"
///     "SQ *BLUE BOTTLE COFFEE #0042 OAKLAND CA" → "BLUE BOTTLE COFFEE OAKLAND"
///     "支付宝-爱奇艺VIP会员"                  → "爱奇艺VIP会员"
///
/// Steps: upper-case; strip payment-processor prefixes; drop tokens that carry digits (reference
/// numbers, phone numbers, store numbers, dates; `O`/`0` confusions from OCR fall here too);
/// drop trailing US state and country codes; keep the first four remaining words (`de` and articles
/// between them not counted).
///
/// - Complexity: O(n) in the descriptor's length.
public enum MerchantNormalizer {
    /// Processor and wallet prefixes, booking texts and a person's titles, upper-case, longest first.
    static let prefixes: [String] = (bookingPrefixes + titlePrefixes.flatMap { [$0, "A " + $0, "À " + $0] }).sorted {
        $0.count > $1.count
    }

    /// Processor and wallet prefixes and banks' booking texts before the payee.
    static let bookingPrefixes: [String] =
        [
            "PAYPAL *", "PAYPAL*", "PAYPAL ", "PP*", "PP *", "SQ *", "SQ*", "TST* ", "TST*", "GOOGLE *", "GOOGLE*",
            "PADDLE.NET*", "PADDLE.NET *", "FS *", "FS*", "SP * ", "SP *", "SP*", "DD ", "DNH*", "IN *", "WWW.", "POS ",
            "POS DEBIT ", "DEBIT CARD PURCHASE ", "CARD PURCHASE ", "PURCHASE AUTHORIZED ON ", "RECURRING PAYMENT ",
            "VISA DIRECT ", "支付宝-", "支付宝 ", "微信支付-", "微信支付 ", "财付通-", "美团-", "京东-", "LASTSCHRIFT ",
            "COMPRA ", "RECIBO ", "ADEUDO ", "PAGO ", "ADEUDO SEPA ", "RECIBO SEPA ",
            // Spanish transfers: the payee follows (`TRANSF. PERIODICA ALQUILER C RUIZ`)
            "TRANSFERENCIA A ", "TRANSFERENCIA ", "TRANSF. PERIODICA ", "TRANSF PERIODICA ", "TRANSF. ",
            // a US ACH debit as Chase prints it: "ORIG CO NAME:SUMMIT POWER CO ORIG ID:9876543210 DESC DATE:…"
            "ORIG CO NAME:", "ORIG CO NAME: ",
            // German direct debits (Sparkasse, Sparda, GLS, Comdirect exports)
            "SEPA-LASTSCHRIFT ", "SEPA LASTSCHRIFT ", "SEPA-BASISLASTSCHRIFT ", "FOLGELASTSCHRIFT ", "ERSTLASTSCHRIFT ",
            "LASTSCHRIFT EINZUG ", "SEPA-BASISLASTSCHR IFT ", "SEPA-ÜBERWEISUNG ", "KARTENZAHLUNG ",
            // Austrian and German booking texts and field labels before the payee (easybank, ING AT, Oberbank, Comdirect)
            "ABBUCHUNG EINZUGSERMÄCHTIGUNG ", "ABBUCHUNG ", "EINZUGSERMÄCHTIGUNG ", "INTERNET-ÜBERWEISUNG ", "AUFTRAGGEBER: ",
            "EMPFÄNGER: ", "ZAHLUNGSEMPFÄNGER: ",
            // Dutch: "Betaling aan ICS …" (ASN)
            "BETALING AAN ",
            // German transfers: the payee follows "an" (to)
            "SEPA-ÜBERWEISUNG AN ", "ÜBERWEISUNG AN ", "DAUERAUFTRAG AN ", "SEPA-DAUERAUFTRAG AN ", "SEPA-DAUERAUFTRAG ",
            "DAUERAUFTRAG ",
            // French statements: direct debits, card payments and transfers before the payee
            "PRLV SEPA ", "PRLV ", "PRELEVEMENT SEPA ", "PRELEVEMENT ", "PRÉLÈVEMENT SEPA ", "PRÉLÈVEMENT ", "PAIEMENT PAR CARTE ",
            "PAIEMENT CB ", "CB ", "CARTE ", "VIR SEPA ", "VIR PERMANENT ", "VIR ", "VIREMENT SEPA ", "VIREMENT PERMANENT ",
            "VIREMENT ",
            // intermediaries named as the payee, the merchant in the purpose after them (German exports)
            "PAYPAL EUROPE S.A.R.L. ET CIE S.C.A ", "PAYPAL EUROPE S.A.R.L. ET CIE S.C.A. ", "PAYPAL (EUROPE) S.A R.L. ET CIE, S.C.A. ",
            "PAYPAL (EUROPE) S.A.R.L. ET CIE., S.C.A. ", "PAYPAL EUROPE S.A R.L. ET CIE S.C.A ", "KLARNA BANK AB (PUBL) ",
            // the same, glued to the booking text that follows (`…S.C.ASEPA-BASISLASTSCHR IFT`, Sparda)
            "PAYPAL EUROPE S.A.R.L. ET CIE S.C.A", "PAYPAL (EUROPE) S.A R.L. ET CIE, S.C.A.",
            "KLARNA BANK AB ", "KLARNA ", "ADYEN N.V. ", "ADYEN NV ", "STRIPE ", "MOLLIE B.V. ", "MOLLIE ",
            "STICHTING MOLLIE PAYMENTS ", "MOLLIE PAYMENTS ",
            // Belgian booking texts (KBC, BNP Paribas Fortis, Belfius): card payments, direct debits and
            // standing orders, the payee after them (`EUROPESE DOMICILIERING SCHULDEISER : LUMINUS NV …`)
            "BETALING VIA DEBIT MASTERCARD ", "BETALING VIA BANCONTACT ", "BETALING VIA MAESTRO ", "BETALING VIA VISA DEBIT ",
            // and in French (CBC: `PAIEMENT DEBIT MASTERCARD 04-08 03-08-2025 A 16.46 HEURES GOOGLE YOUTUBEPREMIUM …`)
            "PAIEMENT DEBIT MASTERCARD ", "PAIEMENT PAR BANCONTACT ", "PAIEMENT PAR MAESTRO ",
            "BETALING VIA ", "EUROPESE DOMICILIERING SCHULDEISER : ", "EUROPESE DOMICILIERING SCHULDEISER: ",
            "EUROPESE DOMICILIERING ", "DOMICILIATION EUROPEENNE CREANCIER : ", "DOMICILIATION EUROPÉENNE CRÉANCIER : ",
            "DOORLOPENDE BETALINGSOPDRACHT ", "EUROPESE OVERSCHRIJVING NAAR ", "OVERSCHRIJVING NAAR ",
            // a Dutch memo's own labels (ING NL `Naam: … Omschrijving: …`), Austrian `Lastschrift:` (ING AT)
            "NAAM: ", "OMSCHRIJVING: ", "LASTSCHRIFT: ", "ÜBERWEISUNG: ",
            // Swiss booking kinds before the payee (UBS `Description 1`, French and German)
            "VIREMENT POSTAL ", "ORDRE E-BANKING ", "ORDRE PERMANENT ", "ACHAT CARTE DE DÉBIT ", "ACHAT CARTE DE DEBIT ",
            "PRÉLÈVEMENT LSV ", "PRELEVEMENT LSV ", "DÉBIT DIRECT ", "DEBIT DIRECT ", "E-BANKING AUFTRAG ", "E-BANKING-AUFTRAG ",
            "ZAHLUNG AN ", "BELASTUNG EBILL ", "EBILL ", "LSV-BELASTUNG ", "PAIEMENT EBILL ", "PAIEMENT TWINT ", "TWINT *",
            // PostFinance and ZKB: card purchases, direct debits, eBills (`KAUF/DIENSTLEISTUNG VOM 07.12.2026 KARTEN NR. XXXX7986 …`,
            // `AUFTRAG CH-DD-BASISLASTSCHRIFT … ZAHLUNGSEMPFÄNGER: …`, `Einkauf ZKB Maestro Karte Nr. 66335164, …`, `LSV: …`)
            "KAUF/DIENSTLEISTUNG VOM ", "KAUF/ONLINE-SHOPPING VOM ", "APPLE PAY ",
            "AUFTRAG CH-DD-BASISLASTSCHRIFT ID-NR. DES ZAHLUNGSEMPFÄNGERS: ",
            "AUFTRAG CH-DD-BASISLASTSCHRIFT ", "E-FINANCE EBILL ", "EINKAUF ZKB MAESTRO KARTE NR. ", "EINKAUF ZKB VISA DEBIT KARTE NR. ",
            "EINKAUF ", "LSV: ", "LSV ",
            // Luxembourg and French-speaking Belgium (POST, Spuerkeess, BNP Paribas Fortis, Belfius, CBC)
            "DOMICILIATION SEPA - ", "DOMICILIATION SEPA ", "DOMICILIATION EUROPEENNE DE ", "DOMICILIATION EUROPÉENNE DE ",
            "DOMICILIATION EUROPEENNE ", "DOMICILIATION EUROPÉENNE ", "PAIEMENT AVEC LA CARTE DE DEBIT NUMERO ",
            "PAIEMENT AVEC LA CARTE DE DÉBIT NUMÉRO ", "PAIEMENT AVEC LA CARTE DE DEBIT ", "VIREMENT PERMANENT - ", "VIREMENT PERMANENT ",
            "VIREMENT EUROPEEN ", "VIREMENT EUROPÉEN ",
            // BNP Paribas' card lines: `FACTURE CARTE DU 260326 DEEZER PARIS CARTE 4974XXXXXXXX6262`
            "FACTURE CARTE DU ", "FACTURE CARTE ",
            // a transfer's payee after `to` (`ORDRE PERMANENT AU COMPTE BE49 … BIC … BENALI NADIA`, `VIREMENT
            // VERS BE11 …`, `VIREMENT PERMANENT EN FAVEUR DE SCHMIT JEAN`)
            "AU COMPTE ", "VIREMENT VERS ", "VERS ", "EN FAVEUR DE ",
            // the card's scheme after a card payment's booking text (`PAIEMENT PAR CARTE V PAY 24/05 18:54 …`)
            "V PAY ", "VPAY ",
            // French banks (Société Générale, La Banque Postale): `PRELEVEMENT EUROPEEN 8755420306 DE: FONCIA …
            // ID: FR16ZZZ… MOTIF: …`, `PRELEVEMENT DE MGEN REF : …`, `VIR PERM POUR: MME PETIT SANDRINE …`,
            // `VIR EUROPEEN EMIS LOGITEL POUR: M DUPONT …`, `VIREMENT PERMANENT POUR M. DUPONT JEAN LOYER …`;
            // the payee follows `DE:` or `POUR:`
            "PRELEVEMENT EUROPEEN ", "PRÉLÈVEMENT EUROPÉEN ", "PRELEVEMENT DE ", "PRÉLÈVEMENT DE ", "DE: ", "DE : ", "POUR: ",
            "POUR : ", "POUR ", "VIR PERM ", "VIR PERM POUR: ", "VIR EUROPEEN EMIS ", "VIR EUROPÉEN ÉMIS ",
            "VIR EUROPEEN EMIS LOGITEL POUR: ",
            "VIR EUROPEEN EMIS NET POUR: ", "VIR SEPA EMIS VERS ", "VIR SEPA EMIS ",
            // instant transfers (`VIR INST EMIS M. KLAUS BECKER LOYER`, `VIREMENT INSTANTANE EMIS VERS …`,
            // `Echtzeitüberweisung an …`) and German transfers spelt without the umlaut, as SEPA exports do
            "VIR INST EMIS VERS ", "VIR INST EMIS ", "VIR INST ", "VIR SEPA INST EMIS ", "VIR SEPA INST ", "VIREMENT INSTANTANE EMIS ",
            "VIREMENT INSTANTANÉ ÉMIS ", "VIREMENT INSTANTANE ", "VIREMENT INSTANTANÉ ", "VIREMENT EMIS ", "VIREMENT ÉMIS ",
            "UEBERWEISUNG AN ", "UEBERWEISUNG ", "ÜBERWEISUNG ", "ONLINE-UEBERWEISUNG ", "ONLINE-ÜBERWEISUNG ", "SEPA-UEBERWEISUNG AN ",
            "SEPA-UEBERWEISUNG ", "SEPA UEBERWEISUNG ", "ECHTZEITÜBERWEISUNG AN ", "ECHTZEITÜBERWEISUNG ", "ECHTZEITUEBERWEISUNG ",
            "ECHTZEIT-ÜBERWEISUNG ", "ECHTZEIT-UEBERWEISUNG ", "DAUERAUFTRAG: ", "SEPA-DAUERAUFTRAG: ",
            // Wise's sentences: `Card transaction of 12.99 EUR issued by Spotify P2A3B4`, `Direct debit payment
            // to …`, `Sent money to …` (the amount between two booking texts is skipped, as a date is)
            "CARD TRANSACTION OF ", "DIRECT DEBIT PAYMENT TO ", "SENT MONEY TO ", "RECEIVED MONEY FROM ", "EUR ISSUED BY ",
            "GBP ISSUED BY ", "USD ISSUED BY ", "CHF ISSUED BY ", "PLN ISSUED BY ", "SEK ISSUED BY ", "DKK ISSUED BY ",
            "NOK ISSUED BY ", "CZK ISSUED BY ", "HUF ISSUED BY ", "AUD ISSUED BY ", "CAD ISSUED BY ", "NZD ISSUED BY ",
        ]

    /// A person's title as a prefix, also after French `à` (`VIR SEPA A M OU MME MARTIN JEAN`): the
    /// name follows (`M. KLAUS BECKER`, `M OU MME DUPONT`, `Herrn Klaus Becker`).
    static let titlePrefixes: [String] = [
        "M. ", "M ", "MME ", "MME. ", "MLLE ", "M OU MME ", "M ET MME ", "MR OU MME ", "MR ET MME ", "HERR ", "HERRN ", "FRAU ",
        "HR. ", "FR. ",
    ]

    /// A person's title inside a descriptor, after its first word (`MIETE … AN FR. YILMAZ`,
    /// `LOYER M OU MME MARTIN`): the name follows, the title is not part of it.
    static let titles: Set<String> = [
        "M", "M.", "MME", "MME.", "MLLE", "MLLE.", "MR", "MR.", "MRS", "MRS.", "MS.", "HERR", "HERRN", "FRAU", "HR.", "FR.",
    ]
    /// Words that join a title to what comes before (`AN FR. YILMAZ`, `POUR M. DUPONT`) or to
    /// another title (`M OU MME`): dropped with the title.
    static let titleJoiners: Set<String> = ["AN", "A", "À", "POUR", "VERS", "TO", "OU", "ET", "UND", "U.", "AND", "&"]
    /// `für` / `pour` / `for` before a month or a date (`MIETE FÜR MAI 2026`, `RENT FOR 05/2026`):
    /// it says when, as the month does, and goes with it.
    static let periodWords: Set<String> = ["FÜR", "FUER", "POUR", "FOR", "PER"]
    /// Any of the three (the one lookup most words need), then each, as word sets: one static for
    /// `asciiUpperKey` to fetch per descriptor.
    static let personWordSets = (
        WordSet(titles.union(titleJoiners).union(periodWords)), WordSet(titles), WordSet(titleJoiners), WordSet(periodWords)
    )

    static let regionCodes: Set<String> = [
        "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME", "MD",
        "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI",
        "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY", "DC", "US", "USA", "GB", "GBR", "UK", "IE",
        "IRL", "ES", "ESP", "DE", "DEU", "FR", "FRA", "NL", "NLD", "LU", "LUX", "CN", "CHN", "HK", "SG", "AU", "AUS",
        "CAN", "EU",
    ]

    /// Field labels after which a descriptor carries references, not the name: ACH (`ORIG ID:`,
    /// `DESC DATE:`, `CO ENTRY DESCR:`, `SEC:`, `IND ID:`), SEPA direct debits (`ID ACREEDOR`,
    /// `REF MANDATO`, and the `EREF:`/`MREF:`/`CRED:` tags of German statements).
    /// German booking texts label their fields too (`Auftraggeber: BLUMENLADEN Buchungstext: EC …`).
    static let fieldLabels: Set<String> = [
        "ORIG", "DESC", "ENTRY", "SEC", "IND", "ACREEDOR", "MANDATO", "EREF", "MREF", "CRED", "BUCHUNGSTEXT", "VERWENDUNGSZWECK",
        // Belgian, Dutch and Austrian labels of the same fields (KBC `REF. SCHULDEISER:`, `MANDAATREFERTE :`,
        // `MEDEDELING :`, a card's `MET APPLE PAY … KAARTHOUDER:`; ING NL `IBAN: … Kenmerk: … Machtiging ID:`;
        // Raiffeisen and ING AT `Mandat:`, `Zahlungsreferenz:`, `Empfänger-Kennung:`, `Creditor ID:`)
        "REF.", "SCHULDEISER", "MANDAATREFERTE", "MEDEDELING", "KAARTHOUDER", "MET", "IBAN", "KENMERK", "MACHTIGING",
        "INCASSANT", "MANDAT", "MANDATSREFERENZ", "ZAHLUNGSREFERENZ", "EMPFÄNGER-KENNUNG", "CREDITOR",
        // French (Belgium, Luxembourg, Switzerland): `CREANCIER :`, `REF. CREANCIER :`, `COMMUNICATION :`,
        // `REFERENCE BANQUE :`, `DATE VALEUR :`, `NUMERO DE MANDAT :`, a card's `Carte n° …`, `LSV-ID`
        "CREANCIER", "CRÉANCIER", "COMMUNICATION", "REFERENCE", "RÉFÉRENCE", "NUMERO", "NUMÉRO", "CARTE", "LSV-ID", "VAL.",
        // Swiss German (PostFinance): `REFERENZ-NR:`, `ZAHLUNGSEMPFÄNGER:` before the payee, `MITTEILUNGEN:` after it
        "REFERENZ-NR", "REFERENZ", "ZAHLUNGSEMPFÄNGER", "MITTEILUNGEN",
        // the payee's bank before the payee in Belgian transfers (`BIC CREGBEBB`, `BANQUIER BENEFICIAIRE: GEBABEBB`)
        "BIC", "BANQUIER", "BENEFICIAIRE", "BÉNÉFICIAIRE",
        // French banks' `ID:` (the creditor's SEPA id; a label only after a name: `ID MOBILE` is one),
        // `MOTIF:`, `REF :`
        "MOTIF", "ID", "REF", "REFDO", "/REFDO", "/MOTIF",
        // comdirect's labels of the payee's account (`Kto/IBAN: DE62… BLZ/BIC: DEUTDEBBXXX`)
        "KTO/IBAN", "BLZ/BIC",
    ]
    static let fieldLabelSet = WordSet(fieldLabels)

    /// Company forms: once a name has a word, its legal form ends it when an address follows, as
    /// in German and Austrian exports (`1U1 TELECOM GMBH ELGENDORFER STR. 57`). Kept in the key,
    /// so a key without an address is as before; the display name drops it. What else follows a
    /// legal form (`… VERSICHERUNG AG KFZ`, `… AG HAUSRAT`) can tell two contracts apart, and stays.
    static let legalForms: Set<String> = [
        "GMBH", "AG", "KG", "OHG", "UG", "E.V.", "E.V", "LTD", "LTD.", "LIMITED", "PLC", "INC", "INC.", "LLC", "SARL", "S.A.R.L",
        "S.A.R.L.", "SAS", "S.A.S.", "SA", "S.A.", "S.A", "BV", "B.V.", "B.V", "NV", "N.V.", "N.V", "SPA", "S.P.A.", "SRL",
        "S.R.L.", "OY", "AB",
    ]
    static let legalFormSet = WordSet(legalForms)

    /// A house number or postcode (1–5 digits, `12A`, `101-105`) among the next three words after
    /// `from`: the words after a legal form are an address.
    static func addressFollows(_ text: UnsafeMutableBufferPointer<UInt8>, from: Int, to n: Int) -> Bool {
        var i = from
        for _ in 0..<3 {
            while i < n && isSeparator(text[i]) { i += 1 }
            var j = i
            while j < n && !isSeparator(text[j]) { j += 1 }
            guard i < j else { return false }
            var digits = 0
            var others = 0
            for k in i..<j {
                let b = text[k]
                if b >= 48 && b <= 57 {
                    digits += 1
                } else if !(b == 45 || b == 46 || (b >= 65 && b <= 90 && k == j - 1)) {
                    others += 1
                }
            }
            if digits >= 1 && digits <= 5 && others == 0 && text[i] >= 48 && text[i] <= 57 { return true }
            i = j
        }
        return false
    }

    /// Month names and their abbreviations in English, German, French, Spanish, Italian and Dutch:
    /// in a transfer's purpose (`MIETE MAI`, `LOYER JANVIER`, `ALQUILER ENERO`) they change every
    /// month. Only dropped after the first word, so a brand named like a month (`APRIL ASSURANCES`) stays.
    static let monthNames: Set<String> = [
        "JANUARY", "FEBRUARY", "MARCH", "APRIL", "MAY", "JUNE", "JULY", "AUGUST", "SEPTEMBER", "OCTOBER", "NOVEMBER", "DECEMBER",
        "JAN", "FEB", "MAR", "APR", "JUN", "JUL", "AUG", "SEP", "SEPT", "OCT", "NOV", "DEC",
        "JANUAR", "FEBRUAR", "MÄRZ", "MAERZ", "MAI", "JUNI", "JULI", "OKTOBER", "DEZEMBER", "OKT", "DEZ",
        "JANVIER", "FÉVRIER", "FEVRIER", "MARS", "AVRIL", "JUIN", "JUILLET", "AOÛT", "AOUT", "SEPTEMBRE", "OCTOBRE", "NOVEMBRE",
        "DÉCEMBRE", "DECEMBRE",
        "ENERO", "FEBRERO", "MARZO", "ABRIL", "MAYO", "JUNIO", "JULIO", "AGOSTO", "SEPTIEMBRE", "OCTUBRE", "NOVIEMBRE", "DICIEMBRE",
        "GENNAIO", "FEBBRAIO", "APRILE", "MAGGIO", "GIUGNO", "LUGLIO", "SETTEMBRE", "OTTOBRE", "DICEMBRE",
        "JANUARI", "FEBRUARI", "MAART", "MEI", "AUGUSTUS",
        "JÄNNER", "JAENNER", "FEBER",  // Austrian
    ]
    static let monthSet = WordSet(monthNames)

    /// comdirect's label of the payee's account, found glued to the payee (`gluedBookingText`).
    static let gluedAccountLabel: [UInt8] = Array("KTO/IBAN".utf8)

    /// `SEPA-` inside a word: a booking text glued to the name before it (`QUATSCH-FIRMA
    /// GMBHSEPA-BASISLASTSCHRIFT`, `E. MUSTERMANNSEPA-ÜBERWEISUNG`), or comdirect's account label
    /// glued to the payee (`Empfänger: Petra SchneiderKto/IBAN: DE62…`): where it starts, or nil.
    static func gluedBookingText(_ text: UnsafeMutableBufferPointer<UInt8>, _ lo: Int, _ hi: Int) -> Int? {
        guard hi - lo > 5 else { return nil }
        for p in (lo + 1)..<(hi - 4)
        where text[p] == 83 && text[p + 1] == 69 && text[p + 2] == 80 && text[p + 3] == 65 && text[p + 4] == 45 {
            return p
        }
        let label = gluedAccountLabel
        if hi - lo > label.count {
            for p in (lo + 1)...(hi - label.count) where (0..<label.count).allSatisfy({ text[p + $0] == label[$0] }) { return p }
        }
        return nil
    }

    /// The payee's own identifier when the descriptor carries one: a SEPA creditor identifier
    /// (after `ACREEDOR`, `CRED`, `CREDITOR`, `CI` or `ICS`, or any `DE98ZZZ09999999999`-shaped
    /// token) or an ACH originator ID (`ORIG ID:9876543210`). It stays when the biller renames
    /// itself, so it joins the old name's charges to the new one's.
    public static func payeeID(_ descriptor: String) -> String? {
        guard descriptor.utf8.contains(where: { $0 >= 48 && $0 <= 57 }) else { return nil }  // every identifier has a digit
        let upper = descriptor.uppercased()
        // glued tags: `…MREF+KD020007057822CRED+DE20KD000000058294SVWZ+02/2018 …`
        if let tag = upper.range(of: "CRED+") {
            var id = String(upper[tag.upperBound...].prefix { $0.isASCII && ($0.isLetter || $0.isNumber) })
            for next in ["SVWZ", "ABWA", "ABWE", "EREF", "MREF", "KREF", "IBAN", "BIC"] where id.hasSuffix(next) {
                id.removeLast(next.count)
            }
            if id.count >= 8, id.contains(where: \.isNumber) { return id }
        }
        let words = upper.split { $0 == " " || $0 == "/" || $0 == "," }.map(String.init)
        for (k, raw) in words.enumerated() {
            var word = raw
            var value: String? = nil
            if let colon = word.firstIndex(of: ":") {
                value = String(word[word.index(after: colon)...])
                word = String(word[..<colon])
            }
            let label = ["ACREEDOR", "CRED", "CREDITOR", "CI", "ICS"].contains(word) || (word == "ID" && k > 0 && words[k - 1] == "ORIG")
            if label {
                let id = (value?.isEmpty ?? true) ? (k + 1 < words.count ? words[k + 1] : "") : value!
                if id.count >= 6, id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }), id.contains(where: \.isNumber) {
                    return id
                }
            }
            if raw.count >= 11, raw.count <= 35, raw.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
                let chars = Array(raw)
                if chars[0].isLetter, chars[1].isLetter, chars[2].isNumber, chars[3].isNumber, String(chars[4..<7]) == "ZZZ" {
                    return raw
                }
            }
        }
        return nil
    }

    /// The customer's own contract or customer number with the biller, when the descriptor labels
    /// one (`Vertragskonto 420233306918`, `Kd-Nr. 2073210536`, `Kundennr. 6041474917`, `N° client
    /// 60012345678`, `Contract no 88123456`): six digits or more after the label. It stays when the
    /// biller renames itself or its brand (`DREWAG … Vertragskonto 420233306918` → `SachsenEnergie AG
    /// … Vertragskonto 420233306918`, `UPC Rechnung … Kd 5923484676` → `Magenta Rechnung … Kd
    /// 5923484676`), so it joins the old name's charges to the new one's.
    public static func contractNumber(_ descriptor: String) -> String? {
        guard descriptor.utf8.contains(where: { $0 >= 48 && $0 <= 57 }) else { return nil }
        // (most descriptors name no label: told from their bytes, before any string is made; the
        // renamed-stream stage asks for every stream's first and last charge on every pass)
        var text = descriptor
        let labelled = text.withUTF8 { bytes in contractStems.contains { stem in containsCaseless(bytes, stem) } }
        guard labelled else { return nil }
        let words = descriptor.uppercased().split { $0 == " " || $0 == "," || $0 == ";" || $0 == "|" || $0 == "·" }
        for (k, raw) in words.enumerated() {
            // the label and its number may be glued (`KUNDENNR.6041474917`, `KD-NR:2073210536`)
            let label = raw.prefix { $0.isLetter || $0 == "-" || $0 == "°" }
            // (`VERTRAGSKONTO-NR.`: a label with its tail glued on by a hyphen)
            let parts = label.split(separator: "-").map(String.init)
            guard let head = parts.first,
                contractLabels.contains(parts.joined(separator: "-"))
                    || contractLabels.contains(head) && parts.dropFirst().allSatisfy(contractLabelTails.contains)
            else { continue }
            var rest = raw.dropFirst(label.count).drop { $0 == "." || $0 == ":" || $0 == "°" || $0 == "#" }
            var next = k + 1
            // `N° CLIENT`, `KD-NR.`, `NR.`, `NO`: the number comes after the label's second word
            while rest.isEmpty, next < words.count, contractLabelTails.contains(String(words[next].filter { !".:°#".contains($0) })) {
                next += 1
            }
            if rest.isEmpty, next < words.count { rest = words[next].drop { $0 == ":" || $0 == "#" } }
            let number = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "/") }
            if number.filter(\.isNumber).count >= 6 { return String(number) }
        }
        return nil
    }

    /// The SEPA mandate reference a direct debit's descriptor labels (`Mandatsref.: 692-M189751513`,
    /// `MREF: KD0200`, `MREF+BC6DVQU5985DB`, `Mandat: 12345678`, `NUMERO DE MANDAT : ++F7K2`, `RUM
    /// 2024A17`, `Machtiging ID: 4-220017`, `MDT/8812`): four characters or more with a digit. A mandate
    /// is one contract's with its creditor: the same on every charge of it, another for the same
    /// creditor's other contract (electricity and gas of one Stadtwerke; Amazon's Prime beside its orders).
    public static func mandateReference(_ descriptor: String) -> String? {
        var text = descriptor
        let labelled = text.withUTF8 { bytes in mandateStems.contains { stem in containsCaseless(bytes, stem) } }
        guard labelled else { return nil }
        let upper = descriptor.uppercased()
        // glued tags: `…EREF+…MREF+BC6DVQU5985DBCRED+DE69ZZZ…SVWZ+…`; the value runs to the next tag,
        // and a record broken into fixed-width lines may have a space inside it (`MREF+ HEL2339 8302
        // CRED+`, `MREF+ HEL23398 302 CRED+` on the next charge)
        if let tag = upper.range(of: "MREF+") {
            // (the next tag may be broken too: `CR ED+`)
            let after = upper[tag.upperBound...]
            let compact = String(after.filter { $0 != " " })
            let end = ["CRED+", "SVWZ+", "ABWA+", "ABWE+", "EREF+", "KREF+"].compactMap { compact.range(of: $0)?.lowerBound }.min()
            let id = end.map { String(compact[..<$0]) } ?? String(after.drop { $0 == " " }.prefix { $0 != " " })
            return id.count >= 4 && id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "/" || $0 == ".") })
                && id.contains(where: \.isNumber) ? id : nil
        }
        if let tag = upper.range(of: "MDT/") {
            let id = upper[tag.upperBound...].prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            return id.count >= 4 && id.contains(where: \.isNumber) ? String(id) : nil
        }
        let words = upper.split { $0 == " " || $0 == "," || $0 == ";" || $0 == "|" || $0 == "·" }
        for (k, raw) in words.enumerated() {
            // the label and its value may be glued (`MANDATSREF.:692-M189751513`)
            let label = raw.prefix { $0.isLetter }
            guard mandateLabels.contains(String(label)) else { continue }
            var rest = raw.dropFirst(label.count).drop { $0 == "." || $0 == ":" || $0 == "°" || $0 == "#" }
            var next = k + 1
            // `NUMERO DE MANDAT :`, `MANDATE ID`, `MACHTIGING ID:`, `REF. MANDATO`: the value follows the label's tail
            while rest.isEmpty, next < words.count, mandateLabelTails.contains(String(words[next].filter { !".:°#".contains($0) })) {
                next += 1
            }
            if rest.isEmpty, next < words.count { rest = words[next].drop { $0 == ":" || $0 == "#" } }
            let id = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "/" || $0 == "." || $0 == "+") }
            if id.count >= 4, id.contains(where: \.isNumber) { return String(id) }
        }
        return nil
    }

    /// Whether `bytes` may hold a mandate or contract label (`mandateReference`, `contractNumber`):
    /// one pass that looks for the stems' first letters, without making a String (asked of two rows
    /// of every merchant key).
    static func mayNameContract(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for start in bytes.indices {
            let first = TextClass.asciiUpper(bytes[start])
            let stems = contractStemsByFirst[Int(first)]
            if stems.isEmpty { continue }
            for stem in stems where start + stem.count <= bytes.count {
                var k = 1
                while k < stem.count && TextClass.asciiUpper(bytes[start + k]) == stem[k] { k += 1 }
                if k == stem.count { return true }
            }
        }
        return false
    }

    /// The mandate and contract stems by their first letter.
    static let contractStemsByFirst: [[[UInt8]]] = {
        var table = [[[UInt8]]](repeating: [], count: 256)
        for stem in mandateStems + contractStems { table[Int(stem[0])].append(stem) }
        return table
    }()

    /// What every mandate label starts with, upper case (`MANDAT` also opens `MANDATSREF`, `MANDATE`, `MANDATO`).
    static let mandateStems: [[UInt8]] = ["MANDAT", "MREF", "MDT/", "RUM", "MACHTIGING", "MANDAAT"].map { Array($0.utf8) }
    /// Words that label a mandate reference (the letters before a glued `.` or `:`).
    static let mandateLabels: Set<String> = [
        "MANDATSREF", "MANDATSREFERENZ", "MANDATSREFERENCE", "MREF", "MANDAT", "MANDATE", "MANDATO", "RUM", "MACHTIGING",
        "MACHTIGINGSKENMERK", "MANDAATREFERTE", "MANDAATREFERENTIE", "MANDATREFERENZ",
    ]
    /// Words between a mandate label and its value (`MANDATE ID`, `MANDATE REFERENCE`, `MANDAT N°`).
    static let mandateLabelTails: Set<String> = ["ID", "REF", "REFERENCE", "REFERENZ", "NR", "NO", "N", "Nº", "NUMMER", "NUMBER", ""]

    /// Payment intermediaries whose name keys a descriptor that names no one else.
    static let intermediaryNames = ["PAYPAL", "KLARNA", "ADYEN", "STRIPE", "MOLLIE"]
    /// Words after `ID` that make it a creditor id's label (`ID CREANCIER`), not a name (`ID MOBILE`).
    static let creditorWords = WordSet(["CREANCIER", "CRÉANCIER", "EMETTEUR", "ÉMETTEUR"])

    /// What every contract label starts with, upper case (`KD` also opens `KUNDEN…`).
    static let contractStems: [[UInt8]] = ["VERTRAG", "KD", "KUNDEN", "CLIENT", "CONTRA", "ABONN", "CUSTOMER", "KLANT"].map {
        Array($0.utf8)
    }

    /// Whether `bytes` hold `stem` (upper-case ASCII), ASCII letters compared without case.
    static func containsCaseless(_ bytes: UnsafeBufferPointer<UInt8>, _ stem: [UInt8]) -> Bool {
        guard bytes.count >= stem.count else { return false }
        for start in 0...(bytes.count - stem.count) {
            var k = 0
            while k < stem.count && TextClass.asciiUpper(bytes[start + k]) == stem[k] { k += 1 }
            if k == stem.count { return true }
        }
        return false
    }

    /// Words that label the customer's contract or customer number with a biller.
    static let contractLabels: Set<String> = [
        "VERTRAGSKONTO", "VERTRAGSNUMMER", "VERTRAGSNR", "VERTRAG", "KUNDENNUMMER", "KUNDENNR", "KUNDEN-NR", "KD", "KD-NR", "KDNR",
        "KUNDENKONTO", "CONTRAT", "CLIENT", "ABONNE", "ABONNÉ", "CONTRACT", "CUSTOMER", "CONTRATO", "CLIENTE", "KLANTNUMMER",
        "KLANTNR", "CONTRACTNUMMER",
    ]
    /// Words between a contract label and its number (`KD NR. 123456`, `N° CLIENT`, `CUSTOMER NO`).
    static let contractLabelTails: Set<String> = ["NR", "NO", "N", "NUMMER", "NUMBER", "NUM", "NUMERO", "NUMÉRO", "Nº", "ID", "REF"]

    /// SEPA remittance tags glued to their values (`EREF+`, `MREF+`, `CRED+`, `SVWZ+`, `KREF+`, `ABWA+`).
    static let sepaTagNames = ["EREF+", "MREF+", "CRED+", "SVWZ+", "KREF+", "ABWA+"]
    static let sepaTags: [[UInt8]] = sepaTagNames.map { Array($0.utf8) }
    static func isSEPATag<C: Collection>(_ token: C) -> Bool where C.Element == UInt8 {
        token.count >= 5 && sepaTags.contains { token.starts(with: $0) }
    }

    /// Words that say nothing about which merchant it is.
    static let noiseWords: Set<String> = [
        "REF", "REF:", "ID", "ID:", "TRN", "TXN", "NO", "NO.", "#", "*", "-", "/", "ON", "AT", "DDR", "BGC", "BCC", "FPO",
        "DEB", "SO", "CR", "DR", "PURCHASE", "PAYMENT", "RECURRING", "CARD", "VISA", "MASTERCARD", "DEBIT", ".",
        "YOUR", "IHR", "EINKAUF", "BEI",  // PayPal's "Ihr Einkauf bei …", "Your purchase at …"
        "SEPA", "DD",  // a UK direct debit's marker ("TV LICENSING DD")
        "DANKT", "SAGT", "DANKE", "DANKE.", "K1", "K2",  // Austrian tills: "LIDL DANKT 0223 K1", "REWE SAGT DANKE."
        "OM", "UUR", "NAAR", "UW", "AANKOOP", "BIJ",  // Belgian card lines ("OM 14.22 UUR"), PayPal's "Uw aankoop bij …"
        "A", "HEURES",  // and in French ("A 16.46 HEURES")
        "XXXX",  // a masked card number ("4230 15XX XXXX 5068")
        "KARTEN", "NR.",  // PostFinance's "KARTEN NR. XXXX7986"
    ]

    /// The descriptor upper-cased, without processor prefixes (`PAYPAL *NETFLIX` → `NETFLIX`).
    public static func stripPrefixes(_ descriptor: String) -> String {
        String(decoding: strippedBytes(descriptor), as: UTF8.self)
    }

    static let prefixBytes: [[UInt8]] = prefixes.map { Array($0.utf8) }
    /// Prefixes by their first byte: a descriptor is compared only with the few that can match.
    static let prefixesByFirstByte: [[[UInt8]]] = {
        var table = [[[UInt8]]](repeating: [], count: 256)
        for p in prefixBytes { table[Int(p[0])].append(p) }
        return table
    }()

    /// Upper-cased UTF-8 (ASCII letters only; other scripts have no case that matters here),
    /// leading spaces and processor prefixes removed.
    static func strippedBytes(_ descriptor: String) -> [UInt8] {
        var bytes = Array(descriptor.utf8)
        if !bytes.allSatisfy({ $0 < 0x80 }) {
            bytes = Array(descriptor.uppercased().utf8)
        } else {
            for i in bytes.indices where bytes[i] >= 97 && bytes[i] <= 122 { bytes[i] -= 32 }
        }
        let start = bytes.withUnsafeBufferPointer { prefixLength($0) }
        return start == 0 ? bytes : Array(bytes[start...])
    }

    /// How many leading bytes of an upper-cased descriptor are spaces and processor prefixes
    /// (`PAYPAL *`, `SQ *`, `支付宝-`, …), repeatedly: `PAYPAL *SQ *JOE` → the length of `PAYPAL *SQ *`.
    static func prefixLength(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        let n = text.count
        var start = 0
        while true {
            while start < n && text[start] == 32 { start += 1 }
            if let p = prefix(in: text, at: start) {
                start += p
                continue
            }
            // a date or number between two booking texts (`ORDRE PERMANENT 01-06 VIREMENT VERS …`)
            var j = start
            while j < n && (text[j] >= 48 && text[j] <= 57 || text[j] == 45 || text[j] == 46 || text[j] == 47) { j += 1 }
            if start > 0, j > start, j < n, text[j] == 32, text[start] >= 48 && text[start] <= 57, let p = prefix(in: text, at: j + 1) {
                start = j + 1 + p
                continue
            }
            return start
        }
    }

    /// The length of the processor prefix or booking text that stands at `start` (the longest), if any.
    static func prefix(in text: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        let n = text.count
        guard start < n else { return nil }
        for p in prefixesByFirstByte[Int(text[start])] where n - start > p.count {
            var same = true
            for k in 0..<p.count where text[start + k] != p[k] {
                same = false
                break
            }
            if same { return p.count }
        }
        return nil
    }

    static let noiseSet = WordSet(noiseWords)
    /// Words that join a name's words (French and Spanish `de`, articles): not counted among its four.
    static let connectorSet = WordSet(["DE", "DU", "DES", "D", "L", "LA", "LE", "LES", "DEL"])
    static let regionSet = WordSet(regionCodes)

    static func isNoise<C: Collection>(_ token: C) -> Bool where C.Element == UInt8 { noiseSet.contains(token) }

    /// Upper-case words looked up by their UTF-8 bytes, allocating nothing: words of up to 8 bytes
    /// packed into an integer and kept in an open-addressing table, at most a quarter full, probed
    /// with one multiplication (Fibonacci hashing; a `Set<UInt64>` hashed every token with SipHash,
    /// 5% of a 1,000,000-row report); longer words compared byte by byte.
    struct WordSet: Sendable {
        /// Packed words; 0 is an empty slot (a packed word of one byte or more is never 0).
        private let slots: [UInt64]
        private let shift: UInt64
        private let hasEmpty: Bool
        private let long: [[UInt8]]

        init(_ words: Set<String>) {
            let packed = words.compactMap { WordSet.pack(Array($0.utf8)) }
            hasEmpty = packed.contains(0)
            let keys = packed.filter { $0 != 0 }
            var size = 16
            while size < keys.count * 4 { size <<= 1 }
            shift = UInt64(64 - size.trailingZeroBitCount)
            var table = [UInt64](repeating: 0, count: size)
            for key in keys {
                var i = WordSet.slot(key, shift)
                while table[i] != 0 && table[i] != key { i = (i + 1) & (size - 1) }
                table[i] = key
            }
            slots = table
            long = words.filter { $0.utf8.count > 8 }.map { Array($0.utf8) }
        }

        @inline(__always)
        private static func slot(_ key: UInt64, _ shift: UInt64) -> Int { Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift) }

        func contains<C: Collection>(_ token: C) -> Bool where C.Element == UInt8 {
            guard let p = WordSet.pack(token) else { return long.contains { token.elementsEqual($0) } }
            if p == 0 { return hasEmpty }
            let mask = slots.count - 1
            var i = WordSet.slot(p, shift)
            while true {
                let s = slots[i]
                if s == p { return true }
                if s == 0 { return false }
                i = (i + 1) & mask
            }
        }

        @inline(__always)
        static func pack<C: Collection>(_ bytes: C) -> UInt64? where C.Element == UInt8 {
            guard bytes.count <= 8 else { return nil }
            var v: UInt64 = 0
            for b in bytes { v = v << 8 | UInt64(b) }
            return v | UInt64(bytes.count) << 60
        }
    }

    /// The merchant key of a descriptor.
    ///
    /// - Complexity: O(n) in the descriptor's UTF-8 length; one allocation (the result).
    public static func key(_ descriptor: String) -> String {
        var copy = descriptor
        return copy.withUTF8 { key(utf8: $0) }
    }

    /// The merchant key of a descriptor given as UTF-8 (a stored row's bytes, with no String made
    /// for ASCII ones).
    public static func key(utf8 descriptor: UnsafeBufferPointer<UInt8>) -> String {
        var high: UInt8 = 0
        for b in descriptor { high |= b }
        if high >= 0x80 {
            var upper = String(decoding: descriptor, as: UTF8.self).uppercased()
            return upper.withUTF8 { asciiUpperKey($0) }
        }
        return asciiUpperKey(descriptor)
    }

    static let beneficiaryMarker: [UInt8] = Array(" /BEN ".utf8)

    /// Where the name after a ` /BEN ` field starts, in an upper-case descriptor; nil without one.
    static func beneficiaryStart(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        let marker = beneficiaryMarker
        guard text.count > marker.count else { return nil }
        var i = 0
        while i + marker.count < text.count {
            if text[i] == 32 && text[i + 1] == 47 {
                var k = 2
                while k < marker.count && text[i + k] == marker[k] { k += 1 }
                if k == marker.count { return i + marker.count }
            }
            i += 1
        }
        return nil
    }

    /// `key` once letters outside ASCII are upper-cased: ASCII is upper-cased here, byte by byte.
    private static func asciiUpperKey(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: raw.count + 1) { text in
            // upper-case ASCII into a scratch buffer
            for i in 0..<raw.count {
                let b = raw[i]
                text[i] = TextClass.asciiUpper(b)
            }
            let n = raw.count
            var start = prefixLength(UnsafeBufferPointer(rebasing: text[0..<n]))
            // easybank's booking code (`OG/000100020 BKAUATWW AT72… A1 TELEKOM AUSTRIA AG`,
            // `VD/000100064 GOOGLE *GOOGLE ONE`): the purpose or the card's details come before it,
            // the payee after it (and after the payee's bank and account).
            if let code = bookingCodeEnd(UnsafeBufferPointer(rebasing: text[0..<n])), code > start {
                start = code + prefixLength(UnsafeBufferPointer(rebasing: text[code..<n]))
            }
            // BNP Paribas' transfers name the payee after `/BEN` (`VIR PERMANENT EMIS /MOTIF LOYER
            // 12/26 /BEN ROUSSEAU C /REFDO 3278803084`): the purpose comes first.
            if let ben = beneficiaryStart(UnsafeBufferPointer(rebasing: text[0..<n])), ben > start { start = ben }
            let (personWords, titles, joiners, periodWords) = personWordSets
            // words: up to six kept (lo, hi) ranges, and one more for each `de` or article among them
            // (up to four): the key keeps four words besides those
            let connectors = connectorSet
            var joins = 0
            var ranges: [(Int, Int)] = []
            ranges.reserveCapacity(10)
            var bankLabel = false  // the labels just skipped name the payee's bank (`BIC CREGBEBB`, `BANQUIER BENEFICIAIRE: GEBABEBB`)
            var i = start
            while i < n && ranges.count < 6 + joins {
                while i < n && isSeparator(text[i]) { i += 1 }
                var j = i
                while j < n && !isSeparator(text[j]) { j += 1 }
                var lo = i
                var hi = j
                // `ZG RAIFFEISEN ENERGIE GMBH//KARLSRUHE/DE`: German card lines put the city after `//`
                var nameEnds = false
                if j - i >= 2, let p = (i..<(j - 1)).first(where: { text[$0] == 47 && text[$0 + 1] == 47 }),
                    p > i, text[p - 1] != 58  // not `HTTPS://`
                {
                    hi = p
                    nameEnds = true
                }
                if let p = gluedBookingText(text, lo, hi) {  // the name ends where the booking text starts
                    hi = p
                    nameEnds = true
                }
                // `#`, `:`, `-` and `'` (a spreadsheet's text mark) off the end; `#`, `-`, `'` off the start
                while hi > lo && (text[hi - 1] == 35 || text[hi - 1] == 58 || text[hi - 1] == 45 || text[hi - 1] == 39) { hi -= 1 }
                while lo < hi && (text[lo] == 35 || text[lo] == 45 || text[lo] == 39) { lo += 1 }
                i = nameEnds ? n : j
                guard lo < hi else { continue }
                let token = UnsafeBufferPointer(rebasing: text[lo..<hi])
                // `·` between a payee's name and the purpose an export gives (`GenericHeader.purposeMark`):
                // the name is the key; a purpose keys only a row without a name
                if hi - lo == 2 && text[lo] == 0xC2 && text[lo + 1] == 0xB7 {
                    if ranges.isEmpty { continue }
                    break
                }
                let afterBankLabel = bankLabel
                if fieldLabelSet.contains(token) {  // references follow
                    // (a label before any name is skipped: `REF. SCHULDEISER:` after `PAYPAL …`; but `MET`
                    // is a label only after a name: `MET OFFICE` is one)
                    if ranges.isEmpty {
                        // (`ID CREANCIER`, `ID EMETTEUR`: the creditor's id, a label too)
                        let creditorID =
                            token.elementsEqual("ID".utf8)
                            && nextWord(text, from: j, n).map { next in
                                creditorWords.contains(UnsafeBufferPointer(rebasing: text[next.0..<next.1]))
                            } ?? false
                        if token.elementsEqual("MET".utf8) || token.elementsEqual("ID".utf8) && !creditorID {
                            ranges.append((lo, hi))
                        } else if token.elementsEqual("BIC".utf8) || token.elementsEqual("BANQUIER".utf8) {
                            bankLabel = true
                        }
                        continue
                    }
                    break
                }
                bankLabel = false
                if isSEPATag(token) {  // `EREF+…MREF+…CRED+…SVWZ+…`: references, then the purpose
                    if ranges.isEmpty { continue }
                    break
                }
                if isNoise(token) { continue }
                // the payee's bank (`PEETERS JAN KREDBEBB`, `BKAUATWW AT72…`) and an IBAN printed in groups (`BE29 7358 …`)
                if isBIC(token), !ranges.isEmpty || afterBankLabel || ibanStarts(text, at: j, n) { continue }
                if hi - lo == 4, ibanHead(token), let next = nextWord(text, from: j, n), next.1 - next.0 == 4,
                    (next.0..<next.1).allSatisfy({ text[$0] >= 48 && text[$0] <= 57 })
                {
                    continue
                }
                if !ranges.isEmpty, monthSet.contains(token) { continue }  // "MIETE MAI", "LOYER JANVIER": a date that changes every charge
                // (every title, joiner and period word is 5 bytes or fewer: longer words, and the
                // short ones that are none of them, cost one lookup at most)
                if !ranges.isEmpty, hi - lo <= 5, personWords.contains(token) {
                    if titles.contains(token) { continue }
                    let joiner = joiners.contains(token)
                    let period = periodWords.contains(token)
                    if joiner || period, let next = nextWord(text, from: j, n) {
                        let following = UnsafeBufferPointer(rebasing: text[next.0..<next.1])
                        if joiner, titles.contains(following) { continue }
                        if period, monthSet.contains(following) || following[0] >= 48 && following[0] <= 57 { continue }
                    }
                }
                if token.contains(where: { $0 >= 48 && $0 <= 57 }) && (!isBrandWithDigits(token) || masked(token)) { continue }
                // the name said again ("SPOTIFY AB, IHR EINKAUF BEI SPOTIFY AB"): the key is complete
                if let first = ranges.first, ranges.count >= 2,
                    token.elementsEqual(UnsafeBufferPointer(rebasing: text[first.0..<first.1]))
                {
                    break
                }
                ranges.append((lo, hi))
                if hi - lo <= 3, joins < 4, connectors.contains(token) { joins += 1 }
                if ranges.count >= 2, legalFormSet.contains(token), addressFollows(text, from: j, to: n) { break }
            }
            while ranges.count > 1, let last = ranges.last,
                regionSet.contains(UnsafeBufferPointer(rebasing: text[last.0..<last.1]))
            {
                ranges.removeLast()
            }
            if ranges.isEmpty {
                // only references after a payment intermediary (a Luxembourg PayPal mandate: `DOMICILIATION
                // SEPA PAYPAL EUROPE … MANDAT 5EJ224 ID CREANCIER LU96ZZZ…`): the intermediary is who is paid
                let stripped = UnsafeBufferPointer(rebasing: text[0..<start])
                if start > 0, let name = intermediaryNames.first(where: { containsCaseless(stripped, Array($0.utf8)) }) { return name }
                // all digits (or nothing): keep the descriptor without its digits, so it still groups
                return String(decoding: UnsafeBufferPointer(rebasing: text[0..<n]), as: UTF8.self).filter { !$0.isNumber }.split(
                    separator: " "
                ).joined(separator: " ")
            }
            // Four words, not counting the articles and `de` that join them (`OFFICE PUBLIC DE L
            // HABITAT DE MONTREUIL` keeps `MONTREUIL`, which says whose office it is).
            func joining(_ r: (Int, Int)) -> Bool {
                joins > 0 && r.1 - r.0 <= 3 && connectors.contains(UnsafeBufferPointer(rebasing: text[r.0..<r.1]))
            }
            var kept = 0
            var words = 0
            while kept < ranges.count {
                let join = joining(ranges[kept])
                if !join && words == 4 { break }
                if !join { words += 1 }
                kept += 1
            }
            while kept > 1, joining(ranges[kept - 1]) { kept -= 1 }
            var length = 0
            for (k, r) in ranges.prefix(kept).enumerated() { length += (k > 0 ? 1 : 0) + r.1 - r.0 }
            return String(unsafeUninitializedCapacity: length) { out in
                var w = 0
                for (k, r) in ranges.prefix(kept).enumerated() {
                    if k > 0 {
                        out[w] = 32
                        w += 1
                    }
                    for q in r.0..<r.1 {
                        out[w] = text[q]
                        w += 1
                    }
                }
                return w
            }
        }
    }

    /// Where an easybank booking code ends: two capitals, `/`, six digits or more (`OG/000100020`,
    /// `VD/000100064`), a word of its own. Nil when the descriptor has none.
    static func bookingCodeEnd(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        let n = text.count
        var i = 0
        while i + 9 <= n {
            if text[i + 2] == 47, i == 0 || isSeparator(text[i - 1]), text[i] >= 65 && text[i] <= 90, text[i + 1] >= 65 && text[i + 1] <= 90
            {
                var j = i + 3
                while j < n && text[j] >= 48 && text[j] <= 57 { j += 1 }
                if j - (i + 3) >= 6 && (j == n || isSeparator(text[j])) { return j }
            }
            i += 1
        }
        return nil
    }

    /// Digits then `XX` (`15XX`, `44XX`): part of a masked card number.
    static func masked<C: Collection>(_ token: C) -> Bool where C.Element == UInt8 {
        guard token.count >= 3, let first = token.first, first >= 48 && first <= 57 else { return false }
        return token.suffix(2).allSatisfy { $0 == 88 }
    }

    /// The next word after `from` (its bounds), if any.
    static func nextWord(_ text: UnsafeMutableBufferPointer<UInt8>, from: Int, _ n: Int) -> (Int, Int)? {
        var i = from
        while i < n && isSeparator(text[i]) { i += 1 }
        var j = i
        while j < n && !isSeparator(text[j]) { j += 1 }
        return i < j ? (i, j) : nil
    }

    /// Two capitals and two digits: how an IBAN starts (`BE29`, `AT72…`).
    static func ibanHead<C: Collection>(_ token: C) -> Bool where C.Element == UInt8 {
        guard token.count >= 4 else { return false }
        for (k, b) in token.prefix(4).enumerated() {
            if k < 2 ? !(b >= 65 && b <= 90) : !(b >= 48 && b <= 57) { return false }
        }
        return true
    }

    /// Whether the next word is an IBAN written whole (`AT721200026774619720`).
    static func ibanStarts(_ text: UnsafeMutableBufferPointer<UInt8>, at from: Int, _ n: Int) -> Bool {
        guard let (i, j) = nextWord(text, from: from, n), j - i >= 14 else { return false }
        return ibanHead(UnsafeBufferPointer(rebasing: text[i..<j])) && (i + 2..<j).allSatisfy { text[$0] >= 48 && text[$0] <= 57 }
    }

    /// Countries whose banks' BICs name the payee's bank in SEPA lines (`KREDBEBB`, `BKAUATWW`,
    /// `RZBAATWW`), as two ASCII bytes in one integer.
    static let bicCountries: Set<UInt16> = Set(
        ["BE", "NL", "AT", "DE", "FR", "LU", "IT", "ES", "CH", "IE", "PT"].map { c in
            let b = Array(c.utf8)
            return UInt16(b[0]) << 8 | UInt16(b[1])
        })

    /// A bank's BIC: eight or eleven capitals and digits, four letters of the bank, then a SEPA
    /// country. Allocates nothing (it runs on every word of every stored row).
    static func isBIC<C: Collection>(_ token: C) -> Bool where C.Element == UInt8 {
        guard token.count == 8 || token.count == 11 else { return false }
        var country: UInt16 = 0
        for (k, b) in token.enumerated() {
            let letter = b >= 65 && b <= 90
            if k < 6 && !letter || k >= 6 && !(letter || b >= 48 && b <= 57) { return false }
            if k == 4 || k == 5 { country = country << 8 | UInt16(b) }
        }
        return bicCountries.contains(country)
    }

    @inline(__always)
    static func isSeparator(_ b: UInt8) -> Bool { b == 32 || b == 9 || b == 44 || b == 124 || b == 42 }  // space tab , | *

    /// Tokens like `3M`, `7-ELEVEN`, `O2`, `1PASSWORD`, `365`, `GO2BANK`, `爱奇艺VIP会员` keep their
    /// digits: short mostly-letter tokens, and anything with CJK (at most three digits). A token
    /// that switches between letters and digits four times or more (`7QK2P`, `A1B2C`, `K9X4M`) is a
    /// reference code that changes every charge (`Crunchyroll 7QK2P Premium`), never a brand.
    static func isBrandWithDigits<C: Collection>(_ token: C) -> Bool where C.Element == UInt8 {
        var digits = 0
        var letters = 0
        var nonASCII = false
        var runs = 0
        var last: UInt8 = 0  // 1 letter, 2 digit
        for b in token {
            var kind: UInt8 = 0
            if b >= 48 && b <= 57 {
                digits += 1
                kind = 2
            } else if (b >= 65 && b <= 90) || (b >= 97 && b <= 122) {
                letters += 1
                kind = 1
            } else if b >= 0x80 {
                nonASCII = true
            }
            if kind != 0 && kind != last {
                runs += 1
                last = kind
            }
        }
        if nonASCII { return digits <= 3 }
        if token.count <= 5 && token.contains(38) { return true }  // "1&1", "3&1": an ampersand joins a brand
        if runs >= 4 { return false }
        return (letters >= 1 && digits <= 2 && token.count <= 9)
            || (digits == 3 && letters == 0 && token.count == 3 && token.elementsEqual("365".utf8))
    }
}
