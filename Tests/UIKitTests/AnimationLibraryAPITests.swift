import XCTest
@testable import UIKit

/// API that animation libraries call around their layers (issue 34's list),
/// each as Apple declares it.
final class AnimationLibraryAPITests: XCTestCase {
    func testAPlainUIColorIsTransparentBlack() {
        var r: CGFloat = 1, g: CGFloat = 1, b: CGFloat = 1, a: CGFloat = 1
        // The result may be dropped, as Objective-C methods' results may in Apple's SDK.
        UIColor().getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual([r, g, b, a], [0, 0, 0, 0])
        var white: CGFloat = 1
        UIColor().getWhite(&white, alpha: &a)
        XCTAssertEqual(white, 0)
        var hue: CGFloat = 1, saturation: CGFloat = 1, brightness: CGFloat = 1
        UIColor.red.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &a)
        XCTAssertEqual([hue, saturation, brightness, a], [0, 1, 1, 1])
    }

    @available(*, deprecated)
    func testTheGroupedTableBackgroundByItsOldName() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor.groupTableViewBackground.getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual([r, g, b, a].map { ($0 * 255).rounded() }, [242, 242, 247, 255])
        XCTAssertEqual(UIColor.groupTableViewBackground, UIColor.systemGroupedBackground)
    }

    func testEditingEventsHaveApplesBitsAndReachTheirTargets() {
        XCTAssertEqual(UIControl.Event.editingDidBegin.rawValue, 1 << 16)
        XCTAssertEqual(UIControl.Event.editingChanged.rawValue, 1 << 17)
        XCTAssertEqual(UIControl.Event.editingDidEnd.rawValue, 1 << 18)
        XCTAssertEqual(UIControl.Event.editingDidEndOnExit.rawValue, 1 << 19)
        XCTAssertEqual(UIControl.Event.allEditingEvents,
                       [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit])
        XCTAssertTrue(UIControl.Event.allTouchEvents.isDisjoint(with: .allEditingEvents))
        let control = UIControl()
        var log: [String] = []
        control.addAction(UIAction { _ in log.append("began") }, for: .editingDidBegin)
        control.addAction(UIAction { _ in log.append("ended") }, for: .editingDidEnd)
        control.sendActions(for: .editingDidBegin)
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .editingDidEnd)
        XCTAssertEqual(log, ["began", "ended"])
    }

    func testAnAdjustableViewOverridesIncrementAndDecrement() {
        final class Rating: UIView {
            var stars = 3
            override func accessibilityIncrement() { stars += 1 }
            override func accessibilityDecrement() { stars -= 1 }
        }
        let rating = Rating()
        rating.accessibilityIncrement()
        rating.accessibilityIncrement()
        rating.accessibilityDecrement()
        XCTAssertEqual(rating.stars, 4)
        UIView().accessibilityIncrement()  // does nothing, as UIKit's
    }
}
