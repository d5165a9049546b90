import SubscanApp
import SubscanCore
import SubscanOCR

/// Exit statuses: 0 ok, 1 failure, 2 usage error, 3 some files of a batch failed.
public enum ExitCode {
    public static let ok: Int32 = 0
    public static let failure: Int32 = 1
    public static let usage: Int32 = 2
    public static let partial: Int32 = 3
}

/// The command line: parses the first word, then hands the rest to one command of `CommandTable`.
public enum SubscanCLI {
    public static let version = "0.1.0"

    public static var overview: String { CommandTable.overview }

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
                guard let command = CommandTable.named(arguments[1]) else {
                    console.err("subscan: error: unknown command '\(arguments[1])'\n")
                    return ExitCode.usage
                }
                console.out(command.spec.helpText)
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
        var command = CommandTable.named(first)
        var rest = Array(arguments.dropFirst())
        if command == nil {
            if first.hasPrefix("-") || first.contains(".") || first.contains("/") {
                command = CommandTable.named("scan")  // `subscan export.csv` is `subscan scan export.csv`
                rest = arguments
            } else {
                var message = "subscan: error: unknown command '\(first)'"
                if let near = closestWord(first, among: CommandTable.names) {
                    message += ". Did you mean '\(near)'?"
                }
                console.err(message + "\nRun 'subscan --help' for the commands.\n")
                return ExitCode.usage
            }
        }
        let spec = command!.spec
        let parsed: ParsedArguments
        do {
            parsed = try ArgumentParser.parse(rest, spec: spec)
        } catch {
            console.err("subscan: error: \(error.message)\nUsage: \(error.usage)\nRun 'subscan \(spec.name) --help' for more.\n")
            return ExitCode.usage
        }
        if parsed.wantsHelp {
            console.out(spec.helpText)
            return ExitCode.ok
        }
        do {
            return try command!.run(Invocation(spec: spec, arguments: parsed, environment: AppEnvironment(environment), console: console))
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
