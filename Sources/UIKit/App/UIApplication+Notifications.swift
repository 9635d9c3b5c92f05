import Foundation

/// The application's life-cycle notifications, with Apple's names.
///
/// `UIApplicationMain` posts them on `NotificationCenter.default` (object:
/// the application) right after the matching delegate call: did finish
/// launching, did become active when the window is up, and will resign
/// active then will terminate when the window closes. A desktop window has
/// no background state, so the background and foreground ones are never
/// posted; memory warnings and time changes are not watched.
extension UIApplication {
    nonisolated public static let didFinishLaunchingNotification = NSNotification.Name("UIApplicationDidFinishLaunchingNotification")
    nonisolated public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let willTerminateNotification = NSNotification.Name("UIApplicationWillTerminateNotification")
    nonisolated public static let didReceiveMemoryWarningNotification = NSNotification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    nonisolated public static let significantTimeChangeNotification = NSNotification.Name("UIApplicationSignificantTimeChangeNotification")

    /// Posts `name` from the application, after the delegate call it follows.
    func postLifecycle(_ name: NSNotification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}
