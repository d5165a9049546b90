import Foundation
import SubscanCore
import SubscanStore

/// What a run of subscan is given from outside: the environment variables. The clock, the config
/// file and the default store are all read through it, never from the process directly, so a test
/// (or an embedding program) decides what "today" and "home" mean.
public struct AppEnvironment: Sendable {
    public var variables: [String: String]

    public init(_ variables: [String: String]) { self.variables = variables }

    /// Today's date (UTC): what a report without `--as-of` means, and the month OCR pages are charged to.
    ///
    /// `SUBSCAN_TODAY=YYYY-MM-DD` replaces the clock: the tests use it to cross a month boundary
    /// (the OCR quota resetting under a running watcher) without waiting for one.
    public func today() -> LocalDate {
        if let text = variables["SUBSCAN_TODAY"], let day = LocalDate(iso: text) { return day }
        return LocalDate(dayNumber: Int((Date().timeIntervalSince1970 / 86_400).rounded(.down)))
    }

    /// The user's settings (`Config.path`), defaults where the file is silent.
    public func config() throws -> Config { try Config.load(environment: variables) }

    /// The store at `path`, or the default one (`$XDG_DATA_HOME/subscan/subscan.sqlite`), created if needed.
    public func openStore(_ path: String?) throws -> Store {
        try Store(path: path ?? Store.defaultPath(environment: variables))
    }
}
