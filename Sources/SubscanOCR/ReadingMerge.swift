import SubscanCore

/// Merges a Chinese page's two readings: Han text from the Chinese model, Latin text (dates,
/// amounts, running balances, `Apple.com/bill`) from the English one.
///
/// A page is read in English first; when that reading is mostly unreadable it is read again with
/// the Chinese model, and until now the English words were thrown away. But the Chinese model
/// reads digits worse than the English one: on the tuning Chinese pages it lost decimal points
/// (`+526` `32`), dropped the `¥` before a total, split `2,436.24` into `2` and `436.24`, and
/// missed whole date cells (`10-06`) that the English reading had at confidence 96.
///
/// Rule, per English word: a word of Latin characters only (ASCII letters, digits, punctuation and
/// the money signs `¥ $ € £`) read with confidence ≥ 75, holding a letter or digit, replaces the
/// Chinese words its box overlaps, unless it is a word of letters and one of them, on the same
/// line, is mostly Han (then the English word is the English model guessing at Chinese
/// glyphs, and the Chinese reading stays). Amounts, dates and times always replace. An English word
/// over blank space in the Chinese reading is added. A Latin word read with confidence 50–75
/// replaces only Chinese words that read Latin there too (three Latin letters or more, at least
/// twice as many as Han characters), each less confident than it.
///
///     chinese  "支出"(713…779) "543.07"(793…919, confidence 3)   english "SHH"(59) "¥543.07"(87)
///     → "支出" "¥543.07"
///
/// - Complexity: O(e × c) box tests for e English and c Chinese words (a page holds a few hundred).
enum ReadingMerge {
    static let minimumConfidence: Float = 75

    /// The merged words (Chinese words first, then the English ones taken), and the boxes of the
    /// English ones: they were read, and re-read where doubtful, by the English model already.
    static func merge(han: [OCRWord], latin: [OCRWord]) -> (words: [OCRWord], fromLatin: Set<Box>) {
        var keep = [Bool](repeating: true, count: han.count)
        var taken: [OCRWord] = []
        for var word in latin where isLatin(word.text) {
            let overlapping = han.indices.filter { keep[$0] && overlaps(word, han[$0]) }
            // An amount both models read with the same digits is the English one's, however unsure
            // it was, with its sign (`+#¥135.54`, read `4革 135.54` by the Chinese model): only
            // what is not money is left out of it (`#`), never a digit or a sign.
            let money = word.text.filter { $0.isASCII && ($0.isNumber || "+-.,".contains($0)) || "¥$€£".contains($0) }
            let digits = TextClass.asciiDigits(money)
            // (an amount, one glyph at most besides it: `+#¥135.54`)
            let cleanMoney = LayoutCell.isMoney(money) && money.count + 1 >= word.text.count
            // (or in the words it overlaps, read in order: `5` `,483.98` under `¥5,483.98`)
            let hanDigits = overlapping.sorted { han[$0].left < han[$1].left }.map { TextClass.asciiDigits(han[$0].text) }
            // (or in one word with a figure more at either end and no cents of its own: `522400` at 5
            // for `224.00` at 0, `32.521` at 3 for `32.52` at 32, a speck read as a figure; tuning
            // seed 15 cn-journal-02, WenQuanYi Zen Hei: both rows left out)
            let gained =
                overlapping.count == 1 && hanDigits[0].count == digits.count + 1
                && (hanDigits[0].hasPrefix(digits) || hanDigits[0].hasSuffix(digits)) && !LayoutCell.showsCents(han[overlapping[0]].text)
            let corroborated =
                cleanMoney && digits.count >= 3
                && (hanDigits.contains(digits) || hanDigits.count > 1 && hanDigits.joined() == digits || gained)
            // Both models read money there with other digits (`4343.84` at 38, a box the Chinese
            // model drew over two lines, for `-43.84` at 57; `-4.54` at 14 for `-44.54` at 66): the
            // English reading, the better reader of digits, when it is the surer of the two (what
            // else the Chinese model read in its box, `了` for the minus, goes with it).
            // (or money garbled past reading with the same cents, `-ad3.49` at 29 over a speck and
            // `-343.49` at 71)
            let hanMoney = overlapping.filter { i in
                LayoutCell.isMoney(han[i].text)
                    || OCRService.looksLikeAmount(han[i].text) && han[i].text.suffix(3) == word.text.suffix(3)
            }
            // (or the Chinese model read only a figure or two of it, less surely: `7` at 26 in the box
            // of `-572.73` at 70)
            let fragment =
                !overlapping.isEmpty
                && overlapping.allSatisfy { i in
                    let figures = TextClass.asciiDigits(han[i].text)
                    return han[i].text.count <= 2 && !figures.isEmpty && digits.contains(figures) && han[i].confidence < word.confidence
                }
            // (or read glyphs there and no amount: a Han glyph, fewer figures than half the amount's,
            // besides boxes under half the line's height over its edge; `了` `1` at 89 and 96 and a
            // sliver `795` in the box of `"79.71` at 39, tuning seed 19 cn-credit-02, AR PL UMing:
            // the row was lost. An amount that shows its cents, read at 25 or more.)
            let glyphs = overlapping.filter { han[$0].height * 2 >= word.height }
            let unreadThere =
                LayoutCell.showsCents(money) && word.confidence >= 25 && glyphs.contains { TextClass.containsHan(han[$0].text) }
                && glyphs.map { TextClass.asciiDigits(han[$0].text).count }.reduce(0, +) * 2 < digits.count
            let outread =
                cleanMoney
                && (!hanMoney.isEmpty && hanMoney.allSatisfy { han[$0].confidence < word.confidence } || fragment || unreadThere)
            // The English model cut an amount short where the Chinese one read it whole, past its
            // box (`-227` and `32` at 60, its point lost, for `-227.32` read at 88): the Chinese word stays.
            let cutShort =
                money.count == word.text.count && digits.count >= 3
                && overlapping.contains { i in
                    let other = TextClass.asciiDigits(han[i].text)
                    return LayoutCell.isMoney(han[i].text) && other.count > digits.count && other.hasPrefix(digits)
                        && han[i].right > word.right + word.height / 2
                }
            if cutShort { continue }
            let vouched = corroborated || outread
            guard word.confidence >= secondOpinionConfidence || vouched else { continue }
            if vouched { word.text = money }
            if word.confidence < minimumConfidence && !vouched {
                // Less sure, it still wins where the Chinese model read Latin too, less surely
                // (`Apple.com/bill` at 64 over `Apple'com/b` at 8 and `记` at 32).
                let read = overlapping.map { han[$0].text }.joined().unicodeScalars.filter { $0.properties.isAlphabetic }
                let hanCount = read.filter { TextClass.isCJK($0) }.count
                guard !overlapping.isEmpty, read.count - hanCount >= 3, read.count - hanCount >= 2 * hanCount,
                    overlapping.allSatisfy({ han[$0].confidence < word.confidence })
                else { continue }
            }
            let figure = isFigure(word.text)
            if !figure, overlapping.contains(where: { mostlyHan(han[$0].text) && sharesLine(word, han[$0]) }) { continue }
            for i in overlapping { keep[i] = false }
            taken.append(word)
        }
        return (han.indices.filter { keep[$0] }.map { han[$0] } + taken, Set(taken.map(Box.init)))
    }

