// DrawnLayers: the layers whose pixels are drawn rather than given (document
// 002's shape, gradient and text layers), each animated the way apps animate
// them, on one page.
//
//   swift run DrawnLayers                      a window; Escape quits
//   swift run DrawnLayers --seconds S          quit after S seconds
//   swift run DrawnLayers --frames N --out DIR headless: N frames at 60 fps as PNG files
import Foundation
import LayerHost

let page = DrawnLayersPage()
let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}

if let frames = option("--frames").flatMap(Int.init) {
    let out = URL(fileURLWithPath: option("--out") ?? "DrawnLayers-frames")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let exporter = FrameExporter(directory: out, framesPerSecond: 60)
    let files = try exporter.export(page.root, frames: frames, width: DrawnLayersPage.width, height: DrawnLayersPage.height)
    print("DrawnLayers: \(files.count) frames in \(out.path)")
} else {
    let window = try LayerWindow(title: "DrawnLayers", width: DrawnLayersPage.width, height: DrawnLayersPage.height)
    window.rootLayer.addSublayer(page.root)
    window.onEvent = { event in
        if case .keyDown(let key) = event, key.keyName == "Escape" { window.close() }
    }
    if let seconds = option("--seconds").flatMap(Double.init) {
        _ = Timer.scheduledTimer(withTimeInterval: seconds, repeats: false) { _ in window.close() }
    }
    window.run()
}
