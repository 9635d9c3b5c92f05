import XCTest
@testable import QuartzCoreBase

/// The four places an animatable property lives (see `ResolvedKeyPath.Slot`)
/// agree: every stored slot is a key some layer class animates, and every
/// key a layer class animates is stored in a slot (or is an alias of one).
final class AnimatablePropertyTableTests: XCTestCase {
    private let classes: [CALayer.Type] = [
        CALayer.self, CAShapeLayer.self, CAGradientLayer.self, CATextLayer.self,
        CAReplicatorLayer.self, CAEmitterLayer.self,
    ]

    /// "isHidden" names the slot "hidden", as Apple's getter names do.
    private func slot(for key: String) -> ResolvedKeyPath.Slot? {
        if let slot = ResolvedKeyPath.Slot(rawValue: key) { return slot }
        guard key.hasPrefix("is"), key.count > 2 else { return nil }
        let rest = key.dropFirst(2)
        return ResolvedKeyPath.Slot(rawValue: rest.prefix(1).lowercased() + rest.dropFirst())
    }

    func testEveryAnimatableKeyOfEveryLayerClassIsStoredInASlot() {
        for layerClass in classes {
            for key in layerClass.keyTable.animatableKeys {
                XCTAssertNotNil(slot(for: key), "\(layerClass).\(key) animates but has no ResolvedKeyPath.Slot")
            }
        }
    }

    func testEverySlotIsAKeyThatALayerClassAnimates() {
        let animated = classes.reduce(into: Set<String>()) { $0.formUnion($1.keyTable.animatableKeys) }
        for slot in ResolvedKeyPath.Slot.allCases {
            XCTAssertTrue(animated.contains(slot.rawValue),
                          "the slot \(slot) is animatable in no layer class's key table")
        }
    }

    /// A value set through key-value coding is the value the slot reads: the
    /// key table and the slot name the same stored property.
    func testTheKeyTableAndTheSlotReachTheSameStoredValue() {
        let cases: [(CALayer, String, Any, AnimatableValue)] = [
            (CALayer(), "opacity", 0.25, .number(0.25)),
            (CALayer(), "cornerRadius", 7.0, .number(7)),
            (CALayer(), "zPosition", 3.0, .number(3)),
            (CALayer(), "isHidden", true, .flag(true)),
            (CAShapeLayer(), "strokeEnd", 0.5, .number(0.5)),
            (CAShapeLayer(), "lineWidth", 4.0, .number(4)),
            (CATextLayer(), "fontSize", 20.0, .number(20)),
            (CAReplicatorLayer(), "instanceDelay", 0.125, .number(0.125)),
            (CAEmitterLayer(), "birthRate", 2.0, .number(2)),
        ]
        for (layer, key, value, expected) in cases {
            layer.setValue(value, forKey: key)
            let resolved = ResolvedKeyPath(KeyPathParts(key.hasPrefix("is") ? "hidden" : key))
            XCTAssertEqual(resolved.value(in: layer.state), expected, "\(type(of: layer)).\(key)")
        }
    }
}
