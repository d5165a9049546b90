import Foundation
import Testing

@testable import SubscanOCR

@Suite struct PreprocessorTests {
    @Test func smallTextIsUpscaledToAComfortableHeightAndLargeTextIsLeftAlone() {
        // To about 28 px, in quarter steps, at most 3x.
        #expect(Preprocessor.upscaleFactor(lineHeight: 14) == 2.0)
        #expect(Preprocessor.upscaleFactor(lineHeight: 8) == 3.0)
        #expect(Preprocessor.upscaleFactor(lineHeight: 17) == 1.75)
        #expect(Preprocessor.wordUpscale(height: 10) == 3.0)
        #expect(Preprocessor.wordUpscale(height: 15) == nil && Preprocessor.wordUpscale(height: 14) == 2.25)
        for h in [18, 21, 30, 40, 80] { #expect(Preprocessor.upscaleFactor(lineHeight: h) == nil) }
        #expect(Preprocessor.upscaleFactor(lineHeight: 0) == nil)
    }

    @Test func lineHeightIsTheMedianInkBandIgnoringRulesAndIcons() {
        var rows = [Int32](repeating: 0, count: 400)
        func band(_ from: Int, _ height: Int, ink: Int32 = 50) { for y in from..<(from + height) { rows[y] = ink } }
        band(10, 14); band(40, 15); band(70, 14); band(100, 2)  // a 2-px rule is ignored
        band(150, 90)  // an avatar
        band(260, 16); band(300, 1, ink: 500)
        #expect(Preprocessor.medianLineHeight(rowInk: rows, width: 1000) == 15)
        #expect(Preprocessor.medianLineHeight(rowInk: [Int32](repeating: 0, count: 50), width: 1000) == nil)
        // specks below the ink threshold (width / 300) are not text
        #expect(Preprocessor.medianLineHeight(rowInk: [Int32](repeating: 2, count: 50), width: 3000) == nil)
    }

    @Test("a scanned ruled grid tilted −1.47° is turned back by that much, not by the default search's +1.75°")
    func tiltedGridIsLevelledTheRightWay() throws {
        let path = packageRoot.appendingPathComponent("Fixtures/pdf/scan-tilted-grid.png").path
        let page = try PageImage.load(path: path, page: 0, file: "grid")
        // (what Leptonica's default search measures, for the record: the wrong way)
        let coarse = try #require(page.skew())
        #expect(coarse.degrees > 1)
        let angle = try #require(Preprocessor.skewToCorrect(page))
        #expect(abs(angle - -1.475) < 0.05, "\(angle)")
        #expect(abs(Preprocessor.prepare(page, upscale: false).1.deskew - angle) < 0.001)
    }

    @Test("an unsure skew is turned when a finer sweep finds the same angle; a sure one unless a sure finer sweep disagrees")
    func unsureSkewNeedsAFinerSweepToAgree() {
        // a sparse ledger page: 1.08° at confidence 2.45, the finer sweep 1.09° (unsure too)
        #expect(Preprocessor.skewToCorrect(coarse: (1.078, 2.45), fine: (1.0875, 1.40)) == 1.078)
        // the sweeps disagree (0.23°): an unsure angle is not taken
        #expect(Preprocessor.skewToCorrect(coarse: (0.875, 2.21), fine: (1.10, 1.72)) == nil)
        #expect(Preprocessor.skewToCorrect(coarse: (1.078, 2.45), fine: nil) == nil)
        // too unsure, or too small, whatever the sweep
        // (a level dark screenshot with avatars: −2.09° at 1.64, the finer sweep agreeing)
        #expect(Preprocessor.skewToCorrect(coarse: (-2.094, 1.64), fine: (-2.05, 1.12)) == nil)
        #expect(Preprocessor.skewToCorrect(coarse: (0.2, 40), fine: (0.2, 10)) == nil)
        // sure: taken; a sure finer sweep a quarter degree away stands instead (the ruled grid)
        #expect(Preprocessor.skewToCorrect(coarse: (1.39, 56.4), fine: (1.3875, 5.5)) == 1.39)
        #expect(Preprocessor.skewToCorrect(coarse: (-0.34, 12.8), fine: (0.5625, 24.8)) == 0.5625)
        #expect(Preprocessor.skewToCorrect(coarse: (1.03, 2.51), fine: (0.6, 2.19)) == 1.03)
    }

    /// A 200 x 100 scan: `paper` with grain of ±11 shades, each of `marks` (a box and its shade)
    /// drawn on it, loaded as a page.
    static func grainyPage(paper: Int, seed: UInt32, marks: [(x: Range<Int>, y: Range<Int>, shade: UInt8)]) throws -> PageImage {
        var pixels = [UInt8](repeating: 0, count: 200 * 100)
        var seed = seed
        for i in pixels.indices {
            seed = seed &* 1_103_515_245 &+ 12345
            pixels[i] = UInt8(paper + Int((seed >> 16) % 23) - 11)
        }
        for mark in marks { for y in mark.y { for x in mark.x { pixels[y * 200 + x] = mark.shade } } }
        return try ScannedCellTests.load(pixels, height: 100)
    }

    @Test("a scan's paper and its grain turn white, its ink black, the edges between keep their grey")
    func paperIsLevelled() throws {
        // paper 236, a block of ink (24) and an edge (170)
        let page = try Self.grainyPage(paper: 236, seed: 7, marks: [(20..<80, 40..<60, 24), (80..<84, 40..<60, 170)])
        // (from the paper's commonest shade, 236 ± grain, less 30)
        let levelled = try #require(page.levelPaper())
        #expect((195...217).contains(levelled.white) && !levelled.stretched, "\(levelled)")
        #expect(page.crop(left: 100, top: 0, width: 100, height: 100, factor: 1, border: 0)?.meanGray() == 255)
        #expect(page.crop(left: 20, top: 40, width: 60, height: 20, factor: 1, border: 0)?.meanGray() == 0)
        let edge = try #require(page.crop(left: 80, top: 40, width: 4, height: 20, factor: 1, border: 0)?.meanGray())
        #expect(edge > 100 && edge < 200, "\(edge)")
        // a page with no light paper (a dark photograph) is left as it is
        let dark = try #require(page.crop(left: 20, top: 40, width: 60, height: 20, factor: 1, border: 0))
        #expect(dark.levelPaper() == nil)
    }

    @Test("a faded scan (grey ink on dark paper) is stretched, not levelled: its faint points keep their ink")
    func fadedPaperIsStretched() throws {
        // paper 200, a light face's strokes (140) and a faint decimal point (172), within the 30
        // shades levelling would have turned white
        let marks: [(x: Range<Int>, y: Range<Int>, shade: UInt8)] = [(20..<80, 40..<48, 140), (90..<94, 52..<56, 172)]
        let page = try Self.grainyPage(paper: 200, seed: 11, marks: marks)
        let done = try #require(page.levelPaper())
        #expect(done.stretched && (189...211).contains(done.white), "\(done)")
        let stroke = try #require(page.crop(left: 20, top: 40, width: 60, height: 8, factor: 1, border: 0)?.meanGray())
        let point = try #require(page.crop(left: 90, top: 52, width: 4, height: 4, factor: 1, border: 0)?.meanGray())
        #expect(stroke < 50 && point > stroke && point < 200, "stroke \(stroke), point \(point)")
        // levelled as a page of dark ink is, the point would have gone white
        let levelled = try Self.grainyPage(paper: 200, seed: 11, marks: marks)
        #expect(levelled.levelPaper(faded: 1000)?.stretched == false)
        #expect(levelled.crop(left: 90, top: 52, width: 4, height: 4, factor: 1, border: 0)?.meanGray() == 255)
    }

    @Test("a page with little ink (a statement's last rows alone on it) is levelled, not taken for a faded page: its grain turns white")
    func littleInkIsLevelled() throws {
        // paper 243 ± 11, ink on 0.2 % of the page: its darkest half percent is paper grain
        let page = try Self.grainyPage(paper: 243, seed: 5, marks: [(20..<30, 40..<44, 20)])
        let done = try #require(page.levelPaper())
        #expect(!done.stretched, "\(done)")
        #expect(page.crop(left: 100, top: 0, width: 100, height: 100, factor: 1, border: 0)?.meanGray() == 255)
        #expect(page.crop(left: 20, top: 40, width: 10, height: 4, factor: 1, border: 0)?.meanGray() == 0)
    }

    @Test func oneStepUpscaleGivesLeptonicasPixelsWithTheBorder() throws {
        // The page is scaled and framed in one pass; it must be the very image Leptonica's linear
        // interpolation and a white border make, edges included, or every upscaled page reads anew.
        let page = try PageImage.load(path: statementFixtures.appendingPathComponent("en-light-small.png").path, page: 0, file: "p")
        let odd = try #require(page.crop(left: 3, top: 5, width: 201, height: 77, factor: 1, border: 0))
        for image in [page, odd] {
            for factor in [1.25, 1.75, 2.0, 2.25, 2.5, 2.75, 3.0] {
                let fast = try #require(image.scaledFramed(by: factor, border: 16))
                let slow = try #require(image.scaled(by: factor)?.bordered(16))
                #expect(fast.width == slow.width && fast.height == slow.height, "factor \(factor)")
                #expect(fast.samePixels(as: slow), "factor \(factor), \(image.width)x\(image.height)")
            }
        }
    }
}
