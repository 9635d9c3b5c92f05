// WindowSmoke: opens a window with a spinning square for a few seconds and
// prints how many frames the render thread drew (a quick check of the live path).
import Foundation
import LayerHost

let window = try LayerWindow(title: "WindowSmoke", width: 320, height: 200)
window.rootLayer.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1)
let square = CALayer()
square.frame = CGRect(x: 130, y: 70, width: 60, height: 60)
square.backgroundColor = CGColor(red: 1, green: 0.4, blue: 0, alpha: 1)
square.cornerRadius = 8
window.rootLayer.addSublayer(square)
window.start()
let spin = CABasicAnimation(keyPath: "transform.rotation.z")
spin.toValue = CGFloat.pi * 2
spin.duration = 2
spin.repeatCount = .infinity
square.add(spin, forKey: "spin")
let seconds = Double(CommandLine.arguments.dropFirst().first ?? "3") ?? 3
let end = Date(timeIntervalSinceNow: seconds)
let blockMain = CommandLine.arguments.contains("--block-main")
while Date() < end {
    RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
    print("frames: \(window.frameStatistics.frames)")
    if blockMain {
        // The render thread must keep drawing while the main thread is busy.
        Thread.sleep(forTimeInterval: 1)
        print("frames after blocking main for 1 s: \(window.frameStatistics.frames)")
    }
}
window.close()
