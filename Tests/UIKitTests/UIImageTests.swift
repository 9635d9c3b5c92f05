import XCTest
@testable import UIKit

final class UIImageTests: UIKitTestCase {
    private var folder: URL!

    override func setUp() {
        super.setUp()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("uiimage-\(getpid())-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    private func writeImage(named name: String, width: Int, height: Int) -> String {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: width, height: height), false, 1)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: width, height: height))
        let image = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()
        let path = folder.appendingPathComponent(name).path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: image.pngData()))
        return path
    }

    /// Xcode's literals, untyped, make UIKit's types (`_ColorLiteralType`,
    /// `_ImageLiteralType`); a literal naming no image is an empty image and
    /// one report, not a trap.
    func testColourAndImageLiteralsMakeUIKitTypes() {
        let colours = [#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1), #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)]
        XCTAssertEqual(colours, [UIColor.red, UIColor.blue])
        let path = writeImage(named: "literal.png", width: 5, height: 4)
        let image = #imageLiteral(resourceName: path)
        XCTAssertEqual(image.size, CGSize(width: 5, height: 4))
        let (missing, reports) = Diagnostics.capture { #imageLiteral(resourceName: "no-such-image-anywhere") }
        XCTAssertNil(missing.cgImage)
        XCTAssertEqual(missing.size, .zero)
        XCTAssertEqual(reports.count, 1, "\(reports)")
        XCTAssertTrue(reports.first?.contains("no-such-image-anywhere") ?? false)
    }

    func testImagesFromFilesAndNames() {
        let path = writeImage(named: "square.png", width: 8, height: 6)
        let image = UIImage(contentsOfFile: path)
        XCTAssertEqual(image?.size, CGSize(width: 8, height: 6))
        XCTAssertEqual(image?.cgImage?.width, 8)
        XCTAssertEqual(image?.scale, 1)
        XCTAssertNotNil(UIImage(named: folder.appendingPathComponent("square").path), "the extension may be left out")
        _ = writeImage(named: "retina@2x.png", width: 8, height: 6)
        let retina = UIImage(contentsOfFile: folder.appendingPathComponent("retina@2x.png").path)
        XCTAssertEqual(retina?.scale, 2)
        XCTAssertEqual(retina?.size, CGSize(width: 4, height: 3))
        var missing: UIImage?
        let reports = diagnostics { missing = UIImage(contentsOfFile: folder.appendingPathComponent("none.png").path) }
        XCTAssertNil(missing)
        XCTAssertEqual(reports.count, 1)
        XCTAssertNil(UIImage(named: "no-such-image-anywhere"))
        XCTAssertNotNil(UIImage(data: image!.pngData()!))
    }

    func testImageViewShowsItsImage() {
        let path = writeImage(named: "photo.png", width: 30, height: 20)
        let image = UIImage(contentsOfFile: path)!
        let view = UIImageView(image: image)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 30, height: 20))
        XCTAssertTrue(view.layer.contents as AnyObject === image.cgImage)
        XCTAssertFalse(view.isUserInteractionEnabled)
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 30, height: 20))
        view.contentMode = .scaleAspectFill
        XCTAssertEqual(view.layer.contentsGravity, .resizeAspectFill)
        view.image = nil
        XCTAssertNil(view.layer.contents)
        XCTAssertEqual(view.intrinsicContentSize.width, UIView.noIntrinsicMetric)
    }

    func testImageViewAnimatesItsImages() {
        let frames = (0..<3).map { UIImage(contentsOfFile: writeImage(named: "f\($0).png", width: 2, height: 2))! }
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        view.animationImages = frames
        view.animationDuration = 0.3
        view.animationRepeatCount = 2
        view.startAnimating()
        XCTAssertTrue(view.isAnimating)
        let animation = view.layer.animation(forKey: "UIImageViewAnimation") as? CAKeyframeAnimation
        XCTAssertEqual(animation?.values?.count, 3)
        XCTAssertEqual(animation?.calculationMode, .discrete)
        XCTAssertEqual(animation?.duration, 0.3)
        XCTAssertEqual(animation?.repeatCount, 2)
        view.stopAnimating()
        XCTAssertFalse(view.isAnimating)
        XCTAssertNil(view.layer.animationKeys())
        let animated = UIImage.animatedImage(with: frames, duration: 1)
        XCTAssertEqual(animated?.images?.count, 3)
        let shower = UIImageView(image: animated)
        XCTAssertTrue(shower.isAnimating)
        shower.stopAnimating()
    }
}
