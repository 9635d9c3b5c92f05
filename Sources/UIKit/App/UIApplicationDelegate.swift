import Foundation

/// The app's own object that the application tells about its life, as
/// Apple's `UIApplicationDelegate`. Every method has a default that behaves
/// as if it were not implemented (Linux Swift has no optional requirements).
/// Main thread only.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's main window; keep it here so that it lives.
    var window: UIWindow? { get set }
    /// Called first by `UIApplicationMain`, before the host window opens; `launchOptions` is always nil
    /// and the result is ignored.
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Called once the host window is open; make the app's window key and visible here.
    ///
    /// `launchOptions` is always nil and the result is ignored.
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Called after launching finishes, just before the main loop starts.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// Called once the main loop has ended (the host window closed), before `applicationWillTerminate(_:)`.
    func applicationWillResignActive(_ application: UIApplication)
    /// Called last, just before the host window is released and `UIApplicationMain` returns.
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    /// Does nothing and returns `true`.
    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Does nothing and returns `true`.
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
}
