import Foundation
import SubscanCore

/// The OCR quota's calendar: pages are counted per calendar month (`2026-11`) and the count starts
/// again on the first of the next month.
public enum OCRQuota {
    /// `2026-11` for any day of November 2026.
    public static func period(of day: LocalDate) -> String {
        String(format: "%04d-%02d", day.year, day.month)
    }

    /// The first day of the next month.
    public static func resetDate(after day: LocalDate) -> LocalDate {
        day.month == 12 ? LocalDate(year: day.year + 1, month: 1, day: 1)! : LocalDate(year: day.year, month: day.month + 1, day: 1)!
    }
}

/// The OCR quota is used up for this period.
public struct QuotaExceeded: Error, CustomStringConvertible {
    public var file: String
    public var used: Int
    public var limit: Int
    public var period: String
    public var resetsOn: LocalDate

    public var description: String {
        "\(file): over the OCR quota: \(used) of \(limit) pages used in \(period); it resets on \(resetsOn.iso) (raise it with 'subscan quota --limit N'); CSV imports are not affected"
    }
}
