#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The text encodings bank exports arrive in.
public enum TextEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16LE = "utf-16le"
    case utf16BE = "utf-16be"
    /// GB18030, a superset of GBK and GB2312 (Alipay, older WeChat Pay exports).
    case gb18030 = "gb18030"
    /// Windows-1252, a superset of ISO-8859-1's printable range (ING Germany, DKB, Sparkasse).
    case windows1252 = "windows-1252"
    /// Windows-1250, Central European (Czech, Slovak, Polish, Hungarian, Slovenian, Croatian banks).
    case windows1250 = "windows-1250"
    /// Windows-1257, Baltic (Lithuanian, Latvian, Estonian banks).
    case windows1257 = "windows-1257"

    /// Accepts common spellings: `utf8`, `UTF-16`, `gbk`, `gb2312`, `latin1`, `iso-8859-1`, `cp1252`,
    /// `cp1250`, `cp1257`.
    public init?(name: String) {
        let n = name.lowercased().replacingOccurrences(of: "_", with: "-")
        switch n {
        case "utf-8", "utf8", "utf-8-sig": self = .utf8
        case "utf-16", "utf16", "utf-16le", "utf16le": self = .utf16LE
        case "utf-16be", "utf16be": self = .utf16BE
        case "gb18030", "gbk", "gb2312", "cp936": self = .gb18030
        case "latin1", "latin-1", "iso-8859-1", "iso8859-1", "windows-1252", "cp1252": self = .windows1252
        case "windows-1250", "cp1250", "win1250": self = .windows1250
        case "windows-1257", "cp1257", "win1257": self = .windows1257
        default: return nil
        }
    }
}

/// What the first bytes of a file say about its encoding.
public struct EncodingGuess: Sendable, Equatable {
    public var encoding: TextEncoding
    /// Bytes of byte-order mark to skip.
    public var bomLength: Int
}

/// Decides a file's encoding from a sample of its first bytes.
///
/// Order: a BOM; UTF-16 without BOM (zero bytes in alternate positions); otherwise binary files are
/// refused (NUL or many control bytes); valid UTF-8; GB18030 when high bytes come in pairs the way
/// Chinese text does (with runs of two characters or more); else a single-byte code page
/// (`SingleByteGuess`: Windows-1252, 1250 or 1257).
public enum EncodingDetector {
    static func detect(_ sample: [UInt8]) -> Result<EncodingGuess, IngestErrorMessage> {
        if sample.starts(with: [0xEF, 0xBB, 0xBF]) { return .success(.init(encoding: .utf8, bomLength: 3)) }
        if sample.starts(with: [0xFF, 0xFE]) { return .success(.init(encoding: .utf16LE, bomLength: 2)) }
        if sample.starts(with: [0xFE, 0xFF]) { return .success(.init(encoding: .utf16BE, bomLength: 2)) }

        var zeroEven = 0
        var zeroOdd = 0
        var control = 0
        for (i, b) in sample.enumerated() {
            if b == 0 {
                if i % 2 == 0 { zeroEven += 1 } else { zeroOdd += 1 }
            } else if b < 9 || (b > 13 && b < 32 && b != 26 && b != 27) || b == 127 {
                control += 1
            }
        }
        let half = sample.count / 2
        if half >= 2 {
            if zeroOdd > half * 8 / 10 && zeroEven == 0 { return .success(.init(encoding: .utf16LE, bomLength: 0)) }
            if zeroEven > half * 8 / 10 && zeroOdd == 0 { return .success(.init(encoding: .utf16BE, bomLength: 0)) }
        }
        if zeroEven + zeroOdd > 0 || control > max(2, sample.count / 100) {
            return .failure(IngestErrorMessage("looks like a binary file, not a text export"))
        }
        if isValidUTF8(sample) { return .success(.init(encoding: .utf8, bomLength: 0)) }

        // Not UTF-8: GB18030 or a single-byte Western encoding?
        var paired = 0
        var lone = 0
        var i = 0
        while i < sample.count {
            let b = sample[i]
            if b < 0x80 {
                i += 1
                continue
            }
            if b >= 0x81 && b <= 0xFE && i + 1 < sample.count {
                let t = sample[i + 1]
                if t >= 0x80 && t <= 0xFE {
                    paired += 1
                    i += 2
                    continue
                }
                if t >= 0x30 && t <= 0x39 && i + 3 < sample.count && sample[i + 2] >= 0x81 && sample[i + 3] >= 0x30
                    && sample[i + 3] <= 0x39
                {
                    paired += 1  // a GB18030 four-byte sequence
                    i += 4
                    continue
                }
            }
            lone += 1
            i += 1
        }
        // Chinese words are two or more characters: at least one run of 4+ high bytes. Latin text
        // has pairs too (Finnish `pää`, Estonian `Müür`), but between ASCII letters.
        var longRuns = 0
        var run = 0
        for b in sample {
            if b >= 0x80 {
                run += 1
            } else {
                if run >= 4 { longRuns += 1 }
                run = 0
            }
        }
        if run >= 4 { longRuns += 1 }
        if paired > 0 && paired >= lone * 4 && longRuns > 0 { return .success(.init(encoding: .gb18030, bomLength: 0)) }
        let singleByte = SingleByteGuess.best(sample)
        let undefined = sample.lazy.filter { $0 >= 0x80 && Transcoder.isUndefined(singleByte, $0) }.count
        if undefined > 0 && undefined * 10 > lone {
            return .failure(IngestErrorMessage("the text encoding could not be detected (use --encoding)"))
        }
        return .success(.init(encoding: singleByte, bomLength: 0))
    }

