import XCTest
@testable import CoreAnimationValues

final class TransformComponentTests: XCTestCase {
    /// Apple's table, plus the undocumented `scale.xy` that real code animates.
    func testEverySuffixInApplesTableNamesItsComponent() {
        let table: [String: TransformComponent] = [
            "rotation.x": .rotationX, "rotation.y": .rotationY, "rotation.z": .rotationZ, "rotation": .rotationZ,
            "scale.x": .scaleX, "scale.y": .scaleY, "scale.z": .scaleZ, "scale": .scale,
            "translation.x": .translationX, "translation.y": .translationY, "translation.z": .translationZ,
            "translation": .translation, "scale.xy": .scaleXY,
        ]
        for (suffix, component) in table {
            XCTAssertEqual(TransformComponent(keyPathSuffix: suffix), component, suffix)
        }
    }

    func testOtherSuffixesAreRejected() {
        for suffix in ["", "rotation.w", "skew", "scale.xyz", "translation.xy", "Rotation.z", "translation.", "perspective", "m34"] {
            XCTAssertNil(TransformComponent(keyPathSuffix: suffix), suffix)
        }
    }

    func testTheCanonicalSuffixNamesTheSameComponent() {
        for component in TransformComponent.allCases {
            XCTAssertEqual(TransformComponent(keyPathSuffix: component.keyPathSuffix), component)
        }
        XCTAssertEqual(TransformComponent.rotationZ.keyPathSuffix, "rotation.z")
    }

    func testOnlyTranslationHoldsASize() {
        XCTAssertEqual(TransformComponent.allCases.filter(\.holdsSize), [.translation])
    }

    func testValueExposesItsPayload() {
        XCTAssertEqual(TransformComponent.Value.scalar(2).scalar, 2)
        XCTAssertNil(TransformComponent.Value.scalar(2).size)
        XCTAssertEqual(TransformComponent.Value.size(CGSize(width: 1, height: 2)).size, CGSize(width: 1, height: 2))
        XCTAssertNil(TransformComponent.Value.size(.zero).scalar)
    }
}
