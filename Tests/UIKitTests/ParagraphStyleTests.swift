import XCTest
@testable import UIKit

/// `NSParagraphStyle` and `NSMutableParagraphStyle`: values, copies, and
/// what they do to measured and drawn text (pixel tests).
final class ParagraphStyleTests: UIKitTestCase {
    let font = UIFont.systemFont(ofSize: 20)
    let sentence = "The quick brown fox jumps over the lazy dog"

    func attributes(_ configure: (NSMutableParagraphStyle) -> Void) -> [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        configure(style)
        return [.font: font, .foregroundColor: UIColor.red, .paragraphStyle: style]
    }

    func testTheDefaultStyleHasApplesDefaults() {
        let style = NSParagraphStyle.default
        XCTAssertEqual(style.alignment, .natural)
        XCTAssertEqual(style.lineBreakMode, .byWordWrapping)
        XCTAssertEqual(style.baseWritingDirection, .natural)
        XCTAssertEqual(style.lineSpacing, 0)
        XCTAssertEqual(style.lineHeightMultiple, 0)
        XCTAssertEqual(style.firstLineHeadIndent + style.headIndent + style.tailIndent, 0)
        XCTAssertEqual(style.minimumLineHeight + style.maximumLineHeight + style.paragraphSpacing, 0)
        XCTAssertEqual(style, NSMutableParagraphStyle(), "equal values, equal styles")
        XCTAssertEqual(NSAttributedString.Key.paragraphStyle.rawValue, "NSParagraphStyle")
        XCTAssertEqual(NSParagraphStyle.defaultWritingDirection(forLanguage: "he"), .rightToLeft)
        XCTAssertEqual(NSParagraphStyle.defaultWritingDirection(forLanguage: "en-GB"), .leftToRight)
    }

