import XCTest
@testable import QuartzCoreBase

/// Adding, replacing and removing animations by key gives the same answers
/// with a few animations (found by a search) and with many (a key set kept
/// past `CALayer.attachedKeySetThreshold`).
final class AttachedAnimationKeysTests: LayerTestCase {
    private func fade(_ tag: Int) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.toValue = 0
        animation.duration = Double(tag + 1)
        return animation
    }

    private func exercise(count: Int) {
        let layer = CALayer()
        for i in 0..<count { layer.add(fade(i), forKey: "k\(i)") }
        XCTAssertEqual(layer.animationKeys()?.count, count)
        XCTAssertEqual(layer.attachedKeys != nil, count > CALayer.attachedKeySetThreshold, "count \(count)")
        // Replacing a key keeps one animation under it, now last, with the new values.
        layer.add(fade(99), forKey: "k0")
        XCTAssertEqual(layer.animationKeys()?.count, count)
        XCTAssertEqual(layer.animationKeys()?.last, "k0")
        XCTAssertEqual(layer.animation(forKey: "k0")?.duration, 100)
        layer.removeAnimation(forKey: "k1")
        XCTAssertNil(layer.animation(forKey: "k1"))
        XCTAssertEqual(layer.animationKeys()?.count, count - 1)
        // A removed key added again is new: no duplicate.
        layer.add(fade(5), forKey: "k1")
        layer.add(fade(6), forKey: "k1")
        XCTAssertEqual(layer.animationKeys()?.filter { $0 == "k1" }.count, 1)
        layer.removeAllAnimations()
        XCTAssertNil(layer.animationKeys())
        XCTAssertNil(layer.attachedKeys)
        layer.add(fade(1), forKey: "again")
        XCTAssertEqual(layer.animationKeys(), ["again"])
    }

    func testAFewAnimationsByKey() { exercise(count: 4) }

    func testManyAnimationsByKey() { exercise(count: 3 * CALayer.attachedKeySetThreshold) }
}
