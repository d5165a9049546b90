import Foundation
import SubscanCore

// Stage 5 of `Detector.detect`: one biller under two descriptors is one subscription.
extension Detector {
    /// Joins a stream that stops with one that starts where it stopped under a slightly different
    /// name ("PAWSURE PET INSURANCE" → "PAWSURE PET INS", "LA HUERTA EN CASA" → "LAHUERTAENCASA.ES"):
    /// a biller that changed its descriptor is still one subscription.
    ///
    /// Similar, for streams without a brand: one name's letters start or end the other's, or both
    /// start with the same seven letters and no third stream does (`TV LICENCE` → `TV LICENSING`); the first two
    /// words agree; they share a word of four letters or more that names no payment method or
    /// kind of bill and no third stream carries (`PAWSURE PET INS` → `PAWSURE INSURANCE`,
    /// `ZELLE TO OAKWOOD PROPERTY` → `OAKWOOD PROPERTY MGMT ACH`); one opens with the initials of
    /// the other's first words (`HUDSON VALLEY ELEC PAYMENT` → `HVE AUTOPAY`); or, in Chinese,
    /// they share three characters in a row that no third stream has (`国网电力 电费` →
    /// `国网电费自动缴费`, `房租-王建国` → `转账-王建国 房租`).
    /// Streams whose charges carry the same payee identifier (a SEPA creditor ID, an ACH originator
    /// ID) are the same biller whatever their names (`SUMMIT POWER CO` → `CRESTLINE ENERGY`), and so
    /// are streams whose charges name the same contract or customer number (`DREWAG … Vertragskonto
    /// 420233306918` → `SachsenEnergie AG … Vertragskonto 420233306918`).
    /// A store-front brand's stream (`APPLE.COM/BILL`) also continues a stream of a brand of the
    /// same company (`支付宝-Apple iCloud+`): the service is billed another way, and keeps its name.
    /// Two streams named as one brand under two descriptors (`MSFT * E0400…` named Microsoft 365 by
    /// its price, then `MICROSOFT*MICROSOFT 365`) are tried as one too, and so are two plans of one
    /// service named by their prices under one descriptor, one after the other (iCloud+ 0.99, then 2.99),
    /// and two streams of one key when the later one's first charge was debited under another mandate
    /// than the earlier one's last (a plan paid through PayPal, then under the service's own mandate).
    /// - Complexity: O(n × name length): candidates come from lookups, never from all pairs.
    func mergeRenamedStreams(_ subs: inout [Subscription], home: [Int: Currency], accountIndex: [String: Int]) {
        func letters(_ key: String) -> String {
            if key.utf8.allSatisfy({ $0 < 0x80 }) {
                return String(decoding: key.utf8.filter { ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) }, as: UTF8.self)
            }
            return String(key.unicodeScalars.filter { CharacterSet.letters.contains($0) }.map(Character.init))
        }
        func twoWords(_ key: String) -> String? {
            let words = key.split(separator: " ")
            return words.count >= 2 ? words.prefix(2).joined(separator: " ") : nil
        }
        /// Words that can name the same thing in two unrelated streams: how it was paid, or what kind of bill it is.
        func distinctiveWords(_ key: String) -> [String] {
            key.split(separator: " ").compactMap { w in
                let word = String(w)
                guard word.utf8.count >= 4, word.utf8.allSatisfy({ $0 >= 65 && $0 <= 90 }),
                    !Detector.sharedWords.contains(word)
                else { return nil }
                return word
            }
        }
        /// `HUDSON VALLEY ELEC PAYMENT` → [`HV`, `HVE`, `HVEP`]: initials of its first words.
        func initials(_ key: String) -> [String] {
            let words = key.split(separator: " ").prefix(4)
            guard words.count >= 3, words.allSatisfy({ $0.first.map { $0 >= "A" && $0 <= "Z" } ?? false }) else { return [] }
            return (3...words.count).map { n in String(words.prefix(n).map { $0.first! }) }
        }
        /// Every three characters in a row of a name that is not in ASCII letters.
        func hanTrigrams(_ letters: String) -> [String] {
            guard !letters.utf8.allSatisfy({ $0 < 0x80 }) else { return [] }
            let chars = Array(letters)
            return chars.count < 3 ? [] : (0...(chars.count - 3)).map { String(chars[$0..<($0 + 3)]) }
        }
        func familyOf(_ id: String) -> String { String(id.split(separator: "-").first ?? Substring(id)) }
        var merged = true
        while merged {
            merged = false
            let lettersOf = subs.map { $0.catalogID == nil ? letters($0.merchantKey) : "" }
            var byLetters: [String: [Int]] = [:]
            var byTwoWords: [String: [Int]] = [:]
            var byWord: [String: [Int]] = [:]
            var byInitials: [String: [Int]] = [:]
            var byHanTrigram: [String: [Int]] = [:]
            var byStem: [String: [Int]] = [:]  // the first seven letters of Latin names
            var byFamily: [String: [Int]] = [:]
            var byCatalogID: [String: [Int]] = [:]
            // a payee identifier (SEPA creditor ID, ACH originator ID) where a stream ends and where it starts
            let payees: [Set<String>] = subs.map { sub in
                Set([sub.charges.first, sub.charges.last].compactMap { $0.flatMap { MerchantNormalizer.payeeID($0.description) } })
            }
            var byPayee: [String: [Int]] = [:]
            for (i, ids) in payees.enumerated() { for id in ids { byPayee[id, default: []].append(i) } }
            // the customer's contract number with the biller, where a stream ends and where it starts
            let contracts: [Set<String>] = subs.map { sub in
                Set([sub.charges.first, sub.charges.last].compactMap { $0.flatMap { MerchantNormalizer.contractNumber($0.description) } })
            }
            // the mandate a stream's last and a stream's first charge were debited under: a contract
            // split from its payee's other contract keeps its key, and may continue a stream of the
            // same key billed another way (Spotify through PayPal, then by Spotify's own mandate)
            let mandates: [(first: String?, last: String?)] = subs.map { sub in
                (
                    sub.charges.first.flatMap { MerchantNormalizer.mandateReference($0.description) },
                    sub.charges.last.flatMap { MerchantNormalizer.mandateReference($0.description) }
                )
            }
            var byContract: [String: [Int]] = [:]
            for (i, numbers) in contracts.enumerated() { for n in numbers { byContract[n, default: []].append(i) } }
            for (i, l) in lettersOf.enumerated() where l.count >= 4 {
                byLetters[l, default: []].append(i)
                if let w = twoWords(subs[i].merchantKey) { byTwoWords[w, default: []].append(i) }
                for w in Set(distinctiveWords(subs[i].merchantKey)) { byWord[w, default: []].append(i) }
                for x in initials(subs[i].merchantKey) { byInitials[x, default: []].append(i) }
                for t in Set(hanTrigrams(l)) { byHanTrigram[t, default: []].append(i) }
                if l.count >= 7, l.utf8.allSatisfy({ $0 < 0x80 }) { byStem[String(l.prefix(7)), default: []].append(i) }
            }
            for (i, sub) in subs.enumerated() {
                if let id = sub.catalogID, !StreamFinder.umbrellaBrands.contains(id) {
                    byFamily[familyOf(id), default: []].append(i)
                    byCatalogID[id, default: []].append(i)
                }
            }
            // streams joined in this pass are looked at again in the next, with their new names
            var touched = Set<Int>()
            var removed = Set<Int>()
            for j in subs.indices where !touched.contains(j) {
                var candidates = Set<Int>()
                for id in payees[j] { candidates.formUnion(byPayee[id] ?? []) }
                for n in contracts[j] { candidates.formUnion(byContract[n] ?? []) }
                let byIdentity = candidates  // the same biller by its identifier or the contract's, whatever the names
                if let id = subs[j].catalogID {
                    // a store-front brand's stream: the company's own brands may be the same service
                    if StreamFinder.umbrellaBrands.contains(id) {
                        candidates.formUnion(byFamily[familyOf(id)] ?? [])
                    } else {
                        candidates.formUnion(byCatalogID[id] ?? [])
                    }
                } else if lettersOf[j].count >= 4 {
                    let key = subs[j].merchantKey
                    let lj = lettersOf[j]
                    let bounds = Array(lj.indices) + [lj.endIndex]  // character n starts at bounds[n]
                    let count = bounds.count - 1
                    for length in 4..<count { candidates.formUnion(byLetters[String(lj[..<bounds[length]])] ?? []) }
                    if count > 8 {  // `CUOTA PRESTAMO HIPOTECARIO` after `PRESTAMO HIPOTECARIO`
                        for start in 1...(count - 8) { candidates.formUnion(byLetters[String(lj[bounds[start]...])] ?? []) }
                    }
                    if let w = twoWords(key) { candidates.formUnion(byTwoWords[w] ?? []) }
                    for w in distinctiveWords(key) where (byWord[w]?.count ?? 0) == 2 { candidates.formUnion(byWord[w]!) }
                    if let first = key.split(separator: " ").first, (2...4).contains(first.count) {
                        candidates.formUnion(byInitials[String(first)] ?? [])
                    }
                    if count >= 7, let stem = byStem[String(lj.prefix(7))], stem.count == 2 {  // `TV LICENCE` → `TV LICENSING`
                        candidates.formUnion(stem)
                    }
                    for t in hanTrigrams(lettersOf[j]) where (byHanTrigram[t]?.count ?? 0) == 2 {
                        candidates.formUnion(byHanTrigram[t]!)
                    }
                }
                candidates.remove(j)
                candidates.subtract(touched)
                for i in candidates.sorted() {
                    let (a, b, ai, bi) = subs[i].firstDate <= subs[j].firstDate ? (subs[i], subs[j], i, j) : (subs[j], subs[i], j, i)
                    // two plans of one service named by their prices under one store front: an upgrade (iCloud+ 0.99 → 2.99)
                    let planChange = a.catalogID == b.catalogID && a.flags.contains(.namedByPrice) && b.flags.contains(.namedByPrice)
                    let otherMandate = mandates[ai].last.map { last in mandates[bi].first.map { $0 != last } ?? false } ?? false
                    guard a.currency == b.currency, a.cycle == b.cycle, a.merchantKey != b.merchantKey || planChange || otherMandate,
                        a.charges.first?.account == b.charges.first?.account
                    else { continue }
                    let gap = b.firstDate.dayNumber - a.lastDate.dayNumber
                    let nominal = a.cycle.nominalDays
                    guard Double(gap) >= -nominal / 2, Double(gap) <= 2.5 * nominal else { continue }
                    let before = a.lastAmount.minorUnits
                    let after = b.charges.first.map { Int64(clamping: $0.amount.minorUnits.magnitude) } ?? 0
                    let variable = a.flags.contains(.variableAmount) || b.flags.contains(.variableAmount)
                    guard variable || planChange || abs(before - after) * 10 <= max(before, after) else { continue }

                    let combined = (a.charges + b.charges).filter { $0.status == .posted }.sorted { $0.date < $1.date }
                    var light: [Charge] = []
                    for (k, t) in combined.enumerated() { light.append(Charge(date: t.date, amount: t.amount, index: k)) }
                    let named = Named(key: b.merchantKey, brand: nil)
                    let streams = StreamFinder.streams(in: light, brand: nil, merchantKey: b.merchantKey)
                    guard streams.count == 1, let stream = streams.first, stream.charges.count * 10 >= combined.count * 9,
                        let account = combined.first.map({ accountIndex[$0.account] ?? -1 }),
                        var joined = finish(stream, row: { combined[$0] }, named: named, refunds: [], home: home[account])
                    else { continue }
                    // named as the newer stream, unless only the older one names a brand, or the newer
                    // one names the store front it is billed through now, or, without brands, the older
                    // name says more (`HUDSON VALLEY ELEC` over `HVE AUTOPAY`)
                    let storeFront = { (s: Subscription) in s.catalogID.map(StreamFinder.umbrellaBrands.contains) ?? false }
                    let name: Subscription
                    if a.catalogID != nil && (b.catalogID == nil || storeFront(b)) && !storeFront(a) {
                        name = a
                    } else if a.catalogID == nil && b.catalogID == nil {
                        // a biller known only by its identifier renamed itself: its new name is the one
                        // the statements print now (`DREWAG STADTWERKE DRESDEN` → `SACHSENENERGIE AG`)
                        let renamed = byIdentity.contains(i) && !Detector.sharesNameWord(a.merchantKey, b.merchantKey)
                        name = renamed || Detector.nameWeight(a.merchantKey) <= Detector.nameWeight(b.merchantKey) ? b : a
                    } else {
                        name = b
                    }
                    joined.catalogID = name.catalogID
                    joined.category = name.category
                    joined.merchant = name.merchant
                    joined.cancelURL = name.cancelURL
                    joined.color = name.color
                    if planChange { joined.flags.append(.namedByPrice) }
                    if name.flags.contains(.shareable) && !joined.flags.contains(.shareable) { joined.flags.append(.shareable) }
                    subs[ai] = joined
                    removed.insert(bi)
                    touched.formUnion([ai, bi])
                    merged = true
                    break
                }
            }
            if !removed.isEmpty { subs = subs.indices.filter { !removed.contains($0) }.map { subs[$0] } }
        }
    }

    /// Whether two keys share a word of three letters or more that is no payment or bill word
    /// (`PAWSURE PET INS`, `PAWSURE INSURANCE`), the same four letters first (`TV LICENCE`, `TV
    /// LICENSING`), or one opens with the other's initials (`HUDSON VALLEY ELEC`, `HVE AUTOPAY`).
    static func sharesNameWord(_ a: String, _ b: String) -> Bool {
        let words = { (key: String) in
            Set(key.split(separator: " ").map(String.init).filter { $0.count >= 3 && !sharedWords.contains($0) })
        }
        if !words(a).isDisjoint(with: words(b)) { return true }
        let la = a.filter(\.isLetter), lb = b.filter(\.isLetter)
        guard la.count >= 4, lb.count >= 4 else { return false }
        let ia = initialsOf(a), ib = initialsOf(b)
        if ia.count >= 3 && lb.hasPrefix(ia.prefix(3)) || ib.count >= 3 && la.hasPrefix(ib.prefix(3)) { return true }
        return la.prefix(4) == lb.prefix(4)
    }

    /// The first letters of a key's words (`HUDSON VALLEY ELEC` → `HVE`).
    static func initialsOf(_ key: String) -> String { String(key.split(separator: " ").compactMap(\.first)) }

    /// How much a key says about whose it is: letters in words of three or more that are not
    /// payment or bill words, plus one per such word (`LA HUERTA EN CASA` over `LAHUERTAENCASA.ES`).
    static func nameWeight(_ key: String) -> Int {
        key.split(separator: " ").reduce(0) { total, w in
            let letters = w.unicodeScalars.filter { CharacterSet.letters.contains($0) }.count
            let nonASCII = w.utf8.contains { $0 >= 0x80 }
            guard letters >= (nonASCII ? 2 : 3), !sharedWords.contains(String(w)) else { return total }
            return total + letters + 1
        }
    }

    /// Words two unrelated billers' descriptors share: how the money was paid and what kind of
    /// bill it is. A renamed biller is not recognised by these alone.
    static let sharedWords: Set<String> = [
        "ACH", "AUTOPAY", "BILL", "BILLPAY", "CARD", "DEBIT", "DIRECT", "ONLINE", "ORDER", "PAYMENT", "PAYMENTS", "PURCHASE",
        "RECURRING", "STANDING", "TRANSFER", "ZELLE", "MONTHLY", "ANNUAL", "YEARLY", "SUBSCRIPTION", "MEMBERSHIP",
        "PREMIUM", "PLAN", "AUTO", "LOAN", "RENT", "MORTGAGE", "INSURANCE", "ENERGY", "ELECTRIC", "POWER", "WATER",
        "MOBILE", "WIRELESS", "TELECOM", "BROADBAND", "FIBRE", "FIBER", "FITNESS", "CREDIT", "UNION", "BANK", "SERVICES",
        "SERVICE", "GROUP", "HOME", "PROPERTY", "MGMT", "MANAGEMENT", "LIMITED", "CORP", "COMPANY", "INTERNATIONAL",
        "RECIBO", "CUOTA", "TRANSFERENCIA", "TRANSF", "PERIODICA", "DOMICILIACION", "ADEUDO", "SEGURO", "SEGUROS", "PRESTAMO", "HIPOTECA",
        "HIPOTECARIO", "ALQUILER",
        "LASTSCHRIFT", "DAUERAUFTRAG", "UEBERWEISUNG", "MIETE", "VERSICHERUNG", "STROM", "KREDIT", "PRELEVEMENT",
        "VIREMENT", "LOYER", "ASSURANCE", "ENERGIE", "MUTUELLE",
    ]
}
