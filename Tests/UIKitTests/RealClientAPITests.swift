import XCTest
@testable import QuartzCoreBase
@testable import UIKit

/// UIKit API that real iOS animation code calls, beyond views and
/// animations: geometry strings, nib hooks, accessibility, button insets,
/// the device, layout direction and safe area.
final class RealClientAPITests: UIKitTestCase {
    func testGeometryStringsInApplesFormsReadBackExactly() {
        XCTAssertEqual(NSCoder.string(for: CGPoint(x: 1.5, y: -2)), "{1.5, -2}")
        XCTAssertEqual(NSCoder.string(for: CGRect(x: 1, y: 2, width: 3, height: 4)), "{{1, 2}, {3, 4}}")
        XCTAssertEqual(NSCoder.string(for: CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 6)), "[1, 0, 0, 1, 5, 6]")
        XCTAssertEqual(NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), "{1, 2, 3, 4}")
        XCTAssertEqual(NSCoder.string(for: CGSize(width: 0.1, height: 7)), "{0.10000000000000001, 7}")
        let point = CGPoint(x: 0.1, y: 1e-7)
        XCTAssertEqual(NSCoder.cgPoint(for: NSCoder.string(for: point)), point)
        let rect = CGRect(x: -3.25, y: 4, width: 100.125, height: 1 / 3)
        XCTAssertEqual(NSCoder.cgRect(for: NSCoder.string(for: rect)), rect)
        let turn = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 2, y: 3)
        XCTAssertEqual(NSCoder.cgAffineTransform(for: NSCoder.string(for: turn)), turn)
        XCTAssertEqual(NSCoder.uiEdgeInsets(for: "{1,2,3,4}"), UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(NSCoder.cgSize(for: "{3, 4}"), CGSize(width: 3, height: 4))
        XCTAssertEqual(NSCoder.cgVector(for: "{-1, 2e3}"), CGVector(dx: -1, dy: 2000))
        XCTAssertEqual(NSCoder.uiOffset(for: "{5, 6}"), UIOffset(horizontal: 5, vertical: 6))
        XCTAssertEqual(NSCoder.cgPoint(for: "nonsense"), .zero, "malformed: zeros, as Apple's parser gives")
        XCTAssertEqual(NSCoder.cgPoint(for: "{7}"), CGPoint(x: 7, y: 0))
    }

    final class NibView: UIView {
        var woke = 0
        override func awakeFromNib() {
            super.awakeFromNib()
            woke += 1
        }
        override func prepareForInterfaceBuilder() {
            super.prepareForInterfaceBuilder()
        }
        override var accessibilityTraits: UIAccessibilityTraits {
            get { [.button, .selected] }
            set {}
        }
    }

    func testNibHooksAndAccessibilityOverridesCompileAndRun() {
        let view = NibView(frame: .zero)
        XCTAssertEqual(view.woke, 0, "no nibs: never called by the framework")
        view.awakeFromNib()
        XCTAssertEqual(view.woke, 1)
        XCTAssertEqual(view.accessibilityTraits, [.button, .selected])
        XCTAssertFalse(view.isAccessibilityElement)
        view.accessibilityLabel = "Play"
        view.accessibilityHint = "Starts the song"
        view.accessibilityValue = "50 %"
        XCTAssertEqual(view.accessibilityLabel, "Play")
        let button = UIButton(type: .system)
        XCTAssertTrue(button.isAccessibilityElement)
        XCTAssertEqual(button.accessibilityTraits, .button)
        let label = UILabel(frame: .zero)
        label.text = "Hello"
        XCTAssertEqual(label.accessibilityLabel, "Hello", "a label reads its text unless told otherwise")
        label.accessibilityLabel = "Greeting"
        XCTAssertEqual(label.accessibilityLabel, "Greeting")
        let posted = Recorder<UIAccessibility.Notification>()
        let token = NotificationCenter.default.addObserver(forName: UIAccessibility.postedNotification, object: nil,
                                                           queue: nil) { note in
            if let kind = note.userInfo?["notification"] as? UIAccessibility.Notification { posted.items.append(kind) }
        }
        UIAccessibility.post(notification: .announcement, argument: "Loaded")
        NotificationCenter.default.removeObserver(token)
        XCTAssertEqual(posted.items, [.announcement])
        XCTAssertFalse(UIAccessibility.isReduceMotionEnabled)
    }

    func testButtonEdgeInsetsPlaceTitleAndImage() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        button.setTitle("Go", for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: -10)
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel?.frame, CGRect(x: 50, y: 10, width: 140, height: 40))
        XCTAssertEqual(button.contentRect(forBounds: button.bounds), CGRect(x: 20, y: 10, width: 160, height: 40))
        button.imageEdgeInsets = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        XCTAssertEqual(button.imageRect(forContentRect: button.contentRect(forBounds: button.bounds)),
                       CGRect(x: 25, y: 15, width: 150, height: 30))
        let plain = UIButton(frame: .zero)
        plain.setTitle("Go", for: .normal)
        let inset = UIButton(frame: .zero)
        inset.setTitle("Go", for: .normal)
        inset.contentEdgeInsets = UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
        XCTAssertEqual(inset.sizeThatFits(.zero).width, plain.sizeThatFits(.zero).width + 12)
        XCTAssertEqual(inset.sizeThatFits(.zero).height, plain.sizeThatFits(.zero).height + 8)
    }

    /// A button title drawn in the system font (Helvetica, stood in for by
    /// Liberation Sans) over many layouts and buttons says so at most once.
    func testSystemFontSubstitutionIsReportedAtMostOncePerFamily() {
        let (_, reports) = Diagnostics.capture {
            for index in 0..<40 {
                let button = UIButton(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
                button.setTitle("Button \(index)", for: .normal)
                button.setNeedsLayout()
                button.layoutIfNeeded()
                button.titleLabel?.font = .systemFont(ofSize: CGFloat(10 + index % 5))
                finishRunLoopTurn()
            }
        }
        let fontReports = reports.filter { $0.contains("Helvetica") || $0.contains("not installed") }
        XCTAssertLessThanOrEqual(fontReports.count, 1, "\(fontReports)")
    }

    func testDeviceDirectionAndSafeAreaAreADesktops() {
        let device = UIDevice.current
        XCTAssertEqual(device.userInterfaceIdiom, .mac)
        XCTAssertEqual(device.orientation, .unknown)
        XCTAssertFalse(device.orientation.isLandscape)
        XCTAssertFalse(device.systemVersion.isEmpty)
        device.beginGeneratingDeviceOrientationNotifications()
        XCTAssertTrue(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        XCTAssertFalse(device.isGeneratingDeviceOrientationNotifications)
        XCTAssertEqual(UIDevice.orientationDidChangeNotification.rawValue, "UIDeviceOrientationDidChangeNotification")
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(view.safeAreaInsets, .zero)
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .playback), .leftToRight)
        XCTAssertEqual(UIResponder.keyboardFrameEndUserInfoKey, "UIKeyboardFrameEndUserInfoKey")
        let label = UILabel(frame: .zero)
        label.baselineAdjustment = .alignCenters
        XCTAssertEqual(label.baselineAdjustment, .alignCenters)
    }
}

