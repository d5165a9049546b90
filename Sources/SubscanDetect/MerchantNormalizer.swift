/// Turns a noisy bank descriptor into a merchant key that is the same every month.
///
///     "PAYPAL *NETFLIX 4029357733"        → "NETFLIX"
///     "NETFLIX.COM 866-579-7172 CA"        → "NETFLIX.COM"
///     "SQ *BLUE BOTTLE COFFEE #0042 OAKLAND CA" → "BLUE BOTTLE COFFEE OAKLAND"
///     "支付宝-爱奇艺VIP会员"                  → "爱奇艺VIP会员"
///
/// Steps: upper-case; strip payment-processor prefixes; drop tokens that carry digits (reference
/// numbers, phone numbers, store numbers, dates; `O`/`0` confusions from OCR fall here too);
/// drop trailing US state and country codes; keep the first four remaining words.
///
/// - Complexity: O(n) in the descriptor's length.
public enum MerchantNormalizer {
    /// Processor and wallet prefixes, upper-case, longest first.
    static let prefixes: [String] = [
        "PAYPAL *", "PAYPAL*", "PAYPAL ", "PP*", "PP *", "SQ *", "SQ*", "TST* ", "TST*", "GOOGLE *", "GOOGLE*",
        "PADDLE.NET*", "PADDLE.NET *", "FS *", "FS*", "SP * ", "SP *", "SP*", "DD ", "DNH*", "IN *", "WWW.", "POS ",
        "POS DEBIT ", "DEBIT CARD PURCHASE ", "CARD PURCHASE ", "PURCHASE AUTHORIZED ON ", "RECURRING PAYMENT ",
        "VISA DIRECT ", "支付宝-", "支付宝 ", "微信支付-", "微信支付 ", "财付通-", "美团-", "京东-", "LASTSCHRIFT ",
        "COMPRA ", "RECIBO ", "ADEUDO ", "PAGO ",
    ].sorted { $0.count > $1.count }

    static let regionCodes: Set<String> = [
        "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME", "MD",
        "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI",
        "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY", "DC", "US", "USA", "GB", "GBR", "UK", "IE",
        "IRL", "ES", "ESP", "DE", "DEU", "FR", "FRA", "NL", "NLD", "LU", "LUX", "CN", "CHN", "HK", "SG", "AU", "AUS",
        "CAN", "EU",
    ]

    /// Words that say nothing about which merchant it is.
    static let noiseWords: Set<String> = [
        "REF", "REF:", "ID", "ID:", "TRN", "TXN", "NO", "NO.", "#", "*", "-", "/", "ON", "AT", "DDR", "BGC", "BCC", "FPO",
        "DEB", "SO", "CR", "DR", "PURCHASE", "PAYMENT", "RECURRING", "CARD", "VISA", "MASTERCARD", "DEBIT",
    ]

    /// The descriptor upper-cased, without processor prefixes (`PAYPAL *NETFLIX` → `NETFLIX`).
    public static func stripPrefixes(_ descriptor: String) -> String {
        var text = descriptor.uppercased()
        var stripped = true
        while stripped {
            stripped = false
            text = String(text.drop { $0 == " " })
            for p in prefixes where text.hasPrefix(p) && text.count > p.count {
                text.removeFirst(p.count)
                stripped = true
                break
            }
        }
        return text
    }

    /// The merchant key of a descriptor.
    public static func key(_ descriptor: String) -> String {
        let text = stripPrefixes(descriptor)
        var words: [Substring] = []
        for raw in text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "|" }) {
            var token = raw
            while let last = token.last, last == "*" || last == "#" || last == ":" || last == "-" { token.removeLast() }
            while let first = token.first, first == "*" || first == "#" || first == "-" { token.removeFirst() }
            if token.isEmpty || noiseWords.contains(String(token)) { continue }
            if token.contains(where: { $0.isNumber }) && !isBrandWithDigits(token) { continue }
            words.append(token)
        }
        while words.count > 1, let last = words.last, regionCodes.contains(String(last)) { words.removeLast() }
        if words.isEmpty {
            // all digits (or nothing): keep the descriptor, minus runs of digits, so it still groups
            return descriptor.uppercased().filter { !$0.isNumber }.split(separator: " ").joined(separator: " ")
        }
        return words.prefix(4).joined(separator: " ")
    }

    /// Tokens like `3M`, `7-ELEVEN`, `O2`, `1PASSWORD`, `365`, `爱奇艺VIP会员` keep their digits:
    /// short mostly-letter tokens, and anything with CJK.
    static func isBrandWithDigits(_ token: Substring) -> Bool {
        if token.unicodeScalars.contains(where: { $0.value >= 0x3000 }) {
            return token.filter(\.isNumber).count <= 3
        }
        let digits = token.filter(\.isNumber).count
        let letters = token.filter(\.isLetter).count
        return letters >= 1 && digits <= 2 && token.count <= 9 || token == "365"
    }
}
