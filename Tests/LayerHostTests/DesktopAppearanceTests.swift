@testable import LayerHost
import XCTest

/// Where the desktop's light or dark preference is read, and in what order.
final class DesktopAppearanceTests: XCTestCase {
    private func style(_ environment: [String: String], theme: String? = nil) -> (DesktopAppearance.Style, asked: Bool) {
        var asked = false
        let style = DesktopAppearance.resolve(environment: environment) {
            asked = true
            return theme
        }
        return (style, asked)
    }

    func testTheOverrideComesFirst() {
        XCTAssertEqual(style(["CA_APPEARANCE": "dark", "GTK_THEME": "Adwaita:light", "DISPLAY": ":9"], theme: "Light").0, .dark)
        XCTAssertEqual(style(["CA_APPEARANCE": "Light", "GTK_THEME": "Adwaita:dark"]).0, .light)
        let (ignored, asked) = style(["CA_APPEARANCE": "sepia", "DISPLAY": ":9"], theme: "Yaru-dark")
        XCTAssertEqual(ignored, .dark, "an unknown override is ignored: the theme decides")
        XCTAssertTrue(asked)
    }

    func testGTKThemeVariantsAndDarkNames() {
        XCTAssertEqual(style(["GTK_THEME": "Adwaita:dark"]).0, .dark)
        XCTAssertEqual(style(["GTK_THEME": "Adwaita:light", "DISPLAY": ":9"], theme: "Adwaita-dark").0, .light)
        XCTAssertEqual(style(["GTK_THEME": "Arc-Dark"]).0, .dark)
        let (plain, asked) = style(["GTK_THEME": "Adwaita", "DISPLAY": ":9"], theme: "Adwaita-dark")
        XCTAssertEqual(plain, .dark, "a theme without a variant says nothing; the X server's theme decides")
        XCTAssertTrue(asked)
    }

    func testTheXServersThemeNameWithoutADisplayIsNotAsked() {
        XCTAssertEqual(style(["DISPLAY": ":9"], theme: "Yaru-dark").0, .dark)
        XCTAssertEqual(style(["DISPLAY": ":9"], theme: "Yaru").0, .light)
        let (noDisplay, asked) = style([:], theme: "Yaru-dark")
        XCTAssertEqual(noDisplay, .light)
        XCTAssertFalse(asked, "no display, no X server to ask")
        XCTAssertEqual(style(["DISPLAY": ":9"], theme: nil).0, .light, "no settings manager: light")
    }

    func testTheTestsOverrideWins() {
        DesktopAppearance.override(.dark)
        XCTAssertEqual(DesktopAppearance.current, .dark)
        DesktopAppearance.override(.light)
        XCTAssertEqual(DesktopAppearance.current, .light)
        DesktopAppearance.override(nil)
    }
}
