import Foundation
import SubscanCore
import SubscanIngest

/// Which currency a statement's amounts are in, from what a person reads on its pages.
///
/// In order of strength:
/// 1. symbols on the amounts (`£4.50`, `12,99 €`) and currencies named by code or name anywhere
///    (`Amount (AUD)`, `Currency: EUR`, `All amounts are in Australian dollars`, `币种：人民币`);
///    a bare `$` is the dollar (or peso) the page names, US dollars only when it names none;
/// 2. the `--currency` the user passed;
/// 3. the account's own identifiers, which only one country's banks print: a BSB number (AUD), an
///    IFSC code (INR), a sort code (GBP), a CLABE (MXN), a transit and institution number (CAD), a
///    New Zealand account number `12-3456-1234567-00` (NZD), an IBAN's country. Read with a warning;
/// 4. Chinese text (CNY); then the language of a screenshot (with a warning).
///
///     "IBAN IE29 LIFB 9012 3456 7890 12" and amounts "12.99" → EUR
///     "BSB 062-000" and amounts "$12.99" → AUD
enum StatementCurrency {
    /// What the pages say: counts of each currency seen on amounts or named, and the country hint.
    struct Evidence {
        var seen: [Currency: Int] = [:]
        /// Symbols inside other words (`Money out (£)`, or one misread glyph on a scan): weaker
        /// than the account's country.
        var inWords: [Currency: Int] = [:]
        /// Currencies named by code or name (`AUD`, `Australian dollars`), as opposed to symbols.
        var named: [Currency: Int] = [:]
        /// The page names US dollars itself (`USD`, `US$`, `US dollars`): a `$` is then theirs.
        var namesUSDollars = false
        /// A currency the account's identifiers imply, and what implied it (`the BSB number`).
        var country: (currency: Currency, reason: String)? = nil
    }

    /// Currencies written with a bare `$` in their own country.
    static let dollarCurrencies: Set<String> = ["USD", "AUD", "CAD", "NZD", "MXN", "SGD", "HKD", "TWD", "ARS", "CLP", "COP"]

    static func evidence(pages: [LayoutPage], lines: [[LayoutLine]]) -> Evidence {
        var e = Evidence()
        for pageLines in lines {
            for line in pageLines {
                for cell in line.cells {
                    if let c = cell.money?.currency { e.seen[c, default: 0] += 1 }
                    // A label and the currency after its colon, read as one cell (`币种:人民币`, its
                    // words a character each on a scan; `Currency:EUR`). (A code that is a word of
                    // its own, `Divisa:` `USD`, is counted with the page's words below, once.)
                    if cell.isText, let colon = cell.text.lastIndex(where: { $0 == ":" || $0 == "：" }),
                        let c = namedCurrencies[
                            cell.text[cell.text.index(after: colon)...].trimmingCharacters(in: .whitespaces).uppercased()],
                        !cell.words.contains(where: { namedCurrencies[bareCode($0.text.uppercased())] != nil })
                    {
                        e.named[c, default: 0] += 1
                    }
                }
            }
        }
        if e.seen.isEmpty {
            // No amount kept its symbol, but a person still sees one on the page ("£2" "8.48").
            let symbols: [(Unicode.Scalar, String)] = [("£", "GBP"), ("€", "EUR"), ("$", "USD"), ("¥", "CNY"), ("₹", "INR")]
            for page in pages {
                for word in page.words {
                    for (symbol, code) in symbols where word.text.unicodeScalars.contains(symbol) {
                        if let c = Currency(code: code) { e.inWords[c, default: 0] += 1 }
                    }
                }
            }
        }
        for page in pages {
            var previous = ""
            var upperWords: [String] = []
            upperWords.reserveCapacity(page.words.count)
            var needsText = false  // a word that may belong to a currency's name or an account identifier
            for word in page.words {
                guard word.text.utf8.count <= 24 else {
                    upperWords.append("")
                    previous = ""
                    continue
                }
                let upper = word.text.uppercased()
                let code = bareCode(upper)
                if let c = namedCurrencies[code] { e.named[c, default: 0] += 1 }
                if code == "USD" || upper.hasPrefix("US$") || (previous == "US" && code.hasPrefix("DOLLAR")) { e.namesUSDollars = true }
                if nameWords.contains(code) || TextClass.contains(code, "港") { needsText = true }
                previous = code
                upperWords.append(code)
            }
            let text = needsText ? page.words.map(\.text).joined(separator: " ").lowercased() : ""
            for (name, code) in currencyNames where needsText && TextClass.contains(text, name) {
                if let c = Currency(code: code) {
                    e.named[c, default: 0] += 1
                    if code == "USD" { e.namesUSDollars = true }
                }
            }
            if e.country == nil { e.country = countryHint(words: upperWords, text: text) }
        }
        return e
    }

