// Transitions: the image gallery of documents 000, 001 and 004. Each step
// shows the next picture through a CATransition of the chosen type and
// subtype.
//
//   swift run Transitions                       a window: ←/→ or a swipe (drag) steps,
//                                               T cycles the type, S the subtype, Escape quits
//   swift run Transitions --seconds S           quit after S seconds
//   swift run Transitions --frames N --out DIR  headless: N frames at 60 fps, stepping every
//                                               second through every type (a contact sheet of them)
import Foundation
import LayerHost

let gallery = Gallery()
let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}

if let frames = option("--frames").flatMap(Int.init) {
    let out = URL(fileURLWithPath: option("--out") ?? "Transitions-frames")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let exporter = FrameExporter(directory: out, framesPerSecond: 60)
    let files = try exporter.export(gallery.root, frames: frames, width: Gallery.width, height: Gallery.height) { index in
        // A new step every second, each with the next type.
        if index % 60 == 10 {
            gallery.cycleType()
            gallery.step(forward: true)
        }
    }
    print("Transitions: \(files.count) frames in \(out.path)")
} else {
    let window = try LayerWindow(title: "Transitions", width: Gallery.width, height: Gallery.height)
    window.rootLayer.addSublayer(gallery.root)
    var dragStart: CGPoint?
    window.onEvent = { event in
        switch event {
        case .keyDown(let key):
            switch key.keyName {
            case "Escape": window.close()
            case "Right", "space": gallery.step(forward: true)
            case "Left": gallery.step(forward: false)
            case "t", "T": gallery.cycleType()
            case "s", "S": gallery.cycleSubtype()
            default: break
            }
        case .pointerDown(let pointer):
            dragStart = pointer.location
        case .pointerUp(let pointer):
            if let from = dragStart, abs(pointer.location.x - from.x) > 30 {
                gallery.step(forward: pointer.location.x < from.x)
            }
            dragStart = nil
        default:
            break
        }
    }
    if let seconds = option("--seconds").flatMap(Double.init) {
        _ = Timer.scheduledTimer(withTimeInterval: seconds, repeats: false) { _ in window.close() }
    }
    window.run()
}
