import Foundation
import Testing

@testable import SubscanIngest

/// Windows-1250 (Central European) and Windows-1257 (Baltic) exports keep their letters; Western
/// ones stay Windows-1252. Tuning cases: one export line per language, in its code page.
@Suite("Central European and Baltic code pages")
struct CodePageTests {
    static func encode(_ text: String, _ encoding: TextEncoding) -> [UInt8] {
        var reverse: [UInt32: UInt8] = [:]
        for b in UInt8(0x80)...UInt8(0xFF) { reverse[Transcoder.upperHalf(encoding, b)] = b }
        return text.unicodeScalars.map { s in s.value < 0x80 ? UInt8(s.value) : reverse[s.value]! }
    }

    static let cases: [(TextEncoding, String, String)] = [
        (.windows1250, "Czech", "Datum;Popis;Částka\n03.10.2026;Platba kartou, převod na účet, měsíční poplatek;-149,00\n"),
        (.windows1250, "Czech, no header word", "03.10.2026;Převod mezi účty, splátka úvěru;-1 500,00\n"),
        (.windows1250, "Polish", "Data operacji;Opis;Kwota\n2026-10-03;Płatność kartą, przelew środków;-43,00\n"),
        (.windows1250, "Polish, no header word", "2026-10-03;Opłata za usługę, zakup w sklepie spożywczym;-43,00\n"),
        (.windows1250, "Hungarian", "Dátum;Közlemény;Összeg\n2026.10.03;Előfizetés díja, vásárlás;-2990\n"),
        (.windows1250, "Slovak", "Dátum;Popis;Suma\n03.10.2026;Platba kartou, mesačný poplatok za účet;-9,99\n"),
        (.windows1257, "Lithuanian", "Data;Paaiškinimai;Suma\n2026-10-03;Mokėjimas už paslaugas, ryšių mokestis;-9,99\n"),
        (.windows1257, "Lithuanian, no header word", "2026-10-03;Už elektros energiją ir šildymą;-9,99\n"),
        (.windows1257, "Latvian", "Datums;Apraksts;Summa\n03.10.2026;Maksājums par pakalpojumu, ikmēneša maksa;-9,99\n"),
        (.windows1252, "German", "Buchungstag;Verwendungszweck;Betrag\n03.10.2026;Lastschrift Spotify, Gebühr für Überweisung;-9,99\n"),
        (.windows1252, "French", "Date;Libellé;Montant\n03/10/2026;Prélèvement abonnement, frais à débit différé;-9,99\n"),
        (.windows1252, "Spanish", "Fecha;Concepto;Importe\n03/10/2026;Recibo suscripción, compañía de teléfono;-9,99\n"),
        (.windows1252, "Danish", "Dato;Tekst;Beløb\n03.10.2026;Betaling til Købmand, gebyr for kørsel;-9,99\n"),
        (.windows1252, "Portuguese", "Data;Descrição;Valor\n03/10/2026;Pagamento de subscrição, comissões;-9,99\n"),
        (.windows1252, "Italian", "Data;Descrizione;Importo\n03/10/2026;Pagamento più commissioni, città;-9,99\n"),
        // two accented letters side by side are not a Chinese character (GB18030 pairs)
        (.windows1252, "Finnish, adjacent ä", "2026-10-03;Pääsylippu;-9,99\n"),
        (.windows1257, "Latvian, adjacent Ķē", "2026-10-03;Ķēniņš un dēls;-9,99\n"),
    ]

    @Test("each language's export is read in its code page", arguments: cases.indices)
    func detectsTheCodePage(_ i: Int) throws {
        let (encoding, language, text) = CodePageTests.cases[i]
        let bytes = CodePageTests.encode(text, encoding)
        guard case .success(let guess) = EncodingDetector.detect(bytes) else {
            Issue.record("\(language): not detected")
            return
        }
        #expect(guess.encoding == encoding, "\(language)")
        var transcoder = try Transcoder(encoding: guess.encoding)
        var out: [UInt8] = []
        try bytes.withUnsafeBufferPointer { try transcoder.transcode($0, final: true, into: &out) }
        #expect(String(decoding: out, as: UTF8.self) == text, "\(language): the letters survive")
    }

    @Test("--encoding names the code pages")
    func names() {
        #expect(TextEncoding(name: "cp1250") == .windows1250)
        #expect(TextEncoding(name: "Windows-1257") == .windows1257)
        #expect(TextEncoding(name: "windows_1250") == .windows1250)
    }
}
