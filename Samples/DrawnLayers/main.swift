// DrawnLayers: the layers whose pixels are drawn rather than given (document
// 002's shape, gradient and text layers), each animated the way apps animate
// them, on one page.
//
//   swift run DrawnLayers                      a window; Escape quits
//   swift run DrawnLayers --seconds S          quit after S seconds
//   swift run DrawnLayers --frames N --out DIR headless: N frames at 60 fps as PNG files
import LayerHost

let page = DrawnLayersPage()
try SampleCommandLine.run("DrawnLayers", root: page.root, width: DrawnLayersPage.width, height: DrawnLayersPage.height)
