import Foundation
import SubscanApp
import SubscanCore
import SubscanDetect
import SubscanIngest
import SubscanOCR
import SubscanStore

#if canImport(Glibc)
    import Glibc
#endif

/// Set by SIGINT/SIGTERM: finish the file in progress, then stop.
nonisolated(unsafe) private var stopRequested: sig_atomic_t = 0
/// The write end of a pipe the signal handler also writes a byte to, so that a signal arriving
/// while a batch or its reports are being written still wakes the sleep that follows (a flag
/// alone is lost there: the sleep would begin after the signal and last its full 60 s).
nonisolated(unsafe) private var wakeWriteFD: Int32 = -1

private func requestStop(_: Int32) {
    stopRequested = 1
    var byte: UInt8 = 1
    _ = write(wakeWriteFD, &byte, 1)
}

/// `subscan watch DIR`: keeps the subscription list current from a drop folder.
///
/// Files are taken once stable (size and mtime unchanged for `--settle` seconds), imported
/// through the same path as `subscan import` (one SQL transaction each), then moved to
/// `processed/YYYY-MM/` or to `failed/` with `NAME.error.txt`. After each batch the reports
/// (`subscan-report.md`, `.json`, `.html`, `subscan-upcoming.ics`) are rewritten atomically
/// (write, then rename). Kernel events come from inotify (close-after-write, moved-into); a full
/// rescan every 60 s (or every `--poll` seconds instead of events) catches what events miss.
enum WatchCommand {
    static let command = Command(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "watch", arguments: "DIR", summary: "Watch a drop folder: import what lands there, keep its reports current.",
        abstract: "Watch a drop folder: import what lands there and keep its reports current.",
        discussion: """
            Takes bank exports (.csv .tsv .ofx .qfx .qif .xml .sta .mt940 .n43), screenshots (.png .jpg .jpeg
            .tif .tiff .webp .bmp .gif), PDF statements (.pdf) and text statements (.txt) once they stop changing, moves them to
            DIR/processed/YYYY-MM/ (or DIR/failed/ with NAME.error.txt), and rewrites DIR/subscan-report.{md,json,html} and DIR/subscan-upcoming.ics.
            Screenshots and scanned PDF pages count against the OCR quota ('subscan quota'): over it, they wait in the folder and
            are taken when the month turns or the limit is raised.
            Ignores hidden and temporary files (.part, .crdownload, .tmp, ~$…, .DS_Store, Thumbs.db, desktop.ini, ._*).
            --once processes what is there and exits (for cron). SIGINT/SIGTERM finish the file in progress, then exit 0.
            """,
        options: [
            SharedOptions.db,
            OptionSpec(.asOf, value: "DATE", help: "Treat this date as today for the reports. Default: today."),
            OptionSpec(.once, value: nil, help: "Process what is in the folder now, then exit."),
            OptionSpec(.poll, value: "SECONDS", help: "Rescan every SECONDS instead of kernel events (network folders)."),
            OptionSpec(.settle, value: "SECONDS", help: "How long a file must stay unchanged before it is taken (default 2)."),
            OptionSpec(.recursive, value: nil, help: "Also watch subfolders."),
        ] + SharedOptions.reading, grouped: SharedOptions.readingNames, positionals: (1, 1))

    static let supported: Set<String> = Set(["csv", "tsv", "txt", "ofx", "qfx", "qif", "xml", "sta", "mt940", "n43", "pdf"])
        .union(ImageFormat.extensions)
    static let ignoredSuffixes = [".part", ".crdownload", ".tmp", ".download", ".partial", ".swp"]
    static let ignoredNames: Set<String> = [".DS_Store", "Thumbs.db", "desktop.ini"]
    static let outputs: Set<String> = ["subscan-report.md", "subscan-report.json", "subscan-report.html", "subscan-upcoming.ics"]

    /// Whether a file name is one to take: not hidden, not temporary, a supported kind.
    static func wanted(_ name: String) -> Bool {
        if name.hasPrefix(".") || name.hasPrefix("~$") || name.hasPrefix("._") || ignoredNames.contains(name) || outputs.contains(name) {
            return false
        }
        let lower = name.lowercased()
        if ignoredSuffixes.contains(where: { lower.hasSuffix($0) }) { return false }
        return supported.contains((lower as NSString).pathExtension)
    }

    struct Seen {
        var size: Int64
        var mtime: Double
        var since: Double
    }

