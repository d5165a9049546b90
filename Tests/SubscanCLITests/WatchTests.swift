import Foundation
import SubscanStore
import Testing

@testable import SubscanCLI

/// Runs the built binary to its end; returns the status and standard error. `environment` nil
/// inherits this process's.
func runBinary(_ args: [String], environment: [String: String]? = nil) throws -> (Int32, String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: BinaryTests.binary)
    p.arguments = args
    if let environment { p.environment = environment }
    let err = Pipe()
    p.standardOutput = FileHandle.nullDevice
    p.standardError = err
    try p.run()
    let data = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
}

@Suite("watch", .serialized)
struct WatchTests {
    @Test("--once takes good files to processed/, bad ones to failed/ with a reason, ignores temporaries, writes the reports")
    func once() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary))
        let dir = tempDir()
        let drop = dir.appendingPathComponent("drop")
        try FileManager.default.createDirectory(at: drop, withIntermediateDirectories: true)
        _ = writeExport([("NETFLIX.COM", 1549, "USD", 3, 1...6)], in: drop, name: "bank.csv")
        try "Date,Description,Amount\n2026-02-30,A,-1.00\n".write(
            to: drop.appendingPathComponent("broken.csv"), atomically: true, encoding: .utf8)
        try "partial".write(to: drop.appendingPathComponent("next.csv.part"), atomically: true, encoding: .utf8)
        try "x".write(to: drop.appendingPathComponent(".hidden.csv"), atomically: true, encoding: .utf8)
        try "x".write(to: drop.appendingPathComponent("~$lock.csv"), atomically: true, encoding: .utf8)
        let db = dir.appendingPathComponent("s.sqlite").path
        let (status, log) = try runBinary(["watch", drop.path, "--once", "--settle", "0", "--db", db, "--as-of", "2026-06-20"])
        #expect(status == ExitCode.partial, "\(log)")
        let fm = FileManager.default
        #expect(fm.fileExists(atPath: drop.appendingPathComponent("processed/2026-06/bank.csv").path))
        #expect(fm.fileExists(atPath: drop.appendingPathComponent("failed/broken.csv").path))
        let reason = try String(contentsOf: drop.appendingPathComponent("failed/broken.csv.error.txt"), encoding: .utf8)
        #expect(reason.contains("2026-02-30") && reason.split(separator: "\n").count == 1)
        for name in ["next.csv.part", ".hidden.csv", "~$lock.csv"] {
            #expect(fm.fileExists(atPath: drop.appendingPathComponent(name).path))
        }
        let json = try Data(contentsOf: drop.appendingPathComponent("subscan-report.json"))
        let report = try JSONSerialization.jsonObject(with: json) as! [String: Any]
        #expect((report["candidates"] as! [[String: Any]]).contains { $0["id"] as? String == "netflix-usd" })
        for name in ["subscan-report.md", "subscan-report.json", "subscan-report.html", "subscan-upcoming.ics"] {
            let attrs = try fm.attributesOfItem(atPath: drop.appendingPathComponent(name).path)
            #expect((attrs[.posixPermissions] as? Int) == 0o600, "\(name) is private")
        }
        #expect(log.contains("bank.csv: 6 transactions, 6 new"))
        // the same content dropped again is recognised, not counted again
        _ = writeExport([("NETFLIX.COM", 1549, "USD", 3, 1...6)], in: drop, name: "bank-copy.csv")
        try fm.removeItem(at: drop.appendingPathComponent("bank-copy.csv"))
        try fm.copyItem(
            at: drop.appendingPathComponent("processed/2026-06/bank.csv"), to: drop.appendingPathComponent("bank-again.csv"))
        let (_, again) = try runBinary(["watch", drop.path, "--once", "--settle", "0", "--db", db, "--as-of", "2026-06-20"])
        #expect(again.contains("bank-again.csv: 6 transactions, 0 new (this file was imported before)"))
        #expect(try Store(path: db).transactionCount() == 6)
    }

    @Test("a running watcher takes a file written slowly once it settles, and stops cleanly on SIGTERM")
    func live() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary))
        let dir = tempDir()
        let drop = dir.appendingPathComponent("drop")
        try FileManager.default.createDirectory(at: drop, withIntermediateDirectories: true)
        let db = dir.appendingPathComponent("s.sqlite").path
        let p = try spawn(["watch", drop.path, "--settle", "0.5", "--db", db, "--as-of", "2026-06-20"])
        defer { if p.isRunning { kill(p.processIdentifier, SIGKILL) } }
        usleep(300_000)
        // write slowly: the header, a pause, the rows
        let path = drop.appendingPathComponent("slow.csv").path
        _ = FileManager.default.createFile(atPath: path, contents: Data("Date,Description,Amount,Currency\n".utf8))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        usleep(300_000)
        for m in 1...6 { try handle.write(contentsOf: Data("2026-0\(m)-03,NETFLIX.COM,-15.49,USD\n".utf8)) }
        try handle.close()
        var taken = false
        for _ in 0..<60 where !taken {
            usleep(100_000)
            taken = FileManager.default.fileExists(atPath: drop.appendingPathComponent("processed/2026-06/slow.csv").path)
        }
        #expect(taken)
        #expect(try Store(path: db).transactionCount() == 6)
        kill(p.processIdentifier, SIGTERM)
        var stopped = false
        for _ in 0..<50 where !stopped {
            usleep(100_000)
            stopped = !p.isRunning
        }
        #expect(stopped, "the watcher did not stop on SIGTERM")
        if stopped { #expect(p.terminationReason == .exit && p.terminationStatus == 0) }
    }
}

