// `import LayerHost`: the README's hosting example compiles from another
// package; with no X display here, the same layers are exported headless.
import Foundation
import LayerHost

let card = CALayer()
card.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
card.cornerRadius = 10
card.backgroundColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)

if ProcessInfo.processInfo.environment["DISPLAY"] != nil, CommandLine.arguments.contains("--window") {
    let window = try LayerWindow(title: "LayerHostClient", width: 80, height: 80)
    window.rootLayer.addSublayer(card)
    window.onEvent = { event in
        if case .keyDown(let key) = event, key.keyName == "Escape" { window.close() }
    }
    window.run()
} else {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
    root.addSublayer(card)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("LayerHostClient-\(getpid())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = try FrameExporter(directory: directory).export(root, frames: 2, width: 80, height: 80)
    guard files.count == 2 else {
        print("LayerHostClient: FAILED: \(files.count) frames exported, not 2")
        exit(1)
    }
    let image = try CGImage.decode(contentsOf: files[0])
    guard let pixels = image.dataProvider?.data else {
        print("LayerHostClient: FAILED: no frames exported")
        exit(1)
    }
    let centre = pixels.withUnsafeBytes { bytes in
        Array(bytes[(40 * image.bytesPerRow + 40 * 4)..<(40 * image.bytesPerRow + 40 * 4 + 4)])
    }
    print("LayerHostClient: card centre RGBA \(centre)")
    guard centre[0] == 255, centre[1] > 100, centre[1] < 155, centre[2] == 0 else {
        print("LayerHostClient: FAILED: the card is not orange")
        exit(1)
    }
    print("LayerHostClient: ok")
}
