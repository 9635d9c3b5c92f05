import Foundation
import LayerHost

/// A row of labelled pills, one of them lit: the mode indicator and mode
/// picker of the samples. Clicks are mapped to pills with `index(at:)`.
/// Main thread.
public final class ModeBar {
    /// The bar; add it to the page.
    public let layer = CALayer()
    public let titles: [String]
    /// The lit pill.
    public var selectedIndex: Int {
        didSet { updateColors() }
    }
    private var pills: [CALayer] = []
    private var labels: [CATextLayer] = []
    private static let lit = CGColor.rgb(0.2, 0.45, 0.95)
    private static let unlit = CGColor.rgb(0.86, 0.87, 0.9)

    /// A bar at `origin` with one pill per title, each `pillWidth` × 26 points.
    public init(titles: [String], origin: CGPoint, pillWidth: CGFloat, selectedIndex: Int = 0) {
        self.titles = titles
        self.selectedIndex = selectedIndex
        layer.frame = CGRect(x: origin.x, y: origin.y, width: CGFloat(titles.count) * (pillWidth + 6) - 6, height: 26)
        for (i, title) in titles.enumerated() {
            let pill = CALayer()
            pill.frame = CGRect(x: CGFloat(i) * (pillWidth + 6), y: 0, width: pillWidth, height: 26)
            pill.cornerRadius = 13
            pill.name = "mode \(title)"
            let label = CATextLayer(label: title, frame: pill.bounds.insetBy(dx: 6, dy: 5), fontSize: 12,
                                    alignment: .center)
            label.name = pill.name
            pill.addSublayer(label)
            layer.addSublayer(pill)
            pills.append(pill)
            labels.append(label)
        }
        updateColors()
    }

    /// The pill under `point` (in the bar's superlayer), if any.
    public func index(at point: CGPoint) -> Int? {
        let local = layer.convert(point, from: layer.superlayer)
        return pills.firstIndex { $0.frame.contains(local) }
    }

    private func updateColors() {
        for (i, pill) in pills.enumerated() {
            pill.backgroundColor = i == selectedIndex ? Self.lit : Self.unlit
            labels[i].foregroundColor = i == selectedIndex ? .rgb(1, 1, 1) : .rgb(0.2, 0.2, 0.25)
        }
    }
}