    /// UTF-8 validity; a sequence cut off by the end of the sample counts as valid.
    static func isValidUTF8(_ b: [UInt8]) -> Bool {
        var i = 0
        let n = b.count
        while i < n {
            let c = b[i]
            if c < 0x80 {
                i += 1
                continue
            }
            var need = 0
            var minValue: UInt32 = 0
            var value: UInt32 = 0
            if c & 0xE0 == 0xC0 {
                need = 1
                minValue = 0x80
                value = UInt32(c & 0x1F)
            } else if c & 0xF0 == 0xE0 {
                need = 2
                minValue = 0x800
                value = UInt32(c & 0x0F)
            } else if c & 0xF8 == 0xF0 {
                need = 3
                minValue = 0x10000
                value = UInt32(c & 0x07)
            } else {
                return false
            }
            if i + need >= n { return true }  // truncated by the sample
            for k in 1...need {
                let t = b[i + k]
                if t & 0xC0 != 0x80 { return false }
                value = value << 6 | UInt32(t & 0x3F)
            }
            if value < minValue || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF) { return false }
            i += need + 1
        }
        return true
    }
}

/// Turns a stream of bytes in some encoding into UTF-8, chunk by chunk.
///
/// A multi-byte sequence split across two chunks is carried over to the next call.
struct Transcoder {
    let encoding: TextEncoding
    private var carry: [UInt8] = []
    private var iconvHandle: iconv_t?

    init(encoding: TextEncoding) throws(IngestErrorMessage) {
        self.encoding = encoding
        if encoding == .gb18030 {
            let handle = iconv_open("UTF-8", "GB18030")
            if handle == iconv_t(bitPattern: -1) {
                throw IngestErrorMessage("this system's iconv cannot convert GB18030")
            }
            iconvHandle = handle
        }
    }

    func close() {
        if let iconvHandle { iconv_close(iconvHandle) }
    }

