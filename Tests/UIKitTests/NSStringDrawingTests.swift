import XCTest
@testable import UIKit

/// Measuring text with `size(withAttributes:)` and `boundingRect(with:options:…)`.
final class NSStringDrawingTests: UIKitTestCase {
    let font = UIFont.systemFont(ofSize: 17)
    let sentence = "The quick brown fox jumps over the lazy dog"

    func testALongerStringIsWider() {
        let short = "Hello".size(withAttributes: [.font: font])
        let long = "Hello, world".size(withAttributes: [.font: font])
        XCTAssertGreaterThan(short.width, 0)
        XCTAssertGreaterThan(long.width, short.width)
        XCTAssertEqual(long.height, short.height, "one line each")
        let bigger = "Hello".size(withAttributes: [.font: font.withSize(34)])
        XCTAssertGreaterThan(bigger.width, short.width * 1.8, "twice the font, about twice the width")
    }

    func testWrappingAtANarrowWidthMakesItTaller() {
        let attributes: [NSAttributedString.Key: Any] = [.font: font]
        let oneLine = sentence.boundingRect(with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
                                            options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        let wrapped = sentence.boundingRect(with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude),
                                            options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        XCTAssertEqual(oneLine.origin, .zero)
        XCTAssertEqual(oneLine.size, sentence.size(withAttributes: attributes))
        XCTAssertLessThanOrEqual(wrapped.width, 100)
        XCTAssertGreaterThanOrEqual(wrapped.height, oneLine.height * 3, "several lines")
        let unwrapped = sentence.boundingRect(with: CGSize(width: 100, height: 1000), options: [],
                                              attributes: attributes, context: nil)
        XCTAssertEqual(unwrapped.size, oneLine.size, "without usesLineFragmentOrigin it stays one line")
    }

    func testSizesMatchALabelsInTheSameFont() {
        let label = UILabel()
        label.font = font
        label.text = sentence
        XCTAssertEqual(label.sizeThatFits(.zero), (sentence as NSString).size(withAttributes: [.font: font]))
        label.numberOfLines = 0
        let attributed = NSAttributedString(string: sentence, attributes: [.font: font])
        let context = NSStringDrawingContext()
        let rect = attributed.boundingRect(with: CGSize(width: 120, height: 500), options: [.usesLineFragmentOrigin],
                                           context: context)
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 120, height: 500)), rect.size)
        XCTAssertEqual(context.totalBounds, rect)
        XCTAssertEqual(context.actualScaleFactor, 1)
        XCTAssertEqual(attributed.size(), label.intrinsicContentSize)
    }

    func testWithoutAFontTheTextIsHelvetica12() {
        XCTAssertEqual("Hello".size(withAttributes: nil),
                       "Hello".size(withAttributes: [.font: UIFont(name: "Helvetica", size: 12)!]))
        XCTAssertEqual("".size(withAttributes: [.font: font]), .zero)
    }
}