    static func run(_ invocation: Invocation) throws -> Int32 {
        let parsed = invocation.arguments
        let console = invocation.console
        let environment = invocation.environment
        let dir = (parsed.positionals[0] as NSString).standardizingPath
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
            throw UsageError(message: "'\(parsed.positionals[0])' is not a folder", usage: spec.usage)
        }
        var pollSeconds: Double? = nil
        if let p = parsed.value(.poll) {
            guard let v = Double(p), v >= 0.1, v <= 86_400 else {
                throw UsageError(message: "--poll needs seconds, not '\(p)'", usage: spec.usage)
            }
            pollSeconds = v
        }
        var settle = 2.0
        if let s = parsed.value(.settle) {
            guard let v = Double(s), v >= 0, v <= 3600 else {
                throw UsageError(message: "--settle needs seconds, not '\(s)'", usage: spec.usage)
            }
            settle = v
        }
        let fixedAsOf = try invocation.givenAsOf()
        let reading = try invocation.reading()
        let store = try invocation.store()
        let batch = Batch(
            dir: "", options: reading.options, baseSettings: reading.settings, store: store, environment: environment, console: console)
        let recursive = parsed.has(.recursive)
        let once = parsed.has(.once)

        var wakePipe: [Int32] = [-1, -1]
        if pipe(&wakePipe) == 0 {
            for fd in wakePipe {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
            wakeWriteFD = wakePipe[1]
        }
        defer { for fd in wakePipe where fd >= 0 { close(fd) } }
        signal(SIGINT, requestStop)
        signal(SIGTERM, requestStop)
        // a parent may have started us with these blocked (the mask is inherited): unblock them
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGINT)
        sigaddset(&unblock, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)

