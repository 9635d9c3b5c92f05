// swift-tools-version:6.1
//
// Core Animation (QuartzCore) rebuilt in Swift for Linux. The module graph
// follows Docs/Architecture.md: CoreGraphics <- CoreAnimationValues (pure values
// shared by the main and render threads) <- QuartzCoreBase (the public
// classes, no GL) <- QuartzCore (re-exports them with CARenderer and
// render(in:), drawn by the GL ES renderer) <- LayerHost (windows) <- UIKit.
import PackageDescription

/// The command-line parser, for tool targets only.
let argumentParser: Target.Dependency = .product(name: "ArgumentParser", package: "swift-argument-parser")
/// The library modules' language mode, and every new module's (the
/// package's default stays Swift 5 for the samples, tools and tests, which
/// have not moved yet).
let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]
/// Library modules not yet in Swift 6 mode: QuartzCoreBase (about 280
/// diagnostics) and RenderServer (about 100), mostly shared tables and
/// singletons Swift 6 cannot prove safe and the walk's threads sharing
/// unsafe buffers, each needing a reviewed change rather than a blanket
/// `@unchecked`; LayerHost, whose window and heads-up display make layers
/// from nonisolated code while `CALayer`'s initializers are main-actor
/// isolated (so that UIKit's views may override them): it moves when
/// `LayerWindow` becomes `@MainActor`. UIKit: see its target.
let swift5: [SwiftSetting] = [.swiftLanguageMode(.v5)]
/// HdrHistogram, for the tools that report percentiles.
let histogram: Target.Dependency = .product(name: "Histogram", package: "hdrhistogram-swift")

