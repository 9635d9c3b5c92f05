// Emitters: particle emitters (CAEmitterLayer and CAEmitterCell) as apps use
// them, simulated and drawn by the render server: snow on a night hill and
// cherry petals blown off a branch.
//
//   swift run Emitters                      a window; Escape quits
//   swift run Emitters --seconds S          quit after S seconds
//   swift run Emitters --frames N --out DIR headless: N frames at 60 fps as PNG files
import LayerHost

SampleCommandLine.pinClockForExport()
let page = EmittersPage()
try SampleCommandLine.run("Emitters", root: page.root, width: EmittersPage.width, height: EmittersPage.height)