    func testCopiesAreIndependentAndMutableCopiesMutable() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 4
        style.lineBreakMode = .byTruncatingTail
        let frozen = try XCTUnwrap(style.copy() as? NSParagraphStyle)
        XCTAssertFalse(frozen is NSMutableParagraphStyle)
        let thawed = try XCTUnwrap(frozen.mutableCopy() as? NSMutableParagraphStyle)
        thawed.alignment = .right
        XCTAssertEqual(frozen.alignment, .center, "the copy kept its value")
        XCTAssertEqual(style, frozen)
        XCTAssertEqual(style.hash, frozen.hash)
        XCTAssertNotEqual(thawed, frozen)
        thawed.setParagraphStyle(frozen)
        XCTAssertEqual(thawed, frozen)
        XCTAssertEqual(thawed.lineSpacing, 4)
    }

    func testAStyleSurvivesKeyedArchiving() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .justified
        style.lineBreakMode = .byTruncatingMiddle
        style.baseWritingDirection = .rightToLeft
        style.headIndent = 12
        style.lineHeightMultiple = 1.5
        style.hyphenationFactor = 0.25
        let data = try NSKeyedArchiver.archivedData(withRootObject: style, requiringSecureCoding: true)
        let decoded = try XCTUnwrap(NSKeyedUnarchiver.unarchivedObject(ofClass: NSMutableParagraphStyle.self, from: data))
        XCTAssertEqual(decoded, style)
    }

    func testAlignmentPlacesTheLineInTheRect() throws {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 40)
        func box(_ alignment: NSTextAlignment) throws -> CGRect {
            let image = drawn(rect.size) { "Hi".draw(in: rect, withAttributes: attributes { $0.alignment = alignment }) }
            return try XCTUnwrap(inkBox(image, Self.isRed))
        }
        let left = try box(.left), center = try box(.center), right = try box(.right)
        XCTAssertLessThan(left.minX, 5)
        XCTAssertEqual(center.midX, 100, accuracy: 4)
        XCTAssertGreaterThan(right.maxX, 194)
    }

    func testLineSpacingAddsSpaceBetweenLines() {
        let size = CGSize(width: 120, height: 1000)
        let plain = sentence.boundingRect(with: size, options: .usesLineFragmentOrigin, attributes: attributes { _ in },
                                          context: nil)
        let spaced = sentence.boundingRect(with: size, options: .usesLineFragmentOrigin,
                                           attributes: attributes { $0.lineSpacing = 10 }, context: nil)
        let lines = (plain.height / font.lineHeight).rounded()
        XCTAssertGreaterThanOrEqual(lines, 3)
        XCTAssertEqual(spaced.height - plain.height, 10 * (lines - 1), accuracy: 2, "10 points between each two lines")
        let doubled = sentence.boundingRect(with: size, options: .usesLineFragmentOrigin,
                                            attributes: attributes { $0.lineHeightMultiple = 2 }, context: nil)
        XCTAssertEqual(doubled.height / plain.height, 2, accuracy: 0.2, "lines twice as tall")
        let capped = sentence.boundingRect(with: size, options: .usesLineFragmentOrigin,
                                           attributes: attributes { $0.maximumLineHeight = 15 }, context: nil)
        XCTAssertEqual(capped.height, 15 * lines, accuracy: 2, "each line 15 points")
    }

    func testTruncatingTailKeepsOneLineEndingInAnEllipsis() throws {
        let style = attributes { $0.lineBreakMode = .byTruncatingTail }
        let measured = sentence.boundingRect(with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin,
                                             attributes: style, context: nil)
        XCTAssertLessThanOrEqual(measured.width, 120)
        XCTAssertLessThanOrEqual(measured.height, font.lineHeight + 1, "one line")
        let rect = CGRect(x: 0, y: 0, width: 120, height: 100)
        let truncated = drawn(CGSize(width: 200, height: 100)) { sentence.draw(in: rect, withAttributes: style) }
        let wrapped = drawn(CGSize(width: 200, height: 100)) {
            sentence.draw(in: rect, withAttributes: attributes { $0.lineBreakMode = .byWordWrapping })
        }
        let box = try XCTUnwrap(inkBox(truncated, Self.isRed))
        XCTAssertLessThan(box.height, font.lineHeight, "one line drawn")
        XCTAssertGreaterThan(try XCTUnwrap(inkBox(wrapped, Self.isRed)).height, font.lineHeight * 1.5, "wrapping draws more")
    }

    func testIndentsMoveTheLines() throws {
        let rect = CGRect(x: 0, y: 0, width: 160, height: 200)
        let plain = drawn(rect.size) { sentence.draw(in: rect, withAttributes: attributes { _ in }) }
        let indented = drawn(rect.size) {
            sentence.draw(in: rect, withAttributes: attributes { $0.headIndent = 40; $0.firstLineHeadIndent = 40 })
        }
        let hanging = drawn(rect.size) {
            sentence.draw(in: rect, withAttributes: attributes { $0.headIndent = 40; $0.firstLineHeadIndent = 0 })
        }
        XCTAssertLessThan(try XCTUnwrap(inkBox(plain, Self.isRed)).minX, 5)
        let box = try XCTUnwrap(inkBox(indented, Self.isRed))
        XCTAssertGreaterThanOrEqual(box.minX, 38, "40 points in (antialiasing may touch the pixel before)")
        XCTAssertLessThanOrEqual(box.maxX, 160)
        // The first line starts at the edge, the others 40 points in.
        let firstLine = try XCTUnwrap(inkBox(hanging, Self.isRed))
        XCTAssertLessThan(firstLine.minX, 5)
        let rest = drawn(rect.size) {
            UIGraphicsGetCurrentContext()?.clip(to: CGRect(x: 0, y: font.lineHeight + 2, width: 160, height: 200))
            sentence.draw(in: rect, withAttributes: attributes { $0.headIndent = 40; $0.firstLineHeadIndent = 0 })
        }
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(inkBox(rest, Self.isRed)).minX, 38)
    }

    func testRightToLeftWritingDirectionAlignsNaturalTextRight() throws {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 40)
        let image = drawn(rect.size) {
            "Hi".draw(in: rect, withAttributes: attributes { $0.baseWritingDirection = .rightToLeft })
        }
        XCTAssertGreaterThan(try XCTUnwrap(inkBox(image, Self.isRed)).maxX, 194)
    }

    func testBadValuesChangeNothingAndDoNotCrash() {
        let plain = sentence.size(withAttributes: attributes { _ in })
        let odd = sentence.size(withAttributes: attributes {
            $0.lineSpacing = .nan; $0.headIndent = -5; $0.lineHeightMultiple = .infinity; $0.tailIndent = .nan
            $0.minimumLineHeight = -1
        })
        XCTAssertEqual(odd, plain)
    }
}
