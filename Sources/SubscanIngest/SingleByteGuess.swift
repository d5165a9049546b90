/// Which single-byte code page a file that is neither UTF-8 nor GB18030 is in: Western
/// (Windows-1252), Central European (Windows-1250) or Baltic (Windows-1257).
///
/// One byte is a different letter in each (`0xE8` is è, č, č; `0xF8` is ø, ř, ų; `0xEC` is ì, ě, ė),
/// so the sample is read all three ways and each reading is scored:
///
/// 1. Words of bank exports that only the right reading spells (`částka`, `účtu`, `kwota`,
///    `összeg`, `sąskaitos`, `mokėjimo`, `maksājums`, `währung`, `libellé`): 8 points per word found.
/// 2. Each byte ≥ 0x80: +1 when it reads as a letter the code page's languages write (0 when that
///    letter is rare there), −1 as a letter
///    none of them write (`ł` in a Baltic reading, `ð` in a Western one) or as `¹ ³ ¿`, −3 undefined.
///    `ì ù ò` followed by a letter count −1 in the Western reading: Italian and French put them at
///    the end of words, while Czech `ě ů ň` (the same bytes) stand inside them.
///
/// The highest score wins; a tie goes to Windows-1252 (the commonest), then Windows-1250.
enum SingleByteGuess {
    static let candidates: [TextEncoding] = [.windows1252, .windows1250, .windows1257]

    /// Letters (lower-case) the languages of each code page write.
    static let native: [TextEncoding: Set<Character>] = [
        // French, German, Spanish, Portuguese, Italian, Dutch, Nordic (not Icelandic ð þ, not the rare û)
        .windows1252: Set("àáâãäåæçèéêëìíîïñòóôõöøùúüýÿœšžß"),
        // Czech, Slovak, Polish, Hungarian, Slovenian, Croatian, Romanian
        .windows1250: Set("áâăäçčćďđéęëěíîĺľłńňóôőöŕřśşšţťúůűüýźżž"),
        // Lithuanian, Latvian, Estonian
        .windows1257: Set("ąčęėįšųūžāēģīķļņōŗõäöüšž"),
    ]

    /// Native letters too rare to count for their code page (Slovak `ŕ ĺ`, Romanian `ă ş ţ â î`,
    /// Croatian `đ`, old Latvian `ō ŗ`): they score 0, since the same bytes are common Baltic or
    /// Central European letters (`ą š ž`) in another reading.
    static let rare: Set<Character> = Set("ŕĺăşţâîđōŗ")

    /// Words (lower-case) that export headers and descriptions in each code page's languages spell
    /// with letters outside ASCII.
    static let words: [TextEncoding: [String]] = [
        .windows1252: [
            "währung", "empfänger", "überweisung", "straße", "beløb", "libellé", "opération", "débit", "crédit",
            "référence", "descripción", "categoría", "descrição", "operação", "número",
        ],
        .windows1250: [
            "částka", "účtu", "účet", "zaúčtování", "zaúčtovaná", "měna", "název", "číslo", "protiúčtu", "zpráva",
            "poznámka", "provedení", "dátum", "zostatok", "účtovania", "kwota", "tytuł", "księgowania", "płatność",
            "przelew środków", "összeg", "közlemény", "értéknap", "könyvelés", "számla", "megjegyzés", "plačilo",
            "račun", "plaćanje",
        ],
        .windows1257: [
            "sąskaitos", "sąskaita", "gavėjas", "gavėjo", "paaiškinimai", "mokėjimo", "mokėjimas", "mokėtojas",
            "įrašo", "išlaidos", "lėšų", "maksājums", "saņēmējs", "valūta", "mērķis", "apgrozījums",
        ],
    ]

    static func best(_ sample: [UInt8]) -> TextEncoding {
        guard sample.contains(where: { $0 >= 0x80 }) else { return .windows1252 }
        var bestEncoding = TextEncoding.windows1252
        var bestScore = Int.min
        for encoding in candidates {
            let s = score(sample, encoding)
            if s > bestScore {
                bestScore = s
                bestEncoding = encoding
            }
        }
        return bestEncoding
    }

    static func score(_ sample: [UInt8], _ encoding: TextEncoding) -> Int {
        let letters = native[encoding]!
        var total = 0
        var text: [UInt8] = []
        text.reserveCapacity(sample.count * 2)
        for (i, b) in sample.enumerated() {
            if b < 0x80 {
                text.append(b)
                continue
            }
            let code = Transcoder.upperHalf(encoding, b)
            Transcoder.appendUTF8(code, to: &text)
            guard code != 0xFFFD, code >= 0xA0, let scalar = Unicode.Scalar(code) else {
                total -= 3
                continue
            }
            let character = Character(scalar)
            if character.isLetter {
                let lower = character.lowercased().first ?? character
                if !letters.contains(lower) {
                    total -= 1
                } else if encoding == .windows1252 && "ìùò".contains(lower) && i + 1 < sample.count && isLetterByte(sample[i + 1]) {
                    total -= 1
                } else if !rare.contains(lower) {
                    total += 1
                }
            } else if "¹²³¼½¾¿".contains(character) {
                total -= 1
            }
        }
        let decoded = String(decoding: text, as: UTF8.self).lowercased()
        for word in words[encoding]! where decoded.contains(word) { total += 8 }
        return total
    }

    @inline(__always)
    private static func isLetterByte(_ b: UInt8) -> Bool {
        (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b >= 0xC0
    }
}
