import Foundation
@testable import UIKit

/// A view that records the display scale before each trait change it hears.
final class TraitView: UIView {
    var previous: [CGFloat?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previous.append(previousTraitCollection?.displayScale)
    }
}

/// A view controller that records its display scale after each trait change it hears.
final class TraitController: UIViewController {
    var scales: [CGFloat] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        scales.append(traitCollection.displayScale)
    }
}
