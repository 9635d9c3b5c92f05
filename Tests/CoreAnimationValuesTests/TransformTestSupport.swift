import XCTest
@testable import CoreAnimationValues

/// Shared fixture for the transform tests: entry-wise comparison and reproducible random
/// transforms.

/// Fails unless every entry of `actual` is within `accuracy` of the matching entry of `expected`.
func assertTransform(_ actual: CATransform3D, equals expected: CATransform3D, accuracy: CGFloat,
                     _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    let names = ["m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24",
                 "m31", "m32", "m33", "m34", "m41", "m42", "m43", "m44"]
    for (index, (a, e)) in zip(actual.rowMajorEntries, expected.rowMajorEntries).enumerated() {
        guard abs(a - e) <= accuracy else {
            XCTFail("\(names[index]) is \(a), expected \(e) (±\(accuracy)) \(message)\n"
                        + "actual:   \(actual)\nexpected: \(expected)", file: file, line: line)
            return
        }
    }
}

/// `t` divided through by its `m44`, the form a decomposition recomposes to.
func normalized(_ t: CATransform3D) -> CATransform3D {
    CATransform3D(rowMajor: t.rowMajorEntries.map { $0 / t.m44 })
}

/// A SplitMix64 generator, so random tests see the same numbers on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SeededGenerator {
    mutating func value(in range: ClosedRange<Double>) -> CGFloat {
        CGFloat(Double.random(in: range, using: &self))
    }

    /// A transform with scale factors of size 0.5…2 (sign random), a shear, a rotation about a
    /// random axis, a translation and a mild perspective: invertible and far from singular.
    mutating func wellConditionedTransform(perspective: Bool = true) -> CATransform3D {
        func factor(_ g: inout SeededGenerator) -> CGFloat {
            let magnitude = g.value(in: 0.5...2)
            return Bool.random(using: &g) ? magnitude : -magnitude
        }
        var t = CATransform3DMakeScale(factor(&self), factor(&self), factor(&self))
        var shear = CATransform3DIdentity
        shear.m21 = value(in: -0.5...0.5)
        shear.m31 = value(in: -0.5...0.5)
        shear.m32 = value(in: -0.5...0.5)
        t = CATransform3DConcat(t, shear)
        t = CATransform3DConcat(t, CATransform3DMakeRotation(
            value(in: -3...3), value(in: -1...1), value(in: -1...1), value(in: 0.1...1)))
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(
            value(in: -100...100), value(in: -100...100), value(in: -100...100)))
        if perspective {
            var p = CATransform3DIdentity
            p.m14 = value(in: -0.002...0.002)
            p.m24 = value(in: -0.002...0.002)
            p.m34 = value(in: -0.004...(-0.001))
            t = CATransform3DConcat(t, p)
        }
        return t
    }
}
