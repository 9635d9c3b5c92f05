import XCTest
@testable import QuartzCoreBase

final class CALayerKeyValueCodingTests: LayerTestCase {
    func testDeclaredKeysReadAndWriteThroughProperties() {
        let layer = CALayer()
        layer.setValue(CGPoint(x: 1, y: 2), forKey: "position")
        XCTAssertEqual(layer.position, CGPoint(x: 1, y: 2))
        XCTAssertEqual(layer.value(forKey: "position") as? CGPoint, CGPoint(x: 1, y: 2))
        layer.setValue(NSValue(point: CGPoint(x: 3, y: 4)), forKey: "position")
        XCTAssertEqual(layer.position, CGPoint(x: 3, y: 4))
        layer.setValue(true, forKey: "hidden")
        XCTAssertTrue(layer.isHidden)
        XCTAssertEqual(layer.value(forKey: "hidden") as? Bool, true)
    }

    func testNumbersArriveInAnyForm() {
        let layer = CALayer()
        for (value, expected) in [(Double(2.5) as Any, 2.5), (Float(3.5), 3.5), (CGFloat(4.5), 4.5),
                                  (Int(6), 6.0), (NSNumber(value: 7.25), 7.25)] {
            layer.setValue(value, forKey: "cornerRadius")
            XCTAssertEqual(layer.cornerRadius, CGFloat(expected))
            layer.setValue(value, forKey: "opacity")
            XCTAssertEqual(layer.opacity, Float(expected))
        }
    }

    func testUndeclaredKeysAreStored() {
        let layer = CALayer()
        XCTAssertNil(layer.value(forKey: "petalIndex"))
        layer.setValue(3, forKey: "petalIndex")
        XCTAssertEqual(layer.value(forKey: "petalIndex") as? Int, 3)
    }

    func testStructurePaths() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
        layer.setValue(5, forKeyPath: "position.x")
        layer.setValue(CGFloat(6), forKeyPath: "position.y")
        XCTAssertEqual(layer.position, CGPoint(x: 5, y: 6))
        XCTAssertEqual(layer.value(forKeyPath: "position.x") as? CGFloat, 5)
        layer.setValue(30, forKeyPath: "bounds.size.width")
        XCTAssertEqual(layer.bounds.size, CGSize(width: 30, height: 20))
        XCTAssertEqual(layer.value(forKeyPath: "bounds.size.height") as? CGFloat, 20)
        XCTAssertEqual(layer.value(forKeyPath: "bounds.origin") as? CGPoint, .zero)
        layer.setValue(-7, forKeyPath: "shadowOffset.height")
        XCTAssertEqual(layer.shadowOffset, CGSize(width: 0, height: -7))
    }

    func testTransformKeyPaths() {
        let layer = CALayer()
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        let rotated = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        XCTAssertEqual(layer.transform.m11, rotated.m11, accuracy: 1e-12)
        XCTAssertEqual(layer.transform.m12, rotated.m12, accuracy: 1e-12)
        XCTAssertEqual(ValueConversion.double(layer.value(forKeyPath: "transform.rotation.z")) ?? 0, .pi / 2, accuracy: 1e-12)
        layer.setValue(2, forKeyPath: "transform.scale.x")
        XCTAssertEqual(ValueConversion.double(layer.value(forKeyPath: "transform.scale.x")) ?? 0, 2, accuracy: 1e-12)
        layer.transform = CATransform3DIdentity
        layer.setValue(15, forKeyPath: "transform.translation.x")
        XCTAssertEqual(layer.transform.m41, 15, accuracy: 1e-12)
    }

    func testUnknownKeyPathsAreReportedAndIgnored() {
        let layer = CALayer()
        layer.position = CGPoint(x: 1, y: 1)
        var read: Any?
        let messages = diagnostics {
            read = layer.value(forKeyPath: "position.z")
            layer.setValue(4, forKeyPath: "position.z")
            layer.setValue(4, forKeyPath: "transform.rotation.w")
        }
        XCTAssertNil(read)
        XCTAssertEqual(messages.count, 3, "\(messages)")
        XCTAssertEqual(layer.position, CGPoint(x: 1, y: 1))
    }

    func testWrongValueTypesAreReportedAndIgnored() {
        let layer = CALayer()
        layer.position = CGPoint(x: 1, y: 1)
        let messages = diagnostics {
            layer.setValue("left", forKey: "position")
            layer.setValue(CGPoint.zero, forKey: "backgroundColor")
        }
        XCTAssertEqual(messages.count, 2, "\(messages)")
        XCTAssertEqual(layer.position, CGPoint(x: 1, y: 1))
        XCTAssertNil(layer.backgroundColor)
    }

    /// Option-set keys take their raw value as a number; an infinite or
    /// out-of-range one trapped in `UInt(_:)`. Now it is refused like a
    /// wrong type, and a negative one still means no options.
    func testOptionSetKeysRefuseNumbersBeyondTheirRange() {
        let layer = CALayer()
        layer.maskedCorners = [.layerMinXMinYCorner]
        layer.edgeAntialiasingMask = [.layerLeftEdge]
        let messages = diagnostics {
            layer.setValue(Double.infinity, forKey: "maskedCorners")
            layer.setValue(1e30, forKey: "maskedCorners")
            layer.setValue(CGFloat.infinity, forKey: "edgeAntialiasingMask")
            layer.setValue(Float(1e20), forKey: "edgeAntialiasingMask")
        }
        XCTAssertEqual(messages.count, 4, "\(messages)")
        XCTAssertEqual(layer.maskedCorners, [.layerMinXMinYCorner], "kept")
        XCTAssertEqual(layer.edgeAntialiasingMask, [.layerLeftEdge], "kept")
        layer.setValue(3.0, forKey: "maskedCorners")
        XCTAssertEqual(layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        layer.setValue(-2.0, forKey: "maskedCorners")
        XCTAssertEqual(layer.maskedCorners, [], "a negative raw value is no corners, as before")
        let seeds = diagnostics {
            CAEmitterLayer().setValue(Double.nan, forKey: "seed")
            CAReplicatorLayer().setValue(-Double.infinity, forKey: "instanceCount")
        }
        XCTAssertEqual(seeds.count, 2, "integer keys refused non-finite numbers already: \(seeds)")
    }

    func testKeyPathsThroughLayers() {
        let layer = CALayer()
        let maskLayer = CALayer()
        layer.mask = maskLayer
        layer.setValue(0.5, forKeyPath: "mask.opacity")
        XCTAssertEqual(maskLayer.opacity, 0.5)
        XCTAssertEqual(layer.value(forKeyPath: "mask.opacity") as? Float, 0.5)
    }

    func testSubclassStoredPropertiesAreReadable() {
        final class Petal: CALayer {
            var petalIndex = 4
        }
        XCTAssertEqual(Petal().value(forKey: "petalIndex") as? Int, 4)
    }

    func testNeedsDisplayForKeyMarksTheLayer() {
        final class Dial: CALayer {
            override class func needsDisplay(forKey key: String) -> Bool {
                key == "progress" || super.needsDisplay(forKey: key)
            }
        }
        let dial = Dial()
        XCTAssertFalse(dial.needsDisplay())
        dial.setValue(0.5, forKey: "progress")
        XCTAssertTrue(dial.needsDisplay())
    }
}
