import Foundation

/// Runs the app, as Apple's `UIApplicationMain`: tells `delegate` the app
/// is launching (it makes its window key and visible), opens the host
/// window on the `DISPLAY`, and runs the main loop until the window closes.
///
/// Linux cannot make an object from a class name, so the delegate is passed
/// as an object, `UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv,
/// nil, AppDelegate())`; `principalClassName` must be nil (a `UIApplication`
/// subclass cannot be made by name either). Returns 0 after a normal close
/// (by the user or `close`), 1 when no window could be opened (the reason is
/// reported). When the window ends otherwise (the display lost, or the
/// window destroyed by another program) the app did not finish: after the
/// delegate's termination calls it says so and exits the process with
/// status 2, as Apple's `UIApplicationMain` never returns. Main thread.
@preconcurrency @MainActor
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegate: UIApplicationDelegate) -> Int32 {
    if let principalClassName {
        Diagnostics.report("UIApplicationMain: principal class \(principalClassName) cannot be made by name on Linux; UIApplication is used", subsystem: "UIKit")
    }
    let application = UIApplication.shared
    application.delegate = delegate
    _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
    do {
        try application.startHosting()
    } catch {
        Diagnostics.report("UIApplicationMain: no window could be opened (\(error)); set DISPLAY or run under Xvfb", subsystem: "UIKit")
        return 1
    }
    _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
    application.postLifecycle(UIApplication.didFinishLaunchingNotification)
    if let window = delegate.window, window.isHidden == false, !window.isKeyWindow { window.makeKey() }
    delegate.applicationDidBecomeActive(application)
    application.postLifecycle(UIApplication.didBecomeActiveNotification)
    let host = application.host?.window
    let reason = application.host?.run()
    delegate.applicationWillResignActive(application)
    application.postLifecycle(UIApplication.willResignActiveNotification)
    delegate.applicationWillTerminate(application)
    application.postLifecycle(UIApplication.willTerminateNotification)
    application.stopHosting()
    if let reason, reason.isFailure {
        Diagnostics.report("UIApplicationMain: the app's window ended (\(reason)); exiting with status 2",
                           subsystem: "UIKit")
        // The dead window's render thread lets go of its GL objects on its own: not under exit's feet.
        _ = host?.waitUntilTornDown(seconds: 10)
        exit(2)
    }
    return 0
}
