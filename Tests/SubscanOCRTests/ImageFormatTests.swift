import CLeptonicaOverrides
import CTesseractOverrides
import CTesseractShim
import Foundation
import Testing

@testable import SubscanOCR

@Suite("image formats and limits")
struct ImageFormatTests {
    func temp(_ name: String) -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("subscan-ocr-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent(name).path
    }

    @Test(
        "JPEG, TIFF, WebP, BMP and GIF copies of a screenshot read the same words as the PNG",
        arguments: [ImageFormat.jpeg, .tiff, .webp, .bmp, .gif])
    func formats(_ format: ImageFormat) throws {
        let source = statementFixtures.appendingPathComponent("en-light-grouped.png").path
        let image = try PageImage.load(path: source, page: 0, file: "src")
        let path = temp("shot.\(format.rawValue)")
        try #require(image.write(to: path, format: format))
        let service = OCRService(candidates: ["eng"], workers: 1)
        defer { service.shutdown() }
        #expect(try service.inspect(path: path, file: path).pages == 1)
        let page = try service.recognizeOne(PageRequest(path: path, file: path))
        let text = page.lines.map(\.text).joined(separator: "\n")
        for expected in ["NETFLIX.COM", "-$15.49", "PAYPAL *HULU 4029357733", "+$2,500.00"] {
            #expect(text.contains(expected), "\(format): \(expected) missing")
        }
    }

