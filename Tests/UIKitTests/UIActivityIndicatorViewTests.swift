import XCTest
@testable import UIKit

final class UIActivityIndicatorViewTests: UIKitTestCase {
    func testStartingShowsAndTurnsStoppingHides() {
        let indicator = UIActivityIndicatorView(style: .large)
        XCTAssertEqual(indicator.intrinsicContentSize, CGSize(width: 37, height: 37))
        XCTAssertEqual(UIActivityIndicatorView(style: .medium).frame.size, CGSize(width: 20, height: 20))
        XCTAssertTrue(indicator.isHidden, "stopped and hidesWhenStopped")
        indicator.startAnimating()
        XCTAssertTrue(indicator.isAnimating)
        XCTAssertFalse(indicator.isHidden)
        let spokes = indicator.layer.sublayers?.first
        XCTAssertNotNil(spokes?.animation(forKey: "UIActivityIndicatorView.spin"))
        indicator.stopAnimating()
        XCTAssertFalse(indicator.isAnimating)
        XCTAssertTrue(indicator.isHidden)
        XCTAssertNil(spokes?.animationKeys())
        indicator.hidesWhenStopped = false
        XCTAssertFalse(indicator.isHidden)
    }

    /// Eight spokes round an empty centre, the top one brightest and each
    /// one counterclockwise from it fainter (the tail of a clockwise turn).
    func testSpokesAreGradedRoundAnEmptyCentre() {
        let indicator = UIActivityIndicatorView(style: .large)
        indicator.color = .red
        XCTAssertEqual(indicator.color, .red)
        indicator.startAnimating()
        finishRunLoopTurn()
        let image = pixelRenderer(CGSize(width: 37, height: 37)).image { context in
            indicator.layer.render(in: context.cgContext)
        }.cgImage
        let top = pixel(image, 18, 6), left = pixel(image, 6, 18), bottom = pixel(image, 18, 30), right = pixel(image, 30, 18)
        XCTAssertEqual(pixel(image, 18, 18)[3], 0, "the centre is empty")
        XCTAssertEqual(top, [255, 0, 0, 255], "the brightest spoke, at the top")
        XCTAssertEqual(top[1], 0)
        XCTAssertGreaterThan(left[3], bottom[3])
        XCTAssertGreaterThan(bottom[3], right[3])
        XCTAssertGreaterThan(right[3], 40, "the faintest spoke still shows")
        // A bigger frame centres the same 37-point indicator.
        indicator.frame = CGRect(x: 0, y: 0, width: 77, height: 57)
        indicator.layoutIfNeeded()
        let centred = pixelRenderer(CGSize(width: 77, height: 57)).image { context in
            indicator.layer.render(in: context.cgContext)
        }.cgImage
        XCTAssertEqual(pixel(centred, 38, 16), [255, 0, 0, 255], "the top spoke, 20 points right and 10 down")
        XCTAssertEqual(pixel(centred, 18, 6)[3], 0)
        if let path = ProcessInfo.processInfo.environment["INDICATOR_PNG"] {
            let format = UIGraphicsImageRendererFormat.preferred()
            format.scale = 4
            let big = UIActivityIndicatorView(style: .large)
            big.startAnimating()
            let data = UIGraphicsImageRenderer(size: big.bounds.size, format: format).pngData { big.layer.render(in: $0.cgContext) }
            try? data.write(to: URL(fileURLWithPath: path))
        }
    }
}
