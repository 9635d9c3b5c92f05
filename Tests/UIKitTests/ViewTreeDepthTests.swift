import XCTest
@testable import UIKit

/// The view tree never holds what the layer tree refuses: a view that would
/// make the tree deeper than `CALayer.maximumTreeDepth` is not added.
final class ViewTreeDepthTests: XCTestCase {
    func testAViewTooDeepIsNotAddedAndTheTreesAgree() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var leaf = root
            for _ in 1..<CALayer.maximumTreeDepth {
                let next = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                leaf.addSubview(next)
                leaf = next
            }
            let extra = UIView(frame: .zero)
            let reports = Diagnostics.capture { leaf.addSubview(extra) }.1
            XCTAssertNil(extra.superview)
            XCTAssertNil(extra.layer.superlayer)
            XCTAssertTrue(leaf.subviews.isEmpty)
            XCTAssertEqual(reports.count, 1, "\(reports)")
            XCTAssertTrue(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === leaf, "hit testing reaches the deepest view")
        }
    }
}
