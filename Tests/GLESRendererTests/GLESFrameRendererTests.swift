import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
@testable import RenderServer
import XCTest

/// `GLESFrameRenderer` presenting asynchronously: each frame is shown on the
/// presenter thread, with the context, while the caller goes on.
final class GLESFrameRendererTests: LayerTreePixelTestCase {
    /// An offscreen target that records, at each present, the thread and the centre pixel.
    final class RecordingTarget: RenderTarget {
        let inner: OffscreenRenderTarget
        private let lock = NSLock()
        private var shown: [(onCallingThread: Bool, centre: RGBA)] = []
        private let callingThread = Thread.current
        var failNextPresent = false

        init(_ inner: OffscreenRenderTarget) { self.inner = inner }

        var pixelWidth: Int { inner.pixelWidth }
        var pixelHeight: Int { inner.pixelHeight }
        var presents: [(onCallingThread: Bool, centre: RGBA)] { lock.withLock { shown } }

        func bindForDrawing(_ state: GLStateCache) { inner.bindForDrawing(state) }

        func present() throws {
            if failNextPresent {
                failNextPresent = false
                throw GLESRendererError.makeCurrent(eglError: 0x3000)
            }
            let pixels = Pixels(width: pixelWidth, height: pixelHeight, bytes: inner.readPremultipliedRGBA8())
            let record = (Thread.current == callingThread, pixels[pixelWidth / 2, pixelHeight / 2])
            lock.withLock { shown.append(record) }
        }
    }

    private func frames(of colors: [CGColor], into frame: GLESFrameRenderer) throws {
        let root = rootLayer(16)
        for color in colors {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            root.backgroundColor = color
            CATransaction.commit()
            CATransaction.flush()
            try frame.render(DrawListBuilder.build(feed.tree, roots: [root.layerID], at: CACurrentMediaTime()))
        }
    }

    func testEachFrameIsPresentedOnThePresenterThreadInOrder() throws {
        let target = RecordingTarget(try OffscreenRenderTarget(context: context, width: 16, height: 16))
        let frame = GLESFrameRenderer(context: context, target: target)
        frame.presentsAsynchronously = true
        defer {
            frame.renderThreadWillExit()
            try? context.makeCurrent()
        }
        try frames(of: [.testRed, .testGreen, .testBlue], into: frame)
        frame.renderThreadWillExit()
        XCTAssertEqual(target.presents.map(\.centre), [.red, .green, .blue], "each frame's own image, shown in order")
        XCTAssertEqual(target.presents.map(\.onCallingThread), [false, false, false])
        XCTAssertFalse(context.isCurrent, "released after the last frame")
    }

    func testAFailedPresentStopsTheNextFrame() throws {
        let target = RecordingTarget(try OffscreenRenderTarget(context: context, width: 16, height: 16))
        let frame = GLESFrameRenderer(context: context, target: target)
        frame.presentsAsynchronously = true
        defer {
            frame.renderThreadWillExit()
            try? context.makeCurrent()
        }
        target.failNextPresent = true
        try frames(of: [.testRed], into: frame)
        XCTAssertThrowsError(try frames(of: [.testGreen], into: frame)) { error in
            XCTAssertEqual(error as? GLESRendererError, .makeCurrent(eglError: 0x3000))
        }
    }

    func testSynchronousPresentStaysOnTheCallingThread() throws {
        let target = RecordingTarget(try OffscreenRenderTarget(context: context, width: 16, height: 16))
        let frame = GLESFrameRenderer(context: context, target: target)
        try frames(of: [.testRed, .testGreen], into: frame)
        XCTAssertEqual(target.presents.map(\.centre), [.red, .green])
        XCTAssertEqual(target.presents.map(\.onCallingThread), [true, true])
        XCTAssertTrue(context.isCurrent)
    }

    func testDidPresentFollowsEachPresentOnThePresentingThread() throws {
        final class Log: @unchecked Sendable {
            private let lock = NSLock()
            private var threads: [Bool] = []
            func add(_ onCallingThread: Bool) { lock.withLock { threads.append(onCallingThread) } }
            var all: [Bool] { lock.withLock { threads } }
        }
        let calling = Thread.current
        for asynchronous in [true, false] {
            let log = Log()
            let target = RecordingTarget(try OffscreenRenderTarget(context: context, width: 16, height: 16))
            let frame = GLESFrameRenderer(context: context, target: target)
            frame.presentsAsynchronously = asynchronous
            frame.didPresent = {
                XCTAssertEqual(target.presents.count, log.all.count + 1, "after its present")
                log.add(Thread.current == calling)
            }
            try frames(of: [.testRed, .testGreen], into: frame)
            frame.renderThreadWillExit()
            try context.makeCurrent()
            XCTAssertEqual(log.all, [!asynchronous, !asynchronous], "asynchronous: \(asynchronous)")
        }
    }
}
