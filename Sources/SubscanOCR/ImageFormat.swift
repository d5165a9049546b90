import Foundation

/// What an image file is, read from its first bytes and its header, before any pixel is decoded.
public enum ImageFormat: String, Sendable, Equatable, CaseIterable {
    case png, jpeg, tiff, webp, bmp, gif, pnm

    /// The extensions subscan treats as images (the watcher and the scan command route on them).
    public static let extensions: Set<String> = ["png", "jpg", "jpeg", "tif", "tiff", "webp", "bmp", "gif", "pnm", "pgm", "ppm", "pbm"]

    public static func isImagePath(_ path: String) -> Bool {
        extensions.contains((path as NSString).pathExtension.lowercased())
    }

    /// Recognises the format from magic bytes; nil when the bytes are not an image subscan reads.
    ///
    ///     ImageFormat(magic: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) // .png
    public init?(magic b: [UInt8]) {
        func starts(_ p: [UInt8]) -> Bool { b.count >= p.count && Array(b.prefix(p.count)) == p }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts([0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) {
            self = .tiff
        } else if b.count >= 12 && starts([0x52, 0x49, 0x46, 0x46]) && Array(b[8..<12]) == [0x57, 0x45, 0x42, 0x50] {
            self = .webp
        } else if starts([0x42, 0x4D]) {
            self = .bmp
        } else if starts([0x47, 0x49, 0x46, 0x38]) {
            self = .gif
        } else if b.count >= 2 && b[0] == 0x50 && (0x31...0x36).contains(b[1]) {
            self = .pnm
        } else {
            return nil
        }
    }

    /// Checks the container of a PNG, JPEG or WebP file without decoding pixels: every PNG chunk up
    /// to IEND is complete, a JPEG ends with its end-of-image marker, a WebP's RIFF size fits the
    /// file. Returns what is wrong, or nil. (The decoders would notice too, but libpng and libjpeg
    /// print their complaints straight to stderr.) O(number of chunks).
    static func truncation(of bytes: [UInt8], format: ImageFormat) -> String? {
        func be32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        switch format {
        case .png:
            var i = 8
            while true {
                guard i + 8 <= bytes.count else { return "the PNG is truncated (it ends inside a chunk)" }
                let length = be32(i)
                let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
                guard length >= 0, length < 1 << 31, i + 12 + length <= bytes.count else {
                    return "the PNG is truncated (its \(type) chunk is cut off)"
                }
                if type == "IEND" { return nil }
                i += 12 + length
            }
        case .jpeg:
            if let problem = jpegHeaders(bytes) { return problem }
            let tail = bytes.suffix(64)
            for j in tail.indices.dropLast() where tail[j] == 0xFF && tail[j + 1] == 0xD9 { return nil }
            return "the JPEG is truncated (no end-of-image marker)"
        case .webp:
            guard bytes.count >= 12 else { return "the WebP is truncated" }
            let size = Int(bytes[4]) | Int(bytes[5]) << 8 | Int(bytes[6]) << 16 | Int(bytes[7]) << 24
            return size + 8 > bytes.count ? "the WebP is truncated (\(bytes.count) of \(size + 8) bytes)" : nil
        default:
            return nil
        }
    }

    /// Walks a JPEG's marker segments from the start of image to its first scan: a frame header
    /// (SOFn) must come first. Without one libjpeg stops with "JPEG datastream contains no image",
    /// printed to stderr. Stray bytes between segments are skipped, as libjpeg does.
    static func jpegHeaders(_ bytes: [UInt8]) -> String? {
        var i = 2  // after FF D8
        var frame = false
        while true {
            while i < bytes.count && bytes[i] != 0xFF { i += 1 }  // stray bytes before a marker
            while i + 1 < bytes.count && bytes[i + 1] == 0xFF { i += 1 }  // fill bytes
            guard i + 1 < bytes.count else { return "the JPEG is truncated (it ends inside its headers)" }
            let marker = bytes[i + 1]
            switch marker {
            case 0xD9:
                return "the JPEG holds no picture (it ends before any image data)"
            case 0x01, 0xD0...0xD7, 0x00:
                i += 2  // markers without a length (0x00: a stuffed byte, not a marker)
                continue
            default:
                break
            }
            guard i + 4 <= bytes.count else { return "the JPEG is truncated (it ends inside its headers)" }
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            guard length >= 2 else { return "the JPEG is damaged (a header segment has an impossible length)" }
            switch marker {
            case 0xC0...0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF:
                frame = true
            case 0xDA:
                return frame ? nil : "the JPEG is damaged (image data before any frame header)"
            default:
                break
            }
            i += 2 + length
        }
    }

    /// Why bytes that are not an image were refused, in words a person understands.
    static func describeNonImage(_ b: [UInt8]) -> String {
        if b.starts(with: [0x25, 0x50, 0x44, 0x46]) {
            return "not an image: this is a PDF (name it .pdf and subscan reads it as a PDF statement)"
        }
        if b.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return "not an image: this is a ZIP archive (unpack it first)" }
        if b.count >= 12 && Array(b[4..<8]) == Array("ftyp".utf8) {
            return "not an image subscan reads: HEIC/AVIF (convert it to PNG or JPEG first)"
        }
        let text = b.prefix(64).allSatisfy { $0 == 9 || $0 == 10 || $0 == 13 || ($0 >= 32 && $0 != 127) || $0 >= 0x80 }
        return text ? "not an image: the file holds text" : "not an image (PNG, JPEG, TIFF, WebP, BMP, GIF or PNM expected)"
    }
}

/// Caps that keep a hostile or mistaken file from exhausting memory or time.
public struct ImageLimits: Sendable, Equatable {
    /// Images with more pixels are refused from their header, before decoding (`--max-pixels`).
    /// 50 megapixels: a 1170 × 40,000 scrolling screenshot fits; a 30,000 × 30,000 bomb does not.
    public var maxPixels: Int = 50_000_000
    /// Either side longer than this is refused (Leptonica's own sanity limit is larger).
    public var maxSide: Int = 65_000
    /// Multi-page TIFFs with more pages are refused (`--max-pages`).
    public var maxPages: Int = 100
    /// Files larger than this are refused before reading.
    public var maxFileBytes: Int64 = 200 << 20
    /// Tesseract stops reading a page after this many seconds, each time it reads it, and the file
    /// is refused (`--max-ocr-seconds`). A statement page takes 1–5 s on two cores; a page of paper
    /// grain read as thousands of words took minutes.
    public var maxRecognitionSeconds: Double = 120

    public init() {}
}
