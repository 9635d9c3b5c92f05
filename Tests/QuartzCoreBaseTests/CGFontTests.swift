import XCTest
@testable import QuartzCoreBase

/// `CGFont` by name: installed fonts, Apple's families through their
/// stand-ins, unknown names refused; a text layer takes one as its font.
final class CGFontTests: LayerTestCase {
    func testInstalledAndAppleFontsAreFoundUnknownOnesAreNot() {
        let dejaVu = CGFont("DejaVu Sans")
        XCTAssertEqual(dejaVu?.postScriptName, "DejaVuSans")
        XCTAssertEqual(dejaVu?.fullName, "DejaVu Sans")
        XCTAssertEqual(CGFont("DejaVuSans-Bold")?.postScriptName, "DejaVuSans-Bold", "a PostScript name")
        XCTAssertEqual(CGFont("Helvetica")?.postScriptName, "LiberationSans", "Apple's family by its stand-in")
        XCTAssertEqual(CGFont("Helvetica-Bold")?.postScriptName, "LiberationSans-Bold")
        XCTAssertEqual(CGFont("Helvetica")?.fontName, "Helvetica")
        XCTAssertNil(CGFont("No Such Font Anywhere"))
        XCTAssertNil(CGFont(""))
    }

    func testATextLayerTakesACGFontByItsName() {
        let layer = CATextLayer()
        let font = CGFont("Courier")!
        layer.font = font
        XCTAssertTrue(layer.font as AnyObject === font)
        XCTAssertEqual(LayerTreeLock.shared.withLock { layer.state.textDrawing.fontName }, "Courier")
    }
}
