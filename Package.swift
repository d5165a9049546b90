// swift-tools-version:6.0
import Foundation
import PackageDescription

// Targets mirror the pipeline: CLI → Store / Ingest → Core. Core is pure (Foundation only).
let package = Package(
    name: "subscan",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "subscan", targets: ["subscan"])
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            path: "Sources/CSQLite",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // Tesseract 5's C API and Leptonica (pkg-config names the libraries: liblept on Debian 12,
        // libleptonica later). CLeptonica only carries Leptonica's link flags.
        .systemLibrary(
            name: "CTesseractShim",
            path: "Sources/CTesseractShim",
            pkgConfig: "tesseract",
            providers: [.apt(["libtesseract-dev", "tesseract-ocr-eng", "tesseract-ocr-chi-sim", "tesseract-ocr-spa"])]
        ),
        .systemLibrary(
            name: "CLeptonica",
            path: "Sources/CLeptonica",
            pkgConfig: "lept",
            providers: [.apt(["libleptonica-dev"])]
        ),
        // Poppler's GLib API for PDF statements (pkg-config poppler-glib brings GLib and cairo).
        // CPoppler only carries its flags; CPDFShim wraps it in plain C types for Swift.
        .systemLibrary(
            name: "CPoppler",
            path: "Sources/CPoppler",
            pkgConfig: "poppler-glib",
            providers: [.apt(["libpoppler-glib-dev"])]
        ),
        // GIO's memory streams (a dependency of poppler-glib, not in its pkg-config libraries).
        .target(name: "CPDFShim", dependencies: ["CPoppler"], linkerSettings: [.linkedLibrary("gio-2.0")]),
        // SHA-256 from the system's libcrypto (pkg-config libcrypto; SHA-NI where the CPU has it).
        .systemLibrary(
            name: "CCrypto",
            path: "Sources/CCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"])]
        ),
        .target(name: "SubscanCore", dependencies: ["CCrypto"]),
        .target(name: "SubscanIngest", dependencies: ["SubscanCore"]),
        // The `subscan_rows` virtual table: a batch of rows stored by one INSERT ... SELECT.
        .target(name: "CSQLiteRows", dependencies: ["CSQLite"]),
        .target(name: "SubscanStore", dependencies: ["SubscanCore", "CSQLite", "CSQLiteRows"]),
        // Leptonica functions as Tesseract calls them, made cheaper with the same results (ELF
        // interposition): its in-memory copy of each text line (line_images.c), its openings with
        // long bricks when it looks for ruling lines (open_brick.c).
        .target(name: "CLeptonicaOverrides", dependencies: ["CLeptonica"], linkerSettings: [.linkedLibrary("dl")]),
        // Tesseract's network cursor (StrideMap::Index) without its calls into itself, the same way
        // (stride_map.c).
        .target(name: "CTesseractOverrides", linkerSettings: [.linkedLibrary("dl")]),
        .target(
            name: "SubscanOCR",
            dependencies: [
                "SubscanCore", "SubscanIngest", "CTesseractShim", "CLeptonica", "CPDFShim", "CLeptonicaOverrides", "CTesseractOverrides",
            ]),
        .target(name: "SubscanDetect", dependencies: ["SubscanCore"], resources: [.copy("Resources/catalog.json")]),
        // The application layer: the workflows (importing any format, OCR batches and their quota, the
        // subscriptions of a store as of a date), the clock and the config. The CLI parses and renders.
        .target(name: "SubscanApp", dependencies: ["SubscanCore", "SubscanIngest", "SubscanStore", "SubscanDetect", "SubscanOCR"]),
        .target(
            name: "SubscanCLI", dependencies: ["SubscanApp", "SubscanCore", "SubscanIngest", "SubscanStore", "SubscanDetect", "SubscanOCR"]),
        .executableTarget(name: "subscan", dependencies: ["SubscanCLI"]),
        .testTarget(name: "SubscanCoreTests", dependencies: ["SubscanCore"]),
        .testTarget(name: "SubscanIngestTests", dependencies: ["SubscanIngest"]),
        .testTarget(name: "SubscanStoreTests", dependencies: ["SubscanStore"]),
        .testTarget(name: "SubscanOCRTests", dependencies: ["SubscanOCR", "SubscanIngest", "SubscanDetect"]),
        .testTarget(name: "SubscanDetectTests", dependencies: ["SubscanDetect"]),
        .testTarget(name: "SubscanCLITests", dependencies: ["SubscanCLI", "SubscanApp", "SubscanStore"], exclude: ["Resources"]),
    ]
)

// The libFuzzer target exists only for scripts/fuzz (SUBSCAN_FUZZ=1, built with --sanitize=fuzzer in
// its own scratch folder): without libFuzzer's `main` it would not link, so the normal build never sees it.
if ProcessInfo.processInfo.environment["SUBSCAN_FUZZ"] != nil {
    package.targets.append(
        .executableTarget(
            name: "subscan-fuzz", dependencies: ["SubscanCore", "SubscanIngest", "SubscanOCR", "SubscanApp"],
            path: "Fuzz/SubscanFuzz"))
    package.products.append(.executable(name: "subscan-fuzz", targets: ["subscan-fuzz"]))
}
