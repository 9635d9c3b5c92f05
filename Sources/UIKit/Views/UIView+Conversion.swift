import Foundation

// Conversions between views go through their layers (full transforms). A nil
// view means the window's coordinates, as on iOS.
// Main thread only.
extension UIView {
    private func targetLayer(for view: UIView?, _ function: String) -> CALayer? {
        if let view { return view.layer }
        if let window = enclosingWindow() { return window.layer }
        // Not in a window: the root of this view's tree stands in for the window.
        var root: UIView = self
        while let parent = root.superviewObject { root = parent }
        return root.layer
    }

    func convertPoint(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let target = targetLayer(for: view, "convert(_:to:)") else { return point }
        return layer.convert(point, to: target)
    }

    func convertPoint(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let source = targetLayer(for: view, "convert(_:from:)") else { return point }
        return layer.convert(point, from: source)
    }

    func convertRect(_ rect: CGRect, to view: UIView?) -> CGRect {
        guard let target = targetLayer(for: view, "convert(_:to:)") else { return rect }
        return layer.convert(rect, to: target)
    }

    func convertRect(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard let source = targetLayer(for: view, "convert(_:from:)") else { return rect }
        return layer.convert(rect, from: source)
    }
}
