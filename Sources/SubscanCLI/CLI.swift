import SubscanCore
import SubscanIngest
import SubscanOCR
import SubscanStore

/// Exit statuses: 0 ok, 1 failure, 2 usage error, 3 some files of a batch failed.
public enum ExitCode {
    public static let ok: Int32 = 0
    public static let failure: Int32 = 1
    public static let usage: Int32 = 2
    public static let partial: Int32 = 3
}

/// The command line: parses the first word, then hands the rest to one command.
public enum SubscanCLI {
    public static let version = "0.1.0"

    static let commands: [String: CommandSpec] = [
        "scan": ScanCommand.scanSpec,
        "report": ScanCommand.reportSpec,
        "import": ImportCommand.spec,
        "extract": ExtractCommand.spec,
        "catalog": CatalogCommand.spec,
        "kill": LifecycleCommands.killSpec,
        "restore": LifecycleCommands.restoreSpec,
        "killed": LifecycleCommands.killedSpec,
        "confirm": LifecycleCommands.confirmSpec,
        "share": LifecycleCommands.shareSpec,
        "kind": LifecycleCommands.kindSpec,
        "summary": SummaryCommands.summarySpec,
        "add": EntryCommands.addSpec,
        "watch": WatchCommand.spec,
        "group": EntryCommands.groupSpec,
        "upcoming": SummaryCommands.upcomingSpec,
        "config": SummaryCommands.configSpec,
        "profiles": ProfilesCommand.spec,
        "quota": QuotaCommand.spec,
    ]

    public static let overview = """
        subscan finds the subscriptions hiding in your bank data, locally.

        Usage: subscan FILE...              import bank exports, then list your subscriptions
               subscan COMMAND [options]

        Commands:
          scan FILE...      Import bank exports or screenshots, then report every subscription (same as 'subscan FILE...').
          report            Report the subscriptions in the store, importing nothing.
          import FILE...    Read exports, screenshots (OCR) and text statements; store their transactions (each once).
          extract FILE...   Print the transactions read from files; store nothing.
          watch DIR         Watch a drop folder: import what lands there, keep its reports current.
          catalog QUERY     Look a service up in the brand catalog.
          kill NAME         Mark a subscription as cancelled by you; 'restore NAME' undoes it.
          killed            The subscriptions you killed and what they save per month.
          confirm NAME      Record that you use it (--usage often|sometimes|rarely).
          share NAME        Record how many people share it (--members N): totals count your share.
          kind NAME KIND    Say what it is: subscription, bill, loan, rent, transfer or income.
          add NAME          Add a subscription by hand (price, cycle, cancel link from the catalog).
          group             Cap what several subscriptions cost together (group create / group add).
          summary           Cost per month and year, what to look at, what you saved.
          upcoming          Charges due soon (--days N), or an iCalendar file of reminders (--format ics).
          config            Show the settings and where each comes from.
          quota             OCR pages used this month and the limit (--limit N sets it).
          profiles          List the bank export layouts subscan recognises.
          help [COMMAND]    Show help for a command.

        The store is $XDG_DATA_HOME/subscan/subscan.sqlite unless --db PATH says otherwise.
        Every command takes --help.
        Exit status: 0 ok, 1 failure, 2 usage error, 3 some files failed.
        """

    /// Whether these arguments may lead to OCR: an image among them, or a watched folder.
    public static func mayRecognizeImages(_ arguments: [String]) -> Bool {
        arguments.first == "watch" || arguments.contains { ImageFormat.isImagePath($0) }
    }

