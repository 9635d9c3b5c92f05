import XCTest
@testable import CoreGraphics
@testable import UIKit

/// View animations drawn by the real renderer (headless EGL) at fixed media
/// times: what a person would see mid-animation.
final class ViewAnimationPixelTests: UIKitTestCase {
    func testAFadeAndAMoveHalfwayThrough() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        window.isHidden = false
        window.backgroundColor = .black
        let fading = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        fading.backgroundColor = .red
        let moving = UIView(frame: CGRect(x: 0, y: 40, width: 20, height: 20))
        moving.backgroundColor = .white
        window.addSubview(fading)
        window.addSubview(moving)
        let renderer = try renderer(for: window.layer, width: 100, height: 60)
        commit()
        let start = clock.time
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            fading.alpha = 0
            moving.center.x = 90
        })
        commit()
        let half = frame(renderer, at: start + 0.5)
        XCTAssertEqual(Double(pixel(half, 20, 20)[0]), 127.5, accuracy: 3, "half-faded red over black")
        XCTAssertEqual(pixel(half, 50, 50), [255, 255, 255, 255], "the white square has moved to x 40...60")
        XCTAssertEqual(pixel(half, 5, 50), [0, 0, 0, 255], "and left its start")
        let end = frame(renderer, at: start + 1.5)
        XCTAssertEqual(pixel(end, 20, 20), [0, 0, 0, 255])
        XCTAssertEqual(pixel(end, 90, 50), [255, 255, 255, 255])
        window.isHidden = true
    }

    func testAViewRotatedByItsTransformDrawsTurned() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        window.isHidden = false
        window.backgroundColor = .black
        let bar = UIView(frame: CGRect(x: 10, y: 25, width: 40, height: 10))
        bar.backgroundColor = .green
        window.addSubview(bar)
        let renderer = try renderer(for: window.layer, width: 60, height: 60)
        commit()
        let start = clock.time
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        })
        commit()
        let before = frame(renderer, at: start)
        XCTAssertEqual(pixel(before, 12, 30)[1], 255, "horizontal at the start")
        let after = frame(renderer, at: start + 1.5)
        XCTAssertEqual(pixel(after, 30, 12)[1], 255, "vertical at the end")
        XCTAssertEqual(pixel(after, 12, 30)[1], 0)
        window.isHidden = true
    }

    /// A view (red, 60 × 40 at (20, 10)) in a black window, drawn once so a transition has something to start from.
    private func transitionScene() throws -> (UIWindow, UIView, CARenderer, CFTimeInterval) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        window.isHidden = false
        window.backgroundColor = .black
        let card = UIView(frame: CGRect(x: 20, y: 10, width: 60, height: 40))
        card.backgroundColor = .red
        window.addSubview(card)
        let renderer = try renderer(for: window.layer, width: 100, height: 60)
        commit()
        let start = clock.time
        _ = frame(renderer, at: start)
        return (window, card, renderer, start)
    }

    func testACrossDissolveTransitionHalfwayMixesTheOldAndNewLooks() throws {
        let (window, card, renderer, start) = try transitionScene()
        UIView.transition(with: card, duration: 1, options: .transitionCrossDissolve, animations: {
            card.backgroundColor = .blue
        })
        commit()
        let half = frame(renderer, at: start + 0.5)
        let middle = pixel(half, 50, 30)
        XCTAssertEqual(Double(middle[0]), 127.5, accuracy: 4, "half the old red: \(middle)")
        XCTAssertEqual(Double(middle[2]), 127.5, accuracy: 4, "half the new blue: \(middle)")
        XCTAssertEqual(pixel(frame(renderer, at: start + 1.5), 50, 30), [0, 0, 255, 255])
        window.isHidden = true
    }

    func testAFlipTransitionTurnsTheViewEdgeOnHalfway() throws {
        let (window, card, renderer, start) = try transitionScene()
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: {
            card.backgroundColor = .green
        })
        commit()
        let quarter = frame(renderer, at: start + 0.25)
        XCTAssertEqual(pixel(quarter, 50, 30), [255, 0, 0, 255], "the old side still faces us a quarter of the way")
        XCTAssertEqual(pixel(quarter, 22, 30), [0, 0, 0, 255], "turned, it no longer reaches its left edge")
        let threeQuarters = frame(renderer, at: start + 0.75)
        XCTAssertEqual(pixel(threeQuarters, 50, 30), [0, 255, 0, 255], "then the new side")
        XCTAssertEqual(pixel(threeQuarters, 77, 30), [0, 0, 0, 255])
        window.isHidden = true
    }
}
