import Foundation

/// What has traits and hears when they change, as Apple's
/// `UITraitEnvironment`: screens, views and view controllers.
///
/// Here the traits are the display scale (and a light appearance): they
/// change when the host window's scale does (it opened on a display whose
/// scale differs from the environment's, or the scale changed), and every
/// view and view controller of the app's windows then hears
/// `traitCollectionDidChange(_:)` with the traits before. Main thread.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The traits now.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed, with those before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}
extension UIScreen: UITraitEnvironment {
    /// Screens hear nothing: their views and controllers do.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
