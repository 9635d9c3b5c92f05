// Text layout (TextRendering): a string laid out by Pango in a width, as a
// wrapped CATextLayer's is on the main thread (sizes) and the render thread
// (before drawing). Each iteration makes the TextLayout and asks for its size
// and line count, which runs Pango's shaping and line breaking; nothing is drawn.
import Benchmark
import CoreAnimationValues
import CoreGraphics
import Foundation
import TextRendering

private let paragraph = """
    Core Animation provides a general purpose system for animating views and other visual elements of your app. \
    It is not a replacement for your app's views. Instead, it is a technology that integrates with views to provide \
    better performance and support for animating their content. It achieves this behavior by caching the contents of \
    views into bitmaps that can be manipulated directly by the graphics hardware.
    """

private func drawing(paragraphs: Int, truncated: Bool) -> TextDrawing {
    var drawing = TextDrawing()
    drawing.runs = [TextRun(text: Array(repeating: paragraph, count: paragraphs).joined(separator: "\n"))]
    drawing.fontName = "Helvetica"
    drawing.fontSize = 14
    drawing.isWrapped = true
    drawing.alignmentMode = .justified
    drawing.truncationMode = truncated ? .end : .none
    return drawing
}

func textLayoutBenchmarks() {
    let cases: [(name: String, drawing: TextDrawing, height: CGFloat?)] = [
        ("Text layout 1 paragraph (66 words), 320 pt wide", drawing(paragraphs: 1, truncated: false), nil),
        ("Text layout 10 paragraphs, 320 pt wide", drawing(paragraphs: 10, truncated: false), nil),
        ("Text layout 10 paragraphs, truncated to 100 pt", drawing(paragraphs: 10, truncated: true), 100),
    ]
    for (name, drawing, height) in cases {
        Benchmark(name) { benchmark in
            for _ in benchmark.scaledIterations {
                let layout = TextLayout(drawing, width: 320, height: height)
                blackHole(layout.size)
                blackHole(layout.lineCount)
            }
        }
    }
}
