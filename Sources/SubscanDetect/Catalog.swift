import Foundation
import SubscanCore

/// One brand of the curated catalog.
public struct Brand: Sendable, Equatable, Decodable {
    public var id: String
    public var name: String
    public var category: String
    public var aliases: [String]
    public var patterns: [String]
    public var cycle: String?
    public var prices: [String: String]?
    public var cancelUrl: String?
    public var shared: Bool?
    public var color: String?
    /// Catalog ids of the billers that charge for this service under their own name. With `plans`
    /// (umbrella billers, `APPLE.COM/BILL` for iCloud+): a stream of theirs at one of the plans'
    /// prices is this service. Without: a row of theirs that names the service is the service's
    /// (`SWISSCOM (SCHWEIZ) AG … WINGO RECHNUNG`, `subBrand(of:in:)`).
    public var billedBy: [String]?
    /// The plan prices the service has had, by cycle code and currency: `{"monthly": {"USD": ["0.99", "2.99"]}}`.
    public var plans: [String: [String: [String]]]?
    /// A rough share of its biller's subscribers (percent, from public estimates), which tells apart
    /// services at one plan price: APPLE.COM/BILL at 9.99 a month is far more often iCloud+ 2 TB
    /// than Apple TV+ (`Catalog.plan(billedBy:cycle:amount:)`).
    public var planShare: Int?

    /// The catalog's reference price in `currency`, if it lists one.
    public func referencePrice(in currency: Currency) -> Money? {
        guard let text = prices?[currency.code], let parsed = try? AmountParser.parse(text) else { return nil }
        return try? parsed.money(in: currency)
    }

    public var defaultCycle: BillingCycle { BillingCycle(code: cycle ?? "monthly") }
}

/// One plan of a service: its cycle and price (`Brand.plans`).
public struct PlanPrice: Hashable, Sendable {
    public var cycle: BillingCycle
    public var amount: Money

    public init(cycle: BillingCycle, amount: Money) {
        self.cycle = cycle
        self.amount = amount
    }
}

/// A brand and how well it matched.
public struct CatalogMatch: Sendable, Equatable {
    public var brand: Brand
    /// 0…1: 1 for an exact alias, lower for partial and fuzzy matches.
    public var score: Double

    public init(brand: Brand, score: Double) {
        self.brand = brand
        self.score = score
    }
}

/// The curated brand catalog: names noisy descriptors by alias scoring.
///
/// Loaded once from the package's `catalog.json` resource; its index (normalised patterns and
/// aliases, a token → brands table) is built once at load, never per query.
public final class Catalog: Sendable {
    public let brands: [Brand]
    /// Latin patterns by their first word, for descriptor matching.
    private let byFirstToken: [String: [(pattern: String, brand: Int)]]
    /// Patterns with CJK characters (no word boundaries): checked by substring.
    private let cjkPatterns: [(pattern: String, brand: Int)]
    /// Normalised aliases and names for `search`.
    private let aliasIndex: [(alias: String, brand: Int)]
    private let byID: [String: Int]
    /// Brands by umbrella biller, cycle and plan price (`Brand.billedBy`, `Brand.plans`).
    private let byPlan: [PlanKey: [Int]]
    private let planPricesByBiller: [String: Set<PlanPrice>]
    /// The services each biller bills (`Brand.billedBy`), with their normalised patterns.
    private let billed: [String: [(pattern: String, brand: Int)]]

    struct PlanKey: Hashable {
        var biller: String
        var plan: PlanPrice
    }

    /// The shipped catalog, loaded on first use.
    public static let shared: Catalog = {
        do {
            return try Catalog.loadShipped()
        } catch {
            FileHandleWriter.stderr(
                "subscan: warning: the brand catalog could not be loaded (\(error)); names come from descriptors only\n")
            return Catalog(brands: [])
        }
    }()

    static func loadShipped() throws -> Catalog {
        if let override = ProcessInfo.processInfo.environment["SUBSCAN_CATALOG"] {
            return try Catalog(data: Data(contentsOf: URL(fileURLWithPath: override)))
        }
        guard let url = Bundle.module.url(forResource: "catalog", withExtension: "json") else {
            throw CatalogError(message: "catalog.json is missing from the resource bundle")
        }
        return try Catalog(data: Data(contentsOf: url))
    }

