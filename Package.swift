// swift-tools-version:6.1
//
// Core Animation (QuartzCore) rebuilt in Swift for Linux. The module graph
// follows ../shared/DESIGN.md: CoreGraphics <- CoreAnimationModel (pure values
// shared by the main and render threads) <- QuartzCore (the public classes).
import PackageDescription

let package = Package(
    name: "CoreAnimationLinux",
    products: [
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
    ],
    targets: [
        // PNG and JPEG decoding through libpng and libjpeg-turbo. A small C
        // shim keeps libjpeg's setjmp/longjmp error handling out of Swift.
        .target(
            name: "CImageCodecs",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("jpeg")]
        ),
        .target(
            name: "CoreGraphics",
            dependencies: ["CImageCodecs"]
        ),
        .target(
            name: "CoreAnimationModel",
            dependencies: ["CoreGraphics"]
        ),
        .target(
            name: "QuartzCore",
            dependencies: ["CoreAnimationModel", "CoreGraphics"]
        ),
        .target(
            name: "RenderServer",
            dependencies: ["CoreAnimationModel"]
        ),
        // Xlib through a module map. X11Platform owns the window and turns
        // X events into PlatformEvents; an EGL window surface takes its
        // Display* and Window id.
        .systemLibrary(name: "CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev"])]),
        .target(
            name: "X11Platform",
            dependencies: ["CX11"]
        ),
        // The XTest extension, linked by the tests only: synthetic input.
        .systemLibrary(name: "CXTest", pkgConfig: "xtst", providers: [.apt(["libxtst-dev"])]),
        // Samples: one executable each.
        .executableTarget(name: "LayerTour", dependencies: ["QuartzCore"], path: "Samples/LayerTour"),
        // Benchmarks (release builds; they print a table and JSON).
        .executableTarget(
            name: "AnimationBench", dependencies: ["QuartzCore", "CoreAnimationModel"],
            path: "Benchmarks/AnimationBench"),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics"]),
        .testTarget(name: "CoreAnimationModelTests", dependencies: ["CoreAnimationModel"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore"]),
        .testTarget(name: "RenderServerTests", dependencies: ["RenderServer", "QuartzCore"]),
        .testTarget(name: "X11PlatformTests", dependencies: ["X11Platform", "CX11", "CXTest"]),
    ],
    swiftLanguageModes: [.v5]
)
