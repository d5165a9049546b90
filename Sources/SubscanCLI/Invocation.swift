import Foundation
import SubscanApp
import SubscanCore
import SubscanIngest
import SubscanOCR
import SubscanStore

/// One run of one command: its parsed arguments, the environment and the console, with the
/// readings of options that several commands share (the store, the date, the formats, the import
/// options). Commands share these, never each other's helpers.
struct Invocation {
    let spec: CommandSpec
    let arguments: ParsedArguments
    let environment: AppEnvironment
    let console: Console

    var positionals: [String] { arguments.positionals }
    func value(_ option: Option) -> String? { arguments.value(option) }
    func has(_ option: Option) -> Bool { arguments.has(option) }

    func usageError(_ message: String) -> UsageError { UsageError(message: message, usage: spec.usage) }

    /// `--format`, checked against what the command declares; its first format by default.
    func format() throws(UsageError) -> String {
        let format = value(.format) ?? spec.formats[0]
        guard spec.formats.contains(format) else {
            throw usageError("unknown format '\(format)' for \(spec.name) (\(spec.formats.joined(separator: ", ")))")
        }
        return format
    }

    /// `--as-of`, if given.
    func givenAsOf() throws(UsageError) -> LocalDate? {
        guard let text = value(.asOf) else { return nil }
        guard let date = LocalDate(iso: text) else { throw usageError("--as-of needs a date like 2026-11-29, not '\(text)'") }
        return date
    }

    /// `--as-of`, else today.
    func asOf() throws(UsageError) -> LocalDate { try givenAsOf() ?? environment.today() }

    /// The store of `--db`, else the default one.
    func store() throws -> Store { try environment.openStore(value(.db)) }

    func config() throws -> Config { try environment.config() }

    /// `--kind subscription,bill`: the kinds asked for, or nil for all.
    func kinds() throws(UsageError) -> Set<StreamKind>? {
        guard let text = value(.kind) else { return nil }
        var kinds = Set<StreamKind>()
        for word in text.split(separator: ",").map({ String($0).trimmingWhitespace }) where !word.isEmpty {
            guard let k = StreamKind(code: word) else {
                throw usageError("--kind takes subscription, bill, loan, rent, transfer or income (comma-separated), not '\(word)'")
            }
            kinds.insert(k)
        }
        guard !kinds.isEmpty else { throw usageError("--kind needs at least one kind") }
        return kinds
    }

    /// The subscriptions of the store as of `--as-of`, with the store and its decisions: what the
    /// lifecycle commands, `summary` and `upcoming` work on.
    func subscriptions() throws -> (store: Store, asOf: LocalDate, states: [String: SubscriptionState], list: [Subscription]) {
        let asOf = try asOf()
        let store = try store()
        let states = try store.subscriptionStates()
        return (store, asOf, states, try Subscriptions.detect(store: store, asOf: asOf, states: states).list)
    }

    /// Progress of a batch's recognition on a terminal: `subscan: reading screenshots 3/7…`.
    func recognitionProgress() -> (@Sendable (Int, Int) -> Void)? {
        guard console.stderrIsTerminal else { return nil }
        nonisolated(unsafe) let console = console  // writes are serialised by `lock`
        let lock = NSLock()
        return { done, total in
            guard total > 1 else { return }
            lock.lock()
            console.err("\rsubscan: reading screenshots \(done)/\(total)…" + (done == total ? "\n" : ""))
            lock.unlock()
        }
    }
}

/// Options several commands declare.
enum SharedOptions {
    static let db = OptionSpec(.db, value: "PATH", help: "The store. Default: $XDG_DATA_HOME/subscan/subscan.sqlite.")
    static let asOf = OptionSpec(.asOf, value: "DATE", help: "Treat this date (YYYY-MM-DD) as today. Default: today.")
    static let kinds = OptionSpec(
        .kind, value: "KINDS", help: "Only these kinds, comma-separated: subscription, bill, loan, rent, transfer, income. Default: all.")
    /// For commands without a report date of their own (import, extract).
    static let statementAsOf = OptionSpec(
        .asOf, value: "DATE",
        help: "What \"Today\" and year-less dates on screenshots and text statements mean. Default: each file's modification date.")

