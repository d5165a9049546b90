import Foundation
import SubscanCore

// Stages 1 and 2 of `Detector.detect`: every descriptor's merchant key, and each distinct key named
// once from the catalog.
extension Detector {
    /// One core's share of stage 1: its transactions' keys, numbered within the chunk.
    struct KeyedChunk: Sendable {
        var range: Range<Int>
        var localIDs: [Int32]  // per transaction of the chunk; -1: not grouped (an inflow)
        var keys: [String]  // the chunk's distinct keys, by local id
    }

    /// Which merchant each transaction belongs to.
    struct MerchantNames {
        /// Per transaction, its distinct key's index; -1 for an inflow left out.
        var keyOf: [Int32]
        /// Per distinct key, the index of its merchant in `named` (keys of one brand share one).
        var keyToNamed: [Int]
        var named: [Named]
    }

    /// Stage 1: merchant keys, on all cores (the costly per-transaction step). Each core also numbers
    /// the distinct keys of its chunk, so the million string hashes happen in parallel too.
    func merchantKeys(_ transactions: TransactionTable) -> [KeyedChunk] {
        let includeIncome = options.includeIncome
        return Parallel.chunks(transactions.count) { range in
            var ids: [Int32] = []
            ids.reserveCapacity(range.count)
            var local: [String: Int32] = [:]
            var keys: [String] = []
            for i in range {
                if !includeIncome && transactions.minorUnits(i) > 0 {
                    ids.append(-1)
                    continue
                }
                let key = transactions.withDescription(i) { MerchantNormalizer.key(utf8: $0) }
                if let id = local[key] {
                    ids.append(id)
                } else {
                    let id = Int32(keys.count)
                    local[key] = id
                    keys.append(key)
                    ids.append(id)
                }
            }
            return KeyedChunk(range: range, localIDs: ids, keys: keys)
        }
    }

