import TextRendering
import XCTest

/// Font names resolved through fontconfig (the DejaVu fonts are installed by Scripts/install-deps.sh).
final class FontCatalogTests: XCTestCase {
    func testInstalledFamilyIsItself() {
        let face = FontCatalog.face(named: "DejaVu Sans")
        XCTAssertTrue(face.isInstalled)
        XCTAssertEqual(face.name, FontName(family: "DejaVu Sans"))
        XCTAssertEqual(face.substitute, "DejaVu Sans")
    }

    func testPostScriptAndFullNamesGiveTheFontsStyle() {
        for name in ["DejaVuSans-Bold", "DejaVu Sans Bold"] {
            let face = FontCatalog.face(named: name)
            XCTAssertTrue(face.isInstalled, name)
            XCTAssertEqual(face.name.family, "DejaVu Sans", name)
            XCTAssertEqual(face.name.weight, 700, name)
            XCTAssertFalse(face.name.isItalic, name)
        }
        XCTAssertTrue(FontCatalog.face(named: "DejaVuSans-Oblique").name.isItalic)
    }

    func testInstalledFamilyWithStyleSuffix() {
        let face = FontCatalog.face(named: "DejaVu Sans-BoldOblique")
        XCTAssertTrue(face.isInstalled)
        XCTAssertEqual(face.name, FontName(family: "DejaVu Sans", weight: 700, isItalic: true))
    }

    func testMissingFontFallsBackToFontconfigsDefault() {
        let face = FontCatalog.face(named: "No Such Font Family 12345")
        XCTAssertFalse(face.isInstalled)
        XCTAssertEqual(face.substitute, FontCatalog.defaultFamily)
        XCTAssertFalse(face.substitute.isEmpty)
    }

    func testHelveticaIsSubstituted() throws {
        let face = FontCatalog.face(named: "Helvetica")
        try XCTSkipIf(face.isInstalled, "a font named Helvetica is installed here")
        XCTAssertFalse(face.substitute.isEmpty)
        XCTAssertNotEqual(face.substitute, "Helvetica")
    }
}
