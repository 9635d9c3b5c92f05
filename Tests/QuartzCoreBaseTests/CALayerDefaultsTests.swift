import XCTest
@testable import QuartzCoreBase

final class CALayerDefaultsTests: LayerTestCase {
    func testDefaultsMatchApple() {
        let layer = CALayer()
        XCTAssertEqual(layer.bounds, .zero)
        XCTAssertEqual(layer.position, .zero)
        XCTAssertEqual(layer.zPosition, 0)
        XCTAssertEqual(layer.anchorPoint, CGPoint(x: 0.5, y: 0.5))
        XCTAssertEqual(layer.anchorPointZ, 0)
        XCTAssertTrue(CATransform3DIsIdentity(layer.transform))
        XCTAssertTrue(CATransform3DIsIdentity(layer.sublayerTransform))
        XCTAssertFalse(layer.isHidden)
        XCTAssertTrue(layer.isDoubleSided)
        XCTAssertFalse(layer.isGeometryFlipped)
        XCTAssertNil(layer.contents)
        XCTAssertEqual(layer.contentsRect, CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(layer.contentsCenter, CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(layer.contentsGravity, .resize)
        XCTAssertEqual(layer.contentsScale, 1)
        XCTAssertEqual(layer.minificationFilter, .linear)
        XCTAssertEqual(layer.magnificationFilter, .linear)
        XCTAssertEqual(layer.opacity, 1)
        XCTAssertNil(layer.backgroundColor)
        XCTAssertEqual(layer.cornerRadius, 0)
        XCTAssertEqual(layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        XCTAssertEqual(layer.borderWidth, 0)
        XCTAssertEqual(layer.borderColor, CGColor(gray: 0, alpha: 1))
        XCTAssertFalse(layer.masksToBounds)
        XCTAssertNil(layer.mask)
        XCTAssertEqual(layer.shadowColor, CGColor(gray: 0, alpha: 1))
        XCTAssertEqual(layer.shadowOpacity, 0)
        XCTAssertEqual(layer.shadowOffset, CGSize(width: 0, height: -3))
        XCTAssertEqual(layer.shadowRadius, 3)
        XCTAssertNil(layer.shadowPath)
        XCTAssertTrue(layer.allowsGroupOpacity)
        XCTAssertFalse(layer.allowsEdgeAntialiasing)
        XCTAssertFalse(layer.shouldRasterize)
        XCTAssertEqual(layer.rasterizationScale, 1)
        XCTAssertNil(layer.name)
        XCTAssertNil(layer.style)
        XCTAssertNil(layer.actions)
        XCTAssertNil(layer.delegate)
        XCTAssertFalse(layer.needsDisplayOnBoundsChange)
        XCTAssertNil(layer.sublayers)
        XCTAssertNil(layer.superlayer)
        XCTAssertEqual(layer.speed, 1)
        XCTAssertEqual(layer.beginTime, 0)
        XCTAssertEqual(layer.timeOffset, 0)
        XCTAssertEqual(layer.fillMode, .removed)
    }

    func testSubclassDefaultValueChangesNewLayers() {
        final class RoundLayer: CALayer {
            override class func defaultValue(forKey key: String) -> Any? {
                key == "cornerRadius" ? CGFloat(8) : super.defaultValue(forKey: key)
            }
        }
        XCTAssertEqual(RoundLayer().cornerRadius, 8)
        XCTAssertEqual(CALayer().cornerRadius, 0)
        XCTAssertEqual(CALayer.defaultValue(forKey: "opacity") as? Float, 1)
    }

    func testInitWithLayerCopiesValuesNotTree() {
        let source = CALayer()
        source.position = CGPoint(x: 3, y: 4)
        source.name = "source"
        source.setValue(7, forKey: "custom")
        source.addSublayer(CALayer())
        let copy = CALayer(layer: source)
        XCTAssertEqual(copy.position, CGPoint(x: 3, y: 4))
        XCTAssertEqual(copy.name, "source")
        XCTAssertEqual(copy.value(forKey: "custom") as? Int, 7)
        XCTAssertNil(copy.sublayers)
    }
}
