// LayerEffects: document 002's visual effects on one page: corner radius,
// borders, shadows (and shadowPath, square and circular), an image mask,
// every contentsGravity, a sprite sheet stepped through contentsRect, a
// nine-slice contentsCenter, zPosition reordering, a 3D card under
// perspective, group opacity, and shouldRasterize (a cached image reused as
// the layer turns, two rasterization scales, and a subtree that changes
// every frame; F6 tints reuses green and redraws red). A click hit-tests the page and names the
// layer hit (printed and shown at the bottom); a click on a square of the
// zPosition card brings it to the front.
//
//   swift run LayerEffects                       a window; Escape quits
//   swift run LayerEffects --seconds S           quit S seconds after the first frame
//   swift run LayerEffects --frames N --out DIR  headless: N frames at 60 fps, with
//                                                scripted clicks
import LayerHost
import SampleSupport

SampleRunner.run(LayerEffectsScene())