    /// Runs subscan with `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], environment: [String: String], console: Console) -> Int32 {
        guard let first = arguments.first else {
            console.out(overview + "\n")
            return ExitCode.ok
        }
        switch first {
        case "-h", "--help", "help":
            if first == "help", arguments.count > 1 {
                guard let spec = commands[arguments[1]] else {
                    console.err("subscan: error: unknown command '\(arguments[1])'\n")
                    return ExitCode.usage
                }
                console.out(spec.helpText)
                return ExitCode.ok
            }
            console.out(overview + "\n")
            return ExitCode.ok
        case "--version":
            console.out("subscan \(version)\n")
            return ExitCode.ok
        default:
            break
        }
        var name = first
        var rest = Array(arguments.dropFirst())
        if commands[first] == nil {
            if first.hasPrefix("-") || first.contains(".") || first.contains("/") {
                name = "scan"  // `subscan export.csv` is `subscan scan export.csv`
                rest = arguments
            } else {
                var message = "subscan: error: unknown command '\(first)'"
                if let near = ArgumentParser.closest(first, among: Array(commands.keys)) {
                    message += ". Did you mean '\(near)'?"
                }
                console.err(message + "\nRun 'subscan --help' for the commands.\n")
                return ExitCode.usage
            }
        }
        let spec = commands[name]!
        let parsed: ParsedArguments
        do {
            parsed = try ArgumentParser.parse(rest, spec: spec)
        } catch {
            console.err("subscan: error: \(error.message)\nUsage: \(error.usage)\nRun 'subscan \(name) --help' for more.\n")
            return ExitCode.usage
        }
        if parsed.wantsHelp {
            console.out(spec.helpText)
            return ExitCode.ok
        }
        do {
            switch name {
            case "scan": return try ScanCommand.run(parsed, ingest: true, environment: environment, console: console)
            case "report": return try ScanCommand.run(parsed, ingest: false, environment: environment, console: console)
            case "catalog": return try CatalogCommand.run(parsed, console: console)
            case "add": return try EntryCommands.runAdd(parsed, environment: environment, console: console)
            case "watch": return try WatchCommand.run(parsed, environment: environment, console: console)
            case "group": return try EntryCommands.runGroup(parsed, environment: environment, console: console)
            case "summary", "upcoming", "config":
                return try SummaryCommands.run(name, parsed, environment: environment, console: console)
            case "kill", "restore", "killed", "confirm", "share", "kind":
                return try LifecycleCommands.run(name, parsed, environment: environment, console: console)
            case "import": return try ImportCommand.run(parsed, environment: environment, console: console)
            case "extract": return try ExtractCommand.run(parsed, environment: environment, console: console)
            case "profiles": return ProfilesCommand.run(parsed, console: console)
            case "quota": return try QuotaCommand.run(parsed, environment: environment, console: console)
            default: return ExitCode.usage
            }
        } catch let error as Config.Invalid {
            console.err("subscan: error: \(error.description)\n")
            return ExitCode.failure
        } catch let error as UsageError {
            console.err("subscan: error: \(error.message)\nUsage: \(error.usage)\n")
            return ExitCode.usage
        } catch {
            console.err("subscan: error: \(error)\n")
            return ExitCode.failure
        }
    }
}

/// Options shared by every command that reads files.
enum IngestOptions {
    static let specs: [OptionSpec] = [
        OptionSpec(
            name: "encoding", value: "NAME",
            help: "Text encoding: utf-8, utf-16, gb18030 (gbk), latin1 (windows-1252), windows-1250, windows-1257. Default: detected."),
        OptionSpec(
            name: "profile", value: "ID",
            help: "Read the file as this bank layout (see 'subscan profiles'). Default: recognised from the header."),
        OptionSpec(name: "mapping", value: "FILE", help: "A JSON file describing an unknown layout (docs/formats.md)."),
        OptionSpec(name: "currency", value: "CODE", help: "Currency of amounts when the file names none (ISO 4217)."),
        OptionSpec(name: "account", value: "LABEL", help: "Name of the account the file belongs to. Default: the profile id."),
        OptionSpec(name: "max-file-size", value: "SIZE", help: "Refuse larger files (e.g. 500M, 4G). Default: 1G (200M for images)."),
        OptionSpec(
            name: "max-field-size", value: "SIZE",
            help: "Refuse a CSV field or a text statement line longer than this (e.g. 4M). Default: 1M."),
        OptionSpec(name: "max-columns", value: "N", help: "Refuse CSV rows with more columns. Default: 1000."),
        OptionSpec(
            name: "lang", value: "LANG",
            help:
                "OCR language of screenshots: eng, chi_sim, spa, or several joined by '+'. Default: chosen per page among the config's languages."
        ),
        OptionSpec(
            name: "max-pixels", value: "N",
            help: "Refuse images with more pixels (read from the header, before decoding). Default: 50000000."),
        OptionSpec(name: "max-pages", value: "N", help: "Refuse multi-page images and PDFs with more pages. Default: 100."),
        OptionSpec(name: "password", value: "TEXT", help: "Password that opens encrypted PDF statements."),
    ]

    /// For commands without a report date of their own (import, extract).
    static let asOfSpec = OptionSpec(
        name: "as-of", value: "DATE",
        help: "What \"Today\" and year-less dates on screenshots and text statements mean. Default: each file's modification date.")

