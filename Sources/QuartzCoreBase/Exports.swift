@_exported import CoreGraphics
@_exported import CoreAnimationValues
@_exported import Foundation
// As on Apple's platforms, `import QuartzCore` brings Core Foundation's names
// (`CFTypeRef`, the type of `CATextLayer.font`, is `AnyObject` on Linux too).
@_exported import CoreFoundation
