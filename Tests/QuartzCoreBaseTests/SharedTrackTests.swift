import XCTest
@testable import CoreAnimationValues
@testable import QuartzCoreBase

/// A number animation runs as a `NumberAnimation` of its own (its track is
/// not kept); where a track is kept, in a group, one animation added to many
/// layers keeps one track (`RecentNumberTracks`), and each layer still runs
/// it on its own timing.
final class SharedTrackTests: LayerTestCase {
    /// The track of the first animation in the group a layer runs first.
    private func groupTrack(of layer: CALayer) -> PropertyTrack? {
        guard let descriptor = layer.runningAnimation(at: 0).record?.descriptor,
              case .group(let children) = descriptor.content, case .property(let track)? = children.first?.content
        else { return nil }
        return track
    }

    private func fall(to end: Double = 736, keyPath: String = "position.y", duration: Double = 2) -> CABasicAnimation {
        let fall = CABasicAnimation(keyPath: keyPath)
        fall.fromValue = -16
        fall.toValue = end
        fall.duration = duration
        return fall
    }

    func testTheSameFallInAGroupAddedToManyLayersSharesItsTrack() {
        let layers = (0..<5).map { _ in committedLayer() }
        CATransaction.begin()
        for (k, layer) in layers.enumerated() {
            let group = CAAnimationGroup()
            group.animations = [fall()]
            group.duration = 2 + Double(k)
            layer.add(group, forKey: "fall")
        }
        CATransaction.commit()
        let first = groupTrack(of: layers[0])
        XCTAssertNotNil(first)
        for layer in layers.dropFirst() { XCTAssertTrue(groupTrack(of: layer) === first) }
        // Each keeps its own timing.
        XCTAssertEqual(layers.map { $0.runningAnimation(at: 0).record?.descriptor.timing.duration }, [2, 3, 4, 5, 6])
    }

    func testANumberAnimationRunsAsANumberAnimationOnItsOwnTiming() {
        let layers = (0..<3).map { _ in committedLayer() }
        CATransaction.begin()
        for (k, layer) in layers.enumerated() { layer.add(fall(duration: 2 + Double(k)), forKey: "fall") }
        CATransaction.commit()
        let durations = layers.map { layer -> Double? in
            guard case .number(let number) = layer.runningAnimation(at: 0) else { return nil }
            return number.timing.duration
        }
        XCTAssertEqual(durations, [2, 3, 4])
    }

    func testADifferentEndOrKeyPathIsATrackOfItsOwn() {
        let a = committedLayer(), b = committedLayer(), c = committedLayer()
        CATransaction.begin()
        for (layer, keyPath, to) in [(a, "position.y", 736.0), (b, "position.y", 737.0), (c, "position.x", 736.0)] {
            let group = CAAnimationGroup()
            group.animations = [fall(to: to, keyPath: keyPath)]
            layer.add(group, forKey: "move")
        }
        CATransaction.commit()
        XCTAssertNotNil(groupTrack(of: a))
        XCTAssertFalse(groupTrack(of: a) === groupTrack(of: b))
        XCTAssertFalse(groupTrack(of: a) === groupTrack(of: c))
    }
}