    public convenience init(data: Data) throws {
        struct File: Decodable {
            var version: Int
            var brands: [Brand]
        }
        let file = try JSONDecoder().decode(File.self, from: data)
        self.init(brands: file.brands)
    }

    public init(brands: [Brand]) {
        self.brands = brands
        var first: [String: [(String, Int)]] = [:]
        var cjk: [(String, Int)] = []
        var aliases: [(String, Int)] = []
        for (i, brand) in brands.enumerated() {
            for raw in brand.patterns {
                let pattern = Catalog.normalise(raw)
                guard !pattern.isEmpty else { continue }
                if pattern.unicodeScalars.contains(where: { $0.value >= 0x2E80 }) {
                    cjk.append((pattern, i))
                } else {
                    let head = String(pattern.split(separator: " ").first ?? "")
                    first[head, default: []].append((pattern, i))
                }
            }
            for raw in brand.aliases + [brand.name, brand.id] {
                let alias = Catalog.normalise(raw)
                if !alias.isEmpty { aliases.append((alias, i)) }
            }
        }
        byFirstToken = first
        cjkPatterns = cjk
        aliasIndex = aliases
        byID = Dictionary(brands.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
        var plans: [PlanKey: [Int]] = [:]
        for (i, brand) in brands.enumerated() {
            for biller in brand.billedBy ?? [] {
                for (cycle, byCurrency) in brand.plans ?? [:] {
                    for (code, prices) in byCurrency {
                        guard let currency = Currency(code: code) else { continue }
                        for text in prices {
                            guard let amount = try? AmountParser.parse(text).money(in: currency) else { continue }
                            let key = PlanKey(biller: biller, plan: PlanPrice(cycle: BillingCycle(code: cycle), amount: amount))
                            if plans[key]?.contains(i) != true { plans[key, default: []].append(i) }
                        }
                    }
                }
            }
        }
        byPlan = plans
        // (only services told by name: an umbrella biller's are told by price, and its descriptors
        // name several at once, `支付宝-App Store & Apple Music`)
        var billedPatterns: [String: [(pattern: String, brand: Int)]] = [:]
        for (i, brand) in brands.enumerated() where brand.plans == nil {
            for biller in brand.billedBy ?? [] {
                for pattern in brand.patterns.map(Catalog.normalise) where !pattern.isEmpty {
                    billedPatterns[biller, default: []].append((pattern, i))
                }
            }
        }
        billed = billedPatterns
        planPricesByBiller = plans.keys.reduce(into: [:]) { $0[$1.biller, default: []].insert($1.plan) }
    }

    /// Every plan of the services `biller` charges for (`Brand.billedBy`): its cycle and price.
    public func planPrices(billedBy biller: String) -> Set<PlanPrice> {
        planPricesByBiller[biller] ?? []
    }

    /// The one service `biller` charges for at `amount` every `cycle`, if its catalog plans say so;
    /// nil when no service has that price, or several have it and none is much the likeliest.
    public func brand(billedBy biller: String, cycle: BillingCycle, amount: Money) -> Brand? {
        plan(billedBy: biller, cycle: cycle, amount: amount)?.brand
    }

    /// The service `biller` charges for at `amount` every `cycle`, and whether other services have
    /// that price too. Of several at one price (iCloud+ 2 TB, Apple TV+ and Fitness+ at 9.99), the
    /// one with three times the `planShare` of each other wins; nil when none does.
    public func plan(billedBy biller: String, cycle: BillingCycle, amount: Money) -> (brand: Brand, shared: Bool)? {
        let key = PlanKey(biller: biller, plan: PlanPrice(cycle: cycle, amount: amount.magnitude))
        guard let hits = byPlan[key], let first = hits.first else { return nil }
        if hits.count == 1 { return (brands[first], false) }
        let ranked = hits.map { (share: brands[$0].planShare ?? 0, brand: $0) }.sorted { $0.share > $1.share }
        guard ranked[0].share > 0, ranked[0].share >= 3 * ranked[1].share else { return nil }
        return (brands[ranked[0].brand], true)
    }

    /// Whether other services are billed under `brand`'s name (`Brand.billedBy`: Apple, Swisscom).
    public func billsOthers(_ brand: Brand) -> Bool { billed[brand.id] != nil }

    /// The service of `biller`'s that `descriptor` names beside the biller, by one of its patterns
    /// as whole words, the longest winning: `SWISSCOM (SCHWEIZ) AG … MITTEILUNGEN: WINGO RECHNUNG …`
    /// → Wingo. Nil when it names none.
    public func subBrand(of biller: Brand, in descriptor: String) -> Brand? {
        guard let services = billed[biller.id] else { return nil }
        let text = Catalog.normalise(descriptor)
        var best: (length: Int, brand: Int)? = nil
        for (pattern, brand) in services where pattern.count > (best?.length ?? 0) {
            if Catalog.containsWords(text, pattern) { best = (pattern.count, brand) }
        }
        return best.map { brands[$0.brand] }
    }

    /// Upper-case, Latin letters without accents, punctuation other than `. & + /` and `'` turned
    /// to spaces, spaces collapsed.
    static func normalise(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            var out: [UInt8] = []
            out.reserveCapacity(text.utf8.count)
            var space = true
            for var b in text.utf8 {
                if b >= 97 && b <= 122 { b -= 32 }
                let keep = (b >= 65 && b <= 90) || (b >= 48 && b <= 57) || b == 46 || b == 38 || b == 43 || b == 47 || b == 39
                if keep {
                    out.append(b)
                    space = false
                } else if !space {
                    out.append(32)
                    space = true
                }
            }
            if out.last == 32 { out.removeLast() }
            return String(decoding: out, as: UTF8.self)
        }
        var out = ""
        var space = true
        for ch in text.uppercased() {
            if ch.isLetter || ch.isNumber || ch == "." || ch == "&" || ch == "+" || ch == "/" || ch == "'" {
                // A Latin letter's accent goes (`TELEFÓNICA` is `TELEFONICA`, as exports spell it without)
                if let v = ch.unicodeScalars.first?.value, v >= 0xC0 && v <= 0x24F {
                    out += String(ch).folding(options: .diacriticInsensitive, locale: nil)
                } else {
                    out.append(ch)
                }
                space = false
            } else if !space {
                out.append(" ")
                space = true
            }
        }
        if out.hasSuffix(" ") { out.removeLast() }
        return out
    }