    /// Stage 2: each distinct key named once from the catalog, also on all cores.
    func nameMerchants(_ chunks: [KeyedChunk], _ transactions: TransactionTable) -> MerchantNames {
        var keyIndex: [String: Int] = [:]
        var distinct: [String] = []
        var firstOfKey: [Int] = []  // the first and last transactions carrying each key (for the whole-line fallback below)
        var lastOfKey: [Int] = []
        var keyOf = [Int32](repeating: -1, count: transactions.count)
        for chunk in chunks {
            var remap: [Int32] = []
            remap.reserveCapacity(chunk.keys.count)
            for key in chunk.keys {
                if let k = keyIndex[key] {
                    remap.append(Int32(k))
                } else {
                    keyIndex[key] = distinct.count
                    remap.append(Int32(distinct.count))
                    distinct.append(key)
                    firstOfKey.append(-1)
                    lastOfKey.append(-1)
                }
            }
            // (through buffers: a million rows, and each array write checked its storage's uniqueness)
            keyOf.withUnsafeMutableBufferPointer { keyOf in
                firstOfKey.withUnsafeMutableBufferPointer { firstOfKey in
                    lastOfKey.withUnsafeMutableBufferPointer { lastOfKey in
                        for (offset, id) in chunk.localIDs.enumerated() where id >= 0 {
                            let k = remap[Int(id)]
                            keyOf[chunk.range.lowerBound + offset] = k
                            if firstOfKey[Int(k)] < 0 { firstOfKey[Int(k)] = chunk.range.lowerBound + offset }
                            lastOfKey[Int(k)] = chunk.range.lowerBound + offset
                        }
                    }
                }
            }
        }
        let catalog = self.catalog
        let distinctKeys = distinct
        let (first, last) = (firstOfKey, lastOfKey)
        // (a key that names no brand tries its first and last rows' whole lines, on all cores too, as
        // `Detector.brand` does for one row; both must name the same brand, so a key that is only
        // booking words, shared by many payees, takes no brand from one of them)
        var brands: [Brand?] = Parallel.map(distinctKeys.count, minimum: 2_000) { k in
            if let brand = catalog.match(descriptor: distinctKeys[k])?.brand { return brand }
            let line = { (i: Int) in catalog.match(descriptor: transactions.description(i))?.brand }
            guard let brand = line(first[k]), last[k] == first[k] || line(last[k])?.id == brand.id else { return nil }
            return brand
        }

        // A biller's rows that name one of the services it bills (`Swisscom (Schweiz) AG … Wingo
        // Rechnung …`) are that service's: keyed apart from the biller's own rows, named by it.
        // Likewise a payee that names no brand, whose purpose names one on some rows only (`AMAZON EU
        // S.A R.L. · … Amazon.de Prime Mitgliedschaft` beside the same payee's orders): those rows are
        // the brand's.
        // (a payee without a brand only in an export with a purpose column: its first or last row has
        // the mark; both are looked at, since a card payment to the same payee has none: `DB Vertrieb
        // GmbH` for a ticket, `DB Vertrieb GmbH · Deutschlandticket Mai 2026` for the subscription)
        let marked = { (k: Int) in
            first[k] >= 0
                && (transactions.description(first[k]).contains(" · ") || transactions.description(last[k]).contains(" · "))
        }
        let splittable = Set(distinct.indices.filter { brands[$0].map(catalog.billsOthers) ?? marked($0) })
        if !splittable.isEmpty {
            var split: [String: Int32] = [:]
            for i in keyOf.indices where keyOf[i] >= 0 && splittable.contains(Int(keyOf[i])) {
                let k = Int(keyOf[i])
                let service: Brand?
                if let biller = brands[k] {
                    service = catalog.subBrand(of: biller, in: transactions.description(i))
                } else {
                    let line = transactions.description(i)
                    guard let mark = line.range(of: " · ") else { continue }
                    service = catalog.match(descriptor: String(line[mark.upperBound...]))?.brand
                }
                guard let service else { continue }
                let key = distinct[k] + " " + service.id
                if let existing = split[key] {
                    keyOf[i] = existing
                } else {
                    split[key] = Int32(distinct.count)
                    keyOf[i] = Int32(distinct.count)
                    distinct.append(key)
                    brands.append(service)
                }
            }
        }

        // Two contracts with one payee at once, each under its own mandate or contract number
        // (electricity and gas from one Stadtwerke; Amazon's Prime beside its orders): keyed apart.
        let parts = Self.splitContracts(&keyOf, &distinct, &brands, first: first, last: last, transactions, catalog)

        // Name each key: its brand, or itself (a key with a code that changes every charge: its
        // family's other words); a contract split from its payee's key stays a merchant of its own.
        var rowsOfKey = [Int](repeating: 0, count: distinct.count)
        rowsOfKey.withUnsafeMutableBufferPointer { rows in for k in keyOf where k >= 0 { rows[Int(k)] += 1 } }
        let families = Self.codeFamilies(distinct, rows: rowsOfKey)
        var named: [Named] = []
        var namedIndex: [String: Int] = [:]  // brand id or merchant key → index in `named`
        var keyToNamed = [Int](repeating: 0, count: distinct.count)
        for k in distinct.indices {
            let brand = brands[k]
            let groupKey = brand?.id ?? families[k] ?? distinct[k]
            let index = parts[k].map { groupKey + "\u{1F}" + $0 } ?? groupKey
            if let existing = namedIndex[index] {
                keyToNamed[k] = existing
            } else {
                keyToNamed[k] = named.count
                namedIndex[index] = named.count
                named.append(Named(key: groupKey, brand: brand))
            }
        }
        return MerchantNames(keyOf: keyOf, keyToNamed: keyToNamed, named: named)
    }

