import CoreAnimationValues
@testable import GLESRenderer
@testable import RenderServer
import XCTest

/// What a renderer redraws given what its target kept (`KeptFrame`): the
/// damage where the last frame is kept as drawn, the damage of the frames
/// a swapped-in back buffer missed, the last flash, else everything.
final class KeptFrameTests: XCTestCase {
    private let frame = PixelRect(x: 0, y: 0, width: 400, height: 200)
    private let settings = KeptFrame.Settings(width: 400, height: 200, clearColor: .clear, debugOptions: [],
                                              antialiasesInnermostClip: true, drawsOccludersFirst: true,
                                              occludesImageInteriors: nil)

    private func damage(_ rects: PixelRect...) -> FrameDamage {
        var damage = FrameDamage(frame: frame)
        for rect in rects { damage.add(rect) }
        return damage
    }

    private let a = PixelRect(x: 10, y: 10, width: 20, height: 20)
    private let b = PixelRect(x: 200, y: 100, width: 30, height: 30)
    private let c = PixelRect(x: 300, y: 20, width: 10, height: 10)

    func testTheFirstFrameAndNewSettingsAreWhole() {
        var kept = KeptFrame()
        XCTAssertNil(kept.region(for: damage(a), persistence: .kept, settings: settings))
        XCTAssertEqual(kept.wholeFrameReason(persistence: .kept, settings: settings), "first frame")
        kept.didDraw(nil, of: frame, settings: settings, flash: [])
        XCTAssertEqual(kept.region(for: damage(a), persistence: .kept, settings: settings), [a])
        var flashing = settings
        flashing.debugOptions = .flashUpdatedRegions
        XCTAssertNil(kept.region(for: damage(a), persistence: .kept, settings: flashing), "the debugging colours changed")
        var larger = settings
        larger.width = 800
        XCTAssertNil(kept.region(for: damage(), persistence: .kept, settings: larger), "a new size, even with nothing damaged")
        XCTAssertNil(kept.region(for: damage(a), persistence: .discarded, settings: settings), "a target that keeps nothing")
        XCTAssertEqual(kept.region(for: damage(), persistence: .discarded, settings: settings), [],
                       "nothing changed: nothing to draw, whatever the target")
        kept.invalidate("the window was exposed")
        XCTAssertNil(kept.region(for: damage(), persistence: .kept, settings: settings))
        XCTAssertEqual(kept.wholeFrameReason(persistence: .kept, settings: settings), "the window was exposed")
    }

    func testTheLastFlashIsRedrawnClean() {
        var kept = KeptFrame()
        kept.didDraw(nil, of: frame, settings: settings, flash: [b])
        XCTAssertEqual(kept.region(for: damage(), persistence: .kept, settings: settings), [b])
        kept.didDraw([b], of: frame, settings: settings, flash: [])
        XCTAssertEqual(kept.region(for: damage(), persistence: .kept, settings: settings), [])
    }

    func testABackBufferOfSomeAgeGetsTheDamageOfTheFramesItMissed() {
        var kept = KeptFrame()
        kept.didDraw(nil, of: frame, settings: settings, flash: [])
        kept.didDraw([a], of: frame, settings: settings, flash: [])
        kept.didDraw([b], of: frame, settings: settings, flash: [])
        let region = kept.region(for: damage(c), persistence: .bufferAge, settings: settings)
        XCTAssertEqual(region, nil, "the oldest remembered frame was whole: any age could need everything")
        kept.didDraw([a], of: frame, settings: settings, flash: [])
        kept.didDraw([b], of: frame, settings: settings, flash: [])
        let recent = kept.region(for: damage(c), persistence: .bufferAge, settings: settings) ?? []
        for rect in [a, b, c] {
            XCTAssertTrue(recent.contains { $0.contains(rect) }, "\(rect) in \(recent)")
        }
        XCTAssertTrue(kept.bufferIsKnown(age: 1))
        XCTAssertTrue(kept.bufferIsKnown(age: KeptFrame.historyLength + 1))
        XCTAssertFalse(kept.bufferIsKnown(age: KeptFrame.historyLength + 2), "older than what is remembered")
        XCTAssertFalse(kept.bufferIsKnown(age: 0), "age 0: the driver does not know")
    }
}
