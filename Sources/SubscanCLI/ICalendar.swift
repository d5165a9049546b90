import Foundation
import SubscanCore

/// iCalendar (RFC 5545) reminders for upcoming charges: one all-day event per charge, with alarms.
///
/// Lines end in CRLF and are folded at 75 octets (continuation lines start with a space, never
/// splitting a UTF-8 character); text values escape `\`, `;`, `,` and newlines. A UID is the
/// subscription id and the charge date, so re-exporting replaces events instead of duplicating them.
enum ICalendar {
    /// Upcoming charges of counted subscriptions within `days` of `asOf`.
    static func upcoming(_ subs: [Subscription], asOf: LocalDate, days: Int) -> [(Subscription, LocalDate)] {
        var events: [(Subscription, LocalDate)] = []
        let end = asOf.adding(days: days)
        for s in subs where s.counts || (s.status == .early && s.killedOn == nil) {
            var date = s.nextDate
            var guardCount = 0
            while date < asOf && guardCount < 60 {  // an overdue next date: the one after it
                date = s.cycle.next(after: date, anchorDay: s.nextDate.day)
                guardCount += 1
            }
            while date <= end && guardCount < 400 {
                events.append((s, date))
                date = s.cycle.next(after: date, anchorDay: s.nextDate.day)
                guardCount += 1
            }
            if let trial = s.trialEnds, trial >= asOf, trial <= end, !events.contains(where: { $0.0.id == s.id && $0.1 == trial }) {
                events.append((s, trial))
            }
        }
        return events.sorted { ($0.1, $0.0.id) < ($1.1, $1.0.id) }
    }

    /// DTSTAMP: now, in UTC.
    static func stamp() -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return f.string(from: Date())
    }

    static func document(_ events: [(Subscription, LocalDate)], alarmDays: [Int], stamp: String) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//subscan//subscan \(SubscanCLI.version)//EN", "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH",
        ]
        for (s, date) in events {
            let amount = s.members > 1 ? "\(s.lastAmount) (your share \(s.monthlyShare.decimalString)/month)" : "\(s.lastAmount)"
            let trial = s.trialEnds == date
            lines += [
                "BEGIN:VEVENT",
                "UID:\(s.id)-\(trial ? "trial-" : "")\(date.iso)@subscan",
                "DTSTAMP:\(stamp)",
                "DTSTART;VALUE=DATE:\(compact(date))",
                "DTEND;VALUE=DATE:\(compact(date.adding(days: 1)))",
                "SUMMARY:" + escape(trial ? "\(s.merchant): free trial ends, converts to \(amount)" : "\(s.merchant) charges \(amount)"),
                "DESCRIPTION:" + escape(description(s)),
                "TRANSP:TRANSPARENT",
            ]
            if let url = s.cancelURL { lines.append("URL:\(url)") }
            for d in alarmDays.sorted(by: >) where d > 0 {
                lines += [
                    "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-P\(d)D",
                    "DESCRIPTION:" + escape("\(s.merchant) charges \(s.lastAmount) in \(d) day\(d == 1 ? "" : "s")"), "END:VALARM",
                ]
            }
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.map(fold).joined(separator: "\r\n") + "\r\n"
    }

    static func description(_ s: Subscription) -> String {
        var parts = ["\(s.cycle.code) subscription (\(s.id)), \(s.monthlyEquivalent) a month."]
        if s.risk != .low { parts.append("Risk \(s.risk.rawValue): " + s.riskReasons.joined(separator: "; ") + ".") }
        if let url = s.cancelURL { parts.append("Cancel: \(url)") }
        return parts.joined(separator: "\n")
    }

    static func compact(_ d: LocalDate) -> String { d.iso.replacingOccurrences(of: "-", with: "") }

    /// TEXT escaping (RFC 5545 §3.3.11).
    static func escape(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n", "\r\n": out += "\\n"
            case "\r": continue
            default: out.append(ch)
            }
        }
        return out
    }

    /// Folds a content line to at most 75 octets per physical line (RFC 5545 §3.1).
    static func fold(_ line: String) -> String {
        var result = ""
        var current = 0
        var first = true
        for ch in line {
            let size = String(ch).utf8.count
            let limit = first ? 75 : 74  // continuation lines carry a leading space
            if current + size > limit {
                result += "\r\n "
                current = 0
                first = false
            }
            result.append(ch)
            current += size
        }
        return result
    }
}
