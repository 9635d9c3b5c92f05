import Foundation

/// Redraws, once per display frame, each layer whose class asks for display
/// (`needsDisplay(forKey:)`) for a key one of its animations animates: the
/// layer's presentation copy is displayed (its `display()`, which a class
/// may override to set `contents` itself, else its delegate's `display(_:)`
/// or its own `draw(in:)`, seeing the animated value, as on Apple's
/// platforms) and what it shows becomes the layer's contents, with no action. A frame whose animated values equal the last drawn ones draws
/// nothing; when the last such animation is gone, the layer draws once more
/// from its model values and is let go.
///
/// Frames come from a `CADisplayLink` that exists only while some layer is
/// watched. Main thread only (`watch` may be called from any thread).
final class AnimatedDisplay {
    static let shared = AnimatedDisplay()

    private struct Watched {
        weak var layer: CALayer?
        /// The animated values drawn last, by key; nil before the first frame.
        var drawn: [String: AnimatableValue]?
    }

    private var watched: [ObjectIdentifier: Watched] = [:]
    private var link: CADisplayLink?

    /// Starts redrawing `layer` every frame if `animation` animates a key its class displays for.
    func watch(_ layer: CALayer, for animation: CAAnimation) {
        let cls = type(of: layer)
        guard Self.keys(of: animation).contains(where: { cls.needsDisplay(forKey: $0) }) else { return }
        guard Thread.isMainThread else {
            DispatchQueue.main.async { self.watch(layer, for: animation) }
            return
        }
        // A new entry: an old one under this identifier may belong to a freed layer at the same address.
        if watched[ObjectIdentifier(layer)]?.layer !== layer { watched[ObjectIdentifier(layer)] = Watched(layer: layer) }
        watched[ObjectIdentifier(layer)]?.drawn = nil
        if link == nil {
            let link = CADisplayLink { [weak self] _ in self?.displayFrame() }
            link.add(to: .main, forMode: .common)
            self.link = link
        }
    }

    /// Whether `layer` is redrawn every frame.
    func isWatching(_ layer: CALayer) -> Bool { watched[ObjectIdentifier(layer)] != nil }

    /// Redraws every watched layer whose animated values changed.
    func displayFrame() {
        for (id, entry) in watched {
            guard let layer = entry.layer else {
                watched[id] = nil
                continue
            }
            let cls = type(of: layer)
            let animations = LayerTreeLock.shared.withLock { layer.attachedAnimations.map(\.animation) }
            let keys = Set(animations.flatMap(Self.keys(of:)).filter { cls.needsDisplay(forKey: $0) })
            if keys.isEmpty {
                watched[id] = nil
                layer.display()
                continue
            }
            guard let presented = layer.presentation() else { continue }
            var values: [String: AnimatableValue] = [:]
            for key in keys { values[key] = AnimatableValue(modelValue: presented.value(forKey: key)) }
            guard values != entry.drawn else { continue }
            watched[id]?.drawn = values
            layer.storeDrawnContents(presented.displayedImage())
        }
        if watched.isEmpty {
            link?.invalidate()
            link = nil
        }
    }

    /// The first key of every key path `animation` animates (a group's included).
    static func keys(of animation: CAAnimation) -> [String] {
        if let group = animation as? CAAnimationGroup {
            return (group.animations ?? []).flatMap(keys(of:))
        }
        guard let keyPath = (animation as? CAPropertyAnimation)?.keyPath,
              let first = keyPath.split(separator: ".").first else { return [] }
        return [String(first)]
    }
}
