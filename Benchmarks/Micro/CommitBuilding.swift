// Commit building: one explicit CATransaction that changes N sublayers of a
// committed tree, through `commit()`: layout and display of the changed tree,
// each changed layer's snapshot (properties, sublayer ids, animation records)
// and the `LayerCommit` handed to the sink, as `CommitFeed` builds it for
// the render server.
import Benchmark
import CoreAnimationValues
import QuartzCoreBase

/// Stands in for the render server: keeps the size of the last commit.
private final class CountingSink: CommitSink, @unchecked Sendable {
    private let lock = NSLock()
    private var lastCount = 0
    func receive(_ commit: LayerCommit) {
        lock.lock(); lastCount = commit.layers.count; lock.unlock()
    }
    var lastLayerCount: Int { lock.lock(); defer { lock.unlock() }; return lastCount }
}

private struct CommitTree {
    var root: CALayer
    var sublayers: [CALayer]
    var sink: CountingSink
}

/// A root with `count` plain sublayers, committed once, with a counting sink attached.
private func makeTree(_ count: Int) -> CommitTree {
    let sink = CountingSink()
    CommitFeed.shared.attach(sink)
    CATransaction.begin()
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 1000, height: 1000)
    var sublayers: [CALayer] = []
    sublayers.reserveCapacity(count)
    for i in 0..<count {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        layer.position = CGPoint(x: Double(i % 100) * 10, y: Double(i / 100 % 100) * 10)
        layer.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        root.addSublayer(layer)
        sublayers.append(layer)
    }
    CATransaction.commit()
    return CommitTree(root: root, sublayers: sublayers, sink: sink)
}

/// Changes every sublayer (position and opacity) in one transaction and commits it.
private func changeAndCommit(_ tree: CommitTree, step: Int, actions: Bool) {
    CATransaction.begin()
    CATransaction.setDisableActions(!actions)
    let dx = CGFloat(step % 2 == 0 ? 1 : -1)
    for layer in tree.sublayers {
        layer.position.x += dx
        layer.opacity = step % 2 == 0 ? 0.5 : 1
    }
    CATransaction.commit()
}

func commitBuildingBenchmarks() {
    let cases: [(layers: Int, actions: Bool)] = [(100, false), (1_000, false), (10_000, false), (100, true), (1_000, true)]
    for (layerCount, actions) in cases {
        let fixture = Fixture<CommitTree>()
        let name = "Commit \(counted(layerCount)) changed layers" + (actions ? ", implicit animations" : "")
        Benchmark(
            name,
            closure: { benchmark in
                let tree = fixture.value
                for step in benchmark.scaledIterations {
                    changeAndCommit(tree, step: step + benchmark.currentIteration, actions: actions)
                }
            },
            setup: {
                let tree = makeTree(layerCount)
                changeAndCommit(tree, step: 0, actions: actions)
                precondition(tree.sink.lastLayerCount == layerCount, "the commit carries every changed layer")
                fixture.set(tree)
            },
            teardown: {
                CommitFeed.shared.detach(fixture.value.sink)
                fixture.set(nil)
            })
    }
}
