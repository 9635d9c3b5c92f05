import XCTest
@testable import QuartzCoreBase

/// Several consumers of commits at once (two windows' servers, a
/// `CARenderer`, a recorder), and a consumer that comes late.
final class CommitFeedConsumerTests: LayerTestCase {
    private func ids(_ commit: LayerCommit?) -> Set<LayerID> {
        Set(commit?.layers.map(\.id) ?? [])
    }

    func testEveryAttachedConsumerReceivesEachCommitUntilDetached() {
        let second = CommitRecorder()
        CommitFeed.shared.attach(second)
        defer { CommitFeed.shared.detach(second) }
        let layer = committedLayer()
        let before = (recorder.commits.count, second.commits.count)
        layer.opacity = 0.5
        finishRunLoopTurn()
        XCTAssertEqual(recorder.commits.count, before.0 + 1)
        XCTAssertEqual(second.commits.count, before.1 + 1)
        XCTAssertEqual(recorder.commits.last?.sequence, second.commits.last?.sequence, "the same commit, to both")

        CommitFeed.shared.detach(second)
        layer.opacity = 0.25
        finishRunLoopTurn()
        XCTAssertEqual(recorder.commits.count, before.0 + 2)
        XCTAssertEqual(second.commits.count, before.1 + 1, "detached: no more commits")
    }

    func testAConsumerIsHeldWeakly() {
        weak var gone: CommitRecorder?
        do {
            let temporary = CommitRecorder()
            gone = temporary
            CommitFeed.shared.attach(temporary)
        }
        XCTAssertNil(gone, "attaching does not keep a consumer alive")
        _ = committedLayer { $0.opacity = 0.5 }  // commits still go to the others
        XCTAssertFalse(recorder.commits.isEmpty)
    }

    /// A subtree committed before a consumer came, then reached by a commit
    /// (its root changed, or added under a drawn layer), arrives whole once:
    /// the late consumer would otherwise know the root but not what is under it.
    func testALateConsumerReceivesTheUnsentSubtreeUnderAChangedLayerOnce() {
        let parent = CALayer(), child = CALayer(), grandchild = CALayer(), mask = CALayer()
        child.addSublayer(grandchild)
        parent.addSublayer(child)
        child.mask = mask
        finishRunLoopTurn()

        let late = CommitRecorder()
        CommitFeed.shared.attach(late)
        defer { CommitFeed.shared.detach(late) }
        parent.opacity = 0.5
        finishRunLoopTurn()
        let first = late.commits.last
        XCTAssertEqual(ids(first), [parent.layerID, child.layerID, grandchild.layerID, mask.layerID],
                       "the changed layer, and everything under it the late consumer never received")
        let sentChild = first?.layers.first { $0.id == child.layerID }
        XCTAssertEqual(sentChild?.sublayers, [grandchild.layerID])
        XCTAssertEqual(sentChild?.mask, mask.layerID)

        parent.opacity = 0.25
        finishRunLoopTurn()
        XCTAssertEqual(ids(late.commits.last), [parent.layerID], "sent once: only what changed from then on")
    }

    func testASubtreeBuiltBeforeAndAddedLaterArrivesWhole() {
        let drawn = committedLayer()
        let prebuiltRoot = CALayer(), prebuiltLeaf = CALayer()
        prebuiltRoot.addSublayer(prebuiltLeaf)
        prebuiltLeaf.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        finishRunLoopTurn()  // committed before the consumer below came

        let later = CommitRecorder()
        CommitFeed.shared.attach(later)
        defer { CommitFeed.shared.detach(later) }
        drawn.addSublayer(prebuiltRoot)
        finishRunLoopTurn()
        let received = ids(later.commits.last)
        XCTAssertTrue(received.isSuperset(of: [drawn.layerID, prebuiltRoot.layerID, prebuiltLeaf.layerID]),
                      "the leaf, committed before this consumer came, comes with its newly added root: \(received)")
        let leaf = later.commits.last?.layers.first { $0.id == prebuiltLeaf.layerID }
        XCTAssertEqual(leaf?.properties.backgroundColor?.components?.first, 1, "with its committed values")
    }
}
