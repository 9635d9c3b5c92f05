import XCTest
@testable import UIKit

final class LayoutTests: UIKitTestCase {
    final class Counting: UIView {
        var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            super.layoutSubviews()
        }
    }

    func testLayoutRunsOnceBeforeTheCommitWhenMarked() {
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        commit()
        let first = view.layouts
        view.setNeedsLayout()
        view.setNeedsLayout()
        XCTAssertEqual(view.layouts, first, "deferred")
        commit()
        XCTAssertEqual(view.layouts, first + 1)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        XCTAssertEqual(view.layouts, first + 2, "layoutIfNeeded lays out at once")
        view.layoutIfNeeded()
        XCTAssertEqual(view.layouts, first + 2, "and only when marked")
        view.bounds.size = CGSize(width: 20, height: 20)
        view.layoutIfNeeded()
        XCTAssertEqual(view.layouts, first + 3, "a new size marks the view")
    }

    func testAutoresizingMasks() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pinnedRight = UIView(frame: CGRect(x: 80, y: 10, width: 10, height: 10))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let stretched = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        stretched.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let centred = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
        for view in [pinnedRight, stretched, centred, fixed] { parent.addSubview(view) }
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        XCTAssertEqual(pinnedRight.frame, CGRect(x: 180, y: 10, width: 10, height: 10))
        XCTAssertEqual(stretched.frame, CGRect(x: 10, y: 10, width: 180, height: 20))
        XCTAssertEqual(centred.frame, CGRect(x: 90, y: 140, width: 20, height: 20))
        XCTAssertEqual(fixed.frame, CGRect(x: 5, y: 5, width: 5, height: 5))
        parent.autoresizesSubviews = false
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertEqual(stretched.frame.width, 180)
    }

    func testSizeToFitUsesSizeThatFits() {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 42, height: 24) }
        }
        let view = Fixed(frame: CGRect(x: 5, y: 6, width: 1, height: 1))
        view.sizeToFit()
        XCTAssertEqual(view.frame, CGRect(x: 5, y: 6, width: 42, height: 24))
        XCTAssertEqual(UIView().intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }
}
