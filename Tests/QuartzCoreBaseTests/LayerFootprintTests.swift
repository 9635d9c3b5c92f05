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

    func testALayerTakesUnderOneHundredAndFortyBytesAndItsValuesUnderTwoHundredAndFifty() {
        // 424 with its values (216 bytes) inline, its rare links
        // (`LayerRareLinks`, 80 bytes) too and its contents an `Any?`;
        // 440 with its flags spread between its words.
        let layer = CALayer()
        XCTAssertLessThanOrEqual(size(layer), 136)
        XCTAssertLessThanOrEqual(size(layer.sharedState), 232)
    }

    func testAPlainAnimatedLayerKeepsNoRareLinks() {
        let parent = committedLayer()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 32, height: 32)
        layer.contents = CGImage.solid(width: 2, height: 2)
        parent.addSublayer(layer)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = 1
        layer.add(spin, forKey: "spin")
        layer.removeAnimation(forKey: "spin")
        layer.setValue(nil, forKey: "undeclared")
        layer.mask = nil
        layer.name = nil
        XCTAssertNil(layer.rareLinks, "nothing rare was set, so nothing out of line")
        layer.name = "named"
        XCTAssertEqual(layer.rareLinks?.layerName, "named")
        XCTAssertEqual(layer.name, "named")
    }

    func testAnAttachedAnimationTakesUnderEightyBytes() {
        let layer = committedLayer()
        let fall = CABasicAnimation(keyPath: "position.y")
        fall.fromValue = 0
        fall.toValue = 100
        layer.add(fall, forKey: "fall")
        // 136 while it kept its descriptor (72 bytes) inline; 104 with the
        // flags spread between its words; 88 with each flag a Bool and its
        // transaction completions inline.
        XCTAssertLessThanOrEqual(size(layer.attachedAnimations[0]), 72)
        XCTAssertNil(layer.attachedAnimations[0].animation.rare, "no completions, nothing rare")
        // A third animation makes room for itself alone, not for a fourth.
        for key in ["drift", "spin"] {
            let more = CABasicAnimation(keyPath: "opacity")
            more.toValue = 0.5
            layer.add(more, forKey: key)
        }
        XCTAssertEqual(layer.attachedAnimations.capacity, 3)
    }

    func testABasicAnimationCopyWithoutRareSettingsTakesUnderOneHundredAndForty() throws {
        let fall = CABasicAnimation(keyPath: "position.y")
        fall.fromValue = 0
        fall.toValue = 100
        fall.duration = 2
        fall.timingFunction = CAMediaTimingFunction(name: .easeIn)
        let copy = try XCTUnwrap(fall.copy() as? CABasicAnimation)
        // 232 (a 240-byte chunk) with the delegate, the undeclared keys, the
        // value function and the by-value inline and the flags apart; 168
        // with the from and to values as `Any?`.
        XCTAssertLessThanOrEqual(size(copy), 136)
        XCTAssertNil(copy.rare, "nothing rare was set, so nothing out of line")
    }
}
