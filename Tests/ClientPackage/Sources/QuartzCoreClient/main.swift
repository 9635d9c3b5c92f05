// `import QuartzCore` alone: layers, render(in:) and CARenderer, as on Apple's platforms.
import QuartzCore

let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
let root = CALayer()
root.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
root.backgroundColor = red
let right = CALayer()
right.frame = CGRect(x: 20, y: 0, width: 20, height: 20)
right.backgroundColor = blue
root.addSublayer(right)

/// The red and blue bytes of pixel (x, y) of premultiplied RGBA8 rows.
func redBlue(_ bytes: UnsafeRawPointer, bytesPerRow: Int, x: Int, y: Int) -> (UInt8, UInt8) {
    let pixel = bytes.advanced(by: y * bytesPerRow + x * 4).assumingMemoryBound(to: UInt8.self)
    return (pixel[0], pixel[2])
}

var failures: [String] = []
@MainActor func expect(_ what: String, _ got: (UInt8, UInt8), _ want: (UInt8, UInt8)) {
    if got != want { failures.append("\(what): red, blue \(got), expected \(want)") }
    print("\(what): red \(got.0), blue \(got.1)")
}

// render(in:) into a bitmap context.
guard let context = CGContext(data: nil, width: 40, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                              space: CGColorSpaceCreateDeviceRGB(),
                              bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue),
      let data = context.data else {
    fatalError("no bitmap context")
}
root.render(in: context)
expect("render(in:) left", redBlue(data, bytesPerRow: context.bytesPerRow, x: 5, y: 10), (255, 0))
expect("render(in:) right", redBlue(data, bytesPerRow: context.bytesPerRow, x: 35, y: 10), (0, 255))

// CARenderer, headless.
do {
    let renderer = try CARenderer(width: 40, height: 20)
    renderer.layer = root
    renderer.beginFrame(atTime: CACurrentMediaTime())
    renderer.render()
    renderer.endFrame()
    let image = renderer.makeImage()
    guard let pixels = image.dataProvider?.data else { fatalError("CARenderer gave no pixels") }
    pixels.withUnsafeBytes { bytes in
        expect("CARenderer left", redBlue(bytes.baseAddress!, bytesPerRow: image.bytesPerRow, x: 5, y: 10), (255, 0))
        expect("CARenderer right", redBlue(bytes.baseAddress!, bytesPerRow: image.bytesPerRow, x: 35, y: 10), (0, 255))
    }
} catch {
    failures.append("CARenderer: \(error)")
}

if failures.isEmpty {
    print("QuartzCoreClient: ok")
} else {
    print("QuartzCoreClient: FAILED\n" + failures.joined(separator: "\n"))
    exit(1)
}
