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
    /// Posted once the delegate has returned from `application(_:didFinishLaunchingWithOptions:)`.
    nonisolated public static let didFinishLaunchingNotification = NSNotification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted after `applicationDidBecomeActive(_:)`, just before the main loop starts.
    nonisolated public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted after `applicationWillResignActive(_:)`, once the host window has closed.
    nonisolated public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
    /// Declared for source compatibility; never posted (a desktop window has no background state).
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Declared for source compatibility; never posted.
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted after `applicationWillTerminate(_:)`, the last notification before `UIApplicationMain` returns.
    nonisolated public static let willTerminateNotification = NSNotification.Name("UIApplicationWillTerminateNotification")
    /// Declared for source compatibility; never posted (memory pressure is not watched).
    nonisolated public static let didReceiveMemoryWarningNotification = NSNotification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Declared for source compatibility; never posted (clock changes are not watched).
    nonisolated public static let significantTimeChangeNotification = NSNotification.Name("UIApplicationSignificantTimeChangeNotification")

    /// Posts `name` from the application, after the delegate call it follows.
    func postLifecycle(_ name: NSNotification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}
