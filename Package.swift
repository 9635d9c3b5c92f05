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
        // Cairo draws for the bitmap CGContext; only CoreGraphics sees it.
        .systemLibrary(
            name: "CCairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .target(
            name: "CoreGraphics",
            dependencies: ["CImageCodecs", "CCairo"]
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
    ],
    swiftLanguageModes: [.v5]
)