    /// A word's box, to recognise the English words among the merged ones.
    struct Box: Hashable {
        var left, top, right, bottom: Int
        init(_ w: OCRWord) { (left, top, right, bottom) = (w.left, w.top, w.right, w.bottom) }
    }

    /// Below `minimumConfidence`, an English word replaces only Chinese words that are mostly
    /// Latin themselves and less confident.
    static let secondOpinionConfidence: Float = 50

    /// Latin characters only (ASCII and the money signs), a letter or digit among them.
    static func isLatin(_ text: String) -> Bool {
        var alphanumeric = false
        for s in text.unicodeScalars {
            if s.isASCII {
                if s.properties.isAlphabetic || ("0"..."9").contains(s) { alphanumeric = true }
            } else if !"¥$€£".unicodeScalars.contains(s) {
                return false
            }
        }
        return alphanumeric
    }

    /// At least half of the letters are Han: `Apple'com/b记` (one Han character read into a Latin
    /// word) does not keep `Apple.com/bill` out.
    static func mostlyHan(_ text: String) -> Bool {
        let letters = text.unicodeScalars.filter { $0.properties.isAlphabetic }
        let han = letters.filter { TextClass.isCJK($0) }.count
        return han > 0 && han * 2 >= letters.count
    }

    /// An amount, a date or a time (`+¥462.42`, `10-09`, `2026.10`, `14:22`): the English model
    /// does not make these up from Chinese glyphs, while the Chinese one reads `¥` as `关` in
    /// sparse mode, and that Han "word" must not keep the amount out.
    static func isFigure(_ text: String) -> Bool {
        if LayoutCell.isMoney(text) { return true }
        // A bare run of digits is not one: `10538` is the English model's reading of `10月3日`.
        var digits = 0
        var separators = 0
        for s in text.unicodeScalars {
            if ("0"..."9").contains(s) {
                digits += 1
            } else if "-./:".unicodeScalars.contains(s) {
                separators += 1
            } else {
                return false
            }
        }
        return digits >= 3 && separators > 0
    }

    /// `han` covers at least half the height of `latin` (a Han word grazing the bottom of an
    /// amount, `国光` read at confidence 0 in the gap under `+10,189.52`, does not).
    static func sharesLine(_ latin: OCRWord, _ han: OCRWord) -> Bool {
        (min(latin.bottom, han.bottom) - max(latin.top, han.top)) * 2 >= latin.height
    }

    /// The boxes share at least a third of the smaller one's area.
    static func overlaps(_ a: OCRWord, _ b: OCRWord) -> Bool {
        let w = min(a.right, b.right) - max(a.left, b.left)
        let h = min(a.bottom, b.bottom) - max(a.top, b.top)
        guard w > 0, h > 0 else { return false }
        let smaller = min(a.width * a.height, b.width * b.height)
        return w * h * 3 >= smaller
    }
}
