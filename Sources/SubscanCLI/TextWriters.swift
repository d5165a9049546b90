// The CLI's own writers: JSON with a fixed key order, CSV cells, plain text tables.

/// JSON text with keys in the order written (the output contract fixes the order).
enum JSON {
    static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func object(_ pairs: [(String, String)]) -> String {
        "{" + pairs.map { "\(string($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }

    static func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }
}

/// One CSV cell, quoted when it must be (RFC 4180).
func csvCell(_ s: String) -> String {
    if s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) || s.hasPrefix(" ") || s.hasSuffix(" ") {
        return "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
    return s
}

/// A plain text table: columns padded to their widest cell (by terminal width of CJK characters).
func renderTable(header: [String], rows: [[String]], rightAligned: Set<Int> = []) -> String {
    func width(_ s: String) -> Int {
        s.unicodeScalars.reduce(0) { w, u in
            let v = u.value
            let wide =
                (v >= 0x1100 && v <= 0x115F) || (v >= 0x2E80 && v <= 0xA4CF) || (v >= 0xAC00 && v <= 0xD7A3)
                || (v >= 0xF900 && v <= 0xFAFF) || (v >= 0xFE30 && v <= 0xFE4F) || (v >= 0xFF00 && v <= 0xFF60)
                || (v >= 0xFFE0 && v <= 0xFFE6) || (v >= 0x1F300 && v <= 0x1FAFF)
            return w + (wide ? 2 : (u.properties.generalCategory == .nonspacingMark ? 0 : 1))
        }
    }
    var widths = header.map(width)
    for row in rows {
        for (i, cell) in row.enumerated() where i < widths.count { widths[i] = max(widths[i], width(cell)) }
    }
    func line(_ cells: [String]) -> String {
        var parts: [String] = []
        for (i, cell) in cells.enumerated() {
            let pad = String(repeating: " ", count: max(0, widths[i] - width(cell)))
            if i == cells.count - 1 && !rightAligned.contains(i) {
                parts.append(cell)
            } else {
                parts.append(rightAligned.contains(i) ? pad + cell : cell + pad)
            }
        }
        return parts.joined(separator: "  ") + "\n"
    }
    var text = line(header)
    text += line(widths.map { String(repeating: "-", count: $0) })
    for row in rows { text += line(row) }
    return text
}