@Suite("watch: restarts and bad files", .serialized)
struct WatchRobustnessTests {
    @Test("killed with SIGKILL mid-batch, a restart neither loses nor duplicates anything")
    func restartAfterSigkill() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary))
        let dir = tempDir()
        let drop = dir.appendingPathComponent("drop")
        try FileManager.default.createDirectory(at: drop, withIntermediateDirectories: true)
        let files = try exportFiles(in: drop, count: 30, rows: 400)
        let db = dir.appendingPathComponent("s.sqlite").path
        let p = try spawn(["watch", drop.path, "--once", "--settle", "0", "--db", db, "--as-of", "2026-06-20"])
        usleep(150_000)
        kill(p.processIdentifier, SIGKILL)
        p.waitUntilExit()
        let (status, _) = try runBinary(["watch", drop.path, "--once", "--settle", "0", "--db", db, "--as-of", "2026-06-20"])
        #expect(status == 0)
        let processed = try FileManager.default.contentsOfDirectory(atPath: drop.appendingPathComponent("processed/2026-06").path)
        #expect(processed.filter { $0.hasSuffix(".csv") }.count == files.count)
        let all = try Store(path: db).allTransactions()
        #expect(all.count == 30 * 400)
        #expect(Set(all.map(\.fingerprint)).count == all.count)
        #expect(try Store(path: db).integrityCheck() == "ok")
    }

    @Test("a zero-byte file and an unreadable one end in failed/ with their reasons; the rest is taken")
    func badFiles() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BinaryTests.binary))
        let dir = tempDir()
        let drop = dir.appendingPathComponent("drop")
        try FileManager.default.createDirectory(at: drop, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: drop.appendingPathComponent("empty.csv").path, contents: Data())
        _ = writeExport([("NETFLIX.COM", 1549, "USD", 3, 1...3)], in: drop, name: "good.csv")
        let locked = drop.appendingPathComponent("locked.csv").path
        _ = writeExport([("SPOTIFY", 1199, "USD", 3, 1...3)], in: drop, name: "locked.csv")
        chmod(locked, 0o000)
        let db = dir.appendingPathComponent("s.sqlite").path
        let (status, log) = try runBinary(["watch", drop.path, "--once", "--settle", "0", "--db", db, "--as-of", "2026-06-20"])
        #expect(status == ExitCode.partial, "\(log)")
        let reason = try String(contentsOf: drop.appendingPathComponent("failed/empty.csv.error.txt"), encoding: .utf8)
        #expect(reason.contains("empty"))
        #expect(FileManager.default.fileExists(atPath: drop.appendingPathComponent("processed/2026-06/good.csv").path))
        if getuid() != 0 {  // root reads anything: the permission case only exists for other users
            #expect(FileManager.default.fileExists(atPath: drop.appendingPathComponent("failed/locked.csv.error.txt").path))
        }
    }
}