    /// Punctuation around a code (`(AUD)`, `Currency:`), trimmed without Foundation: this runs on every word.
    static let codeEdges: Set<Character> = ["(", ")", "[", "]", ":", "：", ",", ".", ";"]

    /// An upper-cased word without the punctuation around it (`(AUD)` → `AUD`).
    static func bareCode(_ upper: String) -> String {
        var core = Substring(upper)
        while let f = core.first, codeEdges.contains(f) { core = core.dropFirst() }
        while let l = core.last, codeEdges.contains(l) { core = core.dropLast() }
        return String(core)
    }

    /// The statement's currency and, when it came from the account's country, a warning saying so.
    static func decide(_ e: Evidence, options: StatementOptions, hasHan: Bool) -> (Currency?, warning: String?) {
        // The most seen (ties: the first code), a bare `$` as the page's own dollar.
        func winner(_ counts: [Currency: Int]) -> (currency: Currency, seen: Currency, count: Int)? {
            guard let best = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key.code > $1.key.code) }) else {
                return nil
            }
            let dollar = best.key == .usd && !e.namesUSDollars ? localDollar(e) : nil
            return (dollar ?? best.key, best.key, best.value)
        }
        var counts = e.seen
        for (c, n) in e.named { counts[c, default: 0] += n }
        if let best = winner(counts) { return (best.currency, nil) }
        if let c = options.currency { return (c, nil) }
        // One `¥` read in an English scan must not outweigh an Irish IBAN; two `£` headers agree with a sort code.
        if let weak = winner(e.inWords), e.country == nil || weak.seen == e.country?.currency || weak.count >= 3 {
            return (weak.currency, nil)
        }
        if let (c, reason) = e.country {
            return (c, "the amounts name no currency; read as \(c.code) from \(reason) (pass --currency to say otherwise)")
        }
        if hasHan { return (.cny, nil) }
        if let assumed = options.assumedCurrency {
            return (
                assumed, "the amounts name no currency; read as \(assumed.code) from the page's language (pass --currency to say otherwise)"
            )
        }
        return (nil, nil)
    }

    /// The page's `$` currency when it is not the US dollar: named by code or name, or the country's.
    static func localDollar(_ e: Evidence) -> Currency? {
        let named = e.named.keys.filter { $0 != .usd && dollarCurrencies.contains($0.code) }
        if named.count == 1 { return named.first }
        if named.isEmpty, let c = e.country?.currency, c != .usd, dollarCurrencies.contains(c.code) { return c }
        return nil
    }

    /// A row's currency: its own symbol, except that a bare `$` is the statement's dollar.
    static func rowCurrency(_ parsed: Currency?, cellText: String, statement: Currency?) -> Currency? {
        guard let parsed else { return statement }
        if parsed == .usd, let statement, statement != .usd, dollarCurrencies.contains(statement.code),
            !cellText.uppercased().contains("US")
        {
            return statement
        }
        return parsed
    }

    /// Account identifiers that only one country's banks print.
    static func countryHint(words: [String], text: String) -> (Currency, String)? {
        func c(_ code: String) -> Currency { Currency(code: code)! }
        if text.contains("sort code") { return (c("GBP"), "the sort code") }
        for (i, w) in words.enumerated() {
            switch w {
            case "BSB": return (c("AUD"), "the BSB number")
            case "IFSC": return (c("INR"), "the IFSC code")
            case "CLABE": return (c("MXN"), "the CLABE")
            case "IBAN":
                // The IBAN itself follows: its first two letters are the account's country.
                for next in words[(i + 1)..<min(words.count, i + 3)] {
                    let letters = next.prefix(2)
                    guard next.count >= 4, letters.allSatisfy({ $0.isASCII && $0.isLetter }),
                        next.dropFirst(2).prefix(2).allSatisfy({ $0.isASCII && $0.isNumber })
                    else { continue }
                    if let currency = Currency(ibanCountry: letters) { return (currency, "the IBAN's country (\(letters))") }
                }
            case "BIC", "BIC:", "SWIFT", "SWIFT:":
                // A bank's BIC (`LIFBIE2D`): four letters of the bank, then its country. Read when the
                // IBAN before it names no country we know (a scan's `JE80 …` for `IE80 …`).
                guard let next = words[(i + 1)...].first, next.count == 8 || next.count == 11,
                    next.prefix(6).allSatisfy({ $0.isASCII && $0.isUppercase }),
                    next.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) })
                else { continue }
                let country = next.dropFirst(4).prefix(2)
                if let currency = Currency(ibanCountry: country) { return (currency, "the BIC's country (\(country))") }
            default: break
            }
        }
        if text.contains("transit"), text.contains("institution") { return (c("CAD"), "the transit and institution numbers") }
        // A New Zealand account number: bank-branch-account-suffix, 2-4-7-2 or 2-4-7-3 digits.
        for w in words where w.count >= 16 && w.count <= 19 {
            let parts = w.split(separator: "-", omittingEmptySubsequences: false)
            if parts.count == 4, parts[0].count == 2, parts[1].count == 4, parts[2].count == 7, (2...3).contains(parts[3].count),
                parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
            {
                return (c("NZD"), "the New Zealand account number")
            }
        }
        return nil
    }

    /// Currency codes (and names in one word) that name a statement's currency.
    static let namedCurrencies: [String: Currency] = {
        var table: [String: Currency] = [:]
        for code in [
            "USD", "EUR", "GBP", "CNY", "JPY", "CHF", "CAD", "AUD", "NZD", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "MXN", "BRL",
            "INR", "HKD", "SGD", "KRW", "ZAR",
        ] {
            table[code] = Currency(code: code)
        }
        table["RMB"] = .cny
        table["人民币"] = .cny
        table["币种：人民币"] = .cny
        return table
    }()

    /// Words (upper case) without which no currency name or account hint that needs the page's text
    /// can be on it.
    static let nameWords: Set<String> = [
        "DOLLAR", "DOLLARS", "STERLING", "RUPEE", "RUPEES", "PESOS", "NACIONAL", "EURO", "EUROS", "CODE", "TRANSIT", "INSTITUTION",
    ]

    /// Currency names as statements write them out (lower case, matched in the page's text).
    static let currencyNames: [(String, String)] = [
        ("australian dollar", "AUD"), ("canadian dollar", "CAD"), ("new zealand dollar", "NZD"), ("singapore dollar", "SGD"),
        ("hong kong dollar", "HKD"), ("us dollar", "USD"), ("u.s. dollar", "USD"), ("pounds sterling", "GBP"), ("pound sterling", "GBP"),
        ("indian rupee", "INR"), ("in euro", "EUR"), ("pesos mexicanos", "MXN"), ("moneda nacional", "MXN"), ("港币", "HKD"), ("港元", "HKD"),
    ]
}