    /// The brand a descriptor names, if any: the longest pattern found in it wins.
    ///
    /// Latin patterns must match whole words (`NETFLIX` in `NETFLIX.COM`, not in `NETFLIXER`... unless
    /// followed by `.`); CJK patterns match anywhere.
    ///
    /// - Complexity: O(words × patterns sharing a first word).
    public func match(descriptor: String) -> CatalogMatch? {
        var text = Catalog.normalise(MerchantNormalizer.stripPrefixes(descriptor))
        // SEPA remittance tags glued to what follows (`…CRED+DE17ZZZ…SVWZ+McFit Mitgliedsbeitrag`):
        // the brand after one is a word of its own
        if text.utf8.contains(43) {
            for tag in Catalog.sepaTags where text.contains(tag) { text = text.replacingOccurrences(of: tag, with: " ") }
        }
        var best: (length: Int, brand: Int)? = nil
        // (only a word with a dot can end in a date)
        let words = text.utf8.contains(46) ? text.split(separator: " ").flatMap(Catalog.splitGluedDate) : text.split(separator: " ")
        for (wi, word) in words.enumerated() {
            // a pattern's first word may be the whole word or its stem before a dot ("NETFLIX.COM")
            var heads = [String(word)]
            if let dot = word.firstIndex(of: ".") { heads.append(String(word[..<dot])) }
            for head in heads {
                guard let candidates = byFirstToken[head] else { continue }
                let rest = words[wi..<min(words.count, wi + 6)].joined(separator: " ")
                for (pattern, brand) in candidates {
                    let hit =
                        rest == pattern || rest.hasPrefix(pattern + " ") || rest.hasPrefix(pattern + ".")
                        || rest.hasPrefix(pattern + "+")  // `LE SOIR+`, `SWISSCOM BLUE+`: a brand's plus edition
                        || (head != String(word) && pattern == head)
                    if hit && pattern.count > (best?.length ?? 0) { best = (pattern.count, brand) }
                }
            }
        }
        if text.unicodeScalars.contains(where: { $0.value >= 0x2E80 }) {
            for (pattern, brand) in cjkPatterns where text.contains(pattern) && pattern.count * 3 > (best?.length ?? 0) {
                best = (pattern.count * 3, brand)
            }
        }
        guard let best else { return nil }
        return CatalogMatch(brand: brands[best.brand], score: 1)
    }

