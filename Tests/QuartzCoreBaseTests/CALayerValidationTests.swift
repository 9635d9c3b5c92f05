import XCTest
@testable import QuartzCoreBase

final class CALayerValidationTests: LayerTestCase {
    func testNonFiniteGeometryIsRefusedAndTheOldValueKept() {
        let layer = CALayer()
        layer.position = CGPoint(x: 1, y: 2)
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let messages = diagnostics {
            layer.position = CGPoint(x: CGFloat.nan, y: 0)
            layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
            layer.zPosition = .nan
            layer.opacity = .nan
            layer.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
            var bad = CATransform3DIdentity
            bad.m34 = .infinity
            layer.transform = bad
        }
        XCTAssertEqual(messages.count, 6, "\(messages)")
        XCTAssertTrue(messages[0].contains("position"), messages[0])
        XCTAssertTrue(messages[1].contains("bounds"), messages[1])
        XCTAssertEqual(layer.position, CGPoint(x: 1, y: 2))
        XCTAssertEqual(layer.bounds, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(layer.zPosition, 0)
        XCTAssertEqual(layer.opacity, 1)
        XCTAssertTrue(CATransform3DIsIdentity(layer.transform))
    }

    func testInfiniteRepeatCountIsAllowedButNaNIsNot() {
        let layer = CALayer()
        layer.repeatCount = .infinity
        XCTAssertEqual(layer.repeatCount, .infinity)
        let messages = diagnostics { layer.repeatCount = .nan }
        XCTAssertEqual(messages.count, 1)
        XCTAssertEqual(layer.repeatCount, .infinity)
    }

    func testContentsThatCannotDrawAreReported() {
        let layer = CALayer()
        let messages = diagnostics { layer.contents = "not an image" }
        XCTAssertEqual(messages.count, 1)
        XCTAssertEqual(layer.contents as? String, "not an image", "kept, as Apple keeps it")
    }

    func testPresentationLayersRefuseTreeChanges() {
        let layer = committedLayer()
        guard let presentation = layer.presentation() else { return XCTFail("no presentation") }
        let messages = diagnostics { presentation.addSublayer(CALayer()) }
        XCTAssertEqual(messages.count, 1)
        XCTAssertNil(presentation.sublayers)
    }

    func testAnimationsWithUnknownKeyPathsAreSkipped() {
        let layer = CALayer()
        let messages = diagnostics {
            layer.add(CABasicAnimation(keyPath: "wobble"), forKey: "a")
            layer.add(CABasicAnimation(keyPath: "position.z"), forKey: "b")
            layer.add(CABasicAnimation(keyPath: "name"), forKey: "c")
            layer.add(CABasicAnimation(), forKey: "d")
        }
        XCTAssertEqual(messages.count, 4, "\(messages)")
        XCTAssertNil(layer.animationKeys())
    }
}
