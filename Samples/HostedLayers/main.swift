// HostedLayers: the README's "Hosting layers in a window" example, a
// QuartzCore-only program: a window, a layer, events and a display link.
// Click the card to recolour it, click elsewhere to move it there, Escape quits.
//
// This file ends with the README's example exactly (ReadmeExampleTests), as
// top-level code, so the command line (nothing but --help) is read here
// first; HostedLayersCommand.swift says what --help prints.
_ = HostedLayersCommand.parseOrExit()

import LayerHost  // QuartzCore, plus LayerWindow

let window: LayerWindow
do {
    window = try LayerWindow(title: "HostedLayers", width: 400, height: 300)
} catch {
    // No X display, or no GL: the error says what to set or install.
    FileHandle.standardError.write(Data("HostedLayers: \(error)\n".utf8))
    exit(1)
}
let card = CALayer()
card.frame = CGRect(x: 170, y: 120, width: 60, height: 60)
card.cornerRadius = 10
card.backgroundColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
window.rootLayer.addSublayer(card)
let hint = CATextLayer()  // a line of text, in the system's fonts
hint.string = "Click the card to recolour it, elsewhere to move it. Esc quits."
hint.fontSize = 13
hint.frame = CGRect(x: 10, y: 274, width: 380, height: 18)
window.rootLayer.addSublayer(hint)
window.onEvent = { event in
    switch event {
    case .pointerDown(let pointer) where window.rootLayer.hitTest(pointer.location) === card:
        card.backgroundColor = CGColor(red: 0.2, green: 0.8, blue: 0.4, alpha: 1)
    case .pointerDown(let pointer):
        card.position = pointer.location  // an implicit animation
    case .keyDown(let key) where key.keyName == "Escape":
        window.close()
    default:
        break
    }
}
let spin = CADisplayLink { link in  // once per frame of the window, on the main thread
    CATransaction.setDisableActions(true)
    card.transform = CATransform3DMakeRotation(CGFloat(link.timestamp), 0, 0, 1)
}
spin.add(to: .main, forMode: .common)
// A window that ended by itself (its display lost) ends the program with a failure status.
if window.run().isFailure { exit(1) }
