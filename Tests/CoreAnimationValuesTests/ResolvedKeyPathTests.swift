import XCTest
@testable import CoreAnimationValues

final class ResolvedKeyPathTests: XCTestCase {
    private func resolved(_ s: String) -> ResolvedKeyPath { ResolvedKeyPath(KeyPathParts(s)) }

    func testReadsAndWritesStructureComponents() {
        var p = LayerProperties()
        p.bounds = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(resolved("bounds.size.width").value(in: p), .number(3))
        XCTAssertEqual(resolved("bounds.origin").value(in: p), .point(CGPoint(x: 1, y: 2)))
        XCTAssertTrue(resolved("position.y").set(.number(9), in: &p))
        XCTAssertEqual(p.position, CGPoint(x: 0, y: 9))
        XCTAssertTrue(resolved("shadowOffset.width").set(.number(2), in: &p))
        XCTAssertEqual(p.shadowOffset, CGSize(width: 2, height: -3))
        XCTAssertTrue(resolved("hidden").set(.flag(true), in: &p))
        XCTAssertTrue(p.isHidden)
    }

    func testTransformComponents() {
        var p = LayerProperties()
        XCTAssertTrue(resolved("transform.rotation.z").set(.number(.pi / 2), in: &p))
        XCTAssertEqual(p.transform.m12, 1, accuracy: 1e-12)
        guard case .number(let angle)? = resolved("transform.rotation").value(in: p) else { return XCTFail() }
        XCTAssertEqual(angle, .pi / 2, accuracy: 1e-12)
        XCTAssertTrue(resolved("sublayerTransform.translation.x").set(.number(7), in: &p))
        XCTAssertEqual(p.sublayerTransform.m41, 7)
    }

    func testRefusals() {
        var p = LayerProperties()
        XCTAssertNil(resolved("custom").slot)
        XCTAssertNil(resolved("position.z").component)
        XCTAssertFalse(resolved("position.z").set(.number(1), in: &p))
        XCTAssertFalse(resolved("opacity").set(.point(.zero), in: &p), "kind mismatch")
        XCTAssertFalse(resolved("opacity").set(.number(.nan), in: &p), "non-finite")
        XCTAssertEqual(p.opacity, 1)
    }
}
