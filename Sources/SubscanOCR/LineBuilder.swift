import SubscanCore

/// Rebuilds text lines from word boxes.
///
/// Tesseract's own line grouping follows its layout analysis, which in the automatic mode splits a
/// statement row into columns and for Chinese returns one "word" per character. Grouping boxes by
/// vertical overlap puts a row's date, description and amount back on one line; the horizontal gap
/// decides how words are joined: nothing between Chinese characters, one space between words, three
/// spaces across a column gap (the statement parser reads three spaces as a column break).
///
///     words "NETFLIX.COM"(40…300, y 100…130), "-$15.49"(900…1080, y 102…128)
///     → OCRLine(text: "NETFLIX.COM   -$15.49", left: 40, top: 100, right: 1080, bottom: 130)
///
/// - Complexity: O(n log n) in the number of words.
enum LineBuilder {
    static func lines(from input: [OCRWord]) -> [OCRLine] {
        groups(from: input).map { group in
            let row = group.words.sorted { $0.left < $1.left }
            return OCRLine(
                text: join(row), left: row.first!.left, top: group.top, right: row.map(\.right).max()!, bottom: group.bottom,
                confidence: row.map(\.confidence).min() ?? 0)
        }
    }

    /// Words (left to right) joined as printed: three spaces across a column gap (over twice their
    /// median height), nothing between Chinese characters closer than two thirds of the taller's
    /// height, or whose centres stand less than one and a half heights apart, one space elsewhere.
    static func join(_ row: [OCRWord]) -> String {
        guard !row.isEmpty else { return "" }
        let heights = row.map(\.height).sorted()
        let h = max(1, heights[heights.count / 2])
        var text = ""
        var previous: OCRWord? = nil
        for word in row {
            if let p = previous {
                let gap = word.left - p.right
                if gap > h * 2 {
                    text += "   "
                } else if (TextClass.isCJK(p.text.unicodeScalars.last) || TextClass.isCJK(word.text.unicodeScalars.first))
                    && gap < max(p.height, word.height) * 2 / 3
                    || sameWord(p, word) || hyphenBetweenHan(text, word, gap: gap, height: max(p.height, word.height))
                {
                    text += ""  // Chinese is written without spaces, also next to Latin ("爱奇艺VIP会员")
                } else {
                    text += " "
                }
            }
            text += word.text
            previous = word
        }
        return text
    }

    /// A hyphen between two Chinese names, read at the end of the text so far or the start of the
    /// next word (`-` its own word), with less than a height of paper after or before it (`支付宝`
    /// `-` `国网电费`: a Kai face's short hyphen stands in its own side bearings, 20 px from `国` in
    /// 29 px type). A Chinese merchant's name is written `支付宝-国网电费`, never with a space; a
    /// Latin name's spaced dash (`Refund - Amazon`) has no Chinese beside it.
    static func hyphenBetweenHan(_ text: String, _ next: OCRWord, gap: Int, height: Int) -> Bool {
        let y = Array(next.text.unicodeScalars)
        guard gap < height, let first = y.first else { return false }
        let x = Array(text.unicodeScalars.suffix(2))
        guard x.count == 2 else { return false }
        if x[1] == "-" { return TextClass.isHan(x[0]) && TextClass.isHan(first) }
        return first == "-" && y.count >= 2 && TextClass.isHan(y[1]) && TextClass.isHan(x[1])
    }

    /// Two Han characters set at the pitch of Chinese type, however much paper their glyphs leave
    /// between them: a brush face's narrow `付` stands 17–19 px from `财` and `通` in 27 px type
    /// (`财 付 通`). Chinese type sets each character an em after the last, about 1.15 of a glyph's
    /// height; a space adds half an em or more. The centres of the two characters (the last of
    /// `a`, the first of `b`, each word's width shared among its characters) under one and a half
    /// heights apart are one word.
    static func sameWord(_ a: OCRWord, _ b: OCRWord) -> Bool {
        guard let last = a.text.unicodeScalars.last, let first = b.text.unicodeScalars.first, TextClass.isHan(last),
            TextClass.isHan(first)
        else { return false }
        let n = max(1, a.text.count), m = max(1, b.text.count)
        let lastCentre = a.right - a.width / (2 * n)
        let firstCentre = b.left + b.width / (2 * m)
        return (firstCentre - lastCentre) * 2 < max(a.height, b.height) * 3
    }

