import XCTest
@testable import UIKit

/// `UIColor(named:)` reading colour sets of an asset catalog, as Xcode writes them.
final class UIColorAssetCatalogTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("colorsets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func colorSet(_ path: String, _ json: String) throws {
        let set = folder.appendingPathComponent("Assets.xcassets").appendingPathComponent(path + ".colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try json.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
    }

    private func rgba(_ color: UIColor?, _ style: UIUserInterfaceStyle = .light) -> [CGFloat] {
        guard let c = color?.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)).cgColor.rgba else { return [] }
        return [c.red, c.green, c.blue, c.alpha].map { ($0 * 255).rounded() }
    }

    func testASetWithADarkAppearanceIsDynamic() throws {
        try colorSet("Brand", """
        { "colors" : [
            { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.200", "green" : "0.400", "red" : "0.800" } }, "idiom" : "universal" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : { "color-space" : "srgb", "components" : { "alpha" : "0.500", "blue" : "0xFF", "green" : "128", "red" : "0" } }, "idiom" : "universal" }
          ], "info" : { "author" : "xcode", "version" : 1 } }
        """)
        let bundle = try XCTUnwrap(Bundle(path: folder.path))
        let brand = UIColor(named: "Brand", in: bundle, compatibleWith: nil)
        XCTAssertEqual(rgba(brand), [204, 102, 51, 255])
        XCTAssertEqual(rgba(brand, .dark), [0, 128, 255, 128], "8-bit and hexadecimal components")
        let darkOnly = UIColor(named: "Brand", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))
        XCTAssertEqual(rgba(darkOnly, .light), [0, 128, 255, 128], "given dark traits: the dark colour, fixed")
    }

    func testGreySetsNamespacesAndMissingOnes() throws {
        try colorSet("Greys/Mid", """
        { "colors" : [ { "color" : { "color-space" : "gray-gamma-22", "components" : { "alpha" : "1.000", "white" : "0.500" } }, "idiom" : "universal" } ] }
        """)
        let bundle = try XCTUnwrap(Bundle(path: folder.path))
        XCTAssertEqual(rgba(UIColor(named: "Greys/Mid", in: bundle, compatibleWith: nil)), [128, 128, 128, 255])
        XCTAssertEqual(rgba(UIColor(named: "Mid", in: bundle, compatibleWith: nil)), [128, 128, 128, 255],
                       "a plain folder is found by the set's own name too")
        XCTAssertNil(UIColor(named: "Other/Mid", in: bundle, compatibleWith: nil), "the namespace must match")
        XCTAssertNil(UIColor(named: "Absent", in: bundle, compatibleWith: nil))
        XCTAssertNil(UIColor(named: "../Mid", in: bundle, compatibleWith: nil))
    }

    func testABrokenSetIsReportedAndGivesNoColour() throws {
        try colorSet("Broken", "{ \"colors\" : [ { \"color\" : { \"color-space\" : \"srgb\", \"components\" : { \"red\" : \"zero\" } } } ] }")
        let bundle = try XCTUnwrap(Bundle(path: folder.path))
        var color: UIColor?
        let (_, messages) = Diagnostics.capture { color = UIColor(named: "Broken", in: bundle, compatibleWith: nil) }
        XCTAssertNil(color)
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertEqual(ColorSetLookup.parse(Data("[]".utf8)), .failure(ColorSetLookup.Problem(message: "not a colour set (no \"colors\" list)")))
    }
}
