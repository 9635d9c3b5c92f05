import XCTest
@testable import CoreAnimationValues
@testable import QuartzCoreBase

/// One animation added to many layers keeps one track (`RecentNumberTracks`)
/// until a commit carries it, and each layer still runs it on its own timing.
final class SharedTrackTests: LayerTestCase {
    /// The track of a layer's animation not yet committed (read inside the transaction).
    private func track(of layer: CALayer, at index: Int = 0) -> PropertyTrack? {
        guard case .pending(let descriptor) = layer.attachedAnimations[index].program,
              case .property(let track) = descriptor.content else { return nil }
        return track
    }

    func testTheSameFallAddedToManyLayersSharesItsTrack() {
        let layers = (0..<5).map { _ in committedLayer() }
        CATransaction.begin()
        for (k, layer) in layers.enumerated() {
            let fall = CABasicAnimation(keyPath: "position.y")
            fall.fromValue = -16
            fall.toValue = 736
            fall.duration = 2 + Double(k)
            fall.timeOffset = Double(k) / 10
            layer.add(fall, forKey: "fall")
        }
        let first = track(of: layers[0])
        XCTAssertNotNil(first)
        for layer in layers.dropFirst() { XCTAssertTrue(track(of: layer) === first) }
        CATransaction.commit()
        // Each keeps its own timing, committed as a number animation.
        let durations = layers.map { layer -> Double? in
            guard case .number(let number) = layer.runningAnimation(at: 0) else { return nil }
            return number.timing.duration
        }
        XCTAssertEqual(durations, [2, 3, 4, 5, 6])
    }

    func testADifferentEndOrKeyPathIsATrackOfItsOwn() {
        let a = committedLayer(), b = committedLayer(), c = committedLayer()
        CATransaction.begin()
        for (layer, keyPath, to) in [(a, "position.y", 736.0), (b, "position.y", 737.0), (c, "position.x", 736.0)] {
            let move = CABasicAnimation(keyPath: keyPath)
            move.fromValue = -16
            move.toValue = to
            layer.add(move, forKey: "move")
        }
        XCTAssertFalse(track(of: a) === track(of: b))
        XCTAssertFalse(track(of: a) === track(of: c))
        CATransaction.commit()
    }
}
