import XCTest
@testable import UIKit

/// Pixel tests of `UILabel.drawText(in:)` and `textRect(forBounds:limitedToNumberOfLines:)`:
/// a label draws through them, so subclasses that override them change the picture and the size.
final class UILabelDrawTextTests: UIKitTestCase {
    /// Draws its text 50 points in from the left, through `super`.
    final class InsetLabel: UILabel {
        override func drawText(in rect: CGRect) {
            super.drawText(in: rect.inset(by: UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)))
        }
    }

    /// Draws a blue box instead of its text.
    final class BoxLabel: UILabel {
        private(set) var rects: [CGRect] = []
        override func drawText(in rect: CGRect) {
            rects.append(rect)
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 10, y: 10, width: 20, height: 20))
        }
    }

    /// The padding-label idiom: 10 points around the text.
    final class PaddedLabel: UILabel {
        let padding = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
            let inner = super.textRect(forBounds: bounds.inset(by: padding), limitedToNumberOfLines: numberOfLines)
            return inner.inset(by: UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10))
        }
        override func drawText(in rect: CGRect) {
            super.drawText(in: rect.inset(by: padding))
        }
    }

    func configure<Label: UILabel>(_ label: Label, text: String = "Hello") -> Label {
        label.text = text
        label.textColor = .red
        label.textAlignment = .left
        label.font = .systemFont(ofSize: 20)
        return label
    }

    /// What `label` draws through `draw(_:)`, at one pixel a point.
    func picture(of label: UILabel) -> UIImage {
        drawn(label.bounds.size) { label.draw(label.bounds) }
    }

    func testASubclassInsettingTheRectAndCallingSuperDrawsInset() throws {
        let frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        let plain = try XCTUnwrap(inkBox(picture(of: configure(UILabel(frame: frame))), Self.isRed))
        let inset = try XCTUnwrap(inkBox(picture(of: configure(InsetLabel(frame: frame))), Self.isRed))
        XCTAssertLessThan(plain.minX, 5)
        XCTAssertGreaterThanOrEqual(inset.minX, 49)
        XCTAssertEqual(inset.minX - plain.minX, 50, accuracy: 1)
        XCTAssertEqual(inset.minY, plain.minY, "same vertical place")
    }

    func testASubclassThatDrawsItselfReplacesTheTextOnScreenToo() throws {
        let label = configure(BoxLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40)))
        XCTAssertNil(inkBox(picture(of: label), Self.isRed), "no text")
        XCTAssertEqual(label.rects.last, label.bounds, "drawText(in:) gets the bounds")
        // The label's own display goes the same way.
        label.contentScaleFactor = 1
        label.setNeedsDisplay()
        label.layer.displayIfNeeded()
        let contents = try XCTUnwrap(label.layer.contents as? CGImage, "the label drew its layer")
        XCTAssertNotNil(inkBox(UIImage(cgImage: contents), Self.isBlue), "the box is the label's picture")
        XCTAssertNil(inkBox(UIImage(cgImage: contents), Self.isRed))
    }

    func testTheLabelsOwnDisplayDrawsItsText() throws {
        let label = configure(UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40)))
        label.contentScaleFactor = 1
        label.layer.displayIfNeeded()
        let contents = try XCTUnwrap(label.layer.contents as? CGImage)
        let box = try XCTUnwrap(inkBox(UIImage(cgImage: contents), Self.isRed))
        XCTAssertEqual(box.midY, 20, accuracy: 4, "centred vertically")
        label.text = "Hello, world"
        label.layer.displayIfNeeded()
        let longer = try XCTUnwrap(inkBox(UIImage(cgImage: try XCTUnwrap(label.layer.contents as? CGImage)), Self.isRed))
        XCTAssertGreaterThan(longer.width, box.width + 20, "a new text redraws")
    }

    func testTextRectDecidesTheIntrinsicSizeAndSizeThatFits() {
        let plain = configure(UILabel(frame: .zero))
        let padded = configure(PaddedLabel(frame: .zero))
        XCTAssertEqual(padded.intrinsicContentSize.width, plain.intrinsicContentSize.width + 20)
        XCTAssertEqual(padded.intrinsicContentSize.height, plain.intrinsicContentSize.height + 20)
        XCTAssertEqual(padded.sizeThatFits(.zero).height, plain.sizeThatFits(.zero).height + 20)
        let rect = plain.textRect(forBounds: CGRect(x: 5, y: 7, width: 300, height: 100), limitedToNumberOfLines: 1)
        XCTAssertEqual(rect.origin, CGPoint(x: 5, y: 7))
        XCTAssertEqual(rect.size, plain.intrinsicContentSize)
    }

    func testAPaddedLabelDrawsItsTextInsideThePadding() throws {
        let label = configure(PaddedLabel(frame: .zero))
        label.frame = CGRect(origin: .zero, size: label.intrinsicContentSize)
        let box = try XCTUnwrap(inkBox(picture(of: label), Self.isRed))
        XCTAssertGreaterThanOrEqual(box.minX, 9)
        XCTAssertLessThanOrEqual(box.maxX, label.bounds.width - 9)
        XCTAssertGreaterThanOrEqual(box.minY, 10)
        XCTAssertLessThanOrEqual(box.maxY, label.bounds.height - 10)
    }

    func testNumberOfLinesLimitsTheLinesDrawnAndMeasured() throws {
        let sentence = "The quick brown fox jumps over the lazy dog, twice: the quick brown fox jumps over the lazy dog"
        let label = configure(UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 300)), text: sentence)
        label.numberOfLines = 2
        let lineHeight = label.font.lineHeight
        let two = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 2)
        let all = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 0)
        XCTAssertEqual(two.height, lineHeight * 2, accuracy: 3)
        XCTAssertGreaterThan(all.height, lineHeight * 3.5)
        let box = try XCTUnwrap(inkBox(picture(of: label), Self.isRed))
        XCTAssertLessThanOrEqual(box.height, lineHeight * 2)
        XCTAssertGreaterThan(box.height, lineHeight * 1.2, "two lines")
    }

    func testBadRectsDrawNothing() {
        let label = configure(UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40)))
        let image = drawn(CGSize(width: 100, height: 40)) {
            label.drawText(in: CGRect(x: CGFloat.nan, y: 0, width: 100, height: 40))
            label.drawText(in: .null)
            label.drawText(in: .zero)
        }
        XCTAssertFalse(hasAnyInk(image))
        XCTAssertEqual(label.textRect(forBounds: .null, limitedToNumberOfLines: 1), .zero)
        label.text = nil
        XCTAssertFalse(hasAnyInk(picture(of: label)), "no text, no ink")
    }
}