    /// The lifecycle's options (and of the commands that read its decisions): the store, and the day recorded.
    static let lifecycle: [OptionSpec] = [
        db, OptionSpec(.asOf, value: "DATE", help: "Today, for the date recorded and the detection. Default: today."),
    ]

    /// Options of every command that reads files.
    static let reading: [OptionSpec] = [
        OptionSpec(
            .encoding, value: "NAME",
            help: "Text encoding: utf-8, utf-16, gb18030 (gbk), latin1 (windows-1252), windows-1250, windows-1257. Default: detected."),
        OptionSpec(
            .profile, value: "ID", help: "Read the file as this bank layout (see 'subscan profiles'). Default: recognised from the header."),
        OptionSpec(.mapping, value: "FILE", help: "A JSON file describing an unknown layout (docs/formats.md)."),
        OptionSpec(.currency, value: "CODE", help: "Currency of amounts when the file names none (ISO 4217)."),
        OptionSpec(.account, value: "LABEL", help: "Name of the account the file belongs to. Default: the profile id."),
        OptionSpec(.maxFileSize, value: "SIZE", help: "Refuse larger files (e.g. 500M, 4G). Default: 1G (200M for images)."),
        OptionSpec(
            .maxFieldSize, value: "SIZE", help: "Refuse a CSV field or a text statement line longer than this (e.g. 4M). Default: 1M."),
        OptionSpec(.maxColumns, value: "N", help: "Refuse CSV rows with more columns. Default: 1000."),
        OptionSpec(
            .lang, value: "LANG",
            help:
                "OCR language of screenshots: eng, chi_sim, spa, or several joined by '+'. Default: chosen per page among the config's languages."
        ),
        OptionSpec(
            .maxPixels, value: "N", help: "Refuse images with more pixels (read from the header, before decoding). Default: 50000000."),
        OptionSpec(.maxPages, value: "N", help: "Refuse multi-page images and PDFs with more pages. Default: 100."),
        OptionSpec(
            .maxOCRSeconds, value: "N", help: "Refuse a page whose text recognition takes longer (seconds, per reading). Default: 120."),
        OptionSpec(.password, value: "TEXT", help: "Password that opens encrypted PDF statements."),
    ]
    static let readingNames = Set(reading.map(\.option))
}

/// The profile ids `--profile` takes: the named layouts and the recognisers without a header.
enum ProfileIDs {
    static var all: [String] { Array(Set(ImportProfiles.list.map(\.id))).sorted() + ["generic", "wells-fargo", "headerless"] }
}

extension Invocation {
    /// The reading options of `SharedOptions.reading`, checked; the config's default currency unless `--currency`.
    func importOptions(_ config: Config) throws -> ImportOptions {
        var options = ImportOptions()
        options.currency = config.defaultCurrency  // --currency overrides it below
        if let e = value(.encoding) {
            guard let encoding = TextEncoding(name: e) else {
                throw usageError("unknown encoding '\(e)' (utf-8, utf-16, utf-16be, gb18030, latin1)")
            }
            options.encoding = encoding
        }
        if let p = value(.profile) {
            let known = ProfileIDs.all
            guard known.contains(p) else {
                var message = "unknown profile '\(p)'"
                if let near = closestWord(p, among: known) { message += ". Did you mean '\(near)'?" }
                throw usageError(message + " (see 'subscan profiles')")
            }
            options.profile = p
        }
        if let m = value(.mapping) { options.mapping = try MappingFile.load(path: m) }
        if let c = value(.currency) {
            guard let currency = Currency(code: c) else { throw usageError("'\(c)' is not a currency code (like USD, EUR, CNY)") }
            options.currency = currency
        }
        if let a = value(.account) {
            guard !a.trimmingWhitespace.isEmpty else { throw usageError("--account needs a label") }
            options.account = a
        }
        if let s = value(.maxFieldSize) {
            guard let bytes = Self.parseSize(s), bytes <= Int64(Int32.max) else {
                throw usageError("'\(s)' is not a size (like 1M or 16M)")
            }
            options.limits.maxFieldBytes = Int(bytes)
        }
        if let n = value(.maxColumns) {
            guard let v = Int(n), v > 0, v <= 1_000_000 else { throw usageError("--max-columns needs a whole number, not '\(n)'") }
            options.limits.maxColumns = v
        }
        if let s = value(.maxFileSize) {
            guard let bytes = Self.parseSize(s) else { throw usageError("'\(s)' is not a size (like 500M or 4G)") }
            options.maxFileBytes = bytes
        }
        return options
    }

