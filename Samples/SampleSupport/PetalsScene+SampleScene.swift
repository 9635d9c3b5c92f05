import ArgumentParser
import Foundation
import LayerHost

/// The Petals sample's page: a click sends, pauses or resumes the petal (or
/// plucks one in the shower), M switches modes; a headless export clicks once
/// at frame 10 in move mode, sending the petal to (380, 520).
extension PetalsScene: SampleScene {
    public var title: String { "Petals" }
    public var width: Int { Self.width }
    public var height: Int { Self.height }

    public func handle(_ event: LayerWindow.Event) {
        switch event {
        case .pointerDown(let pointer): click(at: pointer.location)
        case .keyDown(let key) where key.keyName.lowercased() == "m": toggleMode()
        default: break
        }
    }

    public func exportFrame(_ index: Int) {
        if mode == .move, index == 10 { click(at: CGPoint(x: 380, y: 520)) }
    }
}

/// `--mode move|shower` on the command line.
extension PetalsScene.Mode: ExpressibleByArgument {}
