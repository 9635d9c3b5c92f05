// `import UIKit` brings Foundation, CoreGraphics, CoreImage (its `CIColor`)
// and QuartzCore along, as on iOS; LayerHost adds `CALayer.render(in:)` and
// the window host.
@_exported import CoreImage
@_exported import Foundation
@_exported import LayerHost
@_exported import QuartzCore
