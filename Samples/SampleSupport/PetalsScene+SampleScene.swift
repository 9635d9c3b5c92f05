import ArgumentParser
import Foundation
import LayerHost

/// The Petals sample's page: a click sends, pauses or resumes the petal (or
/// plucks one in the shower), ←/→ and 1…8 pick the step, M switches modes;
/// the state line follows every frame (a display link in the window, the
/// export's script headless). A headless export in move mode clicks at frame
/// 10, sending the petal to (380, 520); at `pauseResume` it also clicks at
/// frames 100 (pause) and 160 (resume).
extension PetalsScene: SampleScene {
    public var title: String { "Petals" }
    public var width: Int { Self.width }
    public var height: Int { Self.height }

    public func handle(_ event: LayerWindow.Event) {
        switch event {
        case .pointerDown(let pointer):
            click(at: pointer.location)
        case .keyDown(let key):
            let name = key.keyName
            if name.lowercased() == "m" {
                toggleMode()
            } else if name == "Right" {
                mode == .move ? stepBy(1) : select(step)
            } else if name == "Left" {
                mode == .move ? stepBy(-1) : select(step)
            } else if let digit = Int(name.hasPrefix("KP_") ? String(name.dropFirst(3)) : name),
                      let chosen = PetalStep(rawValue: digit) {
                select(chosen)
            }
        default:
            break
        }
    }

    public func windowDidOpen() {
        let link = CADisplayLink { [weak self] _ in self?.refreshState() }
        link.add(to: .main, forMode: .common)
        stateLink = link
    }

    public func exportFrame(_ index: Int) {
        if mode == .move {
            switch index {
            case 10: click(at: CGPoint(x: 380, y: 520))
            case 100 where step == .pauseResume, 160 where step == .pauseResume: click(at: CGPoint(x: 380, y: 520))
            default: break
            }
        }
        refreshState()
    }
}

/// `--mode move|shower` on the command line.
extension PetalsScene.Mode: ExpressibleByArgument {}

/// `--step 1…8` on the command line.
extension PetalStep: ExpressibleByArgument {}
