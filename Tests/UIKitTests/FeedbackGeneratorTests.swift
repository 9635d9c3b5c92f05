import XCTest
@testable import UIKit

/// The haptic generators as animation libraries call them: there is no
/// haptic engine here, so they must only accept every call without trapping.
final class FeedbackGeneratorTests: UIKitTestCase {
    func testGeneratorsAcceptCallsAsLibrariesMakeThem() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        XCTAssertEqual(impact.lastIntensity, 1)
        XCTAssertEqual(UIImpactFeedbackGenerator().style, .medium)
        let styles: [UIImpactFeedbackGenerator.FeedbackStyle] = [.light, .medium, .heavy, .soft, .rigid]
        XCTAssertEqual(styles.map(\.rawValue), [0, 1, 2, 3, 4])
        let notification = UINotificationFeedbackGenerator()
        notification.prepare()
        notification.notificationOccurred(.warning)
        XCTAssertEqual(notification.lastNotification, .warning)
        XCTAssertEqual(UINotificationFeedbackGenerator.FeedbackType.error.rawValue, 2)
        let selection = UISelectionFeedbackGenerator()
        selection.selectionChanged()
        selection.selectionChanged()
        XCTAssertEqual(selection.changeCount, 2)
        let generators: [UIFeedbackGenerator] = [impact, notification, selection]
        generators.forEach { $0.prepare() }
    }

    func testIntensitiesAreClampedToZeroThroughOne() {
        let impact = UIImpactFeedbackGenerator(style: .soft)
        for (given, played) in [(0.5, 0.5), (-3, 0), (7, 1), (.infinity, 1), (-.infinity, 0), (.nan, 0)] as [(CGFloat, CGFloat)] {
            impact.impactOccurred(intensity: given)
            XCTAssertEqual(impact.lastIntensity, played, "\(given)")
        }
    }
}
