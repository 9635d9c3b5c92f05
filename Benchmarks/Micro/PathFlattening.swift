// Path flattening and measuring (CoreGraphics): a path of N curves (cubic and
// quadratic Béziers, in closed subpaths of ten) flattened to polylines within
// a quarter point, measured (each segment's arc length), and trimmed to its
// middle half as a shape layer's strokeStart/strokeEnd asks.
import Benchmark
import CoreGraphics
import Foundation

/// A wavy path of `curveCount` curves: subpaths of ten segments, alternately cubic and quadratic, each closed.
private func wavyPath(curves curveCount: Int) -> CGPath {
    let path = CGMutablePath()
    var i = 0
    while i < curveCount {
        let row = CGFloat(i / 10)
        let y = row * 30
        path.move(to: CGPoint(x: 0, y: y))
        for j in 0..<min(10, curveCount - i) {
            let x0 = CGFloat(j) * 40
            if j % 2 == 0 {
                path.addCurve(to: CGPoint(x: x0 + 40, y: y),
                              control1: CGPoint(x: x0 + 10, y: y - 25), control2: CGPoint(x: x0 + 30, y: y + 25))
            } else {
                path.addQuadCurve(to: CGPoint(x: x0 + 40, y: y), control: CGPoint(x: x0 + 20, y: y - 30))
            }
        }
        path.closeSubpath()
        i += 10
    }
    return path
}

func pathBenchmarks() {
    for curveCount in [100, 10_000] {
        let fixture = Fixture<(path: CGPath, measure: PathMeasure)>()
        let setup: () -> Void = {
            let path = wavyPath(curves: curveCount)
            fixture.set((path, PathMeasure(path)))
        }
        Benchmark(
            "Path flatten, \(counted(curveCount)) curves",
            closure: { benchmark in
                let path = fixture.value.path
                for _ in benchmark.scaledIterations {
                    blackHole(path.flattened(tolerance: 0.25))
                }
            },
            setup: setup, teardown: { fixture.set(nil) })
        Benchmark(
            "Path measure, \(counted(curveCount)) curves",
            closure: { benchmark in
                let path = fixture.value.path
                for _ in benchmark.scaledIterations {
                    let measure = PathMeasure(path)
                    blackHole(measure.length)
                    blackHole(measure.position(atFraction: 0.37))
                }
            },
            setup: setup, teardown: { fixture.set(nil) })
        Benchmark(
            "Path trim to middle half, \(counted(curveCount)) curves",
            closure: { benchmark in
                let (path, measure) = fixture.value
                for _ in benchmark.scaledIterations {
                    blackHole(measure.trimmed(fromFraction: 0.25, toFraction: 0.75, of: path))
                }
            },
            setup: setup, teardown: { fixture.set(nil) })
    }
}
