// swift-tools-version:6.1
//
// A client of this project's products, built as a user's package would be:
// it depends on the checkout by path and imports only what the README tells
// users to import. Scripts/check-client-package.sh builds and runs it; a
// program exits non-zero when what it drew is wrong.
import PackageDescription

let package = Package(
    name: "ClientPackage",
    dependencies: [.package(name: "CoreAnimationLinux", path: "../..")],
    targets: [
        .executableTarget(name: "QuartzCoreClient",
                          dependencies: [.product(name: "QuartzCore", package: "CoreAnimationLinux")]),
        .executableTarget(name: "CoreImageClient",
                          dependencies: [.product(name: "CoreImage", package: "CoreAnimationLinux")]),
        .executableTarget(name: "LayerHostClient",
                          dependencies: [.product(name: "LayerHost", package: "CoreAnimationLinux")]),
        // The README's hosting example exactly as written there (copied by
        // Scripts/check-client-package.sh before the build).
        .executableTarget(name: "ReadmeExample",
                          dependencies: [.product(name: "LayerHost", package: "CoreAnimationLinux")]),
        .executableTarget(name: "UIKitClient",
                          dependencies: [.product(name: "UIKit", package: "CoreAnimationLinux")],
                          swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
