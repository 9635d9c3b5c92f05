import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// The listing shown first (1 for 4-1).
    var firstListing = 1
    /// Seconds per listing of the tour (each listing in turn, then quit); nil: no tour.
    var tourSeconds: Double?
    /// Seconds after the first frame to quit, as every sample's `--seconds`; nil: until Escape.
    var seconds: Double?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let controller = ListingsViewController()
        controller.firstListing = firstListing
        controller.tourSeconds = tourSeconds
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = controller
        window?.makeKeyAndVisible()
        if let seconds {
            // The window's first frame fires the display link: count from there.
            let firstFrame = CADisplayLink { link in
                link.invalidate()
                _ = Timer.scheduledTimer(withTimeInterval: seconds, repeats: false) { _ in
                    MainActor.assumeIsolated { UIApplication.shared.terminate() }
                }
            }
            firstFrame.add(to: .main, forMode: .common)
        }
        return true
    }
}
