import UIKit

// Listing 4-9: a view animation and a layer animation run together.
extension Listings {
    func buildMixingPage() {
        let page = pages[8]
        backingView = ShapeCardView(frame: CGRect(x: page.bounds.midX - 140, y: page.bounds.midY - 140,
                                                  width: 280, height: 280), style: .dial)
        page.addSubview(backingView)
        manLayer = CALayer()
        manLayer.bounds = CGRect(x: 0, y: 0, width: 110, height: 150)
        manLayer.position = CGPoint(x: backingView.bounds.midX, y: backingView.bounds.midY)
        manLayer.contents = StickFigure.image(size: manLayer.bounds.size)?.cgImage
        backingView.layer.addSublayer(manLayer)
    }

    /// Listing 4-9: the view turns counterclockwise while its layer turns clockwise.
    func listing4_9() {
        UIView.performWithoutAnimation { backingView.transform = .identity }
        UIView.animate(withDuration: 1.0, delay: 0.0, options: .curveLinear, animations: {
            // The view turns half a turn counterclockwise in this block.
            let xform = CGAffineTransform(rotationAngle: degreesToRadians(-180))
            self.backingView.transform = xform

            // Meanwhile the layer inside it turns the other way, clockwise.
            let layerAnimation = CABasicAnimation(keyPath: "transform")
            layerAnimation.duration = 2.0
            layerAnimation.beginTime = 0 // now; CACurrentMediaTime() plus a delay would start it later
            layerAnimation.valueFunction = CAValueFunction(name: .rotateZ)
            layerAnimation.timingFunction = CAMediaTimingFunction(name: .linear)
            layerAnimation.fromValue = NSNumber(value: 0.0)
            layerAnimation.toValue = NSNumber(value: Double(degreesToRadians(360.0)))
            layerAnimation.byValue = NSNumber(value: Double(degreesToRadians(180.0)))
            self.manLayer.add(layerAnimation, forKey: "layerAnimation")
        }, completion: { finished in
            // The block above has ended: turn the view the rest of the way.
            UIView.animate(withDuration: 1.0, delay: 0.0, options: .curveLinear, animations: {
                let xform = CGAffineTransform(rotationAngle: degreesToRadians(-359))
                self.backingView.transform = xform
            }, completion: { finished in
                self.backingView.transform = .identity
            })
        })
    }
}

func degreesToRadians(_ degrees: CGFloat) -> CGFloat {
    degrees * .pi / 180
}
