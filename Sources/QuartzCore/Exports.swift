// `import QuartzCore` gives what Apple's QuartzCore gives: the layer model
// (QuartzCoreBase: CALayer and its subclasses, animations, transactions; no
// GL) and the headless renderer's public face (`CARenderer`,
// `CALayer.render(in:)`), drawn by the same render server and GL ES renderer
// a window uses. The model itself never imports GL; this module adds it.
@_exported import QuartzCoreBase
