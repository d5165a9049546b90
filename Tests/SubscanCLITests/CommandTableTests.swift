import Foundation
import SubscanApp
import Testing

@testable import SubscanCLI

/// The command table is the one declaration of every command: these tests hold it to what it says.
@Suite("Command table")
struct CommandTableTests {
    @Test("names are unique; every command is listed in the overview and has its help")
    func namesAndOverview() {
        let names = CommandTable.names
        #expect(Set(names).count == names.count)
        let overview = CommandTable.overview
        for command in CommandTable.all {
            #expect(overview.contains("\n  \(command.spec.name)"), "\(command.spec.name) missing from the overview")
            #expect(command.spec.helpText.contains("Usage: subscan \(command.spec.name)"))
        }
    }

    @Test("every declared option is documented in its command's help and usage, and parsed")
    func optionsDocumentedAndParsed() throws {
        for command in CommandTable.all {
            let spec = command.spec
            #expect(Set(spec.options.map(\.option)).count == spec.options.count, "\(spec.name) declares an option twice")
            for option in spec.options {
                #expect(!option.help.isEmpty, "\(spec.name) --\(option.name) has no help")
                #expect(spec.helpText.contains("  \(option.label)  "), "\(spec.name) --help lacks \(option.label)")
                let inUsage =
                    spec.usage.contains("[--\(option.name)")
                    || (spec.grouped.contains(option.option) && spec.usage.contains("[import options]"))
                #expect(inUsage, "\(spec.name)'s usage lacks --\(option.name)")
                let args = option.value == nil ? ["--\(option.name)"] : ["--\(option.name)", "x"]
                let filler = Array(repeating: "word", count: spec.minPositionals)
                let parsed = try ArgumentParser.parse(filler + args, spec: spec)
                #expect(option.value == nil ? parsed.flags.contains(option.option) : parsed.values[option.option] == "x")
            }
        }
    }

    @Test("every option subscan knows is declared by some command")
    func noOrphanOptions() {
        let declared = Set(CommandTable.all.flatMap { $0.spec.options.map(\.option) })
        #expect(Set(Option.allCases).subtracting(declared).isEmpty)
    }

    /// A valid value for each option, so that a run gets past every check and reads them all.
    static func sampleValue(_ option: Option, command: String, dir: URL) -> String? {
        switch option {
        case .db: return dir.appendingPathComponent("s.sqlite").path
        case .format: return CommandTable.named(command)!.spec.formats.last
        case .asOf: return "2026-12-03"
        case .kind: return "subscription,bill"
        case .encoding: return "utf-8"
        case .profile: return "generic"
        case .mapping: return dir.appendingPathComponent("mapping.json").path
        case .currency: return "USD"
        case .account: return "checking"
        case .lang: return "eng"
        case .password: return "secret"
        case .maxFileSize: return "500M"
        case .maxFieldSize: return "4M"
        case .maxColumns: return "100"
        case .maxPixels: return "40000000"
        case .maxPages: return "10"
        case .maxOCRSeconds: return "60"
        case .poll: return "1"
        case .settle: return "0"
        case .usage: return "rarely"
        case .members: return "2"
        case .days: return "60"
        case .limit: return "100"
        case .amount: return "9.99"
        case .cycle: return command == "group" ? "monthly" : "yearly"
        case .next: return "2027-01-05"
        case .cap: return "30.00"
        case .trialEnds: return "2026-12-20"
        case .timings, .includeIncome, .once, .recursive: return nil
        }
    }

    @Test("a run given every option of its command reads every one of them")
    func everyOptionRead() throws {
        let dir = tempDir()
        let demo = packageRoot.appendingPathComponent("Fixtures/csv/demo/checking-part1.csv").path
        let pdf = packageRoot.appendingPathComponent("Fixtures/pdf/statement-en.pdf").path  // a PDF opens the store that meters OCR
        try #"{"columns": {"date": "Date", "description": "Description", "amount": "Amount"}}"#.write(
            to: dir.appendingPathComponent("mapping.json"), atomically: true, encoding: .utf8)
        let home = ["HOME": dir.path, "OMP_THREAD_LIMIT": "1"]
        let db = dir.appendingPathComponent("s.sqlite").path
        #expect(SubscanCLI.run(["import", demo, "--db", db], environment: home, console: RecordingConsole()) == ExitCode.ok)
        let drop = dir.appendingPathComponent("drop")
        try FileManager.default.createDirectory(at: drop, withIntermediateDirectories: true)
        // The arguments of each command's runs; the options read are pooled over a command's runs.
        let positionals: [String: [[String]]] = [
            "scan": [[demo]], "report": [[]], "import": [[demo]], "extract": [[demo, pdf]], "watch": [[drop.path]],
            "catalog": [["netflix"]],
            "kill": [["disney"]], "restore": [["disney"]], "killed": [[]], "confirm": [["netflix"]], "share": [["google one"]],
            "kind": [["youtube", "bill"]], "add": [["spotify"]], "group": [["create", "streaming"], ["add", "streaming", "netflix"]],
            "summary": [[]], "upcoming": [[]], "config": [[]], "quota": [[]], "profiles": [[]],
        ]
        for command in CommandTable.all {
            let spec = command.spec
            var read = Set<Option>()
            for args in positionals[spec.name] ?? [[]] {
                var options: [String] = []
                for o in spec.options {
                    options.append("--\(o.name)")
                    if o.value != nil { options.append(Self.sampleValue(o.option, command: spec.name, dir: dir)!) }
                }
                let parsed = try ArgumentParser.parse(args + options, spec: spec)
                let console = RecordingConsole()
                let invocation = Invocation(spec: spec, arguments: parsed, environment: AppEnvironment(home), console: console)
                _ = try? command.run(invocation)
                read.formUnion(parsed.consulted)
            }
            let unread = Set(spec.options.map(\.option)).subtracting(read)
            #expect(unread.isEmpty, "\(spec.name) declares but never reads: \(unread.map(\.rawValue).sorted())")
        }
    }

    @Test("no command file calls another command's helpers: shared code lives in Invocation, ImportLines, ReportOutput or SubscanApp")
    func commandsIndependent() throws {
        let folder = packageRoot.appendingPathComponent("Sources/SubscanCLI")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix("Command.swift") || $0.hasSuffix("Commands.swift")
        }
        let names = files.map { String($0.dropLast(".swift".count)) }
        #expect(names.count >= 10)
        for (file, name) in zip(files, names) {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for other in names where other != name {
                #expect(!text.contains(other + "."), "\(file) calls \(other)")
            }
        }
    }
}
