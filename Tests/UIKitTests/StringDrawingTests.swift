import XCTest
@testable import UIKit

/// Pixel tests of drawing strings into UIKit's current context:
/// `draw(at:withAttributes:)`, `draw(in:withAttributes:)`,
/// `draw(with:options:attributes:context:)` and their attributed forms.
final class StringDrawingTests: UIKitTestCase {
    let red: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red]
    let sentence = "The quick brown fox jumps over the lazy dog"

    func testDrawAtAPointPutsTheTextThereAndNowhereElse() throws {
        let size = "Hello".size(withAttributes: red)
        let image = drawn(CGSize(width: 200, height: 80)) { "Hello".draw(at: CGPoint(x: 30, y: 20), withAttributes: red) }
        let box = try XCTUnwrap(inkBox(image, Self.isRed), "red ink")
        XCTAssertGreaterThanOrEqual(box.minX, 30)
        XCTAssertLessThan(box.minX, 34, "starts at the point")
        XCTAssertGreaterThanOrEqual(box.minY, 20)
        XCTAssertLessThanOrEqual(box.maxX, 30 + size.width + 1)
        XCTAssertLessThanOrEqual(box.maxY, 20 + size.height)
        XCTAssertGreaterThan(box.width, size.width * 0.7, "the whole word")
        XCTAssertEqual(inkBox(image, { $0[3] > 0 }).map { $0.union(box) }, inkBox(image, { $0[3] > 0 }),
                       "no ink outside the text's box")
    }

    func testDrawInARectWrapsInItsWidthAndLeavesOutLinesPastItsHeight() throws {
        let rect = CGRect(x: 10, y: 10, width: 120, height: 200)
        let image = drawn(CGSize(width: 200, height: 240)) { sentence.draw(in: rect, withAttributes: red) }
        let box = try XCTUnwrap(inkBox(image, Self.isRed))
        XCTAssertTrue(rect.contains(box), "\(box) inside \(rect)")
        XCTAssertGreaterThan(box.height, UIFont.systemFont(ofSize: 20).lineHeight * 2, "several lines")
        let short = CGRect(x: 10, y: 10, width: 120, height: 30)
        let cut = drawn(CGSize(width: 200, height: 240)) { sentence.draw(in: short, withAttributes: red) }
        let shortBox = try XCTUnwrap(inkBox(cut, Self.isRed))
        XCTAssertTrue(short.contains(shortBox), "only the line that fits: \(shortBox)")
    }

    func testDrawWithoutLineFragmentOriginPutsTheBaselineAtTheOrigin() throws {
        let image = drawn(CGSize(width: 200, height: 80)) {
            "HHH".draw(with: CGRect(x: 10, y: 50, width: 0, height: 0), options: [], attributes: red, context: nil)
        }
        let box = try XCTUnwrap(inkBox(image, Self.isRed))
        XCTAssertEqual(box.maxY, 50, accuracy: 1.5, "capitals sit on the baseline")
        XCTAssertLessThan(box.minY, 40, "and rise above it")
    }

    func testDrawWithLineFragmentOriginTruncatesTheLastVisibleLine() throws {
        let context = NSStringDrawingContext()
        let rect = CGRect(x: 0, y: 0, width: 150, height: 30)
        let image = drawn(CGSize(width: 200, height: 200)) {
            sentence.draw(with: rect, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                          attributes: red, context: context)
        }
        let box = try XCTUnwrap(inkBox(image, Self.isRed))
        XCTAssertLessThanOrEqual(box.maxY, 30, "one line: the one that fits")
        XCTAssertLessThanOrEqual(box.maxX, 150)
        XCTAssertEqual(context.actualScaleFactor, 1)
        XCTAssertLessThanOrEqual(context.totalBounds.height, 30)
        XCTAssertGreaterThan(context.totalBounds.width, 100)
    }

    func testRunsDrawInTheirOwnColoursOverTheirBackgrounds() throws {
        let text = NSMutableAttributedString(string: "Red", attributes: red)
        text.append(NSAttributedString(string: "Blue", attributes: [.font: UIFont.systemFont(ofSize: 20),
                                                                    .foregroundColor: UIColor.blue,
                                                                    .backgroundColor: UIColor.green]))
        let image = drawn(CGSize(width: 200, height: 60)) { text.draw(at: CGPoint(x: 5, y: 5)) }
        let redBox = try XCTUnwrap(inkBox(image, Self.isRed))
        let blueBox = try XCTUnwrap(inkBox(image, Self.isBlue))
        let greenBox = try XCTUnwrap(inkBox(image, Self.isGreen), "the background")
        XCTAssertLessThan(redBox.maxX, blueBox.minX + 2, "red first, then blue")
        XCTAssertGreaterThanOrEqual(greenBox.minX, redBox.maxX - 2, "the background is behind the blue run only")
        XCTAssertTrue(greenBox.insetBy(dx: -1, dy: -1).contains(blueBox), "and around it")
    }

    func testKernAddsSpaceAfterEachCharacter() {
        var kerned = red
        kerned[.kern] = 5
        let added = "Hello".size(withAttributes: kerned).width - "Hello".size(withAttributes: red).width
        // Five points between each two of the five characters (Apple adds them after the last one too).
        XCTAssertGreaterThanOrEqual(added, 19)
        XCTAssertLessThanOrEqual(added, 26)
    }

    func testWithoutACurrentContextNothingIsDrawnAndItIsReportedAtMostOnce() {
        XCTAssertNil(UIGraphicsGetCurrentContext())
        let reports = diagnostics {
            "Hello".draw(at: .zero, withAttributes: red)
            "Hello".draw(in: CGRect(x: 0, y: 0, width: 50, height: 50), withAttributes: red)
            NSAttributedString(string: "Hello").draw(with: .zero, options: [], context: nil)
        }
        XCTAssertLessThanOrEqual(reports.filter { $0.contains("no current context") }.count, 1)
    }

    func testBadRectsAndEmptyStringsDrawNothing() {
        let image = drawn(CGSize(width: 40, height: 40)) {
            "Hello".draw(in: CGRect(x: CGFloat.nan, y: 0, width: 30, height: 30), withAttributes: red)
            "Hello".draw(in: CGRect(x: 0, y: 0, width: 0, height: 30), withAttributes: red)
            "Hello".draw(in: .null, withAttributes: red)
            "Hello".draw(at: CGPoint(x: CGFloat.infinity, y: 0), withAttributes: red)
            "".draw(at: .zero, withAttributes: red)
            "Hello".draw(with: CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10), options: .usesLineFragmentOrigin,
                         attributes: red, context: nil)
        }
        XCTAssertFalse(hasAnyInk(image))
    }

    func testSubstringsAndNSStringsDrawLikeStrings() throws {
        let whole = drawn(CGSize(width: 120, height: 40)) { "Hello".draw(at: CGPoint(x: 4, y: 4), withAttributes: red) }
        let part = drawn(CGSize(width: 120, height: 40)) {
            "Hello, world".prefix(5).draw(at: CGPoint(x: 4, y: 4), withAttributes: red)
        }
        let object = drawn(CGSize(width: 120, height: 40)) {
            ("Hello" as NSString).draw(at: CGPoint(x: 4, y: 4), withAttributes: red)
        }
        XCTAssertEqual(inkBox(part, Self.isRed), inkBox(whole, Self.isRed))
        XCTAssertEqual(inkBox(object, Self.isRed), inkBox(whole, Self.isRed))
    }

    func testAMaskClipConfinesTheText() throws {
        // Opaque on the left half, transparent on the right: a mask by alpha.
        let half = drawn(CGSize(width: 2, height: 1)) { UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
        let mask = try XCTUnwrap(half.cgImage)
        let image = drawn(CGSize(width: 200, height: 60)) {
            UIGraphicsGetCurrentContext()?.interpolationQuality = .none  // a hard edge: no smoothing of the 2-pixel mask
            UIGraphicsGetCurrentContext()?.clip(to: CGRect(x: 0, y: 0, width: 200, height: 60), mask: mask)
            sentence.draw(at: CGPoint(x: 0, y: 10), withAttributes: red)
        }
        let box = try XCTUnwrap(inkBox(image, Self.isRed))
        XCTAssertLessThan(box.minX, 5)
        XCTAssertLessThanOrEqual(box.maxX, 101, "nothing right of the mask's opaque half")
    }

    func testTheCTMMovesTheText() throws {
        let image = drawn(CGSize(width: 200, height: 80)) {
            UIGraphicsGetCurrentContext()?.translateBy(x: 100, y: 0)
            "Hi".draw(at: CGPoint(x: 0, y: 10), withAttributes: red)
        }
        let box = try XCTUnwrap(inkBox(image, Self.isRed))
        XCTAssertGreaterThanOrEqual(box.minX, 100)
    }
}
