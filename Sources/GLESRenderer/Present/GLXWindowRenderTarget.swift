import CGLES
import Foundation
import RenderServer

/// An X window drawn by a GLX context (`GLXContextBinding`) as a render
/// target: the default framebuffer, presented with `glXSwapBuffers`, which
/// on Mesa's software rasterizer puts the image through shared memory.
///
/// On that software path, where GLX offers `GLX_MESA_copy_sub_buffer`, the
/// back buffer is never swapped: each frame copies the rectangles that
/// changed (or all of it) to the window, so the back buffer keeps the last
/// frame (`framePersistence` `.kept`) and a frame that changed a few
/// pixels redraws and sends only those.
///
/// The context belongs to this window (`GLESContext(glx:window:)`): every
/// `activate` makes it current on the window. Created on the main thread;
/// drawn and presented on the render or present thread, where the context
/// is current; `resize` and `setSwapInterval` from any thread.
package final class GLXWindowRenderTarget: WindowSurface {
    private let context: GLESContext
    private let binding: GLXContextBinding
    private let window: UInt
    package let settings: WindowSurfaceSettings

    /// - Throws: `GLESRendererError.noGLXContext` when `context` was not made through GLX for `nativeWindow`.
    package init(context: GLESContext, nativeWindow: UInt, width: Int, height: Int) throws {
        guard let glx = context.glx, glx.window == nativeWindow else {
            throw GLESRendererError.noGLXContext(detail: "the context was not made through GLX for this window")
        }
        self.context = context
        self.binding = glx.binding
        self.window = nativeWindow
        settings = WindowSurfaceSettings(width: width, height: height)
        copiesDamage = glx.binding.isSoftware && glx.binding.copiesSubBuffers
    }

    deinit {
        if context.isCurrent { context.releaseCurrent() }
    }

    /// Makes the context current on the window on the calling thread, and
    /// applies a swap interval set since.
    package func activate(_ context: GLESContext) throws {
        if !binding.isCurrent || binding.currentDrawable != window {
            try context.makeCurrent()
        }
        if let interval = settings.intervalToApply() {
            binding.setSwapInterval(interval, drawable: window)
        }
    }

    package var presentPath: String {
        if copiesDamage {
            return "GLX on X11, Mesa \(binding.renderer): glXCopySubBufferMESA puts each frame's damaged rectangles "
                + "through shared memory (MIT-SHM)"
        }
        return binding.isSoftware
            ? "GLX on X11, Mesa \(binding.renderer): glXSwapBuffers puts each frame through shared memory (MIT-SHM)"
            : "GLX on X11: glXSwapBuffers (\(binding.renderer))"
    }

    /// Whether frames are presented by copying rectangles out of a back
    /// buffer that is never swapped (Mesa's software path with `GLX_MESA_copy_sub_buffer`).
    private let copiesDamage: Bool

    /// The window's size when a frame was last drawn (the thread that draws).
    private var drawnSize: (width: Int, height: Int)?

    package var framePersistence: FramePersistence { copiesDamage ? .kept : .discarded }

    /// Before the first frame at a new size, where frames are copied out:
    /// Mesa's software path learns the window's size only when a swap
    /// invalidates its back buffer, and frames copied out never swap. The
    /// swap shows the last frame again (the window's pixels are that frame
    /// already); the frame then draws into a back buffer of the new size,
    /// whole (its size is new to `GLESFrameRenderer` too).
    package func beginDrawing() {
        let size = settings.size
        defer { drawnSize = (size.width, size.height) }
        guard copiesDamage, let drawnSize, drawnSize != (size.width, size.height) else { return }
        binding.swap(drawable: window)
    }

    /// Shows the frame: swaps the window's buffers (GLX reports no failure
    /// here; a gone window or connection shows up as an X error).
    package func present() throws {
        try present(damage: nil)
    }

    /// Shows the frame: copies the damaged rectangles (or the whole back
    /// buffer) to the window where the back buffer is kept, else swaps.
    package func present(damage: [PixelRect]?) throws {
        guard copiesDamage else { return binding.swap(drawable: window) }
        let height = pixelHeight
        for rect in damage ?? [PixelRect(x: 0, y: 0, width: pixelWidth, height: height)] {
            binding.copySubBuffer(drawable: window, x: rect.x, y: height - rect.y - rect.height,
                                  width: rect.width, height: rect.height)
        }
    }
}