    @Test("a page whose recognition outlasts the time limit is refused, naming the file and the option; under the limit it reads")
    func recognitionTimeLimit() throws {
        let path = statementFixtures.appendingPathComponent("en-light-small.png").path
        var limits = ImageLimits()
        limits.maxRecognitionSeconds = 0.001
        let hurried = OCRService(limits: limits, candidates: ["eng"], workers: 1)
        defer { hurried.shutdown() }
        #expect(throws: OCRError.self) { try hurried.recognizeOne(PageRequest(path: path, file: "shot.png", language: "eng")) }
        do {
            _ = try hurried.recognizeOne(PageRequest(path: path, file: "shot.png", language: "eng"))
        } catch {
            #expect(
                error.kind == .tooSlow && error.description.hasPrefix("shot.png: recognition stopped after 0.001 s (--max-ocr-seconds)"),
                "\(error)")
        }
        let service = OCRService(candidates: ["eng"], workers: 1)
        defer { service.shutdown() }
        #expect(try !service.recognizeOne(PageRequest(path: path, file: "shot.png", language: "eng")).lines.isEmpty)
    }

    @Test("Tesseract stores its line images through subscan's fast pixWriteMem (Sources/CLeptonicaOverrides)")
    func lineImagesAreStoredFast() throws {
        // Were the override lost (a relinked or differently built library), pages would read the
        // same, only slower: this is the one place that notices.
        let path = statementFixtures.appendingPathComponent("en-light-small.png").path
        let service = OCRService(candidates: ["eng"], workers: 1)
        defer { service.shutdown() }
        let before = PageImage.lineImagesWritten
        let page = try service.recognizeOne(PageRequest(path: path, file: path, language: "eng"))
        #expect(!page.lines.isEmpty)
        #expect(PageImage.lineImagesWritten > before)
    }

    @Test("a line image stored as Tesseract asks (a PNG) is kept uncompressed and reads back to the same pixels")
    func lineImagesReadBackExactly() throws {
        // Tesseract reads its line images back with pixReadMem, which tells the format from the
        // first bytes: whatever pixWriteMem stores must come back pixel for pixel, at every depth
        // Tesseract may hand it (8-bit grey, 32-bit colour, 1-bit, colormapped).
        let source = try PageImage.load(
            path: statementFixtures.appendingPathComponent("en-light-small.png").path, page: 0, file: "src")
        let grey = try #require(source.pix)
        let colour = try #require(pixConvert8To32(grey))
        let binary = try #require(pixThresholdToBinary(grey, 128))
        let mapped = try #require(pixOctreeColorQuant(colour, 128, 0))
        defer {
            for var p in [colour, binary, mapped] as [UnsafeMutablePointer<PIX>?] { pixDestroy(&p) }
        }
        for (depth, pix) in [("8-bit", grey), ("32-bit", colour), ("1-bit", binary), ("colormapped", mapped)] {
            var data: UnsafeMutablePointer<l_uint8>?
            var size = 0
            let before = PageImage.lineImagesWritten
            try #require(pixWriteMem(&data, &size, pix, Int32(IFF_PNG)) == 0, "\(depth)")
            defer { free(data) }
            // Other tests recognise pages in parallel and write line images too: the counter is
            // process-wide, so it can only be said to have moved; the header says the write was ours.
            #expect(PageImage.lineImagesWritten > before)
            #expect(String(decoding: UnsafeBufferPointer(start: data, count: 4), as: UTF8.self) == "spix", "\(depth)")
            var back = pixReadMem(data, size)
            defer { pixDestroy(&back) }
            var same: Int32 = 0
            #expect(back != nil && pixEqual(pix, back, &same) == 0 && same == 1, "\(depth) pixels changed")
        }
        // Any other format is Leptonica's own.
        var data: UnsafeMutablePointer<l_uint8>?
        var size = 0
        try #require(pixWriteMem(&data, &size, grey, Int32(IFF_PNM)) == 0)
        defer { free(data) }
        #expect(data?[0] == UInt8(ascii: "P"))
    }

    @Test("Tesseract's network cursor (StrideMap::Index) as subscan defines it: every method's result and fields are Tesseract's own")
    func strideCursorMatchesTesseract() throws {
        #expect(subscan_stride_layout_assumed() == 1, "Tesseract 4 or 5 is linked: subscan's definitions are in effect")
        // maps with and without per-batch heights and widths (a batch of text lines of several widths)
        let maps: [(shape: [Int32], heights: [Int32], widths: [Int32])] = [
            ([1, 36, 40], [], []), ([3, 4, 9], [4, 2, 3], [9, 5, 1]), ([2, 1, 7], [], [7, 3]), ([4, 3, 3], [3, 3], [2, 9, 3, 0]),
        ]
        var compared = 0
        for map in maps {
            let b = map.shape[0], h = map.shape[1], w = map.shape[2]
            var cursors: [[Int32]] = []
            for i in -1...b { for j in [-1, 0, 1, h - 1, h] { for k in [-1, 0, 1, w - 2, w - 1, w] { cursors.append([i, j, k]) } } }
            for cursor in cursors {
                for method: Int32 in 0...7 {
                    let arguments: [Int32] =
                        switch method {
                        case 0, 2: [0, 1, 2]
                        case 5: (0..<b).map { $0 }
                        case 7: [-2, -1, 1, 3]
                        default: [0]
                        }
                    // Increment and Decrement only run from a cursor inside the map, as the network runs them
                    if method == 3 || method == 4 || method == 5 || method == 2,
                        !(0..<b).contains(cursor[0]) || !(0..<h).contains(cursor[1]) || !(0..<w).contains(cursor[2])
                    {
                        continue
                    }
                    for argument in arguments {
                        let zero: (Int32, Int32, Int32, Int32, Int32) = (0, 0, 0, 0, 0)
                        var results = (zero, zero)
                        let status = map.shape.withUnsafeBufferPointer { shape in
                            map.heights.withUnsafeBufferPointer { heights in
                                map.widths.withUnsafeBufferPointer { widths in
                                    cursor.withUnsafeBufferPointer { indices in
                                        withUnsafeMutablePointer(to: &results) {
                                            $0.withMemoryRebound(to: (Int32, Int32, Int32, Int32, Int32).self, capacity: 2) { rows in
                                                subscan_stride_compare(
                                                    shape.baseAddress, heights.baseAddress, Int32(heights.count), widths.baseAddress,
                                                    Int32(widths.count), indices.baseAddress, method, argument, rows)
                                            }
                                        }
                                    }
                                }
                            }
                        }
                        try #require(status == 0, "Tesseract's own definitions are found")
                        #expect(results.0 == results.1, "map \(map), cursor \(cursor), method \(method)(\(argument))")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 1000)
    }

    @Test("pixOpenBrick as subscan computes it gives Leptonica's pixels: random pages, bricks from 2 to 160, runs at every edge")
    func openingsMatchLeptonica() throws {
        var rng = SystemRandomNumberGenerator()
        var seed = UInt64.random(in: 0..<UInt64.max, using: &rng)
        func next() -> UInt64 {  // splitmix64: the seed is printed when a case fails
            seed &+= 0x9E37_79B9_7F4A_7C15
            var z = seed
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let start = seed
        let before = PageImage.fastOpenings
        for (w, h) in [(1, 1), (31, 7), (32, 33), (33, 64), (97, 45), (250, 180), (640, 97)] {
            let pix = try #require(pixCreate(Int32(w), Int32(h), 1))
            defer {
                var p: UnsafeMutablePointer<PIX>? = pix
                pixDestroy(&p)
            }
            // long horizontal and vertical bars (ruling lines), blocks, and noise, touching every edge
            for _ in 0..<(w * h / 40 + 3) {
                let x = Int32(next() % UInt64(w)), y = Int32(next() % UInt64(h))
                let kind = next() % 3
                let (bw, bh): (Int32, Int32) =
                    kind == 0
                    ? (Int32(next() % UInt64(w)) + 1, Int32(next() % 3) + 1)
                    : kind == 1
                        ? (Int32(next() % 3) + 1, Int32(next() % UInt64(h)) + 1)
                        : (Int32(next() % 12) + 1, Int32(next() % 12) + 1)
                pixRasterop(pix, x - bw / 2, y - bh / 2, bw, bh, PIX_SET, nil, 0, 0)
            }
            for (hs, vs) in [(2, 1), (1, 2), (3, 3), (15, 15), (75, 1), (1, 75), (32, 1), (33, 2), (64, 64), (160, 1), (1, 160), (7, 40)] {
                var mine = subscan_open_brick(pix, Int32(hs), Int32(vs))
                var theirs = subscan_leptonica_open_brick(pix, Int32(hs), Int32(vs))
                var viaCall = pixOpenBrick(nil, pix, Int32(hs), Int32(vs))
                defer {
                    pixDestroy(&mine)
                    pixDestroy(&theirs)
                    pixDestroy(&viaCall)
                }
                var same: Int32 = 0
                #expect(
                    pixEqual(mine, theirs, &same) == 0 && same == 1, "\(w)x\(h) page, brick \(hs)x\(vs), seed \(start)")
                #expect(pixEqual(viaCall, theirs, &same) == 0 && same == 1, "\(w)x\(h) via pixOpenBrick")
            }
        }
        #expect(PageImage.fastOpenings > before)
    }

    @Test("every page of a multi-page TIFF is counted and read; too many pages are refused before decoding")
    func multiPageTIFF() throws {
        let path = temp("pages.tif")
        let a = try PageImage.load(path: statementFixtures.appendingPathComponent("en-light-small.png").path, page: 0, file: "a")
        let b = try PageImage.load(path: statementFixtures.appendingPathComponent("es-light-grouped.png").path, page: 0, file: "b")
        try #require(a.write(to: path, format: .tiff) && b.write(to: path, format: .tiff, appendPage: true))
        let service = OCRService(workers: 2)
        defer { service.shutdown() }
        #expect(try service.inspect(path: path, file: path).pages == 2)
        let pages = service.recognize([PageRequest(path: path, file: path, page: 0), PageRequest(path: path, file: path, page: 1)])
        let second = try pages[1].get()
        #expect(second.language == "spa")
        #expect(second.lines.contains { $0.text.contains("Recibo Vodafone España") })
        var limits = ImageLimits()
        limits.maxPages = 1
        #expect {
            _ = try OCRService(limits: limits).inspect(path: path, file: "pages.tif")
        } throws: { error in
            (error as? OCRError)?.kind == .tooManyPages && "\(error)" == "pages.tif: the image has 2 pages; the limit is 1 (--max-pages)"
        }
    }

    @Test("magic bytes decide what a file is, whatever its name says")
    func magic() {
        #expect(ImageFormat(magic: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) == .png)
        #expect(ImageFormat(magic: [0xFF, 0xD8, 0xFF, 0xE0]) == .jpeg)
        #expect(ImageFormat(magic: Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBP".utf8)) == .webp)
        #expect(ImageFormat(magic: Array("Date,Amount".utf8)) == nil)
        #expect(ImageFormat.describeNonImage(Array("%PDF-1.4".utf8)).contains("PDF"))
        #expect(ImageFormat.describeNonImage([0, 0, 0, 0x18] + Array("ftypheic".utf8)).contains("HEIC"))
        #expect(ImageFormat.isImagePath("a/B.JPG") && !ImageFormat.isImagePath("a.csv"))
    }

    @Test("a JPEG's headers are walked to its first scan: no frame, image data first, or cut short are refused; stray bytes are not")
    func jpegHeaders() throws {
        let source = try PageImage.load(path: statementFixtures.appendingPathComponent("en-light-small.png").path, page: 0, file: "s")
        let path = temp("real.jpg")
        try #require(source.write(to: path, format: .jpeg))
        let real = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(ImageFormat.truncation(of: real, format: .jpeg) == nil)

        let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        let soi: [UInt8] = [0xFF, 0xD8]
        #expect(
            ImageFormat.truncation(of: soi + app0 + [0xFF, 0xD9], format: .jpeg)
                == "the JPEG holds no picture (it ends before any image data)")
        #expect(
            ImageFormat.truncation(of: soi + app0 + [0xFF, 0xDA, 0x00, 0x08, 1, 1, 0, 0, 63, 0, 0x12, 0x34, 0xFF, 0xD9], format: .jpeg)
                == "the JPEG is damaged (image data before any frame header)")
        #expect(
            ImageFormat.truncation(of: soi + Array(app0.prefix(7)), format: .jpeg) == "the JPEG is truncated (it ends inside its headers)")
        #expect(ImageFormat.truncation(of: soi + [0xFF, 0xE1, 0x00, 0x01], format: .jpeg)?.contains("impossible length") == true)
        // Stray bytes after the first segment, which libjpeg skips with a warning: still read.
        var stray = real
        stray.insert(contentsOf: [0x00, 0x42, 0x42], at: 2 + 2 + Int(real[4]) << 8 + Int(real[5]))
        #expect(ImageFormat.truncation(of: stray, format: .jpeg) == nil)
    }

    @Test("an oversized image is refused from its header, before any pixel is decoded")
    func pixelCap() throws {
        var limits = ImageLimits()
        limits.maxPixels = 1_000_000
        let path = statementFixtures.appendingPathComponent("en-light-grouped.png").path
        #expect {
            _ = try OCRService(limits: limits).inspect(path: path, file: "big.png")
        } throws: { error in
            "\(error)" == "big.png: the image is 1170 × 3228 pixels; the limit is 1 megapixels (--max-pixels)"
        }
    }
}
