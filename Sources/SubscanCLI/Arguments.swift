/// A command's options: which take a value, which are flags, and the help for each.
import SubscanCore

struct OptionSpec {
    let name: String
    let value: String?  // nil: a flag
    let help: String
}

struct CommandSpec {
    let name: String
    let abstract: String
    let usage: String
    let discussion: String
    let options: [OptionSpec]
    let minPositionals: Int
    let maxPositionals: Int?

    var helpText: String {
        var text = "\(abstract)\n\nUsage: \(usage)\n"
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        text += "\nOptions:\n"
        let all = options + [OptionSpec(name: "help", value: nil, help: "Show this help.")]
        let labels = all.map { "--\($0.name)" + ($0.value.map { " \($0)" } ?? "") }
        let width = labels.map(\.count).max() ?? 0
        for (label, option) in zip(labels, all) {
            text += "  \(label)\(String(repeating: " ", count: width - label.count))  \(option.help)\n"
        }
        return text
    }
}

/// Raw arguments resolved against a command's spec.
struct ParsedArguments {
    var positionals: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var wantsHelp = false

    func value(_ name: String) -> String? { values[name] }
    func has(_ name: String) -> Bool { flags.contains(name) }
}

struct UsageError: Error {
    var message: String
    var usage: String
}

enum ArgumentParser {
    static func parse(_ args: [String], spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
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
                if let near = closest(name, among: spec.options.map(\.name)) { message += ". Did you mean '--\(near)'?" }
                throw UsageError(message: message, usage: spec.usage)
            }
            if option.value == nil {
                if inlineValue != nil { throw UsageError(message: "'--\(name)' takes no value", usage: spec.usage) }
                parsed.flags.insert(name)
            } else if let inlineValue {
                parsed.values[name] = inlineValue
            } else {
                guard i < args.count else {
                    throw UsageError(message: "'--\(name)' needs a value (\(option.value!))", usage: spec.usage)
                }
                parsed.values[name] = args[i]
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

    /// The candidate within edit distance 2, if any.
    static func closest(_ word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(word, $0)) }.filter { $0.1 <= 2 }
        return scored.min(by: { $0.1 < $1.1 })?.0
    }
}
