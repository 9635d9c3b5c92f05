import XCTest
@testable import RenderServer
import CoreAnimationValues

final class ContentsLayoutTests: XCTestCase {
    private let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    private let unit = CGRect(x: 0, y: 0, width: 1, height: 1)

    private func place(_ g: CALayerContentsGravity, pixels: CGSize = CGSize(width: 20, height: 10),
                       scale: CGFloat = 1, flipped: Bool = false, rect: CGRect? = nil) -> CGRect {
        ContentsLayout.destination(gravity: g, imagePixels: pixels, contentsRect: rect ?? unit,
                                   contentsScale: scale, bounds: bounds, contentsAreFlipped: flipped)
    }

    func testResizeModes() {
        XCTAssertEqual(place(.resize), bounds)
        XCTAssertEqual(place(.resizeAspect, pixels: CGSize(width: 10, height: 10)), CGRect(x: 25, y: 0, width: 50, height: 50))
        XCTAssertEqual(place(.resizeAspectFill, pixels: CGSize(width: 10, height: 10)), CGRect(x: 0, y: -25, width: 100, height: 100))
    }

    func testNaturalSizePlacementUsesYUpNames() {
        XCTAssertEqual(place(.center), CGRect(x: 40, y: 20, width: 20, height: 10))
        XCTAssertEqual(place(.topLeft), CGRect(x: 0, y: 40, width: 20, height: 10), "top is the maxY edge")
        XCTAssertEqual(place(.bottomRight), CGRect(x: 80, y: 0, width: 20, height: 10))
        XCTAssertEqual(place(.top, flipped: true), CGRect(x: 40, y: 0, width: 20, height: 10), "flipped contents swap")
        XCTAssertEqual(place(.left), CGRect(x: 0, y: 20, width: 20, height: 10))
    }

    func testScaleAndContentsRect() {
        XCTAssertEqual(place(.center, scale: 2), CGRect(x: 45, y: 22.5, width: 10, height: 5))
        XCTAssertEqual(place(.center, rect: CGRect(x: 0, y: 0, width: 0.5, height: 1)), CGRect(x: 45, y: 20, width: 10, height: 10),
                       "a sprite-sheet cell is the natural size")
    }
}
