// Emitters: particle emitters (CAEmitterLayer and CAEmitterCell) as apps use
// them, simulated and drawn by the render server: snow on a night hill and
// cherry petals blown off a branch.
//
//   swift run Emitters                      a window; Escape quits
//   swift run Emitters --seconds S          quit after S seconds
//   swift run Emitters --frames N --out DIR headless: N frames at 60 fps as PNG files
import Foundation
import LayerHost

let page = EmittersPage()
let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}

if let frames = option("--frames").flatMap(Int.init) {
    let out = URL(fileURLWithPath: option("--out") ?? "Emitters-frames")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let exporter = FrameExporter(directory: out, framesPerSecond: 60)
    let files = try exporter.export(page.root, frames: frames, width: EmittersPage.width, height: EmittersPage.height)
    print("Emitters: \(files.count) frames in \(out.path)")
} else {
    let window = try LayerWindow(title: "Emitters", width: EmittersPage.width, height: EmittersPage.height)
    window.rootLayer.addSublayer(page.root)
    window.onEvent = { event in
        if case .keyDown(let key) = event, key.keyName == "Escape" { window.close() }
    }
    if let seconds = option("--seconds").flatMap(Double.init) {
        _ = Timer.scheduledTimer(withTimeInterval: seconds, repeats: false) { _ in window.close() }
    }
    window.run()
}