    /// A word with a date glued to its letters (a card line's `GOOGLE YOUTUBEPREMIUM27.02.2025 18.11.00`)
    /// as the name and the date: letters, then `DD.MM.YY` or `DD.MM.YYYY` to the word's end.
    static func splitGluedDate(_ word: Substring) -> [Substring] {
        let u = Array(word.utf8)
        guard u.count >= 11 else { return [word] }
        for tail in [10, 8] where u.count > tail {
            let start = u.count - tail
            let d = u[start...]
            let shape = d.enumerated().allSatisfy { k, b in k == 2 || k == 5 ? b == 46 : (b >= 48 && b <= 57) }
            let before = u[start - 1]
            if shape, before >= 65 && before <= 90 {
                let cut = word.utf8.index(word.utf8.startIndex, offsetBy: start)
                return [word[..<cut], word[cut...]]
            }
        }
        return [word]
    }

    /// SEPA remittance tags (upper-case, as `normalise` leaves them): the merchant key's, and the
    /// rarer ones a brand may be glued to as well.
    static let sepaTags = MerchantNormalizer.sepaTagNames + ["ABWE+", "DEBT+", "COAM+", "OAMT+"]

    /// Whether `part` occurs in `text` as whole words (`digi` is not in `amzn digital`); Chinese,
    /// written without spaces, anywhere.
    static func containsWords(_ text: String, _ part: String) -> Bool {
        guard !part.isEmpty else { return false }
        if part.unicodeScalars.contains(where: { $0.value >= 0x2E80 }) { return text.contains(part) }
        var from = text.startIndex
        while let range = text.range(of: part, range: from..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !(before.map { $0.isLetter || $0.isNumber } ?? false) && !(after.map { $0.isLetter || $0.isNumber } ?? false) { return true }
            from = text.index(after: range.lowerBound)
        }
        return false
    }

    /// Brands whose names or aliases best match a free-text query, best first.
    ///
    /// Exact alias 1.0; an alias starting with the query 0.9; the query inside an alias (or the
    /// alias inside the query) 0.6–0.85 by length ratio; otherwise edit-distance similarity ≥ 0.6.
    public func search(_ query: String, limit: Int = 5) -> [CatalogMatch] {
        let q = Catalog.normalise(query)
        guard !q.isEmpty else { return [] }
        var best: [Int: Double] = [:]
        for (alias, brand) in aliasIndex {
            var score = 0.0
            if alias == q {
                score = 1.0
            } else if alias.hasPrefix(q) {
                score = 0.9 * 0.5 + 0.45 * Double(q.count) / Double(alias.count)
            } else if Catalog.containsWords(alias, q) || Catalog.containsWords(q, alias) {
                let ratio = Double(min(q.count, alias.count)) / Double(max(q.count, alias.count))
                score = 0.6 + 0.25 * ratio
            } else if abs(alias.count - q.count) <= 3 {
                let d = editDistance(alias, q)
                let similarity = 1 - Double(d) / Double(max(alias.count, q.count))
                if similarity >= 0.6 { score = similarity * 0.8 }
            }
            if score > (best[brand] ?? 0) { best[brand] = score }
        }
        return best.sorted { ($0.value, brands[$1.key].name) > ($1.value, brands[$0.key].name) }.prefix(limit)
            .map { CatalogMatch(brand: brands[$0.key], score: ($0.value * 100).rounded() / 100) }
    }

    public func brand(id: String) -> Brand? { byID[id].map { brands[$0] } }
}

struct CatalogError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// Writes a diagnostic to standard error (fd 2) without the global `stderr`, which Swift 6 rejects.
enum FileHandleWriter {
    static func stderr(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