    /// The kept words grouped into visual lines by vertical overlap, top to bottom; each group's
    /// band is the union of its words' boxes.
    static func groups(from input: [OCRWord]) -> [(words: [OCRWord], top: Int, bottom: Int)] {
        let words = input.filter(isKept)
        guard !words.isEmpty else { return [] }
        let heights = words.map(\.height).sorted()
        let typical = max(1, heights[heights.count / 2])
        // Boxes over 2.2× the typical word height are icons (avatars, logos) or artefacts spanning rows,
        // unless they hold a word read with confidence: Tesseract sometimes stretches a word's box to
        // the icon beside it ("Audible", 84 px high on a 38 px line, confidence 96).
        // Boxes under 0.4× are specks (a JPEG artefact read as "4"); real punctuation sits inside words.
        // (Nor a long word read fairly sure, its box stretched to a speck above it: `Withdrawn(£)`, 59 px
        // high on a 26 px line, confidence 82.)
        let sorted = words.filter {
            (!isTallerThanText($0, typical: typical) || isConfidentWord($0) || isLongWord($0) && $0.height <= typical * 3)
                && !isFlatterThanText($0, typical: typical)
        }.sorted {
            ($0.top + $0.bottom) < ($1.top + $1.bottom)
        }

        var groups: [[OCRWord]] = []
        var bands: [(top: Int, bottom: Int)] = []
        // A word joins a line when it overlaps the line's core (the median top and bottom of its
        // words) by half its height or the core's: an amount centred between a merchant line and a
        // category line must not chain the two into one line.
        var cores: [(top: Int, bottom: Int)] = []
        for word in sorted {
            var placed = false
            for i in stride(from: groups.count - 1, through: max(0, groups.count - 3), by: -1) {
                let overlap = min(cores[i].bottom, word.bottom) - max(cores[i].top, word.top)
                let smaller = min(cores[i].bottom - cores[i].top, word.height)
                if smaller > 0 && overlap * 2 >= smaller {
                    groups[i].append(word)
                    bands[i] = (min(bands[i].top, word.top), max(bands[i].bottom, word.bottom))
                    let tops = groups[i].map(\.top).sorted()
                    let bottoms = groups[i].map(\.bottom).sorted()
                    cores[i] = (tops[tops.count / 2], bottoms[bottoms.count / 2])
                    placed = true
                    break
                }
            }
            if !placed {
                groups.append([word])
                bands.append((word.top, word.bottom))
                cores.append((word.top, word.bottom))
            }
        }

        // A hyphen read as a word of its own is as flat as a speck: it stays where it joins two
        // words of a line, letters or Chinese on both sides (`财付通` `-` `滴滴出行`; dropped, the name
        // read as two cells and lost its second half).
        for dash in words where isHyphen(dash, typical: typical) {
            let middle = (dash.top + dash.bottom) / 2
            guard
                let i = cores.indices.first(where: { i in
                    cores[i].top <= middle && cores[i].bottom >= middle
                        && groups[i].contains { w in
                            w.right <= dash.left + 2 && dash.left - w.right < typical && endsInLetter(w.text)
                        }
                        && groups[i].contains { w in
                            w.left >= dash.right - 2 && w.left - dash.right < typical && startsWithLetter(w.text)
                        }
                })
            else { continue }
            groups[i].append(dash)
        }
        return zip(groups, bands).map { (words: withoutEchoes($0), top: $1.top, bottom: $1.bottom) }.sorted { $0.top < $1.top }
    }

