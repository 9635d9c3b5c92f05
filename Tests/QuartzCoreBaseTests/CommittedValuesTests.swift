import XCTest
@testable import QuartzCoreBase

/// A model layer's committed values (`CALayer.committedState`): what the
/// last commit carried, kept apart from the model values only once they
/// change after it, and what `presentation()` starts from.
final class CommittedValuesTests: LayerTestCase {
    func testALayerNoCommitCarriedHasNoCommittedValuesAndNoPresentation() {
        let layer = CALayer()
        layer.opacity = 0.5
        XCTAssertNil(layer.committedState)
        XCTAssertFalse(layer.isCommitted)
        XCTAssertNil(layer.presentation())
    }

    func testTheCommittedValuesAreWhatTheLastCommitCarriedUntilTheNext() throws {
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5
        layer.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        CATransaction.commit()
        CATransaction.flush()
        XCTAssertEqual(layer.committedState?.opacity, 0.5)
        XCTAssertEqual(try XCTUnwrap(layer.presentation()).opacity, 0.5)

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.25
        layer.sublayerTransform = CATransform3DIdentity
        // Still inside the transaction: the model changed, what is on screen did not.
        XCTAssertEqual(layer.opacity, 0.25)
        XCTAssertEqual(layer.committedState?.opacity, 0.5)
        XCTAssertEqual(layer.committedState?.sublayerTransform.m11, 2)
        XCTAssertEqual(try XCTUnwrap(layer.presentation()).opacity, 0.5)
        CATransaction.commit()
        CATransaction.flush()

        XCTAssertEqual(layer.committedState?.opacity, 0.25)
        XCTAssertEqual(layer.committedState?.sublayerTransform.m11, 1)
        XCTAssertEqual(try XCTUnwrap(layer.presentation()).opacity, 0.25)
        let carried = recorder.commits.last?.layers.first { $0.id == layer.layerID }
        XCTAssertEqual(carried?.properties.opacity, 0.25)
    }
}