    /// Appends the UTF-8 form of `input` to `out`.
    mutating func transcode(_ input: UnsafeBufferPointer<UInt8>, final: Bool, into out: inout [UInt8]) throws(IngestErrorMessage) {
        switch encoding {
        case .utf8:
            out.append(contentsOf: input)
        case .windows1252, .windows1250, .windows1257:
            out.reserveCapacity(out.count + input.count * 2)
            for b in input {
                if b < 0x80 {
                    out.append(b)
                } else {
                    Transcoder.appendUTF8(Transcoder.upperHalf(encoding, b), to: &out)
                }
            }
        case .utf16LE, .utf16BE:
            var bytes = carry
            bytes.append(contentsOf: input)
            carry.removeAll()
            var i = 0
            let le = encoding == .utf16LE
            while i + 1 < bytes.count {
                let unit = le ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
                if unit >= 0xD800 && unit <= 0xDBFF {
                    if i + 3 >= bytes.count {
                        if final { Transcoder.appendUTF8(0xFFFD, to: &out); i += 2; continue }
                        break
                    }
                    let low = le ? UInt16(bytes[i + 2]) | UInt16(bytes[i + 3]) << 8 : UInt16(bytes[i + 2]) << 8 | UInt16(bytes[i + 3])
                    if low >= 0xDC00 && low <= 0xDFFF {
                        let scalar = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00)
                        Transcoder.appendUTF8(scalar, to: &out)
                        i += 4
                    } else {
                        Transcoder.appendUTF8(0xFFFD, to: &out)
                        i += 2
                    }
                } else if unit >= 0xDC00 && unit <= 0xDFFF {
                    Transcoder.appendUTF8(0xFFFD, to: &out)
                    i += 2
                } else {
                    Transcoder.appendUTF8(UInt32(unit), to: &out)
                    i += 2
                }
            }
            if i < bytes.count { carry = Array(bytes[i...]) }
            if final && !carry.isEmpty { Transcoder.appendUTF8(0xFFFD, to: &out); carry.removeAll() }
        case .gb18030:
            var bytes = carry
            bytes.append(contentsOf: input)
            carry.removeAll()
            let total = bytes.count
            var consumed = 0
            var failure: Int32 = 0
            var outBuf = [UInt8](repeating: 0, count: total * 2 + 16)
            let handle = iconvHandle
            bytes.withUnsafeMutableBytes { inRaw in
                outBuf.withUnsafeMutableBytes { outRaw in
                    while consumed < total {
                        var inPtr: UnsafeMutablePointer<CChar>? = (inRaw.baseAddress! + consumed)
                            .assumingMemoryBound(to: CChar.self)
                        var inLeft = total - consumed
                        var outPtr: UnsafeMutablePointer<CChar>? = outRaw.baseAddress!.assumingMemoryBound(to: CChar.self)
                        var outLeft = outRaw.count
                        let r = iconv(handle, &inPtr, &inLeft, &outPtr, &outLeft)
                        let e: Int32 = r == -1 ? errno : 0
                        consumed = total - inLeft
                        out.append(contentsOf: UnsafeRawBufferPointer(start: outRaw.baseAddress, count: outRaw.count - outLeft))
                        if e == 0 { break }
                        if e == E2BIG { continue }
                        if e == EINVAL {  // an incomplete sequence at the end of this chunk
                            if final {
                                Transcoder.appendUTF8(0xFFFD, to: &out)
                                consumed = total
                            }
                            break
                        }
                        if e == EILSEQ {  // an invalid byte: replace it and go on
                            Transcoder.appendUTF8(0xFFFD, to: &out)
                            consumed += 1
                            continue
                        }
                        failure = e
                        break
                    }
                }
            }
            if failure != 0 { throw IngestErrorMessage("GB18030 conversion failed (errno \(failure))") }
            if consumed < total { carry = Array(bytes[consumed...]) }
        }
    }

    @inline(__always)
    static func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            out.append(UInt8(scalar))
        case 0x80..<0x800:
            out.append(UInt8(0xC0 | (scalar >> 6)))
            out.append(UInt8(0x80 | (scalar & 0x3F)))
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | (scalar >> 12)))
            out.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (scalar & 0x3F)))
        default:
            out.append(UInt8(0xF0 | (scalar >> 18)))
            out.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            out.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (scalar & 0x3F)))
        }
    }

    /// A byte the single-byte encoding leaves undefined (Windows-1252's five map to C1 controls).
    @inline(__always)
    static func isUndefined(_ encoding: TextEncoding, _ b: UInt8) -> Bool {
        guard b >= 0x80 else { return false }
        let code = upperHalf(encoding, b)
        return code == 0xFFFD || (code >= 0x80 && code < 0xA0)
    }

    /// The code point of a byte ≥ 0x80 in a single-byte encoding.
    @inline(__always)
    static func upperHalf(_ encoding: TextEncoding, _ b: UInt8) -> UInt32 {
        switch encoding {
        case .windows1250: return cp1250[Int(b - 0x80)]
        case .windows1257: return cp1257[Int(b - 0x80)]
        default: return b <= 0x9F ? cp1252[Int(b - 0x80)] : UInt32(b)
        }
    }

    /// Windows-1250 0x80–0xFF (undefined bytes: U+FFFD).
    static let cp1250: [UInt32] = [
        0x20AC, 0xFFFD, 0x201A, 0xFFFD, 0x201E, 0x2026, 0x2020, 0x2021, 0xFFFD, 0x2030, 0x0160, 0x2039, 0x015A, 0x0164,
        0x017D, 0x0179, 0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0xFFFD, 0x2122, 0x0161, 0x203A,
        0x015B, 0x0165, 0x017E, 0x017A, 0x00A0, 0x02C7, 0x02D8, 0x0141, 0x00A4, 0x0104, 0x00A6, 0x00A7, 0x00A8, 0x00A9,
        0x015E, 0x00AB, 0x00AC, 0x00AD, 0x00AE, 0x017B, 0x00B0, 0x00B1, 0x02DB, 0x0142, 0x00B4, 0x00B5, 0x00B6, 0x00B7,
        0x00B8, 0x0105, 0x015F, 0x00BB, 0x013D, 0x02DD, 0x013E, 0x017C, 0x0154, 0x00C1, 0x00C2, 0x0102, 0x00C4, 0x0139,
        0x0106, 0x00C7, 0x010C, 0x00C9, 0x0118, 0x00CB, 0x011A, 0x00CD, 0x00CE, 0x010E, 0x0110, 0x0143, 0x0147, 0x00D3,
        0x00D4, 0x0150, 0x00D6, 0x00D7, 0x0158, 0x016E, 0x00DA, 0x0170, 0x00DC, 0x00DD, 0x0162, 0x00DF, 0x0155, 0x00E1,
        0x00E2, 0x0103, 0x00E4, 0x013A, 0x0107, 0x00E7, 0x010D, 0x00E9, 0x0119, 0x00EB, 0x011B, 0x00ED, 0x00EE, 0x010F,
        0x0111, 0x0144, 0x0148, 0x00F3, 0x00F4, 0x0151, 0x00F6, 0x00F7, 0x0159, 0x016F, 0x00FA, 0x0171, 0x00FC, 0x00FD,
        0x0163, 0x02D9,
    ]

    /// Windows-1257 0x80–0xFF (undefined bytes: U+FFFD).
    static let cp1257: [UInt32] = [
        0x20AC, 0xFFFD, 0x201A, 0xFFFD, 0x201E, 0x2026, 0x2020, 0x2021, 0xFFFD, 0x2030, 0xFFFD, 0x2039, 0xFFFD, 0x00A8,
        0x02C7, 0x00B8, 0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0xFFFD, 0x2122, 0xFFFD, 0x203A,
        0xFFFD, 0x00AF, 0x02DB, 0xFFFD, 0x00A0, 0xFFFD, 0x00A2, 0x00A3, 0x00A4, 0xFFFD, 0x00A6, 0x00A7, 0x00D8, 0x00A9,
        0x0156, 0x00AB, 0x00AC, 0x00AD, 0x00AE, 0x00C6, 0x00B0, 0x00B1, 0x00B2, 0x00B3, 0x00B4, 0x00B5, 0x00B6, 0x00B7,
        0x00F8, 0x00B9, 0x0157, 0x00BB, 0x00BC, 0x00BD, 0x00BE, 0x00E6, 0x0104, 0x012E, 0x0100, 0x0106, 0x00C4, 0x00C5,
        0x0118, 0x0112, 0x010C, 0x00C9, 0x0179, 0x0116, 0x0122, 0x0136, 0x012A, 0x013B, 0x0160, 0x0143, 0x0145, 0x00D3,
        0x014C, 0x00D5, 0x00D6, 0x00D7, 0x0172, 0x0141, 0x015A, 0x016A, 0x00DC, 0x017B, 0x017D, 0x00DF, 0x0105, 0x012F,
        0x0101, 0x0107, 0x00E4, 0x00E5, 0x0119, 0x0113, 0x010D, 0x00E9, 0x017A, 0x0117, 0x0123, 0x0137, 0x012B, 0x013C,
        0x0161, 0x0144, 0x0146, 0x00F3, 0x014D, 0x00F5, 0x00F6, 0x00F7, 0x0173, 0x0142, 0x015B, 0x016B, 0x00FC, 0x017C,
        0x017E, 0x02D9,
    ]

    /// Windows-1252 0x80–0x9F; the five undefined bytes map to their C1 control code points.
    static let cp1252: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D,
        0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
        0x0153, 0x9D, 0x017E, 0x0178,
    ]
}

/// A plain message thrown by low-level helpers and turned into an `IngestError` with the file name.
struct IngestErrorMessage: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
