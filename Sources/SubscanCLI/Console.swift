#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where commands write: data to `out`, diagnostics to `err`.
///
/// The real console writes to file descriptors 1 and 2 (a closed pipe on stdout ends the program
/// quietly with status 0); tests use a recording console.
public protocol Console: AnyObject {
    func out(_ text: String)
    func err(_ text: String)
    var stderrIsTerminal: Bool { get }
}

public final class StandardConsole: Console {
    private var buffer: [UInt8] = []

    public init() {
        signal(SIGPIPE, SIG_IGN)
    }

    deinit { flush() }

    public func out(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    public func err(_ text: String) {
        flush()
        StandardConsole.write(fd: 2, Array(text.utf8))
    }

    public var stderrIsTerminal: Bool { isatty(2) == 1 }

    public func flush() {
        guard !buffer.isEmpty else { return }
        StandardConsole.write(fd: 1, buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    static func write(fd: Int32, _ bytes: [UInt8]) {
        var offset = 0
        bytes.withUnsafeBytes { raw in
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    if errno == EPIPE && fd == 1 { exit(0) }  // the reader went away: not an error
                    return
                }
                offset += n
            }
        }
    }
}

/// Collects output in memory (tests).
public final class RecordingConsole: Console {
    public private(set) var stdout = ""
    public private(set) var stderr = ""
    public init() {}
    public func out(_ text: String) { stdout += text }
    public func err(_ text: String) { stderr += text }
    public var stderrIsTerminal: Bool { false }
}
