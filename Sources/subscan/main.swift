import SubscanCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Debian's Tesseract links OpenMP, which reads OMP_THREAD_LIMIT once, when libgomp loads: before
// main. Unlimited, a page takes several times longer on 2 cores (ARCHITECTURE.md, OCR). So when a
// run may recognise images (an image argument, or a watched folder) and the variable is absent,
// subscan starts itself again with OMP_THREAD_LIMIT=1, whoever launched it. A user's own value is kept.
if getenv("OMP_THREAD_LIMIT") == nil && SubscanCLI.mayRecognizeImages(Array(CommandLine.arguments.dropFirst())) {
    setenv("OMP_THREAD_LIMIT", "1", 1)
    execv("/proc/self/exe", CommandLine.unsafeArgv)
    // exec failed (no /proc): the engine limits OpenMP itself through omp_set_num_threads.
}

let console = StandardConsole()
var environment: [String: String] = [:]
var envp = environ
while let entry = envp.pointee {
    let pair = String(cString: entry)
    if let eq = pair.firstIndex(of: "=") { environment[String(pair[..<eq])] = String(pair[pair.index(after: eq)...]) }
    envp += 1
}
let status = SubscanCLI.run(Array(CommandLine.arguments.dropFirst()), environment: environment, console: console)
console.flush()
exit(status)
