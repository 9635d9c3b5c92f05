import XCTest
@testable import CoreGraphics
@testable import UIKit

/// `UIVisualEffectView`, `UIBlurEffect` and `UIVibrancyEffect` as a program
/// sees them: the API, the parts a view is built of, what each style asks
/// of the render side, and how `effect` animates.
final class UIVisualEffectViewTests: UIKitTestCase {
    private func parts(_ view: UIVisualEffectView) -> (backdrop: UIView, tint: UIView) {
        (view.subviews[0], view.subviews[1])
    }

    func testContentViewIsTheTopPartAndFillsTheView() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        view.frame = CGRect(x: 10, y: 20, width: 120, height: 80)
        view.layoutIfNeeded()
        XCTAssertEqual(view.subviews.count, 3)
        XCTAssertTrue(view.subviews.last === view.contentView)
        for part in view.subviews { XCTAssertEqual(part.frame, CGRect(x: 0, y: 0, width: 120, height: 80)) }
        let label = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        let reports = diagnostics { view.contentView.addSubview(label) }
        XCTAssertTrue(reports.isEmpty, "\(reports)")
    }

    func testASubviewAddedToTheViewItselfIsReportedOnce() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        let reports = diagnostics {
            view.addSubview(UIView())
            view.addSubview(UIView())
        }
        XCTAssertLessThanOrEqual(reports.count, 1, "\(reports)")
        XCTAssertEqual(view.subviews.count, 5, "kept where they were put")
    }

    func testEachStyleAsksForItsBlurAndTint() {
        let cases: [(UIBlurEffect.Style, radius: CGFloat, white: CGFloat, alpha: CGFloat)] = [
            (.extraLight, 20, 0.97, 0.8), (.light, 30, 1, 0.3), (.dark, 20, 0.11, 0.73), // adaptable ones: light forms
            (.regular, 30, 1, 0.3), (.prominent, 20, 0.97, 0.8), (.systemUltraThinMaterial, 10, 1, 0.25),
            (.systemUltraThinMaterialLight, 10, 1, 0.25), (.systemThickMaterialDark, 25, 0.09, 0.82),
            (.systemChromeMaterialLight, 20, 0.97, 0.75), (.systemMaterialDark, 20, 0.11, 0.7),
        ]
        for (style, radius, white, alpha) in cases {
            let view = UIVisualEffectView(effect: UIBlurEffect(style: style))
            view.overrideUserInterfaceStyle = .light
            let (backdrop, tint) = parts(view)
            XCTAssertEqual(backdrop.layer.backdropBlur, BackdropBlur(radius: radius, saturation: 1.8), "\(style)")
            XCTAssertEqual(backdrop.alpha, 1)
            var w: CGFloat = -1, a: CGFloat = -1
            XCTAssertTrue(tint.backgroundColor?.getWhite(&w, alpha: &a) ?? false, "\(style)")
            XCTAssertEqual(w, white, accuracy: 0.001, "\(style)")
            XCTAssertEqual(a, alpha, accuracy: 0.001, "\(style)")
        }
        let thinner = [UIBlurEffect.Style.systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial]
            .map(\.material.radius)
        XCTAssertEqual(thinner, thinner.sorted(), "thinner materials blur less")
    }

    func testAdaptableStylesTakeTheDarkFormInADarkEnvironment() {
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        holder.overrideUserInterfaceStyle = .light
        let regular = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
        let material = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        let alwaysLight = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialLight))
        for view in [regular, material, alwaysLight] { holder.addSubview(view) }
        XCTAssertEqual(parts(regular).backdrop.layer.backdropBlur?.radius, 30, "light: .light")
        holder.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(parts(regular).backdrop.layer.backdropBlur?.radius, 20, "dark: .dark")
        var w: CGFloat = -1, a: CGFloat = -1
        _ = parts(material).tint.backgroundColor?.getWhite(&w, alpha: &a)
        XCTAssertEqual(w, 0.11, accuracy: 0.001, "systemMaterial in the dark is systemMaterialDark")
        XCTAssertEqual(a, 0.7, accuracy: 0.001)
        _ = parts(alwaysLight).tint.backgroundColor?.getWhite(&w, alpha: &a)
        XCTAssertEqual(w, 0.98, accuracy: 0.001, "a Light variant stays light")
        XCTAssertEqual(UIBlurEffect.Style.prominent.resolved(for: .dark), .dark)
        XCTAssertEqual(UIBlurEffect.Style.prominent.resolved(for: .unspecified), .extraLight)
    }

    func testEveryStyleHasApplesRawValue() {
        XCTAssertEqual(UIBlurEffect.Style.extraLight.rawValue, 0)
        XCTAssertEqual(UIBlurEffect.Style.regular.rawValue, 4)
        XCTAssertEqual(UIBlurEffect.Style.systemUltraThinMaterial.rawValue, 6)
        XCTAssertEqual(UIBlurEffect.Style.systemChromeMaterialDark.rawValue, 20)
        XCTAssertNil(UIBlurEffect.Style(rawValue: 3), "extraDark is tvOS only")
        XCTAssertEqual(UIVibrancyEffectStyle.separator.rawValue, 7)
    }

    func testNoEffectAndVibrancyDrawNoBackdrop() {
        let none = UIVisualEffectView(effect: nil)
        XCTAssertEqual(parts(none).backdrop.alpha, 0)
        XCTAssertEqual(parts(none).tint.alpha, 0)
        let vibrancy = UIVisualEffectView(
            effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .secondaryLabel))
        XCTAssertEqual(parts(vibrancy).backdrop.alpha, 0)
        XCTAssertEqual(vibrancy.contentView.alpha, 0.6, accuracy: 0.0001)
        XCTAssertEqual(UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light)))
            .contentView.alpha, 0.85, accuracy: 0.0001, "the iOS 8 vibrancy draws as .label")
        let unarchived = UIVisualEffectView(coder: NSCoder())
        XCTAssertNil(unarchived?.effect)
    }

    func testEffectsAreValuesThatCopyAndArchive() throws {
        let blur = UIBlurEffect(style: .systemThinMaterialDark)
        XCTAssertTrue(blur.copy() as AnyObject === blur)
        XCTAssertEqual(blur, UIBlurEffect(style: .systemThinMaterialDark))
        XCTAssertNotEqual(blur, UIBlurEffect(style: .dark))
        let vibrancy = UIVibrancyEffect(blurEffect: blur, style: .fill)
        XCTAssertEqual(vibrancy, UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemThinMaterialDark), style: .fill))
        XCTAssertNotEqual(vibrancy, UIVibrancyEffect(blurEffect: blur))
        let data = try NSKeyedArchiver.archivedData(withRootObject: vibrancy, requiringSecureCoding: true)
        let back = try NSKeyedUnarchiver.unarchivedObject(ofClass: UIVibrancyEffect.self, from: data)
        XCTAssertEqual(back, vibrancy)
        let view = UIVisualEffectView(effect: blur)
        XCTAssertEqual(view.effect, blur)
        view.effect = nil
        XCTAssertNil(view.effect)
        XCTAssertEqual(parts(view).backdrop.alpha, 0)
    }

    func testSettingTheEffectInsideAnAnimationFadesTheBlurIn() {
        let window = makeWindow()
        let view = UIVisualEffectView(effect: nil)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        window.addSubview(view)
        commit()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.effect = UIBlurEffect(style: .dark)
        })
        commit()
        let (backdrop, tint) = parts(view)
        XCTAssertEqual(backdrop.alpha, 1, "the model is at the end")
        advance(0.5)
        XCTAssertEqual(shownOpacity(backdrop), 0.5, accuracy: 0.02, "the blur is half faded in")
        XCTAssertEqual(shownOpacity(tint), 0.5, accuracy: 0.02, "and its tint with it")
        advance(1)
        XCTAssertEqual(shownOpacity(backdrop), 1, accuracy: 0.001)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.effect = nil })
        commit()
        advance(0.25)
        XCTAssertEqual(shownOpacity(backdrop), 0.75, accuracy: 0.02, "fading out keeps the blur, fainter")
        XCTAssertNotNil(backdrop.layer.backdropBlur)
    }

    func testCornersGoToTheBackdropAndTint() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        view.layer.cornerRadius = 14
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        view.layoutIfNeeded()
        XCTAssertEqual(parts(view).backdrop.layer.cornerRadius, 14)
        XCTAssertEqual(parts(view).tint.layer.cornerRadius, 14)
    }
}