    /// Screenshot and text statement settings: OCR language, limits, quota, reference date.
    static func statementSettings(
        _ parsed: ParsedArguments, options: ImportOptions, usage: String, environment: [String: String]
    ) throws -> StatementSettings {
        let config = try Config.load(environment: environment)
        var settings = StatementSettings()
        settings.ocrLimit = config.ocrLimit
        settings.currency = options.currency
        settings.account = options.account
        settings.candidates = config.languages
        if config.languages.count == 1 { settings.language = config.languages[0] }
        if let lang = parsed.value("lang") {
            let parts = lang.split(separator: "+").map(String.init)
            let installed = OCRService.installedLanguages()
            guard !parts.isEmpty, parts.allSatisfy({ $0.allSatisfy { $0.isLetter || $0 == "_" } }) else {
                throw UsageError(message: "--lang needs Tesseract language codes like eng, chi_sim, spa or eng+spa", usage: usage)
            }
            if let missing = parts.first(where: { !installed.isEmpty && !installed.contains($0) }) {
                throw UsageError(
                    message: "no Tesseract language data for '\(missing)' (installed: \(installed.sorted().joined(separator: ", ")))",
                    usage: usage)
            }
            settings.language = lang
        }
        if let text = parsed.value("as-of") { settings.referenceDate = try ScanCommand.resolveAsOf(text, usage: usage) }
        settings.limits.maxFileBytes = parsed.value("max-file-size") == nil ? ImageLimits().maxFileBytes : options.maxFileBytes
        settings.maxLineBytes = options.limits.maxFieldBytes
        if let n = parsed.value("max-pixels") {
            guard let v = Int(n), v > 0 else { throw UsageError(message: "--max-pixels needs a whole number, not '\(n)'", usage: usage) }
            settings.limits.maxPixels = v
        }
        if let n = parsed.value("max-pages") {
            guard let v = Int(n), v > 0 else { throw UsageError(message: "--max-pages needs a whole number, not '\(n)'", usage: usage) }
            settings.limits.maxPages = v
        }
        settings.password = parsed.value("password")
        return settings
    }

    static func resolve(_ parsed: ParsedArguments, usage: String, environment: [String: String] = [:]) throws -> ImportOptions {
        var options = ImportOptions()
        options.currency = try Config.load(environment: environment).defaultCurrency  // --currency overrides it below
        if let e = parsed.value("encoding") {
            guard let encoding = TextEncoding(name: e) else {
                throw UsageError(message: "unknown encoding '\(e)' (utf-8, utf-16, utf-16be, gb18030, latin1)", usage: usage)
            }
            options.encoding = encoding
        }
        if let p = parsed.value("profile") {
            let known = Set(ProfilesCommand.ids)
            guard known.contains(p) else {
                var message = "unknown profile '\(p)'"
                if let near = ArgumentParser.closest(p, among: Array(known)) { message += ". Did you mean '\(near)'?" }
                throw UsageError(message: message + " (see 'subscan profiles')", usage: usage)
            }
            options.profile = p
        }
        if let m = parsed.value("mapping") { options.mapping = try MappingFile.load(path: m) }
        if let c = parsed.value("currency") {
            guard let currency = Currency(code: c) else {
                throw UsageError(message: "'\(c)' is not a currency code (like USD, EUR, CNY)", usage: usage)
            }
            options.currency = currency
        }
        if let a = parsed.value("account") {
            guard !a.trimmingWhitespace.isEmpty else { throw UsageError(message: "--account needs a label", usage: usage) }
            options.account = a
        }
        if let s = parsed.value("max-field-size") {
            guard let bytes = parseSize(s), bytes <= Int64(Int32.max) else {
                throw UsageError(message: "'\(s)' is not a size (like 1M or 16M)", usage: usage)
            }
            options.limits.maxFieldBytes = Int(bytes)
        }
        if let n = parsed.value("max-columns") {
            guard let v = Int(n), v > 0, v <= 1_000_000 else {
                throw UsageError(message: "--max-columns needs a whole number, not '\(n)'", usage: usage)
            }
            options.limits.maxColumns = v
        }
        if let s = parsed.value("max-file-size") {
            guard let bytes = parseSize(s) else {
                throw UsageError(message: "'\(s)' is not a size (like 500M or 4G)", usage: usage)
            }
            options.maxFileBytes = bytes
        }
        return options
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

extension String {
    var trimmingWhitespace: String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s.removeFirst() }
        while s.last?.isWhitespace == true { s.removeLast() }
        return String(s)
    }

    /// The last path component, for messages.
    var fileName: String { split(separator: "/").last.map(String.init) ?? self }
}
