import Foundation
import LayerHost

/// ResponseBench's layers: a patch a click flips between black and white,
/// and a spinner that is started, paused and removed. Main thread, except
/// `isWhite` (any thread).
final class ResponseScene: @unchecked Sendable {
    private let patch = CALayer()
    private let spinner = CALayer()
    private let lock = NSLock()
    private var white = false

    init(root: CALayer) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.3, alpha: 1)
        patch.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        patch.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        root.addSublayer(patch)
        spinner.frame = CGRect(x: 200, y: 120, width: 60, height: 60)
        spinner.backgroundColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        CATransaction.commit()
    }

    /// What the patch shows once the latest flip is drawn.
    var isWhite: Bool { lock.withLock { white } }

    func flip() {
        let white = lock.withLock { () -> Bool in
            self.white.toggle()
            return self.white
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        patch.backgroundColor = white ? CGColor(red: 1, green: 1, blue: 1, alpha: 1) : CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        CATransaction.commit()
    }

    func startSpinner() {
        patch.superlayer?.addSublayer(spinner)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = CGFloat.pi * 2
        spin.duration = 1
        spin.repeatCount = .infinity
        spinner.add(spin, forKey: "spin")
    }

    /// The seed's pause: speed 0 at the layer's current time.
    func pauseSpinner() {
        let now = spinner.convertTime(CACurrentMediaTime(), from: nil)
        spinner.speed = 0
        spinner.timeOffset = now
    }

    func removeSpinner() {
        spinner.removeFromSuperlayer()
    }
}
