import Foundation
import XCTest
@testable import QuartzCoreBase

/// A basic animation keeps its from and to values compactly, and a layer
/// its contents (`CompactValue`), and gives each back as exactly the type
/// and value it was set as, through copies and key-value coding too.
final class CompactValueTests: LayerTestCase {
    private func roundTrip(_ value: Any?) throws -> (direct: Any?, copied: Any?, coded: Any?) {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = value
        animation.toValue = value
        let copy = try XCTUnwrap(animation.copy() as? CABasicAnimation)
        let coded = CABasicAnimation(keyPath: "opacity")
        coded.setValue(value, forKey: "toValue")
        XCTAssertEqual(String(describing: animation.fromValue), String(describing: animation.toValue))
        return (animation.fromValue, copy.toValue, coded.value(forKey: "toValue"))
    }

    private func assertKept<T: Equatable>(_ value: T, file: StaticString = #filePath, line: UInt = #line) throws {
        let kept = try roundTrip(value)
        for (name, back) in [("direct", kept.direct), ("copied", kept.copied), ("coded", kept.coded)] {
            XCTAssertTrue(type(of: back!) == T.self, "\(name): \(type(of: back!)) for \(T.self)", file: file, line: line)
            XCTAssertEqual(back as? T, value, name, file: file, line: line)
        }
    }

    func testNumbersComeBackAsTheTypesTheyWereSetAs() throws {
        try assertKept(-16)
        try assertKept(0.5)
        try assertKept(CGFloat.pi)
        try assertKept(Float(2.5))
        try assertKept(-0.0)
        try assertKept(Double.infinity)
        try assertKept(true)
        try assertKept(UInt8(7))
    }

    func testOtherValuesComeBackAsSet() throws {
        try assertKept(CGPoint(x: 3, y: -4))
        try assertKept(CGSize(width: 1, height: 2))
        try assertKept(CGRect(x: 1, y: 2, width: 3, height: 4))
        try assertKept("a string")
        try assertKept([0.0, 1.0, 0.5])
        var turned = CATransform3DMakeRotation(0.3, 0, 0, 1)
        turned.m34 = -1.0 / 500
        let kept = try roundTrip(turned)
        XCTAssertTrue(CATransform3DEqualToTransform(try XCTUnwrap(kept.copied as? CATransform3D), turned))
    }

    func testObjectsComeBackAsTheSameObject() throws {
        let colour = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let number = NSNumber(value: 3.5)
        let null = NSNull()
        for object in [colour, number, null] as [AnyObject] {
            let kept = try roundTrip(object)
            XCTAssertTrue(kept.direct as AnyObject === object)
            XCTAssertTrue(kept.copied as AnyObject === object)
            XCTAssertTrue(kept.coded as AnyObject === object)
        }
        // An NSNumber stays one: it is not taken for the Double it holds.
        XCTAssertTrue(try roundTrip(number).direct is NSNumber)
    }

    func testNilStaysNil() throws {
        let kept = try roundTrip(nil)
        XCTAssertNil(kept.direct)
        XCTAssertNil(kept.copied)
        XCTAssertNil(kept.coded)
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 1
        animation.fromValue = nil
        XCTAssertNil(animation.fromValue)
    }

    func testALayersContentsComeBackAsSet() {
        let image = CGImage.solid(width: 2, height: 2)
        let layer = CALayer()
        layer.contents = image
        XCTAssertTrue(layer.contents as AnyObject === image)
        XCTAssertTrue(CALayer(layer: layer).contents as AnyObject === image, "a copy keeps the same image")
        // Not an image: kept as given (and drawn as nothing).
        layer.contents = CGPoint(x: 1, y: 2)
        XCTAssertEqual(layer.contents as? CGPoint, CGPoint(x: 1, y: 2))
        layer.contents = nil
        XCTAssertNil(layer.contents)
    }
}
