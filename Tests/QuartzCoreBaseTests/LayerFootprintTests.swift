import Foundation
import XCTest
@testable import QuartzCoreBase

/// The objects every animated layer keeps on the main side, as glibc gives
/// them: a stored property added in the wrong place (a flag between two
/// words) widens each of them by a malloc size class.
final class LayerFootprintTests: LayerTestCase {
    private let usableSize = unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size"),
                                           to: (@convention(c) (UnsafeMutableRawPointer?) -> Int).self)

    private func size(_ object: AnyObject) -> Int {
        usableSize(Unmanaged.passUnretained(object).toOpaque())
    }

    func testALayerTakesUnderFourHundredAndThirtyBytes() {
        // 440 with its flags spread between its words.
        XCTAssertLessThanOrEqual(size(CALayer()), 424)
    }

    func testAnAttachedAnimationTakesUnderNinetyBytes() {
        let layer = committedLayer()
        let fall = CABasicAnimation(keyPath: "position.y")
        fall.fromValue = 0
        fall.toValue = 100
        layer.add(fall, forKey: "fall")
        // 136 while it kept its descriptor (72 bytes) inline; 104 with the
        // flags spread between its words.
        XCTAssertLessThanOrEqual(size(layer.attachedAnimations[0]), 88)
    }

    func testABasicAnimationCopyWithoutRareSettingsTakesUnderOneHundredAndSeventyBytes() throws {
        let fall = CABasicAnimation(keyPath: "position.y")
        fall.fromValue = 0
        fall.toValue = 100
        fall.duration = 2
        fall.timingFunction = CAMediaTimingFunction(name: .easeIn)
        let copy = try XCTUnwrap(fall.copy() as? CABasicAnimation)
        // 232 (a 240-byte chunk) with the delegate, the undeclared keys, the
        // value function and the by-value inline and the flags apart.
        XCTAssertLessThanOrEqual(size(copy), 168)
        XCTAssertNil(copy.rare, "nothing rare was set, so nothing out of line")
    }
}
