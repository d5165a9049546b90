import SubscanCore

/// The order of day and month in all-numeric dates whose year comes last.
public enum DateOrder: String, Sendable, Equatable {
    case dayMonth = "DMY"
    case monthDay = "MDY"
}

/// What one date cell can mean.
enum DateReading: Equatable {
    /// Unambiguous: ISO, year first, a month name, `2026年10月3日`, `YYYYMMDD`.
    case exact(LocalDate)
    /// `a/b/year`: day-first and month-first readings (either may be nil when impossible).
    case numeric(dayMonth: LocalDate?, monthDay: LocalDate?)
    /// Shaped like a date but no reading exists (`2026-02-30`, `14/31/2026`).
    case impossible
    /// Not a date at all (`Total`, empty, `Pending`).
    case notADate

    func date(order: DateOrder) -> LocalDate? {
        switch self {
        case .exact(let d): return d
        case .numeric(let dm, let md): return order == .dayMonth ? dm : md
        case .impossible, .notADate: return nil
        }
    }
}

/// Reads the date forms bank exports print, times ignored.
///
/// `2026-10-03`, `2026/10/03`, `2026.10.03.`, `20261003`, `2026:10:03`, `03.10.2026`, `10/03/2026`,
/// `3/10/26`, `3 Oct 2026`, `03-Oct-2026`, `Oct 3, 2026`, `3 oct. 2026`, `3. Okt. 2026`,
/// `3 de octubre de 2026`, `2026年10月3日`, `2026-10-03T12:45:27`, `2026-10-03 12:45:27 +0000`.
package enum DateParser {
    static func read(_ raw: String) -> DateReading {
        if let quick = readNumeric(raw) { return quick }
        return readAnyForm(raw)
    }

    /// The all-digit forms (`2026-10-03`, `10/03/2026 12:00`, `20261003`) without allocating;
    /// nil sends the cell to the general reader.
    @inline(__always)
    static func readNumeric(_ raw: String) -> DateReading? {
        var values = (0, 0, 0)
        var widths = (0, 0, 0)
        var count = 0
        var current = 0
        var width = 0
        var separator: UInt8 = 0
        func store() -> Bool {
            switch count {
            case 0: values.0 = current; widths.0 = width
            case 1: values.1 = current; widths.1 = width
            case 2: values.2 = current; widths.2 = width
            default: return false
            }
            count += 1
            current = 0
            width = 0
            return true
        }
        loop: for b in raw.utf8 {
            switch b {
            case 48...57:
                current = current * 10 + Int(b - 48)
                width += 1
                if width > 8 { return nil }
            case 47, 45, 46:  // / - .
                if width == 0 {
                    if count == 3 && b == 46 { continue }  // "2026.10.03."
                    return nil
                }
                if separator == 0 { separator = b } else if separator != b { return nil }
                if !store() { return nil }
            case 32, 84, 9:  // space, T, tab: a time or padding follows
                if width > 0 && !store() { return nil }
                if count == 3 || count == 1 { break loop }
                if count == 0 && width == 0 { continue }  // leading padding
                return nil
            default:
                return nil
            }
        }
        if width > 0 && !store() { return nil }
        if count == 1 {
            guard widths.0 == 8, separator == 0 else { return nil }
            let v = values.0
            return LocalDate(year: v / 10000, month: v / 100 % 100, day: v % 100).map { .exact($0) } ?? .impossible
        }
        guard count == 3 else { return nil }
        if widths.0 == 4 {
            guard widths.1 <= 2, widths.2 <= 2 else { return .notADate }
            return LocalDate(year: values.0, month: values.1, day: values.2).map { .exact($0) } ?? .impossible
        }
        guard widths.0 <= 2, widths.1 <= 2, widths.2 == 4 || widths.2 == 2 else { return .notADate }
        let year = expandYear((values.2, widths.2))
        let dm = LocalDate(year: year, month: values.1, day: values.0)
        let md = LocalDate(year: year, month: values.0, day: values.1)
        if dm == nil && md == nil { return .impossible }
        return .numeric(dayMonth: dm, monthDay: md)
    }

    static func readAnyForm(_ raw: String) -> DateReading {
        var numbers: [(value: Int, digits: Int)] = []
        var month: Int? = nil
        var sawWord = false
        var current = 0
        var digits = 0
        var word = ""
        var hasSeparator = false
        var sawColon = false

        func flushNumber() {
            if digits > 0 { numbers.append((current, digits)) }
            current = 0
            digits = 0
        }
        func flushWord() -> Bool {
            defer { word = "" }
            if word.isEmpty { return true }
            let w = word.lowercased()
            if let m = monthNames[w] {
                if month != nil { return false }
                month = m
                return true
            }
            if ignorableWords.contains(w) { return true }
            sawWord = true
            return false
        }

        let scalars = Array(raw.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            if s.value >= 48 && s.value <= 57 {
                if !word.isEmpty && !flushWord() { return .notADate }
                current = current * 10 + Int(s.value - 48)
                digits += 1
                if digits > 8 { return .notADate }
            } else if s == ":" && digits > 0 && numbers.count >= 2 {
                // a time begins ("12:45:27"): the date is complete
                digits = 0
                current = 0
                break
            } else if s.properties.isAlphabetic && !(s.value >= 0x5E74 && [0x5E74, 0x6708, 0x65E5].contains(s.value)) {
                if digits > 0 {
                    // "2026-10-03T12:45": a letter right after the day ends the date
                    if (s == "T" || s == "t") && numbers.count == 2 {
                        flushNumber()
                        break
                    }
                    flushNumber()
                }
                word.unicodeScalars.append(s)
            } else {
                // separators: / - . , space tab ' 年 月 日 and anything else
                flushNumber()
                if !word.isEmpty && !flushWord() {
                    if numbers.count >= 3 || (month != nil && numbers.count >= 2) { break }  // trailing words
                    return .notADate
                }
                if s == "/" || s == "-" || s == "." || s == "年" || s == "月" { hasSeparator = true }
                if s == ":" {
                    hasSeparator = true
                    sawColon = true
                }
                if (s == "+" || s == "Z") && numbers.count >= 3 { break }
            }
            i += 1
        }
        flushNumber()
        if !word.isEmpty && !flushWord() && numbers.count < 2 { return .notADate }
        _ = sawWord

        if let month {
            guard numbers.count == 2 else { return numbers.isEmpty ? .notADate : .impossible }
            let a = numbers[0]
            let b = numbers[1]
            let (day, year): (Int, Int)
            if a.digits == 4 {
                (day, year) = (b.value, a.value)
            } else {
                (day, year) = (a.value, expandYear(b))
            }
            return LocalDate(year: year, month: month, day: day).map { .exact($0) } ?? .impossible
        }
        if numbers.count == 1 && numbers[0].digits == 8 && !hasSeparator {
            let v = numbers[0].value
            return LocalDate(year: v / 10000, month: v / 100 % 100, day: v % 100).map { .exact($0) } ?? .impossible
        }
        guard numbers.count == 3, hasSeparator else { return .notADate }
        let (a, b, c) = (numbers[0], numbers[1], numbers[2])
        if a.digits == 4 {
            guard b.digits <= 2, c.digits <= 2 else { return .notADate }
            return LocalDate(year: a.value, month: b.value, day: c.value).map { .exact($0) } ?? .impossible
        }
        guard !sawColon, a.digits <= 2, b.digits <= 2, c.digits == 4 || c.digits == 2 else { return .notADate }
        let year = expandYear(c)
        let dm = LocalDate(year: year, month: b.value, day: a.value)
        let md = LocalDate(year: year, month: a.value, day: b.value)
        if dm == nil && md == nil { return .impossible }
        return .numeric(dayMonth: dm, monthDay: md)
    }

    /// Two-digit years: 00–69 → 2000s, 70–99 → 1900s.
    static func expandYear(_ n: (value: Int, digits: Int)) -> Int {
        if n.digits >= 3 { return n.value }
        return n.value < 70 ? 2000 + n.value : 1900 + n.value
    }

    static let ignorableWords: Set<String> = ["de", "del", "of", "the", "st", "nd", "rd", "th", "er", "le"]

    package static let monthNames: [String: Int] = {
        var table: [String: Int] = [:]
        let lists: [[String]] = [
            ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"],
            ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"],
            ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"],
            ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
            ["jän", "feb", "mär", "apr", "mai", "jun", "jul", "aug", "sep", "okt", "nov", "dez"],
            ["januar", "februar", "märz", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "dezember"],
            ["janv", "févr", "mars", "avr", "mai", "juin", "juil", "août", "sept", "oct", "nov", "déc"],
            ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
        ]
        for list in lists {
            for (i, name) in list.enumerated() { table[name] = i + 1 }
        }
        table["sept"] = 9
        table["setiembre"] = 9
        table["mrz"] = 3
        table["jan"] = 1
        table["fev"] = 2
        table["dez"] = 12
        table["dic"] = 12
        return table
    }()
}

/// Decides DD/MM or MM/DD from every date of a file, not its first row.
///
/// Each numeric date either fits both orders (`03/04/2026`), or only one (`13/04/2026` is day-first).
/// One impossible reading settles the order for the whole file.
struct DateOrderEvidence {
    var dayMonthPossible = true
    var monthDayPossible = true
    var numericSeen = false
    /// Every numeric date so far was written with dots (`01.03.2026`): day first by convention.
    var allDotted = true

    mutating func observe(_ reading: DateReading, raw: String = "") {
        if case .numeric(let dm, let md) = reading {
            numericSeen = true
            if dm == nil { dayMonthPossible = false }
            if md == nil { monthDayPossible = false }
            if !raw.utf8.contains(46) || raw.utf8.contains(47) { allDotted = false }
        }
    }

    /// The order, once the evidence settles it.
    var decided: DateOrder? {
        if dayMonthPossible && !monthDayPossible { return .dayMonth }
        if monthDayPossible && !dayMonthPossible { return .monthDay }
        return nil
    }
}
