/// Options, command declarations and the argument parser.
import SubscanApp
import SubscanCore

/// Every option subscan knows, by its name on the command line. A command reads its options
/// through these cases, so a misspelt option is a compile error, not an option that is never read.
enum Option: String, CaseIterable, Sendable {
    // the store and the report
    case db, format, kind, timings
    case asOf = "as-of"
    case includeIncome = "include-income"
    // reading files
    case encoding, profile, mapping, currency, account, lang, password
    case maxFileSize = "max-file-size"
    case maxFieldSize = "max-field-size"
    case maxColumns = "max-columns"
    case maxPixels = "max-pixels"
    case maxPages = "max-pages"
    case maxOCRSeconds = "max-ocr-seconds"
    // the watcher
    case once, poll, settle, recursive
    // the lifecycle, entries and reminders
    case usage, members, days, limit, amount, cycle, next, cap
    case trialEnds = "trial-ends"
}

/// One option of one command: its value's placeholder (nil for a flag) and its help.
struct OptionSpec: Sendable {
    let option: Option
    let value: String?
    let help: String

    init(_ option: Option, value: String?, help: String) {
        self.option = option
        self.value = value
        self.help = help
    }

    var name: String { option.rawValue }
    var label: String { "--\(name)" + (value.map { " \($0)" } ?? "") }
}

/// What a command declares: the command table generates the overview, `--help`, the usage line and
/// the dispatch from it.
struct CommandSpec: Sendable {
    let name: String
    /// Its arguments as the usage line shows them: `FILE...`, `NAME KIND`, or empty.
    let arguments: String
    /// The line of the overview (`subscan --help`).
    let summary: String
    /// The first line of its own `--help`.
    let abstract: String
    let discussion: String
    /// Its options, in the order `--help` lists them.
    let options: [OptionSpec]
    /// What `--format` takes (the first is the default); empty when the command has no `--format`.
    let formats: [String]
    /// Options shown in the usage line as one `[import options]`.
    let grouped: Set<Option>
    let minPositionals: Int
    let maxPositionals: Int?

    init(
        name: String, arguments: String = "", summary: String, abstract: String? = nil, discussion: String = "", options: [OptionSpec],
        formats: [String] = [], grouped: Set<Option> = [], positionals: (min: Int, max: Int?) = (0, 0)
    ) {
        self.name = name
        self.arguments = arguments
        self.summary = summary
        self.abstract = abstract ?? summary
        self.discussion = discussion
        self.formats = formats
        self.grouped = grouped
        self.minPositionals = positionals.min
        self.maxPositionals = positionals.max
        // `--format` comes first, its help written from the formats unless the command words it
        let declared = options.first { $0.option == .format }
        let format = formats.isEmpty ? [] : [declared ?? OptionSpec(.format, value: "FORMAT", help: Self.formatHelp(formats))]
        self.options = format + options.filter { $0.option != .format }
    }

    static func formatHelp(_ formats: [String]) -> String {
        let list =
            formats.count == 2
            ? "\(formats[0]) (default) or \(formats[1])" : "\(formats[0]) (default), " + formats.dropFirst().joined(separator: ", ")
        return list + "."
    }

    /// `subscan import FILE... [--db PATH] [--format table|json] ... [import options]`: every option of the
    /// command, the grouped ones as one placeholder.
    var usage: String {
        var parts = ["subscan", name]
        if !arguments.isEmpty { parts.append(arguments) }
        for spec in options where !grouped.contains(spec.option) {
            let value = spec.option == .format ? formats.joined(separator: "|") : spec.value
            parts.append("[--\(spec.name)" + (value.map { " \($0)" } ?? "") + "]")
        }
        if !grouped.isEmpty { parts.append("[import options]") }
        return parts.joined(separator: " ")
    }

    var helpText: String {
        var text = "\(abstract)\n\nUsage: \(usage)\n"
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        text += "\nOptions:\n"
        let rows = options.map { ($0.label, $0.help) } + [("--help", "Show this help.")]
        let width = rows.map(\.0.count).max() ?? 0
        for (label, help) in rows {
            text += "  \(label)\(String(repeating: " ", count: width - label.count))  \(help)\n"
        }
        return text
    }
}

/// Raw arguments resolved against a command's spec. It remembers which options the command asked
/// about, so a test can check that every declared option is read.
final class ParsedArguments {
    var positionals: [String] = []
    var values: [Option: String] = [:]
    var flags: Set<Option> = []
    var wantsHelp = false
    private(set) var consulted: Set<Option> = []

    func value(_ option: Option) -> String? {
        consulted.insert(option)
        return values[option]
    }

    func has(_ option: Option) -> Bool {
        consulted.insert(option)
        return flags.contains(option)
    }
}

struct UsageError: Error {
    var message: String
    var usage: String
}

enum ArgumentParser {
    static func parse(_ args: [String], spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        let parsed = ParsedArguments()
        var i = 0
        var onlyPositionals = false
        while i < args.count {
            let arg = args[i]
            i += 1
            if onlyPositionals || !arg.hasPrefix("-") || arg == "-" {
                parsed.positionals.append(arg)
                continue
            }
            if arg == "--" {
                onlyPositionals = true
                continue
            }
            if arg == "-h" || arg == "--help" {
                parsed.wantsHelp = true
                continue
            }
            guard arg.hasPrefix("--") else {
                throw UsageError(message: "unknown option '\(arg)'", usage: spec.usage)
            }
            var name = String(arg.dropFirst(2))
            var inlineValue: String? = nil
            if let eq = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            guard let option = spec.options.first(where: { $0.name == name }) else {
                var message = "unknown option '--\(name)'"
                if let near = closestWord(name, among: spec.options.map(\.name)) { message += ". Did you mean '--\(near)'?" }
                throw UsageError(message: message, usage: spec.usage)
            }
            if option.value == nil {
                if inlineValue != nil { throw UsageError(message: "'--\(name)' takes no value", usage: spec.usage) }
                parsed.flags.insert(option.option)
            } else if let inlineValue {
                parsed.values[option.option] = inlineValue
            } else {
                guard i < args.count else {
                    throw UsageError(message: "'--\(name)' needs a value (\(option.value!))", usage: spec.usage)
                }
                parsed.values[option.option] = args[i]
                i += 1
            }
        }
        if parsed.wantsHelp { return parsed }
        if parsed.positionals.count < spec.minPositionals {
            throw UsageError(message: "missing argument: \(spec.usage)", usage: spec.usage)
        }
        if let max = spec.maxPositionals, parsed.positionals.count > max {
            throw UsageError(message: "unexpected argument '\(parsed.positionals[max])'", usage: spec.usage)
        }
        return parsed
    }
}
