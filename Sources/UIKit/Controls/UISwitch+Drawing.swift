import Foundation

extension UISwitch {
    /// The thumb's centre in the track for the state `on`: 2 points in from the left or right end.
    func thumbCenter(on: Bool) -> CGPoint {
        let radius = Self.fixedSize.height / 2
        return CGPoint(x: on ? Self.fixedSize.width - radius : radius, y: radius)
    }

    /// The track's fill for the current state: ``onTintColor`` when on,
    /// iOS's light grey fill (``UIColor/secondarySystemFill``) when off.
    private var trackColor: UIColor { isOn ? onTintColor ?? .systemGreen : .secondarySystemFill }

    /// Puts the thumb and the track's colours where the state says, sliding
    /// and fading from what is shown now when `animated` (also from the
    /// middle of an earlier slide), at once otherwise (ending any slide).
    ///
    /// The off border: drawn in `tintColor` only when the switch has a tint
    /// colour of its own (iOS 12's look, which apps setting it expect); an
    /// inherited tint draws no border, as on iOS 13 and later.
    func updateLayers(animated: Bool) {
        let target = thumbCenter(on: isOn)
        let fill = trackColor.cgColor
        let shownPosition = thumb.presentation()?.position ?? thumb.position
        let shownFill = track.presentation()?.backgroundColor ?? track.backgroundColor
        let ownTint = tintColorObject
        ViewAnimationState.withoutActions {
            thumb.position = target
            thumb.backgroundColor = (thumbTintColor ?? .white).cgColor
            track.backgroundColor = fill
            track.borderColor = ownTint?.cgColor
            track.borderWidth = ownTint != nil && !isOn ? 1.5 : 0
        }
        guard animated else {
            thumb.removeAnimation(forKey: Self.slideKey)
            track.removeAnimation(forKey: Self.tintKey)
            return
        }
        let slide = CABasicAnimation(keyPath: "position")
        slide.fromValue = shownPosition
        slide.toValue = target
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.fromValue = shownFill
        tint.toValue = fill
        for animation in [slide, tint] {
            animation.duration = Self.animationDuration
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        }
        thumb.add(slide, forKey: Self.slideKey)
        track.add(tint, forKey: Self.tintKey)
    }
}
