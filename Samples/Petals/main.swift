// Petals: document 001's falling-petal tutorial, end to end, and a shower of petals.
//
//   swift run Petals                         a window: click to send the petal, click again
//                                            to pause/resume; M switches to the shower
//                                            (click a petal to pluck it, elsewhere to pause);
//                                            Escape quits
//   swift run Petals --mode shower           start in the shower
//   swift run Petals --seconds S             quit after S seconds
//   swift run Petals --frames N --out DIR    headless: N frames at 60 fps as PNG files
//   swift run Petals --demo DIR              headless: 4 s of the shower as an animated PNG
//                                            and a contact sheet (what the README's run
//                                            command shows when there is no display)
import Foundation
import LayerHost

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let mode = option("--mode").flatMap(PetalsScene.Mode.init(rawValue:)) ?? .move
let size = (width: PetalsScene.width, height: PetalsScene.height)

/// In headless move mode a scripted click sends the petal across the screen at frame 10.
func scriptedClicks(_ scene: PetalsScene) -> (Int) -> Void {
    { index in
        if scene.mode == .move, index == 10 { scene.click(at: CGPoint(x: 380, y: 520)) }
    }
}

if let frames = option("--frames").flatMap(Int.init) {
    let scene = PetalsScene(mode: mode)
    let out = URL(fileURLWithPath: option("--out") ?? "Petals-frames")
    let files = try FrameExporter(directory: out, framesPerSecond: 60)
        .export(scene.root, frames: frames, width: size.width, height: size.height, beforeFrame: scriptedClicks(scene))
    print("Petals: \(files.count) frames in \(out.path)")
} else if let demo = option("--demo") {
    runDemo(into: URL(fileURLWithPath: demo), reason: nil)
} else {
    let scene = PetalsScene(mode: mode)
    let window: LayerWindow
    do {
        window = try LayerWindow(title: "Petals", width: size.width, height: size.height)
    } catch {
        runDemo(into: URL(fileURLWithPath: "Petals-demo"), reason: "\(error)")
        exit(0)
    }
    window.rootLayer.addSublayer(scene.root)
    window.onEvent = { event in
        switch event {
        case .pointerDown(let pointer): scene.click(at: pointer.location)
        case .keyDown(let key) where key.keyName == "Escape": window.close()
        case .keyDown(let key) where key.keyName.lowercased() == "m": scene.toggleMode()
        default: break
        }
    }
    if let seconds = option("--seconds").flatMap(Double.init) {
        _ = Timer.scheduledTimer(withTimeInterval: seconds, repeats: false) { _ in window.close() }
    }
    window.run()
}

/// Four seconds of the shower (or the chosen mode) at 30 fps, headless:
/// an animated PNG and a contact sheet in `directory`.
func runDemo(into directory: URL, reason: String?) {
    if let reason { print("Petals: no window can be opened here (\(reason)), so the sample runs headless.") }
    let scene = PetalsScene(mode: option("--mode") == nil ? .shower : mode)
    scene.log = { _ in }
    do {
        let (animation, sheet) = try FrameExporter(directory: directory, framesPerSecond: 30)
            .exportAnimation(scene.root, frames: 120, width: size.width, height: size.height,
                             beforeFrame: scriptedClicks(scene))
        print("  animation (animated PNG): \(animation.path)")
        print("  contact sheet:            \(sheet.path)")
    } catch {
        print("Petals: the headless export failed too: \(error)")
        exit(1)
    }
}