    /// Screenshot and text statement settings: OCR language, limits, quota, reference date.
    func statementSettings(_ options: ImportOptions, _ config: Config) throws -> StatementSettings {
        var settings = StatementSettings(today: environment.today())
        settings.ocrLimit = config.ocrLimit
        settings.currency = options.currency
        settings.account = options.account
        settings.candidates = config.languages
        if config.languages.count == 1 { settings.language = config.languages[0] }
        if let lang = value(.lang) {
            let parts = lang.split(separator: "+").map(String.init)
            let installed = OCRService.installedLanguages()
            guard !parts.isEmpty, parts.allSatisfy({ $0.allSatisfy { $0.isLetter || $0 == "_" } }) else {
                throw usageError("--lang needs Tesseract language codes like eng, chi_sim, spa or eng+spa")
            }
            if let missing = parts.first(where: { !installed.isEmpty && !installed.contains($0) }) {
                throw usageError("no Tesseract language data for '\(missing)' (installed: \(installed.sorted().joined(separator: ", ")))")
            }
            settings.language = lang
        }
        settings.referenceDate = try givenAsOf()
        settings.limits.maxFileBytes = value(.maxFileSize) == nil ? ImageLimits().maxFileBytes : options.maxFileBytes
        settings.maxLineBytes = options.limits.maxFieldBytes
        if let n = value(.maxPixels) {
            guard let v = Int(n), v > 0 else { throw usageError("--max-pixels needs a whole number, not '\(n)'") }
            settings.limits.maxPixels = v
        }
        if let n = value(.maxPages) {
            guard let v = Int(n), v > 0 else { throw usageError("--max-pages needs a whole number, not '\(n)'") }
            settings.limits.maxPages = v
        }
        if let n = value(.maxOCRSeconds) {
            guard let v = Int(n), v > 0, v <= 86_400 else {
                throw usageError("--max-ocr-seconds needs a whole number of seconds from 1 to 86400, not '\(n)'")
            }
            settings.limits.maxRecognitionSeconds = Double(v)
        }
        settings.password = value(.password)
        return settings
    }

    /// The reading options, checked before anything is opened.
    func reading() throws -> (options: ImportOptions, settings: StatementSettings) {
        let config = try config()  // read once for both
        let options = try importOptions(config)
        return (options, try statementSettings(options, config))
    }

    /// `1048576`, `500K`, `500M`, `4G` (binary units).
    static func parseSize(_ text: String) -> Int64? {
        var digits = text.uppercased()
        if digits.hasSuffix("B") { digits.removeLast() }
        if digits.hasSuffix("I") { digits.removeLast() }
        var multiplier: Int64 = 1
        if let last = digits.last, let m = ["K": Int64(1) << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40][String(last)] {
            multiplier = m
            digits.removeLast()
        }
        guard let n = Int64(digits), n > 0 else { return nil }
        let (r, o) = n.multipliedReportingOverflow(by: multiplier)
        return o ? nil : r
    }
}
