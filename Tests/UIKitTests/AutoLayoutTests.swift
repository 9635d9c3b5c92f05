import XCTest
@testable import UIKit

/// Constraints placing views: anchors, NSLayoutConstraint's item initializer,
/// priorities, conflicts, and animating a constant change.
final class AutoLayoutTests: UIKitTestCase {
    private func container(_ size: CGSize = CGSize(width: 400, height: 300)) -> UIView {
        UIView(frame: CGRect(origin: .zero, size: size))
    }

    private func constrained(in parent: UIView, frame: CGRect = .zero) -> UIView {
        let view = UIView(frame: frame)
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    func testCentringInTheSuperview() {
        let parent = container()
        let child = constrained(in: parent)
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: parent.centerYAnchor),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 150, y: 125, width: 100, height: 50), accuracy: 1e-6)
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        parent.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 50, y: 25, width: 100, height: 50), accuracy: 1e-6,
                       "a new superview size lays out again")
    }

    /// A constant or multiplier that is not a finite number is refused with
    /// one report (Apple raises): the layout stays where it was, no NaN frames.
    func testNonFiniteConstantsAndMultipliersAreRefusedWithOneReport() {
        let parent = container()
        let child = constrained(in: parent)
        let width = child.widthAnchor.constraint(equalToConstant: 100)
        let reports = diagnostics {
            NSLayoutConstraint.activate([
                width,
                child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: .nan),
                child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                child.topAnchor.constraint(equalTo: parent.topAnchor),
            ])
            width.constant = .infinity
            width.constant = .nan
            parent.layoutIfNeeded()
        }
        XCTAssertEqual(width.constant, 100, "the old constant is kept")
        XCTAssertEqual(child.frame, CGRect(x: 0, y: 0, width: 100, height: 100), accuracy: 1e-6, "multiplier 1 used")
        XCTAssertEqual(reports.count, 2, "one per property: \(reports)")
    }

    func testEdgeInsetsStretchTheView() {
        let parent = container()
        let child = constrained(in: parent)
        child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 8).isActive = true
        child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -8).isActive = true
        child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10).isActive = true
        child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -20).isActive = true
        parent.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 8, y: 10, width: 384, height: 270), accuracy: 1e-6)
    }

    func testTheLayoutPassOfACommitPlacesTheViews() {
        let parent = container()
        let child = constrained(in: parent)
        child.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 5).isActive = true
        child.rightAnchor.constraint(equalTo: parent.rightAnchor, constant: -5).isActive = true
        commit()
        XCTAssertEqual(child.frame.minX, 5, accuracy: 1e-6)
        XCTAssertEqual(child.frame.width, 390, accuracy: 1e-6)
    }

    func testWidthIsTwiceTheHeight() {
        let parent = container()
        let child = constrained(in: parent)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 30),
            child.widthAnchor.constraint(equalTo: child.heightAnchor, multiplier: 2),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 0, y: 0, width: 60, height: 30), accuracy: 1e-6)
    }

    func testSiblingsChainLeadingToTrailing() {
        let parent = container()
        let a = constrained(in: parent), b = constrained(in: parent)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -10),
            a.topAnchor.constraint(equalTo: parent.topAnchor), a.heightAnchor.constraint(equalToConstant: 20),
            b.topAnchor.constraint(equalTo: a.bottomAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 10, y: 0, width: 50, height: 20), accuracy: 1e-6)
        XCTAssertEqual(b.frame, CGRect(x: 68, y: 20, width: 322, height: 20), accuracy: 1e-6)
    }

    func testALabelWithoutAWidthTakesItsIntrinsicSize() {
        let parent = container()
        let label = UILabel()
        label.text = "Hello, constraints"
        label.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(label)
        label.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 12).isActive = true
        label.topAnchor.constraint(equalTo: parent.topAnchor, constant: 4).isActive = true
        parent.layoutIfNeeded()
        let intrinsic = label.intrinsicContentSize
        XCTAssertGreaterThan(intrinsic.width, 20)
        XCTAssertEqual(label.frame, CGRect(origin: CGPoint(x: 12, y: 4), size: intrinsic), accuracy: 1e-6)
    }

    func testCompressionResistanceLosesToARequiredWidth() {
        let parent = container()
        let label = UILabel()
        label.text = "A long label that does not fit"
        label.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            label.topAnchor.constraint(equalTo: parent.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 30),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 30, accuracy: 1e-6)
        XCTAssertEqual(label.frame.height, label.intrinsicContentSize.height, accuracy: 1e-6)
    }

    func testANonRequiredConstraintLosesToARequiredOne() {
        let parent = container()
        let child = constrained(in: parent)
        let wanted = child.widthAnchor.constraint(equalToConstant: 200)
        wanted.priority = .defaultHigh
        XCTAssertEqual(wanted.priority.rawValue, 750)
        NSLayoutConstraint.activate([child.widthAnchor.constraint(lessThanOrEqualToConstant: 120), wanted])
        let reports = diagnostics { parent.layoutIfNeeded() }
        XCTAssertEqual(reports, [], "a non-required constraint missed is no conflict")
        XCTAssertEqual(child.frame.width, 120, accuracy: 1e-6)
        wanted.priority = .required - 1
        XCTAssertEqual(wanted.priority.rawValue, 999)
    }

    func testConflictingRequiredConstraintsAreReportedOnceAndOneIsBroken() {
        let parent = container()
        let child = constrained(in: parent)
        let minimum = NSLayoutConstraint(item: child, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil,
                                         attribute: .notAnAttribute, multiplier: 1, constant: 100)
        let exact = NSLayoutConstraint(item: child, attribute: .width, relatedBy: .equal, toItem: nil,
                                       attribute: .notAnAttribute, multiplier: 1, constant: 60)
        exact.identifier = "exact"
        NSLayoutConstraint.activate([minimum, exact])
        let reports = diagnostics {
            parent.layoutIfNeeded()
            parent.setNeedsLayout()
            parent.layoutIfNeeded()
        }
        XCTAssertEqual(reports.count, 1, "\(reports)")
        XCTAssertTrue(reports.first?.contains("Unable to simultaneously satisfy constraints") ?? false)
        XCTAssertTrue(reports.first?.contains("breaking <NSLayoutConstraint 'exact'") ?? false, "\(reports)")
        XCTAssertEqual(child.frame.width, 100, accuracy: 1e-6, "the last installed one is broken")
    }

    func testAThousandConflictingRequiredConstraintsAreReportedAndTheFirstHolds() {
        let parent = container()
        let child = constrained(in: parent)
        let widths = (0..<1_000).map { child.widthAnchor.constraint(equalToConstant: CGFloat(100 + $0)) }
        NSLayoutConstraint.activate(widths)
        // A second view whose left edge is pinned to two places, a thousand times over.
        let other = constrained(in: parent)
        for index in 0..<1_000 {
            other.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: CGFloat(index % 2 == 0 ? 10 : 20)).isActive = true
        }
        let reports = diagnostics { parent.layoutIfNeeded() }
        XCTAssertEqual(child.frame.width, 100, accuracy: 1e-6, "the first installed width holds")
        XCTAssertEqual(other.frame.minX, 10, accuracy: 1e-6)
        let unsatisfiable = reports.filter { $0.contains("Unable to simultaneously satisfy constraints") }
        XCTAssertFalse(unsatisfiable.isEmpty, "the conflicts are reported")
        XCTAssertLessThanOrEqual(reports.count, 20, "reported, not a thousand lines: \(reports.count)")
        XCTAssertTrue(unsatisfiable[0].contains("more"), "a report names a few conflicting constraints, then counts the rest")
        XCTAssertLessThan(unsatisfiable[0].count, 1_000, "one readable line")
    }

    func testChangingAConstantInsideAnAnimationBlockAnimatesTheFrame() {
        let parent = container()
        let child = constrained(in: parent)
        let width = child.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 40), width,
        ])
        parent.layoutIfNeeded()
        commit()
        width.constant = 300
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { parent.layoutIfNeeded() })
        XCTAssertEqual(child.frame.width, 300, accuracy: 1e-6, "the model has the new frame at once")
        commit()
        advance(0.5)
        let shown = child.layer.presentation()!
        XCTAssertEqual(shown.frame, CGRect(x: 0, y: 0, width: 200, height: 40), accuracy: 0.01)
        advance(0.6)
        XCTAssertEqual(child.layer.presentation()!.frame.width, 300, accuracy: 0.01)
    }

    func testConstraintsAreListedWhereInstalledAndDeactivatingRemovesThem() {
        let parent = container()
        let child = constrained(in: parent)
        let leading = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 20)
        leading.identifier = "leading"
        let width = child.widthAnchor.constraint(equalToConstant: 10)
        width.identifier = "width"
        XCTAssertFalse(leading.isActive)
        NSLayoutConstraint.activate([leading, width])
        XCTAssertTrue(leading.isActive)
        XCTAssertTrue(parent.constraints.contains { $0 === leading }, "on the closest common ancestor")
        XCTAssertTrue(child.constraints.contains { $0 === width }, "a constant is installed on its view")
        XCTAssertTrue(parent.constraints.filter { $0.identifier == "leading" }.first === leading)
        XCTAssertNil(parent.constraints.first { $0.identifier == "width" })
        XCTAssertTrue(leading.firstItem === child)
        XCTAssertTrue(leading.secondItem === parent)
        XCTAssertEqual(leading.firstAttribute, .leading)
        XCTAssertEqual(leading.relation, .equal)
        parent.layoutIfNeeded()
        XCTAssertEqual(child.frame.minX, 20, accuracy: 1e-6)

        NSLayoutConstraint.deactivate([leading])
        XCTAssertFalse(leading.isActive)
        XCTAssertTrue(parent.constraints.isEmpty)
        let trailing = child.trailingAnchor.constraint(equalTo: parent.trailingAnchor)
        parent.addConstraint(trailing)
        XCTAssertTrue(trailing.isActive)
        parent.layoutIfNeeded()
        XCTAssertEqual(child.frame.minX, 390, accuracy: 1e-6, "the removed leading constraint no longer holds")
        parent.removeConstraint(trailing)
        XCTAssertFalse(trailing.isActive)

        child.removeFromSuperview()
        XCTAssertTrue(child.constraints.contains { $0 === width }, "constraints inside the removed view stay")
    }

    func testRemovingAViewDeactivatesItsConstraintsToTheOldSuperview() {
        let parent = container()
        let child = constrained(in: parent)
        let leading = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor)
        leading.isActive = true
        child.removeFromSuperview()
        XCTAssertFalse(leading.isActive)
        XCTAssertTrue(parent.constraints.isEmpty)
    }

    func testViewsWithoutACommonAncestorAreNotActivated() {
        let a = UIView(), b = UIView()
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let reports = diagnostics { constraint.isActive = true }
        XCTAssertFalse(constraint.isActive)
        XCTAssertEqual(reports.count, 1)
    }

    func testTranslatingViewsKeepTheirFrames() {
        let parent = container()
        let fixed = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 60))
        parent.addSubview(fixed)
        let follower = constrained(in: parent)
        NSLayoutConstraint.activate([
            follower.topAnchor.constraint(equalTo: fixed.bottomAnchor, constant: 5),
            follower.leadingAnchor.constraint(equalTo: fixed.leadingAnchor),
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor, multiplier: 0.5, constant: 1),
            follower.heightAnchor.constraint(greaterThanOrEqualToConstant: 12),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(fixed.frame, CGRect(x: 30, y: 40, width: 50, height: 60))
        XCTAssertEqual(follower.frame.origin, CGPoint(x: 30, y: 105), accuracy: 1e-6)
        XCTAssertEqual(follower.frame.width, 26, accuracy: 1e-6)
        XCTAssertGreaterThanOrEqual(follower.frame.height, 12 - 1e-6)
    }

    func testUpdateConstraintsRunsBeforeLayoutWhenMarked() {
        final class Updating: UIView {
            var updates = 0
            override func updateConstraints() {
                updates += 1
                super.updateConstraints()
            }
        }
        let parent = container()
        let child = Updating()
        parent.addSubview(child)
        child.setNeedsUpdateConstraints()
        XCTAssertTrue(child.needsUpdateConstraints())
        parent.layoutIfNeeded()
        XCTAssertEqual(child.updates, 1)
        XCTAssertFalse(child.needsUpdateConstraints())
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        XCTAssertEqual(child.updates, 1, "only when marked")
    }

    func testNestedConstrainedViewsAreLaidOutInOnePassAndAnimateTogether() {
        let parent = container()
        let card = constrained(in: parent)
        let inner = constrained(in: card)
        let cardWidth = card.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
            card.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
            cardWidth, card.heightAnchor.constraint(equalToConstant: 60),
            inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 5),
            inner.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -5),
            inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            inner.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -5),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(card.frame, CGRect(x: 10, y: 10, width: 100, height: 60), accuracy: 1e-6)
        XCTAssertEqual(inner.frame, CGRect(x: 5, y: 5, width: 90, height: 50), accuracy: 1e-6)
        commit()
        cardWidth.constant = 200
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { parent.layoutIfNeeded() })
        XCTAssertEqual(inner.frame.width, 190, accuracy: 1e-6, "the card's new size lays out its subviews in the same call")
        commit()
        advance(0.5)
        XCTAssertEqual(inner.layer.presentation()!.frame.width, 140, accuracy: 0.01)
        advance(0.6)
    }

    func testSystemLayoutSizeFittingMeasuresTheContent() {
        let box = UIView()
        let label = UILabel()
        label.text = "Measured"
        label.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: box.topAnchor, constant: 4),
            label.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -4),
        ])
        let intrinsic = label.intrinsicContentSize
        let compressed = box.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        XCTAssertEqual(compressed.width, intrinsic.width + 20, accuracy: 1e-6)
        XCTAssertEqual(compressed.height, intrinsic.height + 8, accuracy: 1e-6)
        let wide = box.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                               verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(wide.width, 300, accuracy: 1e-6)
        XCTAssertEqual(wide.height, intrinsic.height + 8, accuracy: 1e-6)
        XCTAssertEqual(box.frame, .zero, "measuring does not resize")
    }

    /// `count` siblings in a row, each 30 × 20 and 2 points after the one before.
    private func chain(_ count: Int) -> (parent: UIView, views: [UIView]) {
        let parent = container(CGSize(width: 2000, height: 100))
        var previous: UIView?
        var views: [UIView] = []
        views.reserveCapacity(count)
        for _ in 0..<count {
            let view = constrained(in: parent)
            view.topAnchor.constraint(equalTo: parent.topAnchor).isActive = true
            view.heightAnchor.constraint(equalToConstant: 20).isActive = true
            view.widthAnchor.constraint(equalToConstant: 30).isActive = true
            view.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? parent.leadingAnchor, constant: 2).isActive = true
            previous = view
            views.append(view)
        }
        return (parent, views)
    }

    func testAChainOfSiblingsIsPlacedInOnePass() {
        let (parent, views) = chain(40)
        parent.layoutIfNeeded()
        XCTAssertEqual(views[39].frame, CGRect(x: 39 * 32 + 2, y: 0, width: 30, height: 20))
    }

    func testAChainOfViewsOfIntrinsicWidthKeepsEachWidth() {
        final class Sized: UIView {
            var width: CGFloat = 0
            override var intrinsicContentSize: CGSize { CGSize(width: width, height: 20) }
        }
        let parent = container(CGSize(width: 2000, height: 100))
        var previous: UIView?
        var views: [Sized] = []
        for index in 0..<100 {
            let view = Sized()
            view.width = CGFloat(20 + index % 7)
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
            view.topAnchor.constraint(equalTo: parent.topAnchor).isActive = true
            view.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? parent.leadingAnchor, constant: 2).isActive = true
            previous = view
            views.append(view)
        }
        parent.layoutIfNeeded()
        var x: CGFloat = 0
        for view in views {
            XCTAssertEqual(view.frame, CGRect(x: x + 2, y: 0, width: view.width, height: 20))
            x = view.frame.maxX
        }
        XCTAssertEqual(views[99].frame.maxX, x)
    }

    /// Layout time grows about linearly: 20,000 chained views against 2,000, in
    /// one process (a ratio, so a busy machine slows both). The dense solver
    /// this replaced took 32 s for 200 views and over 60 s for 2,000.
    func testLayoutTimeGrowsLinearlyWithTheLengthOfAChain() {
        func layoutSeconds(_ count: Int) -> Double {
            let (parent, views) = chain(count)
            let start = Date()
            parent.layoutIfNeeded()
            let elapsed = Date().timeIntervalSince(start)
            XCTAssertEqual(views[count - 1].frame.minX, CGFloat(count - 1) * 32 + 2, accuracy: 1e-6)
            return elapsed
        }
        let small = (0..<3).map { _ in layoutSeconds(2_000) }.min()!
        let large = (0..<2).map { _ in layoutSeconds(20_000) }.min()!
        let figures = String(format: "2,000 views in %.3f s, 20,000 in %.3f s: %.1f×", small, large, large / small)
        print("Auto Layout chain: \(figures)")
        XCTAssertLessThan(large / small, 15, figures)
    }

    func testSafeAreaAndMarginGuidesInsetTheViewsBounds() {
        let parent = container()
        parent.layoutMargins = UIEdgeInsets(top: 20, left: 16, bottom: 10, right: 12)
        let child = constrained(in: parent)
        let other = constrained(in: parent)
        XCTAssertTrue(parent.safeAreaLayoutGuide === parent.safeAreaLayoutGuide, "one guide per view")
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: parent.safeAreaLayoutGuide.topAnchor),
            child.leadingAnchor.constraint(equalTo: parent.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: parent.layoutMarginsGuide.trailingAnchor),
            child.bottomAnchor.constraint(equalTo: parent.layoutMarginsGuide.bottomAnchor),
            other.centerXAnchor.constraint(equalTo: parent.safeAreaLayoutGuide.centerXAnchor),
            other.topAnchor.constraint(equalTo: parent.topAnchor),
            other.widthAnchor.constraint(equalTo: parent.layoutMarginsGuide.widthAnchor, multiplier: 0.5),
            other.heightAnchor.constraint(equalToConstant: 1),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 16, y: 0, width: 372, height: 290), accuracy: 1e-6)
        XCTAssertEqual(other.frame, CGRect(x: 107, y: 0, width: 186, height: 1), accuracy: 1e-6)
        XCTAssertEqual(parent.layoutMarginsGuide.layoutFrame, CGRect(x: 16, y: 20, width: 372, height: 270))
        parent.layoutMargins = .zero
        parent.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 0, y: 0, width: 400, height: 300), accuracy: 1e-6, "new margins lay out again")
    }

    func testAttributeAndRelationRawValuesAreApples() {
        XCTAssertEqual(NSLayoutConstraint.Attribute.left.rawValue, 1)
        XCTAssertEqual(NSLayoutConstraint.Attribute.centerY.rawValue, 10)
        XCTAssertEqual(NSLayoutConstraint.Attribute.firstBaseline.rawValue, 12)
        XCTAssertEqual(NSLayoutConstraint.Attribute.notAnAttribute.rawValue, 0)
        XCTAssertEqual(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue, -1)
        XCTAssertEqual(NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue, 1)
        XCTAssertEqual(UILayoutPriority.fittingSizeLevel.rawValue, 50)
        XCTAssertEqual(UILayoutPriority.defaultLow.rawValue, 250)
    }
}
