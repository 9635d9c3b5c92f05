import XCTest
@testable import QuartzCoreBase

/// `setNeedsDisplay()` called while a layer draws: the commit that is
/// displaying honours it, and a layer that marks itself every time it draws
/// neither hangs the run loop nor draws without end.
final class MarksDuringDrawingTests: LayerTestCase {
    /// Draws, and marks `other` (if any) for display while drawing.
    final class Marker: CALayer {
        weak var other: CALayer?
        var draws = 0
        override func draw(in ctx: CGContext) {
            draws += 1
            other?.setNeedsDisplay()
        }
    }

    private func sized<L: CALayer>(_ layer: L) -> L {
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        return layer
    }

    func testALayerMarkedByAnotherLayersDrawingIsDisplayedInTheSameCommit() {
        let needle = sized(Marker()), dial = sized(Marker())
        let root = CALayer()
        // The needle comes first in the walk, so it was passed when the dial marks it.
        root.addSublayer(needle)
        root.addSublayer(dial)
        CATransaction.flush()
        XCTAssertEqual(needle.draws, 0)
        dial.other = needle
        dial.setNeedsDisplay()
        CATransaction.flush()
        XCTAssertEqual(dial.draws, 1)
        XCTAssertEqual(needle.draws, 1, "the mark made while the dial drew is honoured by this commit")
        XCTAssertFalse(needle.needsDisplay())
        XCTAssertNotNil(needle.contents)
    }

    func testALayerOutsideTheCommittedTreesMarkedWhileDrawingIsDisplayedToo() {
        let elsewhere = sized(Marker())
        CATransaction.flush()
        let dial = sized(Marker())
        dial.other = elsewhere
        dial.setNeedsDisplay()
        CATransaction.flush()
        XCTAssertEqual(elsewhere.draws, 1)
        XCTAssertFalse(elsewhere.needsDisplay())
    }

    func testALayerThatMarksItselfDrawsABoundedNumberOfTimesAndIsReportedOnce() {
        final class SelfMarker: CALayer {
            var draws = 0
            override func draw(in ctx: CGContext) {
                draws += 1
                setNeedsDisplay()
            }
        }
        let loop = sized(SelfMarker())
        CATransaction.flush()
        loop.setNeedsDisplay()
        let messages = diagnostics {
            CATransaction.flush()
            finishRunLoopTurn()
        }
        XCTAssertEqual(loop.draws, TransactionStack.displayPasses, "bounded within one commit, and no commit follows by itself")
        XCTAssertTrue(loop.needsDisplay(), "the mark stays for the next commit that includes the layer")
        XCTAssertEqual(messages.filter { $0.contains("marked for display again") }.count, 1, "\(messages)")
        // The next change to the layer honours the mark (and is bounded again), without a second report.
        let again = diagnostics {
            loop.opacity = 0.5
            CATransaction.flush()
        }
        XCTAssertEqual(loop.draws, 2 * TransactionStack.displayPasses)
        XCTAssertEqual(again.filter { $0.contains("marked for display again") }, [])
    }
}