    /// The rows of a payee's key that belong to one of two contracts or more billed at once: each
    /// contract's rows carry its own mandate reference (`MerchantNormalizer.mandateReference`) or,
    /// without one, its own contract number (`contractNumber`), on two rows or more, under the same
    /// creditor id (or none printed), and two of them interleave (two rows or more of one fall
    /// between the other's first and last). Those rows get a key of their own (the same text,
    /// appended to `distinct`), named by the brand both its first and last lines name, else by the
    /// payee's. A mandate that follows another (a new tariff, a new contract) keeps its rows with the
    /// payee's: a price step, not a second subscription. Only keys whose first or last row carries a
    /// mandate or contract number are read row by row. Returns each split key's contract, by key index.
    static func splitContracts(
        _ keyOf: inout [Int32], _ distinct: inout [String], _ brands: inout [Brand?], first: [Int], last: [Int],
        _ transactions: TransactionTable, _ catalog: Catalog
    ) -> [Int: String] {
        // (a mandate reference is unique with its creditor only: the creditor's id goes first, and
        // only contracts with one creditor are told apart; Netflix's own mandate beside PayPal's for
        // Netflix is one service billed two ways, its plans told apart by their prices)
        func contract(_ i: Int) -> String? {
            guard transactions.withDescription(i, MerchantNormalizer.mayNameContract) else { return nil }
            let line = transactions.description(i)
            let number =
                MerchantNormalizer.mandateReference(line).map { "M " + $0 } ?? MerchantNormalizer.contractNumber(line).map { "C " + $0 }
            return number.map { (MerchantNormalizer.payeeID(line) ?? "-") + " " + $0 }
        }
        func creditor(_ contract: String) -> Substring { contract.prefix { $0 != " " } }
        let candidates = Set(
            first.indices.filter { k in first[k] >= 0 && (contract(first[k]) != nil || last[k] != first[k] && contract(last[k]) != nil) })
        guard !candidates.isEmpty else { return [:] }
        // per candidate key, per contract: its rows (keys looked up in an array: every row is asked)
        var isCandidate = [Bool](repeating: false, count: distinct.count)
        for k in candidates { isCandidate[k] = true }
        var rowsOf: [Int: [String: [Int]]] = [:]
        for i in keyOf.indices where keyOf[i] >= 0 && isCandidate[Int(keyOf[i])] {
            guard let c = contract(i) else { continue }
            rowsOf[Int(keyOf[i]), default: [:]][c, default: []].append(i)
        }
        var parts: [Int: String] = [:]
        for k in candidates.sorted() {
            guard let byContract = rowsOf[k] else { continue }
            let contracts = byContract.filter { $0.value.count >= 2 }.mapValues { rows in
                rows.map { transactions.date($0) }.sorted()
            }
            guard contracts.count >= 2 else { continue }
            let within = { (dates: [LocalDate], span: [LocalDate]) in dates.filter { $0 >= span.first! && $0 <= span.last! }.count }
            var apart = Set<String>()
            for (a, da) in contracts {
                for (b, db) in contracts where a < b && creditor(a) == creditor(b) && (within(da, db) >= 2 || within(db, da) >= 2) {
                    apart.formUnion([a, b])
                }
            }
            for c in apart.sorted() {
                let rows = byContract[c]!.sorted { transactions.date($0) < transactions.date($1) }
                let line = { (i: Int) in catalog.match(descriptor: transactions.description(i))?.brand }
                let own = line(rows.first!).flatMap { brand in line(rows.last!)?.id == brand.id ? brand : nil }
                let k2 = distinct.count
                distinct.append(distinct[k])
                brands.append(own ?? brands[k])
                parts[k2] = c
                for i in rows { keyOf[i] = Int32(k2) }
            }
        }
        return parts
    }

