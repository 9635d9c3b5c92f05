import CoreGraphics
import TextRendering
import XCTest

/// Font names resolved through fontconfig (the DejaVu and Liberation 2 fonts are installed by Scripts/install-deps.sh).
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

    func testHelveticaAndTheSystemFontAreDrawnWithLiberationSans() throws {
        for name in ["Helvetica", "Helvetica Neue", "HelveticaNeue-Light", "Arial", ".SFUI-Regular",
                     ".SF UI Text", "SFProText-Semibold", "-apple-system", "system-ui", ".AppleSystemUIFont"] {
            let face = FontCatalog.face(named: name)
            if face.isInstalled { continue }  // the real font, where this machine has it
            XCTAssertEqual(face.substitute, "Liberation Sans", name)
            XCTAssertEqual(face.name.family, "Liberation Sans", "Pango is asked for the stand-in: \(name)")
            XCTAssertTrue(face.isStandIn, name)
        }
        let light = FontCatalog.face(named: "HelveticaNeue-Light")
        XCTAssertEqual(light.name.weight, 300, "the style of the name is kept")
        XCTAssertEqual(FontCatalog.face(named: "Helvetica-BoldOblique").name,
                       FontName(family: "Liberation Sans", weight: 700, isItalic: true))
    }

    func testTimesCourierAndMenloHaveTheirStandIns() {
        XCTAssertEqual(FontCatalog.face(named: "Times New Roman").substitute, "Liberation Serif")
        XCTAssertEqual(FontCatalog.face(named: "Times-Roman").substitute, "Liberation Serif")
        XCTAssertEqual(FontCatalog.face(named: "Courier").substitute, "Liberation Mono")
        XCTAssertEqual(FontCatalog.face(named: "CourierNewPS-BoldMT").name,
                       FontName(family: "Liberation Mono", weight: 700))
        XCTAssertEqual(FontCatalog.face(named: "Menlo-Regular").substitute, "DejaVu Sans Mono")
        XCTAssertEqual(FontCatalog.face(named: "SF Mono").substitute, "DejaVu Sans Mono")
        XCTAssertEqual(FontCatalog.face(named: ".SFNSMono-Regular").substitute, "DejaVu Sans Mono",
                       "the monospaced system font is not the proportional one")
        XCTAssertEqual(FontCatalog.face(named: "TimesNewRomanPSMT").substitute, "Liberation Serif")
        XCTAssertEqual(FontCatalog.face(named: "CourierNewPSMT").substitute, "Liberation Mono")
    }

    func testOddNamesResolveToSomething() {
        for name in ["", " ", "-", ".", "--", "Helvetica-", "-Bold", ".SF", "\u{0}", String(repeating: "x", count: 5000)] {
            let face = FontCatalog.face(named: name)
            XCTAssertFalse(face.substitute.isEmpty, "\(name.prefix(20).debugDescription)")
        }
        XCTAssertNil(AppleFontStandIn.family(for: ""))
        XCTAssertNil(AppleFontStandIn.family(for: "mt"))
    }

    func testOtherMissingFamiliesAreLeftToFontconfig() {
        XCTAssertNil(AppleFontStandIn.family(for: "Papyrus"))
        XCTAssertNil(AppleFontStandIn.family(for: "Helveticas"))
        XCTAssertFalse(FontCatalog.face(named: "Papyrus").isStandIn)
    }

    func testASubstitutionIsReportedOncePerFamily() {
        let (_, reports) = Diagnostics.capture {
            for _ in 0..<50 {
                FontCatalog.reportSubstitution(of: "Helvetica", for: "label")
                FontCatalog.reportSubstitution(of: "Helvetica-Bold", for: "button")
            }
            FontCatalog.reportSubstitution(of: "DejaVu Sans", for: "label")
        }
        XCTAssertEqual(reports.count, 1, "\(reports)")
        XCTAssertTrue(reports.first?.contains("\"Liberation Sans\" stands in") ?? false, "\(reports)")
    }

    /// Under Scripts/test.sh the suite sees exactly the fonts the project
    /// installs (Tests/Fonts/fonts.conf), whatever else this machine has.
    func testTheSuitesFontsArePinned() throws {
        guard let file = ProcessInfo.processInfo.environment["FONTCONFIG_FILE"], file.hasSuffix("Tests/Fonts/fonts.conf") else {
            throw XCTSkip("FONTCONFIG_FILE is not pinned: run the suite through Scripts/test.sh")
        }
        XCTAssertEqual(FontCatalog.installedFamilies(),
                       ["DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif", "Liberation Mono", "Liberation Sans", "Liberation Serif"])
        XCTAssertEqual(FontCatalog.defaultFamily, "DejaVu Sans")
    }
}
