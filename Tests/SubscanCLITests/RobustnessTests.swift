import Foundation
import SubscanApp
import SubscanStore
import Testing

@testable import SubscanCLI

/// Runs the built binary; returns the process (not waited for). `environment` nil inherits this
/// process's; `output` receives standard output and error (default: discarded).
func spawn(_ args: [String], environment: [String: String]? = nil, output: FileHandle? = nil) throws -> Process {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: BinaryTests.binary)
    p.arguments = args
    if let environment { p.environment = environment }
    p.standardOutput = output ?? FileHandle.nullDevice
    p.standardError = output ?? FileHandle.nullDevice
    try p.run()
    return p
}

/// `count` generic export files of `rows` rows each, days grouped, amounts unique per file.
func exportFiles(in dir: URL, count: Int, rows: Int, offset: Int = 0) throws -> [String] {
    try (0..<count).map { f in
        var text = "Date,Description,Amount,Currency\n"
        for r in 0..<rows {
            let day = 1 + r * 28 / rows
            text +=
                "2026-03-\(String(format: "%02d", day)),SHOP \(f + offset) ITEM \(r),-\(r + 1).\(String(format: "%02d", f + offset)),USD\n"
        }
        let path = dir.appendingPathComponent("f\(f + offset).csv").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}

@Suite("Crash safety and concurrency", .serialized)
struct RobustnessTests {
    @Test("killed with SIGKILL at random moments 50 times, the store is never half-written")
    func sigkillNeverHalfWrites() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary), "build the binary first")
        let dir = tempDir()
        let files = try exportFiles(in: dir, count: 4, rows: 1500)
        let db = dir.appendingPathComponent("s.sqlite").path
        var rng = SeededGenerator(seed: 2026)
        for round in 0..<50 {
            let p = try spawn(["import"] + files + ["--db", db])
            usleep(UInt32.random(in: 5_000...120_000, using: &rng))
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
            // every file is in whole or not at all
            let store = try Store(path: db)
            #expect(try store.integrityCheck() == "ok", "round \(round)")
            let perFile = Dictionary(grouping: try store.allTransactions().map(\.transaction.source.file), by: { $0 }).mapValues(\.count)
            for (file, n) in perFile { #expect(n == 1500, "round \(round): \(file) has \(n) rows") }
        }
        // finishing the job yields exactly the expected transactions, no duplicates
        let last = try spawn(["import"] + files + ["--db", db])
        last.waitUntilExit()
        #expect(last.terminationStatus == 0)
        let all = try Store(path: db).allTransactions()
        #expect(all.count == 4 * 1500)
        #expect(Set(all.map(\.fingerprint)).count == all.count)
    }

    @Test("scan with a screenshot in the batch, killed 50 times: files whole or absent, the image charged at most once")
    func sigkillDuringScanWithScreenshot() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary), "build the binary first")
        let dir = tempDir()
        let home = tempDir()
        let files = try exportFiles(in: dir, count: 3, rows: 1500)
        let shot = try variant("en-light-small", 7, in: dir)
        let db = dir.appendingPathComponent("s.sqlite").path
        let period = OCRQuota.period(of: AppEnvironment([:]).today())
        var rng = SeededGenerator(seed: 11)
        func launch() throws -> Process {
            try spawn(["scan", shot] + files + ["--db", db, "--as-of", "2026-09-15"], environment: homeEnvironment(home))
        }
        for round in 0..<50 {
            let p = try launch()
            usleep(UInt32.random(in: 5_000...500_000, using: &rng))
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
            let store = try Store(path: db)
            #expect(try store.integrityCheck() == "ok", "round \(round)")
            let perFile = Dictionary(grouping: try store.allTransactions().map(\.transaction.source.file), by: { $0 }).mapValues(\.count)
            for (file, n) in perFile { #expect(n == (file == shot.fileName ? 8 : 1500), "round \(round): \(file) has \(n) rows") }
            #expect(try store.ocrUsageCount(period: period) <= 1, "round \(round)")
        }
        let last = try launch()
        last.waitUntilExit()
        #expect(last.terminationStatus == 0)
        let store = try Store(path: db)
        let all = try store.allTransactions()
        #expect(all.count == 3 * 1500 + 8)
        #expect(Set(all.map(\.fingerprint)).count == all.count)
        #expect(try store.ocrUsageCount(period: period) == 1, "one image, charged once over 51 runs")
    }

    @Test("two and four processes importing overlapping files at once: no lost rows, no duplicates, no lock errors", arguments: [2, 4])
    func concurrentImports(processCount: Int) throws {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary), "build the binary first")
        let dir = tempDir()
        let files = try exportFiles(in: dir, count: 6, rows: 2000)
        let db = dir.appendingPathComponent("s.sqlite").path
        // each process takes an overlapping window of the files
        let windows =
            processCount == 2
            ? [Array(files[0..<4]), Array(files[2..<6])]
            : [Array(files[0..<3]), Array(files[1..<4]), Array(files[2..<5]), Array(files[3..<6])]
        let processes = try windows.map { try spawn(["import"] + $0 + ["--db", db]) }
        for p in processes { p.waitUntilExit() }
        #expect(processes.allSatisfy { $0.terminationStatus == 0 })
        let all = try Store(path: db).allTransactions()
        #expect(all.count == 6 * 2000)
        #expect(Set(all.map(\.fingerprint)).count == all.count)
        #expect(try Store(path: db).integrityCheck() == "ok")
    }
}

/// A small seeded generator for reproducible kill timings.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state ^ (state >> 29)
    }
}

@Suite("Privacy")
struct PrivacyTests {
    @Test("a scan of exports and a screenshot opens no network socket (every socket call traced with strace, re-exec included)")
    func noNetwork() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary))
        let strace = try #require(
            ["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }, "scripts/setup installs strace")
        let dir = tempDir()
        let log = dir.appendingPathComponent("trace.txt").path
        let p = Process()
        p.executableURL = URL(fileURLWithPath: strace)
        p.arguments = [
            "-f", "-e", "trace=socket,connect", "-o", log, BinaryTests.binary, fixture("demo/checking-part1.csv"),
            fixture("demo/checking-part2.csv"), statements.appendingPathComponent("en-light-small.png").path,
            "--db", dir.appendingPathComponent("s.sqlite").path, "--as-of", "2026-12-03", "--format", "html",
        ]
        // No OMP_THREAD_LIMIT: subscan re-executes itself, and strace -f follows it.
        var env = ProcessInfo.processInfo.environment
        env["OMP_THREAD_LIMIT"] = nil
        env["HOME"] = dir.path
        env["XDG_CONFIG_HOME"] = dir.appendingPathComponent("config").path
        p.environment = env
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        try #require(p.terminationStatus == 0, "strace may be unable to trace here")
        let trace = try String(contentsOfFile: log, encoding: .utf8)
        #expect(!trace.contains("AF_INET"), "\(trace)")
        #expect(!trace.contains("AF_INET6"))
        // The screenshot was really read (Tesseract links libcurl: the point is it is never used).
        let store = try Store(path: dir.appendingPathComponent("s.sqlite").path)
        #expect(try store.ocrUsageCount(period: OCRQuota.period(of: AppEnvironment([:]).today())) == 1)
    }
}
