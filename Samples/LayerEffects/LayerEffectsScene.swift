import Foundation
import LayerHost
import SampleSupport

/// The page: fifteen cards, one effect each, and a status line naming the
/// layer the last click hit. Every layer worth naming has a `name`; hit
/// testing runs on the presentation tree, so moving layers (the card, the
/// sprite) are hit where they are seen. Main thread.
final class LayerEffectsScene: SampleScene {
    let title = "LayerEffects"
    let width = 1220, height = 700
    let root = CALayer()
    /// The squares of the zPosition card, back to front at the start.
    var stackedSquares: [CALayer] = []
    private let status = CATextLayer(label: "Click a layer: hitTest(_:) names it here.",
                                     frame: CGRect(x: 15, y: 664, width: 1190, height: 22), fontSize: 15)

    init() {
        root.setUpAsPage(width: width, height: height)
        root.addSublayer(CATextLayer(label: "Layer effects (document 002)   click: hit test   F6: rasterization hits and misses   Esc: quit",
                                     frame: CGRect(x: 15, y: 16, width: 1190, height: 22), fontSize: 15))
        addCornerRadius(in: card(0, 0, "cornerRadius, masksToBounds"))
        addBorders(in: card(1, 0, "borderWidth, borderColor"))
        addShadows(in: card(2, 0, "shadowOpacity, Offset, Radius"))
        addShadowPaths(in: card(3, 0, "shadowPath: square, circle"))
        addMask(in: card(0, 1, "mask: a star image"))
        addSpriteSheet(in: card(1, 1, "contentsRect: sprite sheet"))
        addNineSlice(in: card(2, 1, "contentsCenter: nine-slice"))
        addZPosition(in: card(3, 1, "zPosition: click to raise"))
        addContentsGravity(in: card(0, 2, "contentsGravity (as on iOS: .top is the bottom edge)", columns: 2))
        addCard3D(in: card(2, 2, "3D card, perspective m34"))
        addGroupOpacity(in: card(3, 2, "opacity 0.5: group / not group"))
        addRasterizedTurning(in: card(4, 0, "shouldRasterize: cached image"))
        addRasterizationScales(in: card(4, 1, "rasterizationScale"))
        addRasterizedChanging(in: card(4, 2, "shouldRasterize, a dot moves"))
        root.addSublayer(status)
    }

    /// The card in `column` 0…3 of `row` 0…2, `columns` wide.
    private func card(_ column: Int, _ row: Int, _ title: String, columns: Int = 1) -> CALayer {
        let frame = CGRect(x: 15 + CGFloat(column) * 240, y: 50 + CGFloat(row) * 203,
                           width: 230 + CGFloat(columns - 1) * 240, height: 193)
        let card = CALayer(panelFrame: frame, title: title)
        root.addSublayer(card)
        return card
    }

    /// Hit-tests the page at `point` (page coordinates) as it is on screen;
    /// names the layer hit on the status line and on standard output, and
    /// raises a square of the zPosition card.
    @discardableResult
    func click(at point: CGPoint) -> String {
        let hit = root.presentation()?.hitTest(point) ?? root.hitTest(point)
        let name = hit?.name ?? (hit.map { "an unnamed \(type(of: $0))" } ?? "nothing")
        let text = "hitTest((\(Int(point.x)), \(Int(point.y)))) → \(name)"
        status.string = text
        print(text)
        if let square = stackedSquares.first(where: { $0.name == hit?.name }) {
            raise(square)
        }
        return name
    }

    func handle(_ event: LayerWindow.Event) {
        if case .pointerDown(let pointer) = event {
            click(at: pointer.location)
        }
    }

    /// The export's script: clicks on a square of the zPosition card, the
    /// circular shadowPath layer and the turning card.
    func exportFrame(_ index: Int) {
        switch index {
        case 20: click(at: CGPoint(x: 780, y: 335))
        case 40: click(at: CGPoint(x: 915, y: 125))
        case 60: click(at: CGPoint(x: 595, y: 560))
        default: break
        }
    }
}
