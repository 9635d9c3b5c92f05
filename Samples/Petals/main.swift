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
import SampleSupport

let mode = SampleCommandLine.option("--mode").flatMap(PetalsScene.Mode.init(rawValue:)) ?? .move
let size = (width: PetalsScene.width, height: PetalsScene.height)

/// In headless move mode a scripted click sends the petal across the screen at frame 10.
func scriptedClicks(_ scene: PetalsScene) -> (Int) -> Void {
    { index in
        if scene.mode == .move, index == 10 { scene.click(at: CGPoint(x: 380, y: 520)) }
    }
}

/// Four seconds of the shower (or the chosen mode) at 30 fps, headless:
/// an animated PNG and a contact sheet in `directory`.
func runDemo(into directory: URL) throws {
    let scene = PetalsScene(mode: SampleCommandLine.option("--mode") == nil ? .shower : mode)
    scene.log = { _ in }
    let (animation, sheet) = try FrameExporter(directory: directory, framesPerSecond: 30)
        .exportAnimation(scene.root, frames: 120, width: size.width, height: size.height,
                         beforeFrame: scriptedClicks(scene))
    print("  animation (animated PNG): \(animation.path)")
    print("  contact sheet:            \(sheet.path)")
}

if let demo = SampleCommandLine.option("--demo") {
    try runDemo(into: URL(fileURLWithPath: demo))
} else {
    let scene = PetalsScene(mode: mode)
    try SampleCommandLine.run(
        "Petals", root: scene.root, width: size.width, height: size.height, beforeFrame: scriptedClicks(scene),
        onEvent: { event, _ in
            switch event {
            case .pointerDown(let pointer): scene.click(at: pointer.location)
            case .keyDown(let key) where key.keyName.lowercased() == "m": scene.toggleMode()
            default: break
            }
        },
        noWindow: { error in
            print("Petals: no window can be opened here (\(error)), so the sample runs headless.")
            try runDemo(into: URL(fileURLWithPath: "Petals-demo"))
        })
}
