import Foundation
@testable import QuartzCoreBase
import XCTest

/// `CATransaction.setValue(_:forKey:)` checks the transaction's own keys as
/// `CALayer.setValue(_:forKey:)` checks a layer's: a value of the wrong kind
/// is reported and changes nothing, instead of being dropped in silence (or,
/// for the completion block, clearing the block that was set).
final class CATransactionSetValueTests: LayerTestCase {
    func testWrongKindsForTheOwnKeysAreReportedAndChangeNothing() {
        CATransaction.begin()
        defer { CATransaction.commit() }
        var ran = false
        CATransaction.setAnimationDuration(2)
        CATransaction.setDisableActions(true)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
        CATransaction.setCompletionBlock { ran = true }
        let cases: [(String, Any)] = [
            (kCATransactionAnimationDuration, "slow"), (kCATransactionAnimationDuration, -1.0),
            (kCATransactionAnimationDuration, Double.nan), (kCATransactionDisableActions, "yes"),
            (kCATransactionAnimationTimingFunction, "easeIn"), (kCATransactionCompletionBlock, 42),
        ]
        for (key, value) in cases {
            let (_, reports) = Diagnostics.capture { CATransaction.setValue(value, forKey: key) }
            XCTAssertEqual(reports.count, 1, "\(key) = \(value): \(reports)")
            XCTAssertTrue(reports.first?.contains("\"\(key)\"") ?? false, "names the key: \(reports)")
        }
        XCTAssertEqual(CATransaction.animationDuration(), 2)
        XCTAssertTrue(CATransaction.disableActions())
        XCTAssertEqual(CATransaction.animationTimingFunction(), CAMediaTimingFunction(name: .easeIn))
        CATransaction.completionBlock()?()
        XCTAssertTrue(ran, "the block set before is still there")
    }

    func testRightKindsAreTakenAndNilClears() {
        CATransaction.begin()
        defer { CATransaction.commit() }
        let (_, reports) = Diagnostics.capture {
            CATransaction.setValue(NSNumber(value: 1.5), forKey: kCATransactionAnimationDuration)
            CATransaction.setValue(NSNumber(value: true), forKey: kCATransactionDisableActions)
            CATransaction.setValue(CAMediaTimingFunction(name: .linear), forKey: kCATransactionAnimationTimingFunction)
        }
        XCTAssertEqual(reports, [])
        XCTAssertEqual(CATransaction.animationDuration(), 1.5)
        XCTAssertTrue(CATransaction.disableActions())
        XCTAssertEqual(CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double, 1.5, "stored as seconds")
        CATransaction.setValue(nil, forKey: kCATransactionAnimationDuration)
        CATransaction.setValue(NSNull(), forKey: kCATransactionDisableActions)
        XCTAssertEqual(CATransaction.animationDuration(), 0.25, "cleared: the default")
        XCTAssertFalse(CATransaction.disableActions())
        CATransaction.setValue(NSNull(), forKey: "custom")
        XCTAssertTrue(CATransaction.value(forKey: "custom") is NSNull, "other keys keep what they are given")
    }
}
