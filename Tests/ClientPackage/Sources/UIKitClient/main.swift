// `import UIKit`: views over layers, written as iOS code; drawn through the
// view's layer with render(in:) (no window needed).
import UIKit

let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
view.backgroundColor = .red
let right = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
right.backgroundColor = .blue
view.addSubview(right)
UIView.animate(withDuration: 0.3) { right.alpha = 0.5 }

UIGraphicsBeginImageContextWithOptions(view.bounds.size, false, 1)
if let context = UIGraphicsGetCurrentContext() { view.layer.render(in: context) }
let image = UIGraphicsGetImageFromCurrentImageContext()
UIGraphicsEndImageContext()
guard let cgImage = image?.cgImage, let pixels = cgImage.dataProvider?.data else {
    print("UIKitClient: FAILED: no image")
    exit(1)
}
let scale = cgImage.width / 40
let left = pixels.withUnsafeBytes { Array($0[(10 * scale * cgImage.bytesPerRow + 5 * scale * 4)...].prefix(4)) }
print("UIKitClient: left pixel RGBA \(left)")
guard left[0] == 255, left[2] == 0 else {
    print("UIKitClient: FAILED: the view is not red")
    exit(1)
}
// The subview's model alpha is 0.5 (render(in:) draws model values, not the animation).
let rightPixel = pixels.withUnsafeBytes { Array($0[(10 * scale * cgImage.bytesPerRow + 35 * scale * 4)...].prefix(4)) }
print("UIKitClient: right pixel RGBA \(rightPixel)")
guard (100...155).contains(rightPixel[0]), rightPixel[1] == 0, (100...155).contains(rightPixel[2]) else {
    print("UIKitClient: FAILED: the half-transparent blue subview over red is not purple")
    exit(1)
}
print("UIKitClient: ok")