/// What an observer saw (notification blocks may not capture a var).
final class Recorder<Item>: @unchecked Sendable {
    var items: [Item] = []
}

/// A view subclass that finishes its own set-up after `super.init(frame:)`
/// and uses it in `layoutSubviews` (SwiftSpinner's shared instance did, and
/// hung re-entering its own initializer).
final class LateSetUpView: UIView {
    var initDone = false
    var laidOutBeforeInitDone = false
    var layouts = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        initDone = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        initDone = true
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        if !initDone { laidOutBeforeInitDone = true }
    }
}

final class ViewInitializerLayoutTests: UIKitTestCase {
    /// Making a view commits nothing by itself: its first layout comes with
    /// the run loop's commit (or layoutIfNeeded), after its initializer returned.
    func testANewViewIsNotLaidOutInsideItsInitializer() {
        CATransaction.flush()
        let view = LateSetUpView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertFalse(view.laidOutBeforeInitDone)
        XCTAssertEqual(view.layouts, 0, "nothing laid out yet")
        let label = UILabel(frame: .zero)
        let button = UIButton(type: .system)
        XCTAssertFalse(view.laidOutBeforeInitDone)
        CATransaction.flush()
        XCTAssertEqual(view.layouts, 1, "laid out at the commit")
        XCTAssertNotNil(label.layer.presentation(), "its layer setup was committed")
        XCTAssertNotNil(button.layer.presentation())
    }
}

final class LabelShrinkingTests: UIKitTestCase {
    /// A single-line label with `adjustsFontSizeToFitWidth` shrinks its font
    /// to the width, never below `minimumScaleFactor`; 0 keeps the size.
    func testLabelShrinksItsFontToFitDownToTheMinimumScale() {
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 20)
        label.text = "A rather long title for a narrow label"
        let natural = label.intrinsicContentSize.width
        label.frame = CGRect(x: 0, y: 0, width: natural / 2, height: 30)
        label.layoutIfNeeded()
        XCTAssertEqual(label.actualScaleFactor, 1, "no shrinking unless asked")
        label.adjustsFontSizeToFitWidth = true
        label.layoutIfNeeded()
        XCTAssertEqual(label.actualScaleFactor, 1, "minimumScaleFactor 0: the size is kept")
        label.minimumScaleFactor = 0.3
        label.layoutIfNeeded()
        XCTAssertEqual(label.actualScaleFactor, 0.5, accuracy: 0.01, "half the width, half the size")
        label.minimumScaleFactor = 0.8
        label.layoutIfNeeded()
        XCTAssertEqual(label.actualScaleFactor, 0.8, accuracy: 1e-9, "not below the minimum")
        XCTAssertTrue(CGRect(x: 1, y: 2, width: 3, height: 4).equalTo(CGRect(x: 1, y: 2, width: 3, height: 4)))
        XCTAssertFalse(CGRectZero.equalTo(CGRect(x: 0, y: 0, width: 1, height: 0)))
        XCTAssertTrue(CGPointZero.equalTo(.zero))
    }
}