    /// A hyphen or dash read alone, flatter than a speck (under 0.4 times the typical height, at
    /// least one and a half times as wide as high: Noto Sans CJK's `-` is 7 px by 4 on a 30 px line;
    /// no wider than 1.5 typical heights), read with confidence 60 or more.
    static func isHyphen(_ word: OCRWord, typical: Int) -> Bool {
        ["-", "–", "—"].contains(word.text) && word.height * 10 < typical * 4 && word.width * 2 >= word.height * 3
            && word.width * 2 <= typical * 3 && word.confidence >= 60
    }

    static func endsInLetter(_ text: String) -> Bool { text.unicodeScalars.last?.properties.isAlphabetic == true }
    static func startsWithLetter(_ text: String) -> Bool { text.unicodeScalars.first?.properties.isAlphabetic == true }

    /// Words read twice: Tesseract's Chinese model sometimes returns a glyph again in an
    /// overlapping box ("财" "财付通"). A word whose text is contained in an overlapping word's
    /// text, with its box mostly inside that word's span, is dropped (the longer reading stays).
    static func withoutEchoes(_ words: [OCRWord]) -> [OCRWord] {
        guard words.count > 1 else { return words }
        var keep = [Bool](repeating: true, count: words.count)
        for i in words.indices {
            for j in words.indices where i != j && keep[j] {
                let a = words[i]
                let b = words[j]
                let overlap = min(a.right, b.right) - max(a.left, b.left)
                guard overlap * 10 >= a.width * 8, a.text.unicodeScalars.contains(where: { TextClass.isCJK($0) }),
                    b.text.count > a.text.count || (b.text == a.text && j < i)
                else { continue }
                if b.text.contains(a.text) {
                    keep[i] = false
                    break
                }
            }
        }
        return words.indices.filter { keep[$0] }.map { words[$0] }
    }

    /// Debris from icons and avatars is dropped: punctuation-only words below 60 confidence (`|`,
    /// `—`), and one- or two-letter Latin words without digits below 25 (`j`, `(i` read off a
    /// coloured circle; a day number like `02` is kept however unsure).
    /// Chinese characters, which come one per word, are kept whatever their confidence.
    static func isKept(_ word: OCRWord) -> Bool {
        let alphanumeric = lettersAndDigits(in: word.text) > 0
        if !alphanumeric { return word.confidence >= 60 }
        if word.confidence < 25 && word.text.count <= 2 && word.text.allSatisfy({ $0.isASCII && !$0.isNumber }) { return false }
        return true
    }

    /// A box over 2.2 times the typical word height: an icon's or an artefact's, unless the word
    /// itself says otherwise.
    static func isTallerThanText(_ word: OCRWord, typical: Int) -> Bool { word.height * 10 > typical * 22 }

    /// A box under 0.4 times the typical word height: a speck's (or a word's whose box was lost).
    static func isFlatterThanText(_ word: OCRWord, typical: Int) -> Bool { word.height * 10 < typical * 4 }

    /// Three or more letters or digits read with confidence 85 or more: text, whatever its box says.
    static func isConfidentWord(_ word: OCRWord) -> Bool {
        // Letters or digits: a balance printed large ("£5,066.63") names the page's currency.
        word.confidence >= 85 && lettersAndDigits(in: word.text) >= 3
    }

    /// Six or more letters or digits read with confidence 75 or more: no icon's reading.
    static func isLongWord(_ word: OCRWord) -> Bool { word.confidence >= 75 && lettersAndDigits(in: word.text) >= 6 }

    /// How many letters (Han characters among them) and ASCII digits `text` holds: debris such as
    /// `|`, `—` or a quote mark holds none.
    static func lettersAndDigits(in text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ($1.properties.isAlphabetic || ("0"..."9").contains($1) ? 1 : 0) }
    }

}
