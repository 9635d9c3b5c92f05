import XCTest
@testable import QuartzCoreBase

/// Model values and transactions under hostile use.
final class ModelValueRobustnessTests: LayerTestCase {
    func testScalesMustBePositive() {
        let layer = CALayer()
        let reports = diagnostics {
            layer.contentsScale = 0
            layer.rasterizationScale = -2
        }
        XCTAssertEqual(layer.contentsScale, 1)
        XCTAssertEqual(layer.rasterizationScale, 1)
        XCTAssertEqual(reports.count, 2, "\(reports)")
    }

    func testValuesBeyondWhatDrawingHandlesAreAcceptedAndReported() {
        let layer = CALayer()
        let reports = diagnostics { layer.bounds = CGRect(x: 0, y: 0, width: 1e308, height: 10) }
        XCTAssertEqual(layer.bounds.width, 1e308, "accepted, as Apple accepts it")
        XCTAssertTrue(reports.contains { $0.contains("3.4e38") }, "\(reports)")
        XCTAssertTrue(diagnostics { layer.bounds = CGRect(x: 0, y: 0, width: 1e30, height: 10) }.isEmpty)
    }

    func testColoursAndPathsThatAreNotFiniteAreRefused() {
        let layer = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: CGFloat.infinity, y: 0))
        let reports = diagnostics {
            layer.backgroundColor = CGColor(red: .nan, green: 0, blue: 0, alpha: 1)
            layer.path = path
        }
        XCTAssertNil(layer.backgroundColor)
        XCTAssertNil(layer.path)
        XCTAssertEqual(reports.count, 2, "\(reports)")
    }

    func testAnUnbalancedUnlockIsReported() {
        let reports = diagnostics { CATransaction.unlock() }
        XCTAssertEqual(reports.count, 1, "\(reports)")
        CATransaction.lock()
        XCTAssertTrue(diagnostics { CATransaction.unlock() }.isEmpty)
    }

    func testATransactionLeftOpenWhenItsThreadEndsIsCommitted() {
        let layer = committedLayer { $0.opacity = 1 }
        let done = DispatchSemaphore(value: 0)
        let box = UncheckedLayer(layer)
        Thread.detachNewThread {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            box.layer.opacity = 0.25
            done.signal()
        }
        done.wait()
        let deadline = Date(timeIntervalSinceNow: 5)
        var reports: [String] = []
        while layer.presentation()?.opacity != 0.25, Date() < deadline {
            reports += diagnostics { finishRunLoopTurn() }
        }
        XCTAssertEqual(layer.presentation()?.opacity, 0.25, "the change reached a commit")
        XCTAssertTrue(reports.contains { $0.contains("thread ended") }, "\(reports)")
    }

    func testAnOpenTransactionOnTheMainThreadWaitsWithoutSpinning() {
        let layer = committedLayer()
        var reports = diagnostics {
            CATransaction.setDisableActions(true)  // opens the implicit transaction
            layer.position = CGPoint(x: 5, y: 5)
            CATransaction.begin()
            finishRunLoopTurn()
            finishRunLoopTurn()
        }
        XCTAssertEqual(reports.filter { $0.contains("still open") }.count, 1, "\(reports)")
        reports = diagnostics {
            CATransaction.commit()
            finishRunLoopTurn()
        }
        XCTAssertEqual(layer.presentation()?.position, CGPoint(x: 5, y: 5), "committed once the begin() was closed")
        XCTAssertTrue(reports.isEmpty, "\(reports)")
    }
}

/// A layer handed to another thread on purpose.
private struct UncheckedLayer: @unchecked Sendable {
    let layer: CALayer
    init(_ layer: CALayer) { self.layer = layer }
}