    /// Keys learnt from the history to differ only by a reference code that changes every charge, a
    /// word the key's shape rules keep (`NDVXGU11 PERRIN CLAUDINE`, `U44TF25P PERRIN CLAUDINE`,
    /// `THZTDRWL C. PERRIN SENDER` beside `C. PERRIN SENDER`): a word of five capitals and digits or
    /// more, with a digit or at most one vowel, removed at the same place, leaves the same other
    /// words (one of four letters or more among them) in three keys or more, or leaves a key that
    /// exists on its own. Each such key is on one or two rows (`rows`, by key index): a code that
    /// changes every charge; merchants told apart by a code (`SHOP QBCD`) are on many. Those keys are
    /// one merchant, keyed by the other words. By key index.
    static func codeFamilies(_ keys: [String], rows: [Int]) -> [Int: String] {
        var bySkeleton: [String: [(key: Int, code: Substring)]] = [:]
        for (k, key) in keys.enumerated() where key.utf8.count >= 9 && rows[k] <= 2 {
            let words = key.split(separator: " ")
            guard words.count >= 2 else { continue }
            for (p, word) in words.enumerated() where isReferenceCode(word) {
                var rest = words
                rest.remove(at: p)
                guard rest.contains(where: { $0.utf8.count >= 4 && $0.allSatisfy(\.isLetter) }) else { continue }
                bySkeleton["\(p) " + rest.joined(separator: " "), default: []].append((k, word))
            }
        }
        guard !bySkeleton.isEmpty else { return [:] }
        let existing = Set(keys)  // (only when some key has a code: a store of a million rows has many keys)
        // (a key with two codes may belong to two families: the first skeleton in sorted order takes
        // it, whatever order the dictionary hands them over in)
        let qualifying = bySkeleton.compactMap { skeleton, members -> (name: String, skeleton: String, members: [Int])? in
            let name = String(skeleton.drop { $0 != " " }.dropFirst())
            guard members.count >= 3 && Set(members.map(\.code)).count == members.count || existing.contains(name) else { return nil }
            return (name, skeleton, members.map(\.key))
        }.sorted { $0.skeleton < $1.skeleton }
        var families: [Int: String] = [:]
        for family in qualifying {
            for key in family.members where families[key] == nil { families[key] = family.name }
        }
        return families
    }

    /// Five capitals and digits or more, with a digit or at most one vowel (`NDVXGU11`, `THZTDRWL`).
    static func isReferenceCode(_ word: Substring) -> Bool {
        guard word.utf8.count >= 5, word.utf8.allSatisfy({ ($0 >= 65 && $0 <= 90) || ($0 >= 48 && $0 <= 57) }) else { return false }
        let vowels = word.utf8.filter { $0 == 65 || $0 == 69 || $0 == 73 || $0 == 79 || $0 == 85 || $0 == 89 }.count
        return word.utf8.contains { $0 >= 48 && $0 <= 57 } || vowels <= 1
    }

