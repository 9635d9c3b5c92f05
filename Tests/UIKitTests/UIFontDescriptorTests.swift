import XCTest
@testable import UIKit

/// Fonts of a weight, a text style or a descriptor: the names they resolve
/// to, what their descriptors report, and that the faces measured change
/// (the test fonts: Liberation Sans stands in for Helvetica with a regular
/// and a bold face, DejaVu Sans Mono for SF Mono and Menlo).
final class UIFontDescriptorTests: XCTestCase {
    private let sample = "Hamburgefonstiv 0123"

    private func width(_ text: String, _ font: UIFont) -> CGFloat {
        text.size(withAttributes: [.font: font]).width
    }

    private func weight(of descriptor: UIFontDescriptor) -> CGFloat? {
        (descriptor.object(forKey: .traits) as? [UIFontDescriptor.TraitKey: Any])?[.weight] as? CGFloat
    }

    func testWeightsHaveApplesRawValues() {
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        XCTAssertEqual(weights.map(\.rawValue), [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
        XCTAssertEqual(UIFont.Weight(0.3), .semibold)
        XCTAssertEqual(UIFont.TextStyle.body.rawValue, "UICTFontTextStyleBody")
        XCTAssertEqual(UIFont.TextStyle.largeTitle.rawValue, "UICTFontTextStyleTitle0")
        XCTAssertEqual(UIFontDescriptor.AttributeName.family.rawValue, "NSFontFamilyAttribute")
        XCTAssertEqual(UIFontDescriptor.TraitKey.weight.rawValue, "NSCTFontWeightTrait")
        XCTAssertEqual(UIFontDescriptor.SymbolicTraits.traitMonoSpace.rawValue, 1 << 10)
    }

    func testSystemFontWeightsAreNamedAndReportedByTheDescriptor() {
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .regular).fontName, "Helvetica")
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .semibold).fontName, "Helvetica-Semibold")
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .ultraLight).fontName, "Helvetica-UltraLight")
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .black).fontName, "Helvetica-Black")
        let semibold = UIFont.systemFont(ofSize: 15, weight: .semibold)
        XCTAssertEqual(semibold.pointSize, 15)
        XCTAssertEqual(weight(of: semibold.fontDescriptor), 0.3)
        XCTAssertEqual(semibold.fontDescriptor.pointSize, 15)
        XCTAssertEqual(semibold.fontDescriptor.object(forKey: .family) as? String, "Helvetica")
        XCTAssertFalse(semibold.fontDescriptor.symbolicTraits.contains(.traitBold), "semibold is not bold")
        XCTAssertTrue(UIFont.systemFont(ofSize: 15, weight: .heavy).fontDescriptor.symbolicTraits.contains(.traitBold))
        XCTAssertEqual(weight(of: UIFont.boldSystemFont(ofSize: 12).fontDescriptor), 0.4)
        XCTAssertEqual(UIFont.italicSystemFont(ofSize: 12).fontDescriptor.symbolicTraits, .traitItalic)
        // A weight between the named ones is kept; the nearest named face draws it.
        let between = UIFont.systemFont(ofSize: 17, weight: UIFont.Weight(0.1))
        XCTAssertEqual(between.fontName, "Helvetica")
        XCTAssertEqual(weight(of: between.fontDescriptor), 0.1)
    }

    /// Liberation Sans has a regular and a bold face: semibold and up measure bold, medium and below regular.
    func testHeavierWeightsMeasureTheBoldFace() {
        let regular = width(sample, .systemFont(ofSize: 20))
        let bold = width(sample, .boldSystemFont(ofSize: 20))
        XCTAssertGreaterThan(bold, regular + 5)
        XCTAssertEqual(width(sample, .systemFont(ofSize: 20, weight: .semibold)), bold)
        XCTAssertEqual(width(sample, .systemFont(ofSize: 20, weight: .black)), bold)
        XCTAssertEqual(width(sample, .systemFont(ofSize: 20, weight: .medium)), regular)
        XCTAssertEqual(width(sample, .systemFont(ofSize: 20, weight: .light)), regular)
    }

    func testABoldTraitDescriptorGivesTheBoldFace() throws {
        let regular = UIFont.systemFont(ofSize: 17)
        let boldDescriptor = try XCTUnwrap(regular.fontDescriptor.withSymbolicTraits(.traitBold))
        let bold = UIFont(descriptor: boldDescriptor, size: 0)
        XCTAssertEqual(bold.fontName, "Helvetica-Bold")
        XCTAssertEqual(bold.pointSize, 17, "size 0 keeps the descriptor's")
        XCTAssertTrue(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        XCTAssertEqual(width(sample, bold), width(sample, .boldSystemFont(ofSize: 17)))
        XCTAssertGreaterThan(width(sample, bold), width(sample, regular))
        let boldItalic = try XCTUnwrap(regular.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        XCTAssertEqual(UIFont(descriptor: boldItalic, size: 30).fontName, "Helvetica-BoldOblique")
        XCTAssertEqual(UIFont(descriptor: boldItalic, size: 30).pointSize, 30)
        let plain = try XCTUnwrap(bold.fontDescriptor.withSymbolicTraits([]))
        XCTAssertEqual(UIFont(descriptor: plain, size: 0).fontName, "Helvetica", "no bold trait takes bold away")
        // A family's own PostScript names resolve to its faces.
        let dejaVu = try XCTUnwrap(UIFont(name: "DejaVu Sans", size: 17))
        let dejaVuBold = UIFont(descriptor: try XCTUnwrap(dejaVu.fontDescriptor.withSymbolicTraits(.traitBold)), size: 0)
        XCTAssertEqual(dejaVuBold.fontName, "DejaVuSans-Bold")
        XCTAssertEqual(width(sample, dejaVuBold), width(sample, try XCTUnwrap(UIFont(name: "DejaVuSans-Bold", size: 17))))
        XCTAssertGreaterThan(width(sample, dejaVuBold), width(sample, dejaVu))
        // A full name's style words count too.
        let fullName = try XCTUnwrap(UIFont(name: "DejaVu Sans Bold", size: 17))
        XCTAssertEqual(fullName.fontName, "DejaVu Sans Bold", "a name is kept as given")
        XCTAssertTrue(fullName.fontDescriptor.symbolicTraits.contains(.traitBold))
        let fullNameItalic = try XCTUnwrap(fullName.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        XCTAssertEqual(fullNameItalic.postscriptName, "DejaVuSans-BoldItalic")
    }

    func testMonospaceIsATraitOfMonospacedFamiliesOnly() throws {
        let mono = UIFont.monospacedSystemFont(ofSize: 14, weight: .regular)
        XCTAssertTrue(mono.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        XCTAssertEqual(width("iiii", mono), width("MMMM", mono), "every character on one advance")
        let monoBold = UIFont.monospacedSystemFont(ofSize: 14, weight: .bold)
        XCTAssertEqual(monoBold.fontName, ".SFMono-Bold")
        XCTAssertNotNil(mono.fontDescriptor.withSymbolicTraits([.traitMonoSpace, .traitBold]))
        let system = UIFont.systemFont(ofSize: 14)
        XCTAssertNotEqual(width("iiii", system), width("MMMM", system))
        XCTAssertNil(system.fontDescriptor.withSymbolicTraits(.traitMonoSpace), "Helvetica has no monospaced face")
        XCTAssertNil(system.fontDescriptor.withSymbolicTraits([.traitCondensed, .traitExpanded]))
        XCTAssertFalse(system.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
    }

    /// Every digit of the stand-in has one advance (it kerns the pair "11", which tabular figures would not).
    func testMonospacedDigitsShareOneAdvance() {
        let font = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .semibold)
        XCTAssertEqual(font.fontName, "Helvetica-Semibold")
        let advances = (0...9).map { width("\($0)", font) }
        XCTAssertEqual(Set(advances).count, 1, "\(advances)")
        XCTAssertEqual(width("1808", font), width("8080", font))
    }

    func testPreferredFontsHaveApplesDefaultSizesAndWeights() {
        let expected: [(UIFont.TextStyle, CGFloat, String)] = [
            (.largeTitle, 34, "Helvetica"), (.title1, 28, "Helvetica"), (.title2, 22, "Helvetica"),
            (.title3, 20, "Helvetica"), (.headline, 17, "Helvetica-Semibold"), (.subheadline, 15, "Helvetica"),
            (.body, 17, "Helvetica"), (.callout, 16, "Helvetica"), (.footnote, 13, "Helvetica"),
            (.caption1, 12, "Helvetica"), (.caption2, 11, "Helvetica"),
        ]
        for (style, size, name) in expected {
            let font = UIFont.preferredFont(forTextStyle: style)
            XCTAssertEqual(font.pointSize, size, style.rawValue)
            XCTAssertEqual(font.fontName, name, style.rawValue)
            XCTAssertEqual(font.fontDescriptor.object(forKey: .textStyle) as? UIFont.TextStyle, style)
            XCTAssertEqual(UIFontDescriptor.preferredFontDescriptor(withTextStyle: style).pointSize, size)
        }
        let traits = UITraitCollection(displayScale: 2)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: traits),
                       UIFont.preferredFont(forTextStyle: .footnote))
        XCTAssertEqual(weight(of: UIFont.preferredFont(forTextStyle: .headline).fontDescriptor), 0.3)
        let boldBody = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).withSymbolicTraits(.traitBold)
        XCTAssertEqual(boldBody.map { UIFont(descriptor: $0, size: 0).fontName }, "Helvetica-Bold")
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: "nonsense")).pointSize, 17)
    }

    func testDescriptorsAreDerivedAsApplesAre() throws {
        let named = UIFontDescriptor(name: "Helvetica-Bold", size: 20)
        XCTAssertEqual(named.postscriptName, "Helvetica-Bold")
        XCTAssertEqual(named.pointSize, 20)
        XCTAssertEqual(named.withSize(9).pointSize, 9)
        XCTAssertEqual(named.withSize(9).postscriptName, "Helvetica-Bold")
        XCTAssertEqual(named.withFamily("Courier").postscriptName, "Courier-Bold", "the weight is kept")
        XCTAssertEqual(named.withFamily("DejaVu Serif").postscriptName, "DejaVuSerif-Bold")
        XCTAssertEqual(named.withFace("Light Italic").postscriptName, "Helvetica-LightOblique")
        let heavier = named.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.black]])
        XCTAssertEqual(heavier.postscriptName, "Helvetica-Black")
        XCTAssertEqual(heavier.pointSize, 20, "the other attributes are kept")
        let byFamily = UIFontDescriptor(fontAttributes: [
            .family: "Liberation Serif", .size: 14,
            .traits: [UIFontDescriptor.TraitKey.symbolic: UIFontDescriptor.SymbolicTraits.traitItalic.rawValue],
        ])
        let serifItalic = UIFont(descriptor: byFamily, size: 0)
        XCTAssertEqual(serifItalic.fontName, "LiberationSerif-Italic")
        XCTAssertEqual(serifItalic.pointSize, 14)
        XCTAssertTrue(serifItalic.fontDescriptor.symbolicTraits.contains(.traitItalic))
        XCTAssertEqual(UIFont(descriptor: named, size: 11).pointSize, 11, "a size given wins")
        XCTAssertEqual(UIFont(descriptor: UIFontDescriptor(), size: 0).pointSize, 12, "no size anywhere: 12")
        XCTAssertEqual(UIFont(descriptor: UIFontDescriptor(), size: 0).fontName, "Helvetica")
        XCTAssertTrue(named.copy() as AnyObject === named)
        // A font's descriptor makes the same font again.
        let font = UIFont.systemFont(ofSize: 13, weight: .light)
        XCTAssertEqual(UIFont(descriptor: font.fontDescriptor, size: 0), font)
        XCTAssertEqual(font.withSize(30).fontDescriptor.pointSize, 30)
        XCTAssertEqual(weight(of: font.withSize(30).fontDescriptor), -0.4)
    }

    func testBadInputGetsClearAnswers() throws {
        XCTAssertEqual(UIFont.systemFont(ofSize: .nan, weight: .bold).pointSize, 17)
        XCTAssertEqual(UIFont.systemFont(ofSize: -4, weight: .bold).pointSize, 17)
        let nanWeight = UIFont.systemFont(ofSize: 10, weight: UIFont.Weight(.nan))
        XCTAssertEqual(nanWeight.fontName, "Helvetica", "NaN weighs as regular")
        XCTAssertEqual(weight(of: nanWeight.fontDescriptor), 0)
        let huge = UIFont.systemFont(ofSize: 10, weight: UIFont.Weight(40))
        XCTAssertEqual(huge.fontName, "Helvetica-Black")
        XCTAssertEqual(weight(of: huge.fontDescriptor), 1, "clamped to 1")
        XCTAssertEqual(UIFont.monospacedSystemFont(ofSize: .infinity, weight: .regular).pointSize, 17)
        XCTAssertNil(UIFont(name: "", size: 12))
        XCTAssertNil(UIFont(name: "Helvetica", size: .nan))
        XCTAssertEqual(UIFontDescriptor(name: "Helvetica", size: 12).withSize(-1).pointSize, 0)
        XCTAssertEqual(UIFont(descriptor: UIFontDescriptor(name: "Helvetica", size: .nan), size: .nan).pointSize, 12)
        let odd = UIFontDescriptor(fontAttributes: [.size: "19", .traits: [UIFontDescriptor.TraitKey.weight: "heavy"]])
        XCTAssertEqual(odd.pointSize, 19, "a numeric string is read as Apple reads it")
        XCTAssertEqual(odd.postscriptName, "Helvetica", "a weight that is not a number is ignored")
        let unknown = try XCTUnwrap(UIFont(name: "No Such Family", size: 12))
        XCTAssertGreaterThan(width(sample, unknown), 0, "fontconfig draws something")
        XCTAssertEqual(UIFont(descriptor: unknown.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0).fontName,
                       "NoSuchFamily-Bold")
    }

    func testFontMetricsScaleIsOneAtTheDefaultContentSize() {
        let custom = UIFont(name: "DejaVu Serif", size: 21)!
        let metrics = UIFontMetrics(forTextStyle: .title2)
        XCTAssertEqual(metrics.scaledFont(for: custom), custom)
        XCTAssertEqual(metrics.scaledFont(for: custom, maximumPointSize: 18).pointSize, 18, "capped")
        XCTAssertEqual(metrics.scaledFont(for: custom, maximumPointSize: 18).fontName, "DejaVu Serif")
        XCTAssertEqual(metrics.scaledFont(for: custom, maximumPointSize: 0), custom, "0: no cap")
        XCTAssertEqual(metrics.scaledFont(for: custom, compatibleWith: nil), custom)
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 44), 44)
        XCTAssertEqual(UIFont.TextStyle.body.metrics.scaledValue(for: 8, compatibleWith: nil), 8)
        XCTAssertTrue(UIFontMetrics.default.scaledValue(for: .nan).isNaN)
    }
}
