// Animation evaluation: `AnimationDescriptor.apply(at:to:)`, the pure engine
// the main thread runs for `presentation()` and the render thread for every
// frame. Real layers and the real attach path make the descriptors; each
// iteration copies every layer's properties into an `AnimatedState` and
// applies its animations at one instant. The "number animations" case times
// what frames run for layers whose animations each move one number
// (`NumberAnimation.apply`, the render tree's number tracks) against the
// same animations through their descriptors ("basic numbers").
import Benchmark
import CoreAnimationValues
import QuartzCoreBase

private struct AnimationWork {
    var items: [(LayerProperties, [AnimationDescriptor])]
    var time: Double
}

/// The animations one layer carries in a case.
private enum AnimationCase: String, CaseIterable {
    /// A position move (ease-in-out) and a `transform.rotation.z` spin, autoreversing forever.
    case basic
    /// A cubic position keyframe animation through six points and a linear opacity one with key times.
    case keyframeValues = "keyframe values"
    /// Position along a curved path, paced, turned to the tangent (`rotationMode = .rotateAuto`).
    case keyframePath = "keyframe path"
    /// A `position.x` move (ease-in-out), a `transform.rotation.z` spin and an
    /// opacity fade: every animation moves one number (a number track).
    case basicNumbers = "basic numbers"

    func animations(index: Int) -> [(String, CAAnimation)] {
        let offset = CGFloat(index % 100)
        switch self {
        case .basic:
            let move = CABasicAnimation(keyPath: "position")
            move.toValue = CGPoint(x: 500, y: 500)
            move.duration = 5
            move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            return [("move", move), ("spin", Self.spin())]
        case .keyframeValues:
            let move = CAKeyframeAnimation(keyPath: "position")
            move.values = [CGPoint(x: offset, y: 0), CGPoint(x: 100, y: 40), CGPoint(x: 200, y: 0),
                           CGPoint(x: 300, y: 80), CGPoint(x: 200, y: 160), CGPoint(x: offset, y: 100)]
                .map { NSValue(point: $0) }
            move.calculationMode = .cubic
            move.duration = 3
            let fade = CAKeyframeAnimation(keyPath: "opacity")
            fade.values = [0, 1, 0.25, 1]
            fade.keyTimes = [0, 0.2, 0.7, 1]
            fade.duration = 2
            return [("move", move), ("fade", fade)]
        case .keyframePath:
            let path = CGMutablePath()
            path.move(to: CGPoint(x: offset, y: 0))
            path.addCurve(to: CGPoint(x: 300, y: 0), control1: CGPoint(x: 100, y: -100), control2: CGPoint(x: 200, y: 100))
            path.addQuadCurve(to: CGPoint(x: 300, y: 200), control: CGPoint(x: 400, y: 100))
            path.addLine(to: CGPoint(x: offset, y: 200))
            let follow = CAKeyframeAnimation(keyPath: "position")
            follow.path = path
            follow.calculationMode = .paced
            follow.rotationMode = .rotateAuto
            follow.duration = 4
            return [("follow", follow)]
        case .basicNumbers:
            let move = CABasicAnimation(keyPath: "position.x")
            move.toValue = 500
            move.duration = 5
            move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.2
            fade.duration = 2
            return [("move", move), ("spin", Self.spin()), ("fade", fade)]
        }
    }

    /// A `transform.rotation.z` spin, autoreversing forever.
    private static func spin() -> CABasicAnimation {
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = CGFloat.pi * 1.5
        spin.duration = 1.3
        spin.autoreverses = true
        spin.repeatCount = .infinity
        return spin
    }

    /// Real layers with the case's animations' descriptors (begin times 0),
    /// reduced to what a frame evaluates.
    func work(layers layerCount: Int) -> AnimationWork {
        CATransaction.begin()
        var layers: [CALayer] = []
        layers.reserveCapacity(layerCount)
        var descriptors: [[AnimationDescriptor]] = []
        for i in 0..<layerCount {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
            layer.position = CGPoint(x: Double(i % 100) * 10, y: Double(i / 100) * 10)
            // The descriptors as a layer makes them when they are added
            // (it keeps what runs instead: a number animation, or a record).
            descriptors.append(animations(index: i).compactMap { _, animation in
                AnimationDescriptorBuilder.make(animation, for: layer) { _ in }
            })
            layers.append(layer)
        }
        CATransaction.commit()
        let items = zip(layers, descriptors).map { ($0.state, $1) }
        let expected = animations(index: 0).count
        precondition(items.allSatisfy { $0.1.count == expected }, "\(rawValue): every layer carries its animations")
        let begin = items.first?.1.first?.timing.beginTime ?? 0
        return AnimationWork(items: items, time: begin + 1.234)
    }
}

func animationEvaluationBenchmarks() {
    for animationCase in AnimationCase.allCases {
        for layerCount in [100, 10_000] {
            let fixture = Fixture<AnimationWork>()
            Benchmark(
                "Animation \(animationCase.rawValue), \(counted(layerCount)) layers",
                closure: { benchmark in
                    let work = fixture.value
                    for _ in benchmark.scaledIterations {
                        var checksum: CGFloat = 0
                        for (properties, animations) in work.items {
                            var state = AnimatedState(properties: properties)
                            for animation in animations {
                                animation.apply(at: work.time, to: &state)
                            }
                            checksum += state.properties.position.x + state.properties.transform.m12
                                + CGFloat(state.properties.opacity)
                        }
                        blackHole(checksum)
                    }
                },
                setup: { fixture.set(animationCase.work(layers: layerCount)) },
                teardown: { fixture.set(nil) })
        }
    }
    // The same number animations as frames run them: each copied out of its
    // descriptor once (`NumberAnimation`), applied in one call per layer.
    for layerCount in [100, 10_000] {
        let fixture = Fixture<(items: [(LayerProperties, [NumberAnimation])], time: Double)>()
        Benchmark(
            "Animation number animations, \(counted(layerCount)) layers",
            closure: { benchmark in
                let work = fixture.value
                for _ in benchmark.scaledIterations {
                    var checksum: CGFloat = 0
                    for (properties, animations) in work.items {
                        var evaluated = properties
                        NumberAnimation.apply(animations, at: work.time, to: &evaluated)
                        checksum += evaluated.position.x + evaluated.transform.m12 + CGFloat(evaluated.opacity)
                    }
                    blackHole(checksum)
                }
            },
            setup: {
                let work = AnimationCase.basicNumbers.work(layers: layerCount)
                let items = work.items.map { item in (item.0, item.1.map { NumberAnimation($0)! }) }
                fixture.set((items, work.time))
            },
            teardown: { fixture.set(nil) })
    }
}