let package = Package(
    name: "CoreAnimationLinux",
    products: [
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "CoreImage", targets: ["CoreImage"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "LayerHost", targets: ["LayerHost"]),
        .library(name: "UIKit", targets: ["UIKit"]),
    ],
    dependencies: [
        // The libraries' one dependency: diagnostics go to swift-log's loggers.
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        // For the tools only (samples, SampleSupport, benchmarks):
        // every executable's command line and --help,
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // and the one definition of a percentile (FrameBench, Soak, BenchmarkSupport),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.1.0"),
        // and ordo-one/benchmark, for the micro-benchmarks in Benchmarks/Micro only:
        // no library or test target depends on it. Its "MallocInterposer" trait
        // alone (malloc counts): the default "RuntimeInterposer" trait would pull
        // in swift-runtime-interposer on Linux with Swift 6.3.
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
        // The documentation: `swift package generate-documentation` (Scripts/docs.sh).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
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
            dependencies: ["CImageCodecs", "CCairo", .product(name: "Logging", package: "swift-log")],
            swiftSettings: swift6
        ),
        // The colour Core Image takes (`CIColor`); no filters or images.
        .target(
            name: "CoreImage",
            dependencies: ["CoreGraphics"],
            swiftSettings: swift6
        ),
        .target(
            name: "CoreAnimationValues",
            dependencies: ["CoreGraphics"],
            swiftSettings: swift6
        ),
        // Pango lays out and shapes text (HarfBuzz), fontconfig finds fonts,
        // FreeType and Cairo draw the glyphs; only TextRendering sees them.
        .systemLibrary(
            name: "CPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]
        ),
        // A text layer's string laid out in its bounds and drawn into a
        // CGContext, on whichever thread asks (main: sizes; render: pixels).
        .target(
            name: "TextRendering",
            dependencies: ["CPango", "CoreGraphics", "CoreAnimationValues"],
            swiftSettings: swift6
        ),
        // The layer model: CALayer and its subclasses, animations,
        // transactions, commits. Never imports GL or X11.
        .target(
            name: "QuartzCoreBase",
            dependencies: ["CoreAnimationValues", "CoreGraphics", "TextRendering"],
            swiftSettings: swift5
        ),
        .target(
            name: "RenderServer",
            dependencies: ["CoreAnimationValues", "TextRendering"],
            swiftSettings: swift5
        ),
        // EGL and OpenGL ES 3 headers (Debian: libegl-dev, libgles-dev; Mesa
        // provides the drivers, llvmpipe where there is no GPU).
        .systemLibrary(name: "CEGL", path: "Sources/CEGL"),
        // GLX (Debian: libglx-dev), for windows on Mesa's software rasterizer:
        // an ES context whose swaps use shared memory (see GLXContextBinding).
        .systemLibrary(name: "CGLX", path: "Sources/CGLX", pkgConfig: "glx", providers: [.apt(["libglx-dev"])]),
        .systemLibrary(name: "CGLES", path: "Sources/CGLES"),
        // GLSL ES 3.00 sources, embedded in the binary at build time so that a
        // program finds its shaders from any working directory.
        .target(
            name: "Shaders",
            path: "Shaders",
            exclude: ["README.md"],
            resources: [
                .embedInCode("clip_shape.frag"),
                .embedInCode("corner_shape.glsl"),
                .embedInCode("group_composite.frag"),
                .embedInCode("single_quad.vert"),
                .embedInCode("layer_quad.vert"),
                .embedInCode("layer_quad.frag"),
                .embedInCode("sprite_quad.vert"),
                .embedInCode("sprite_quad.frag"),
                .embedInCode("shadow_quad.vert"),
                .embedInCode("shadow_quad.frag"),
                .embedInCode("shadow_blur.vert"),
                .embedInCode("shadow_blur.frag"),
                .embedInCode("transition.frag"),
            ],
            swiftSettings: swift6
        ),
        // The GL side of the render server: context, targets, textures, the
        // layer quad program.
        .target(
            name: "GLESRenderer",
            dependencies: ["CEGL", "CGLES", "CGLX", "CoreGraphics", "CoreAnimationValues", "Shaders", "RenderServer"],
            swiftSettings: swift6
        ),
        // The input and window events every platform shares (PlatformEvent),
        // and the public input values a window's events carry (PointerEvent,
        // KeyEvent, WheelEvent, ModifierFlags).
        .target(name: "PlatformInput", swiftSettings: swift6),
        // Xlib through a module map. X11Platform owns the window and turns
        // X events into PlatformEvents; an EGL window surface takes its
        // Display* and Window id.
        .systemLibrary(name: "CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev"])]),
        // XCB's Present and RandR: the display clock (vblanks, the monitor's
        // refresh rate) on a connection of the render thread's own.
        .systemLibrary(name: "CXCB", path: "Sources/CXCB", pkgConfig: "xcb-present",
                       providers: [.apt(["libxcb-present-dev", "libxcb-randr0-dev"])]),
        .target(
            name: "X11Platform",
            dependencies: ["CX11", "CXCB", "CXi", "PlatformInput"],
            swiftSettings: swift6
        ),
        // The Wayland protocols' interface tables, generated by
        // Scripts/generate-wayland-glue.py and committed, with the client
        // library's ABI declared by hand: no Wayland header or library is
        // needed to build (WaylandPlatform loads the libraries at run time).
        .target(name: "CWaylandProtocols"),
        // A Wayland compositor's windows (xdg-shell), input (xkbcommon) and
        // frame callbacks → PlatformEvents and a frame clock.
        .target(
            name: "WaylandPlatform",
            dependencies: ["CWaylandProtocols", "PlatformInput"],
            swiftSettings: swift6
        ),
        // XInput 2 (Debian: libxi-dev): touch events, several fingers at once.
        .systemLibrary(name: "CXi", pkgConfig: "xi", providers: [.apt(["libxi-dev"])]),
        // The XTest extension, linked by the tests only: synthetic input.
        .systemLibrary(name: "CXTest", pkgConfig: "xtst", providers: [.apt(["libxtst-dev"])]),
        // What `import QuartzCore` gives a client, as on Apple's platforms: the
        // layer model re-exported, plus CARenderer and CALayer.render(in:), which
        // draw headless (EGL surfaceless) with the window's renderer.
        .target(
            name: "QuartzCore",
            dependencies: ["QuartzCoreBase", "RenderServer", "GLESRenderer"],
            swiftSettings: swift6
        ),
        // The composition root: an X11 or Wayland window, EGL, the render server and the main loop.
        .target(
            name: "LayerHost",
            dependencies: ["QuartzCore", "RenderServer", "GLESRenderer", "PlatformInput", "X11Platform", "WaylandPlatform"],
            swiftSettings: swift5
        ),
        // The UIKit subset: views over the layer tree, touches from the X11
        // pointer, gesture recognizers, view animations. Views are
        // @MainActor as in Apple's SDK. Swift 5 language mode: Swift 6 mode
        // would trap (dynamic isolation checks in every closure) when an app
        // calls a view from another thread; UIKit reports that once instead
        // and carries the call out (OffMainUse).
        .target(
            name: "UIKit",
            dependencies: ["QuartzCore", "LayerHost", "CoreImage", "TextRendering"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // A private Xvfb for the live tests, and an XTest client playing the user.
        .target(name: "XvfbTestSupport", dependencies: ["CX11", "CXTest", "X11Platform"], path: "Sources/XvfbTestSupport"),
        // The tests' own Wayland compositor (libwayland-server, loaded at run time).
        .target(name: "WaylandTestSupport", dependencies: ["CWaylandProtocols"], path: "Sources/WaylandTestSupport"),
        // Samples: one executable each.
        .executableTarget(name: "LayerTour", dependencies: ["QuartzCore", argumentParser], path: "Samples/LayerTour"),
        .executableTarget(name: "WindowSmoke", dependencies: ["LayerHost", argumentParser], path: "Samples/WindowSmoke"),
        .executableTarget(name: "HostedLayers", dependencies: ["LayerHost", argumentParser], path: "Samples/HostedLayers"),
        .executableTarget(name: "DrawnLayers", dependencies: ["LayerHost", "SampleSupport", argumentParser], path: "Samples/DrawnLayers"),
        .executableTarget(name: "Transitions", dependencies: ["LayerHost", "SampleSupport", argumentParser], path: "Samples/Transitions"),
        .executableTarget(name: "Petals", dependencies: ["LayerHost", "SampleSupport", argumentParser], path: "Samples/Petals"),
        .executableTarget(name: "Emitters", dependencies: ["LayerHost", "SampleSupport", argumentParser], path: "Samples/Emitters"),
        // What every sample shares: the command line (SampleOptions: window, --seconds, headless
        // --frames/--out) and SampleRunner, which runs a SampleScene; the mode bar and the cards.
        .target(name: "SampleSupport", dependencies: ["LayerHost", argumentParser], path: "Samples/SampleSupport"),
        .executableTarget(name: "PathFollower", dependencies: ["SampleSupport", argumentParser], path: "Samples/PathFollower"),
        .executableTarget(name: "ImplicitActions", dependencies: ["SampleSupport", argumentParser], path: "Samples/ImplicitActions"),
        .executableTarget(name: "LayerEffects", dependencies: ["SampleSupport", argumentParser], path: "Samples/LayerEffects"),
        .executableTarget(name: "TimingLab", dependencies: ["SampleSupport", argumentParser], path: "Samples/TimingLab"),
        // Listings 4-1 to 4-9 of the View Programming Guide, written as iOS
        // code in Swift 5 mode.
        .executableTarget(
            name: "ViewAnimations", dependencies: ["UIKit", "LayerHost", "SampleSupport", argumentParser], path: "Samples/ViewAnimations",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(name: "FrameBench", dependencies: ["LayerHost", "RenderServer", "GLESRenderer", "SampleSupport", argumentParser, histogram], path: "Samples/FrameBench"),
        // Benchmarks (release builds; they print a table and JSON).
        // Seeded fuzz drivers (image decoding, key paths, timing): bounded in the
        // test suite (FuzzTests), as long as you like with `swift run -c release Fuzz`.
        .target(name: "FuzzDrivers", dependencies: ["CoreGraphics", "CoreAnimationValues", "QuartzCoreBase"]),
        .executableTarget(name: "Fuzz", dependencies: ["FuzzDrivers", argumentParser], path: "Benchmarks/Fuzz"),
        .executableTarget(name: "Soak", dependencies: ["LayerHost", "SampleSupport", "GLESRenderer", "RenderServer", argumentParser, histogram],
                          path: "Benchmarks/Soak"),
        .testTarget(name: "FuzzTests", dependencies: ["FuzzDrivers"]),
        // Hostile uses of every library, each in its own process (no crash,
        // hang, flood or silence); run by the test suite (AdversaryTests).
        // Idle and paused CPU of a live window and click-to-photon latency, on a private Xvfb.
        .executableTarget(name: "ResponseBench", dependencies: ["LayerHost", "XvfbTestSupport", "CX11", argumentParser],
                          path: "Benchmarks/ResponseBench"),
        // One Auto Layout pass against the number of views (release: swift run -c release LayoutBench).
        .executableTarget(name: "LayoutBench", dependencies: ["UIKit", "BenchmarkSupport", argumentParser],
                          path: "Benchmarks/LayoutBench"),
        .executableTarget(name: "Adversary", dependencies: ["UIKit", "LayerHost", "XvfbTestSupport", "CX11", argumentParser],
                          path: "Benchmarks/Adversary"),
        // What the headless GL benchmarks share: the context, and HdrHistogram's median.
        .target(name: "BenchmarkSupport", dependencies: ["GLESRenderer", argumentParser, histogram],
                path: "Benchmarks/BenchmarkSupport"),
        .executableTarget(
            name: "DrawListBench", dependencies: ["GLESRenderer", "RenderServer", "QuartzCoreBase", "CoreAnimationValues", argumentParser, "BenchmarkSupport"],
            path: "Benchmarks/DrawListBench"),
        .executableTarget(
            name: "CompositingBench", dependencies: ["GLESRenderer", "RenderServer", "CoreAnimationValues", "CoreGraphics", argumentParser, "BenchmarkSupport"],
            path: "Benchmarks/CompositingBench"),
        // Micro-benchmarks (ordo-one/benchmark: wall clock and malloc counts) of
        // animation evaluation, commit building, path flattening and text layout:
        // `swift package benchmark --target Micro` (Benchmarks/Micro/README.md).
        // The plugin runs executable targets whose folder is directly in Benchmarks/.
        // Its entry point is written by hand (MicroRunner.swift), not by the
        // package's build plugin, whose tools every build would otherwise make.
        .executableTarget(
            name: "Micro",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "CoreGraphics", "CoreAnimationValues", "QuartzCoreBase", "TextRendering",
            ],
            path: "Benchmarks/Micro",
            exclude: ["README.md"]),
        .executableTarget(
            name: "ShadowBench", dependencies: ["GLESRenderer", "RenderServer", "CoreAnimationValues", "CoreGraphics", argumentParser, "BenchmarkSupport"],
            path: "Benchmarks/ShadowBench"),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", .product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "CoreImageTests", dependencies: ["CoreImage"]),
        .testTarget(name: "CoreAnimationValuesTests", dependencies: ["CoreAnimationValues"]),
        .testTarget(name: "TextRenderingTests", dependencies: ["TextRendering", "CoreGraphics", "CoreAnimationValues"]),
        .testTarget(name: "QuartzCoreBaseTests", dependencies: ["QuartzCoreBase"]),
        .testTarget(name: "RenderServerTests", dependencies: ["RenderServer", "QuartzCoreBase"]),
        .testTarget(
            name: "GLESRendererTests",
            dependencies: ["GLESRenderer", "CoreGraphics", "CoreAnimationValues", "RenderServer", "QuartzCoreBase"],
            // Reference images, read from the source tree by the pixel tests (`assertMatchesReference`).
            exclude: ["References"]),
        .testTarget(name: "PlatformInputTests", dependencies: ["PlatformInput"]),
        .testTarget(name: "WaylandPlatformTests", dependencies: ["WaylandPlatform", "WaylandTestSupport", "PlatformInput"]),
        .testTarget(name: "X11PlatformTests", dependencies: ["X11Platform", "PlatformInput", "CX11", "CXi", "CXTest", "XvfbTestSupport"]),
        // The samples run as programs: under a private Xvfb, and headless against reference frames.
        .testTarget(
            name: "SampleTests", dependencies: ["SampleSupport", "CoreGraphics", "CX11", "XvfbTestSupport"],
            exclude: ["References"]),
        .testTarget(name: "LayerHostTests", dependencies: ["LayerHost", "PlatformInput", "X11Platform", "GLESRenderer", "CX11", "XvfbTestSupport", "RenderServer"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "QuartzCore", "LayerHost", "PlatformInput", "CX11", "XvfbTestSupport"]),
    ],
    swiftLanguageModes: [.v5]
)