        // Kernel events (unless polling): any close-after-write or move into the folder wakes us.
        var inotifyFD: Int32 = -1
        if pollSeconds == nil && !once {
            inotifyFD = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            if inotifyFD >= 0 {
                let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE_SELF | IN_MOVE_SELF)
                for folder in [dir] + (recursive ? subfolders(of: dir) : []) { _ = inotify_add_watch(inotifyFD, folder, mask) }
            }
        }
        defer { if inotifyFD >= 0 { close(inotifyFD) } }

        var seen: [String: Seen] = [:]
        var first = true
        var folderGone = false
        let mode = once ? " once" : (pollSeconds.map { " (polling every \($0) s)" } ?? (inotifyFD >= 0 ? " (kernel events)" : " (polling)"))
        console.err("subscan: watching \(dir)\(mode)\n")
        batch.dir = dir
        if once {
            return runOnce(
                dir: dir, recursive: recursive, settle: settle, batch: batch, asOf: fixedAsOf, environment: environment, console: console)
        }
        while stopRequested == 0 {
            let now = Date().timeIntervalSince1970
            // 1. What is there, and what has settled?
            var ready: [String] = []
            if FileManager.default.fileExists(atPath: dir) {
                for path in candidates(in: dir, recursive: recursive) {
                    guard let (size, mtime) = signature(path).map({ ($0.size, $0.mtime) }) else { continue }
                    if let old = seen[path], old.size == size, old.mtime == mtime {
                        if now - old.since >= settle { ready.append(path) }
                    } else {
                        seen[path] = Seen(size: size, mtime: mtime, since: now)
                        if settle == 0 { ready.append(path) }
                    }
                }
            } else if !folderGone {
                folderGone = true
                console.err("subscan: \(dir) is gone; waiting for it to come back\n")
            }
            if folderGone && FileManager.default.fileExists(atPath: dir) {
                folderGone = false
                console.err("subscan: \(dir) is back\n")
                if inotifyFD >= 0 {
                    _ = inotify_add_watch(inotifyFD, dir, UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE_SELF | IN_MOVE_SELF))
                }
            }
            // 2. Take the settled files, one SQL transaction each, then move them.
            var taken: [String] = []
            for path in ready.sorted() where stopRequested == 0 {
                seen[path] = nil
                guard FileManager.default.fileExists(atPath: path) else {
                    console.err("subscan: \(path.fileName): gone before it could be read\n")
                    continue
                }
                taken.append(path)
            }
            let processed = batch.run(taken, month: month(fixedAsOf, environment)).processed
            if processed > 0 || first {
                writeReports(dir: dir, store: store, asOf: fixedAsOf, environment: environment, console: console)
            }
            first = false
            // 3. Sleep until an event, the next settle check, or the periodic rescan.
            //    A stop signal writes to the wake pipe, so one that came during the batch ends the sleep at once.
            let wait = pollSeconds ?? (seen.isEmpty ? 60 : max(0.2, settle / 2))
            if stopRequested != 0 { break }
            var fds = [pollfd(fd: wakePipe[0], events: Int16(POLLIN), revents: 0)]
            if inotifyFD >= 0 { fds.append(pollfd(fd: inotifyFD, events: Int16(POLLIN), revents: 0)) }
            if wakePipe[0] >= 0 || inotifyFD >= 0 {
                _ = poll(&fds, nfds_t(fds.count), Int32(wait * 1000))
            } else {
                usleep(UInt32(wait * 1_000_000))
            }
            if inotifyFD >= 0 {
                var buffer = [UInt8](repeating: 0, count: 64 << 10)
                while read(inotifyFD, &buffer, buffer.count) > 0 {}  // drain: the rescan above finds what changed
            }
        }
        if stopRequested != 0 { console.err("subscan: stopped\n") }
        return ExitCode.ok
    }

    /// `--once`: take what is in the folder and has stopped changing over `settle` seconds, then exit.
    static func runOnce(
        dir: String, recursive: Bool, settle: Double, batch: Batch, asOf: LocalDate?, environment: AppEnvironment, console: Console
    ) -> Int32 {
        let before = candidates(in: dir, recursive: recursive).compactMap { p in signature(p).map { (p, $0) } }
        if settle > 0 && !before.isEmpty { usleep(UInt32(min(settle, 60) * 1_000_000)) }
        var taken: [String] = []
        for (path, sig) in before.sorted(by: { $0.0 < $1.0 }) where stopRequested == 0 {
            guard let now = signature(path) else {
                console.err("subscan: \(path.fileName): gone before it could be read\n")
                continue
            }
            guard now == sig else {
                console.err("subscan: \(path.fileName): still being written; left for the next run\n")
                continue
            }
            taken.append(path)
        }
        let failed = batch.run(taken, month: month(asOf, environment)).failed
        writeReports(dir: dir, store: batch.store, asOf: asOf, environment: environment, console: console)
        return failed == 0 ? ExitCode.ok : ExitCode.partial
    }

    /// Size and modification time of a regular file (a symlink is not followed out of the folder),
    /// or nil: what "unchanged" means for the settle delay and for screenshots waiting on quota.
    static func signature(_ path: String) -> (size: Int64, mtime: Double)? {
        var st = stat()
        guard lstat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
        return (Int64(st.st_size), Double(st.st_mtim.tv_sec) + Double(st.st_mtim.tv_nsec) / 1e9)
    }

    static func month(_ asOf: LocalDate?, _ environment: AppEnvironment) -> String {
        let d = asOf ?? environment.today()
        return String(d.iso.prefix(7))
    }

    static func candidates(in dir: String, recursive: Bool) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        var paths: [String] = []
        for name in names where name != "processed" && name != "failed" {
            let path = dir + "/" + name
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { continue }
            if isDir.boolValue {
                if recursive && !name.hasPrefix(".") { paths += candidates(in: path, recursive: true) }
            } else if wanted(name) {
                paths.append(path)
            }
        }
        return paths
    }

    static func subfolders(of dir: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0 != "processed" && $0 != "failed" }.map { dir + "/" + $0 }.filter {
            var isDir: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0, isDirectory: &isDir) && isDir.boolValue
        }.flatMap { [$0] + subfolders(of: $0) }
    }

    /// Imports the files of one batch and moves each: processed/YYYY-MM/ on success, failed/ with a
    /// one-line reason. Screenshots of the batch are recognised together (pages over the cores);
    /// those over the OCR quota stay where they are until the month turns or the limit is raised.
    final class Batch {
        var dir: String
        let options: ImportOptions
        let baseSettings: StatementSettings
        let store: Store
        let environment: AppEnvironment
        let console: Console
        /// Images left waiting for quota, with the (period, limit) that refused them and their signature.
        var waiting: [String: (period: String, limit: Int, size: Int64, mtime: Double)] = [:]

        init(
            dir: String, options: ImportOptions, baseSettings: StatementSettings, store: Store, environment: AppEnvironment,
            console: Console
        ) {
            self.dir = dir
            self.options = options
            self.baseSettings = baseSettings
            self.store = store
            self.environment = environment
            self.console = console
        }

        /// The settings of this batch: this month, and the limit as the config file says now
        /// (`subscan quota --limit N` while the watcher runs takes effect at the next batch).
        func settings() -> StatementSettings {
            var s = baseSettings
            s.today = environment.today()
            if let config = try? environment.config() { s.ocrLimit = config.ocrLimit }
            return s
        }

        @discardableResult
        func run(_ paths: [String], month: String) -> (processed: Int, failed: Int) {
            let settings = settings()
            // Images refused for quota are retried only when the period or the limit changed, or the file did.
            let candidates = paths.filter { path in
                guard let w = waiting[path], let sig = WatchCommand.signature(path) else { return true }
                return !(w.period == settings.period && w.limit == settings.ocrLimit && w.size == sig.size && w.mtime == sig.mtime)
            }
            let importer = Importer(store: store, options: options, settings: settings)
            let images = candidates.filter { FileFormat.byName($0).readsPages }
            let started = Date()
            let read = importer.readPages(images)
            let ocrSeconds = Date().timeIntervalSince(started)
            var processed = 0
            var failed = 0
            var overQuota: [String] = []
            var quotaMessage = ""
            for path in candidates where stopRequested == 0 {
                let start = Date()
                let name = path.fileName
                do {
                    var line: String
                    let imported = try importer.importFile(path, pages: read)
                    switch imported {
                    case .export(let report, let result):
                        line = "subscan: \(name): \(report.transactions) transactions, \(result.added) new"
                        if let skipped = report.skippedSummary { line += ", \(skipped)" }
                    case .statement(let statement, let result):
                        line = "subscan: \(name): \(statement.transactions.count) transactions, \(result.added) new"
                        if statement.format.readsPages { line += statement.howRead(timed: false) }
                    }
                    if !imported.stored.previousImports.isEmpty { line += " (this file was imported before)" }
                    var ms = Int(Date().timeIntervalSince(start) * 1000)
                    if read[path] != nil { ms += Int(ocrSeconds * 1000 / Double(max(1, images.count))) }
                    console.err(line + " in \(ms) ms\n")
                    waiting[path] = nil
                    move(path, to: dir + "/processed/" + month, console: console)
                    processed += 1
                } catch let error as QuotaExceeded {
                    if let sig = WatchCommand.signature(path) { waiting[path] = (settings.period, settings.ocrLimit, sig.size, sig.mtime) }
                    overQuota.append(name)
                    quotaMessage =
                        "over the OCR quota: \(error.used) of \(error.limit) pages used in \(error.period)"
                        + "; waiting until \(error.resetsOn.iso) or a higher limit ('subscan quota --limit N')"
                } catch {
                    console.err("subscan: \(name): failed: \(error)\n")
                    waiting[path] = nil
                    let failedDir = dir + "/failed"
                    if let moved = move(path, to: failedDir, console: console) {
                        try? ("\(error)\n").write(toFile: moved + ".error.txt", atomically: true, encoding: .utf8)
                    }
                    failed += 1
                }
            }
            if !overQuota.isEmpty {
                let names = overQuota.count <= 3 ? overQuota.joined(separator: ", ") : "\(overQuota[0]) and \(overQuota.count - 1) more"
                console.err(
                    "subscan: \(overQuota.count) screenshot\(overQuota.count == 1 ? "" : "s") left in the folder (\(names)): \(quotaMessage)\n"
                )
            }
            return (processed, failed)
        }
    }

    /// Moves a file into a folder, never overwriting (a clash gets a numbered name). Returns the new path.
    @discardableResult
    static func move(_ path: String, to folder: String, console: Console) -> String? {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let name = path.fileName
        var target = folder + "/" + name
        var n = 2
        while FileManager.default.fileExists(atPath: target) {
            let base = (name as NSString).deletingPathExtension
            let ext = (name as NSString).pathExtension
            target = folder + "/" + base + "-\(n)" + (ext.isEmpty ? "" : "." + ext)
            n += 1
        }
        if rename(path, target) != 0 {
            console.err("subscan: \(name): could not move it to \(folder): \(String(cString: strerror(errno)))\n")
            return nil
        }
        return target
    }

    /// Rewrites the folder's reports atomically: each is written to a temporary name, then renamed.
    static func writeReports(dir: String, store: Store, asOf: LocalDate?, environment: AppEnvironment, console: Console) {
        do {
            let today = asOf ?? environment.today()
            let subs = try Subscriptions.detect(store: store, asOf: today).list
            let caps = try Subscriptions.caps(store)
            let config = try environment.config()
            let files: [(String, String)] = [
                ("subscan-report.md", "# Subscriptions\n\n```\n" + ReportRenderer.table(subs, asOf: today, caps: caps) + "```\n"),
                ("subscan-report.json", ReportRenderer.json(subs, caps: caps)),
                ("subscan-report.html", HTMLReport.render(subs, asOf: today, caps: caps)),
                (
                    "subscan-upcoming.ics",
                    ICalendar.document(
                        ICalendar.upcoming(subs, asOf: today, days: 90), alarmDays: config.reminderDays, stamp: ICalendar.stamp())
                ),
            ]
            for (name, text) in files {
                let temp = dir + "/.\(name).tmp-\(getpid())"
                try text.write(toFile: temp, atomically: false, encoding: .utf8)
                chmod(temp, 0o600)  // reports hold financial data: private, like the store
                guard rename(temp, dir + "/" + name) == 0 else { throw CocoaError(.fileWriteUnknown) }
            }
        } catch {
            console.err("subscan: could not write the reports: \(error)\n")
        }
    }
}
