import XCTest
@testable import UIKit

final class UISwitchTests: UIKitTestCase {
    func testASwitchIs51By31WhateverItsFrame() {
        let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 300, height: 5))
        XCTAssertEqual(toggle.frame, CGRect(x: 10, y: 20, width: 51, height: 31))
        toggle.frame = CGRect(x: 4, y: 6, width: 80, height: 80)
        XCTAssertEqual(toggle.frame, CGRect(x: 4, y: 6, width: 51, height: 31))
        toggle.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(toggle.bounds.size, CGSize(width: 51, height: 31))
        XCTAssertEqual(toggle.intrinsicContentSize, CGSize(width: 51, height: 31))
        XCTAssertEqual(toggle.sizeThatFits(.zero), CGSize(width: 51, height: 31))
        XCTAssertEqual(UISwitch().frame.size, CGSize(width: 51, height: 31))
        XCTAssertEqual(UISwitch(coder: NSCoder())?.frame.size, CGSize(width: 51, height: 31))
    }

    func testStatesAndDefaultColours() {
        let toggle = UISwitch()
        XCTAssertFalse(toggle.isOn)
        XCTAssertEqual(toggle.onTintColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)),
                       UIColor(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1))
        XCTAssertEqual(toggle.thumbTintColor, .white)
        toggle.isOn = true
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(toggle.thumb.position, CGPoint(x: 35.5, y: 15.5), "the thumb at the right end")
        toggle.setOn(false, animated: false)
        XCTAssertEqual(toggle.thumb.position, CGPoint(x: 15.5, y: 15.5), "and back at the left")
        toggle.onTintColor = .red
        XCTAssertEqual(toggle.onTintColor, .red)
        toggle.onTintColor = nil
        XCTAssertEqual(toggle.onTintColor, .systemGreen, "nil sets the default back")
    }

    func testAnimatedChangesSlideTheThumbAndImmediateOnesDoNot() throws {
        let toggle = UISwitch()
        toggle.setOn(true, animated: true)
        let slide = try XCTUnwrap(toggle.thumb.animation(forKey: UISwitch.slideKey) as? CABasicAnimation)
        XCTAssertEqual(slide.keyPath, "position")
        XCTAssertEqual(slide.fromValue as? CGPoint, CGPoint(x: 15.5, y: 15.5))
        XCTAssertEqual(slide.toValue as? CGPoint, CGPoint(x: 35.5, y: 15.5))
        XCTAssertEqual(slide.duration, 0.25)
        XCTAssertNotNil(toggle.track.animation(forKey: UISwitch.tintKey), "the track's colour changes too")
        XCTAssertEqual(toggle.thumb.position, CGPoint(x: 35.5, y: 15.5), "the model is at the end at once")
        toggle.setOn(false, animated: false)
        XCTAssertNil(toggle.thumb.animation(forKey: UISwitch.slideKey), "not animated: the slide is gone")
        XCTAssertNil(toggle.track.animation(forKey: UISwitch.tintKey))
        toggle.isOn = true
        XCTAssertNil(toggle.thumb.animationKeys())
        toggle.setOn(true, animated: true)
        XCTAssertNil(toggle.thumb.animationKeys(), "already on: nothing happens")
    }

    func testATapTogglesAndSendsValueChangedButSetOnDoesNot() {
        let window = makeKeyWindow()
        let toggle = UISwitch(frame: CGRect(x: 50, y: 50, width: 0, height: 0))
        window.addSubview(toggle)
        var values: [Bool] = []
        toggle.addAction(UIAction { _ in values.append(toggle.isOn) }, for: .valueChanged)
        click(CGPoint(x: 60, y: 60))
        XCTAssertEqual(values, [true])
        XCTAssertTrue(toggle.isOn)
        XCTAssertNotNil(toggle.thumb.animation(forKey: UISwitch.slideKey), "a tap animates")
        click(CGPoint(x: 95, y: 75), at: 100)
        XCTAssertEqual(values, [true, false])
        toggle.setOn(true, animated: true)
        toggle.isOn = false
        XCTAssertEqual(values, [true, false], "setOn and isOn send no action")
        toggle.isEnabled = false
        click(CGPoint(x: 60, y: 60), at: 200)
        XCTAssertEqual(values, [true, false], "a disabled switch does not toggle")
        XCTAssertFalse(toggle.isOn)
    }

    func testOnShowsTheOnTintAndOffALightTrack_pixeltest() {
        let toggle = UISwitch()
        toggle.isOn = true
        finishRunLoopTurn()
        func render() -> CGImage? {
            pixelRenderer(CGSize(width: 51, height: 31)).image { toggle.layer.render(in: $0.cgContext) }.cgImage
        }
        var image = render()
        XCTAssertEqual(pixel(image, 8, 15), [52, 199, 89, 255], "the track left of the thumb, green")
        XCTAssertEqual(pixel(image, 36, 15), [255, 255, 255, 255], "the white thumb at the right")
        toggle.onTintColor = .blue
        image = render()
        XCTAssertEqual(pixel(image, 8, 15), [0, 0, 255, 255])
        toggle.isOn = false
        image = render()
        XCTAssertEqual(pixel(image, 15, 15), [255, 255, 255, 255], "the thumb at the left")
        let track = pixel(image, 43, 15)
        XCTAssertGreaterThan(track[3], 30, "a light grey fill")
        XCTAssertLessThan(track[3], 60)
        XCTAssertEqual(pixel(image, 0, 0)[3], 0, "rounded corners")
        toggle.thumbTintColor = .red
        XCTAssertEqual(pixel(render(), 15, 15), [255, 0, 0, 255])
    }

    func testAnOwnTintColourBordersTheOffTrack() {
        let toggle = UISwitch()
        XCTAssertEqual(toggle.track.borderWidth, 0, "an inherited tint draws no border")
        toggle.tintColor = .red
        XCTAssertGreaterThan(toggle.track.borderWidth, 0)
        XCTAssertEqual(toggle.track.borderColor, UIColor.red.cgColor)
        toggle.isOn = true
        XCTAssertEqual(toggle.track.borderWidth, 0, "on: the fill covers it")
    }
}
