import TextRendering
import XCTest

/// Apple-style font names split into the family fontconfig knows and the style they ask for.
final class FontNameTests: XCTestCase {
    func testPlainFamilyIsRegular() {
        XCTAssertEqual(FontName(parsing: "Menlo"), FontName(family: "Menlo", weight: 400, isItalic: false))
    }

    func testPostScriptSuffixGivesWeightAndSlant() {
        XCTAssertEqual(FontName(parsing: "Helvetica-BoldOblique"), FontName(family: "Helvetica", weight: 700, isItalic: true))
        XCTAssertEqual(FontName(parsing: "HelveticaNeue-Light"), FontName(family: "HelveticaNeue", weight: 300))
        XCTAssertEqual(FontName(parsing: "Arial-BoldItalicMT"), FontName(family: "Arial", weight: 700, isItalic: true))
        XCTAssertEqual(FontName(parsing: "Avenir-SemiBold"), FontName(family: "Avenir", weight: 600))
    }

    func testTrailingStyleWordsAfterSpaces() {
        XCTAssertEqual(FontName(parsing: "Helvetica Neue Bold Italic"),
                       FontName(family: "Helvetica Neue", weight: 700, isItalic: true))
    }

    func testSuffixThatIsNoStyleStaysInTheFamily() {
        XCTAssertEqual(FontName(parsing: "SF-Pro"), FontName(family: "SF-Pro"))
        XCTAssertEqual(FontName(parsing: "DejaVu Sans Mono"), FontName(family: "DejaVu Sans Mono"))
        XCTAssertEqual(FontName(parsing: "Bold"), FontName(family: "Bold"))
    }
}