    /// `NETFLIX.COM` → `Netflix.com`, `LÅNGNE-PAMMER` → `Långne-Pammer`, `7-ELEVEN` → `7-Eleven`;
    /// CJK text stays as it is.
    /// `printed`: a descriptor of the merchant as the export printed it. When its words of the name
    /// are in mixed case (`LEG Wohnen NRW GmbH`), they are kept as printed (`LEG Wohnen NRW`, not
    /// `Leg Wohnen Nrw`); names printed in capitals only are title-cased.
    static func displayName(_ key: String, printed: String? = nil) -> String {
        var words = key.split(separator: " ")
        // a legal form at the end says nothing the user recognises: "KLETTERHALLE NORD GMBH" → "Kletterhalle Nord"
        while words.count > 1, let last = words.last, legalForms.contains(String(last).trimmingCharacters(in: .punctuationCharacters)) {
            words.removeLast()
        }
        // nor does what follows one inside a descriptor printed as one field: the booking's purpose
        // ("VONOVIA SE MIETE MIETVERTRAG" → "Vonovia", "TARGOBANK AG RATENKREDIT RATE" → "Targobank"),
        // or an address; but a street after a short word is the name (`WEG Lindenstrasse 12`, the owners of that house)
        if let end = words.indices.dropFirst().first(where: {
            let word = String(words[$0]).trimmingCharacters(in: .punctuationCharacters)
            let street = (word.hasSuffix("STRASSE") || word.hasSuffix("STRAßE")) && ($0 > 1 || words[0].count > 3)
            return namesEnd.contains(word) || purposeEnds.contains(word) || street
        }) {
            words.removeSubrange(end...)
        }
        if let printed {
            var spelt: [String: Substring] = [:]
            for token in printed.split(whereSeparator: { $0 == " " || $0 == "/" || $0 == "," || $0 == ";" }) {
                let word = token.trimmingCharacters(in: .punctuationCharacters).uppercased()
                // (as printed, a name's own dot kept: `Dr.`)
                if !word.isEmpty, spelt[word] == nil {
                    spelt[word] = Substring(token.trimmingCharacters(in: CharacterSet(charactersIn: ",;:·")))
                }
            }
            let asPrinted = words.map { spelt[String($0).trimmingCharacters(in: .punctuationCharacters)] }
            if asPrinted.allSatisfy({ $0 != nil }), asPrinted.contains(where: { $0!.contains(where: \.isLowercase) }),
                asPrinted.allSatisfy({ $0!.contains(where: \.isUppercase) || !$0!.contains(where: \.isLetter) })
            {
                return asPrinted.map { String($0!) }.joined(separator: " ")
            }
        }
        return words.map { word -> String in
            // Chinese and Japanese have no case; Latin letters with accents do (`PÆLZER` → `Pælzer`)
            guard !TextClass.mayBeCJK(word.utf8) else { return String(word) }
            // each part of a hyphenated name starts with a capital (`Berlin-Süd`, `Coca-Cola`)
            return word.split(separator: "-", omittingEmptySubsequences: false).map { part in
                part.prefix(1).uppercased() + part.dropFirst().lowercased()
            }.joined(separator: "-")
        }.joined(separator: " ")
    }

    /// Company forms after which a display name ends wherever they stand (not `CO`, `AB`, `SPA`, `OY`:
    /// words of names too, as in `COCA COLA CO`, `DAY SPA`).
    static let namesEnd: Set<String> = [
        "GMBH", "AG", "KG", "OHG", "SE", "EG", "UG", "LTD", "LIMITED", "PLC", "INC", "LLC", "SARL", "S.A.R.L", "SAS", "BV", "B.V",
        "NV", "N.V",
    ]

    /// Words of a loan's purpose and of an address, after which a display name ends too
    /// (`DSL BANK DARLEHEN RATE` → `DSL Bank`, `ZUGER KANTONALBANK DORFSTRASSE LUZERN` → `Zuger Kantonalbank`).
    static let purposeEnds: Set<String> = [
        "DARLEHEN", "RATENKREDIT", "KREDIT", "REMBOURSEMENT", "MENSUALITE", "MENSUALITÉ", "ECHEANCE", "ÉCHÉANCE", "TERUGBETALING",
        "AFLOSSING", "LOAN", "MTG", "MORTGAGE", "PMT", "PYMT", "ZINS", "INTERETS", "INTÉRÊTS", "RUE", "CHEMIN", "AVENUE", "POSTFACH",
    ]

    /// Company forms dropped from the end of a display name (upper-case, outer punctuation removed).
    static let legalForms: Set<String> = [
        "GMBH", "AG", "KG", "SE", "LTD", "LIMITED", "PLC", "INC", "LLC", "CORP", "CO", "SA", "SL", "SLU", "SARL", "S.A.R.L",
        "S.A", "S.L", "BV", "B.V", "NV", "N.V", "AB", "OY", "SPA", "SRL", "SAS", "SCA", "S.C.A", "E.K", "EK", "UG", "EG", "E.G",
    ]
}
