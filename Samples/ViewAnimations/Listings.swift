import UIKit

/// The nine listings, each on a page of its own: the views it animates and
/// the code of the listing in Swift. The code follows the guide's listings;
/// the comments are this project's own.
final class Listings {
    let count = 9
    private(set) var pages: [UIView] = []

    // Listings 4-1 and 4-3: two views that swap by fading.
    var firstView: UIView!
    var secondView: UIView!
    var firstViewBegin: UIView!
    var secondViewBegin: UIView!
    // Listings 4-2 and 4-4: a view that fades out and back in.
    var thirdView: UIView!
    var thirdViewBegin: UIView!
    // Listing 4-5: nested blocks.
    var aView: UIView!
    var anotherView: UIView!
    // Listings 4-6 and 4-7: two note pages, one shown at a time.
    var notesContainer: UIView!
    var currentTextView: NotePageView!
    var swapTextView: NotePageView!
    var notesContainerBegin: UIView!
    var currentTextViewBegin: NotePageView!
    var swapTextViewBegin: NotePageView!
    /// The notes of pages that were turned away (listing 4-6's `saveNotes:`).
    var savedPages: [Int] = []
    // Listing 4-8: two main views in one controller's view.
    var mainContainer: UIView!
    var primaryView: UIView!
    var secondaryView: UIView!
    var displayingPrimary = true
    // Listing 4-9: a view and a layer of its own turning opposite ways.
    var backingView: UIView!
    var manLayer: CALayer!

    /// A page per listing, filling `frame`.
    func makePages(in frame: CGRect) -> [UIView] {
        pages = (1...count).map { _ in UIView(frame: frame) }
        buildFadePages()
        buildNestingPage()
        buildTransitionPages()
        buildMixingPage()
        return pages
    }

    /// Runs listing 4-`index + 1` from its starting state.
    func play(_ index: Int) {
        switch index {
        case 0: listing4_1()
        case 1: listing4_2()
        case 2: listing4_3()
        case 3: listing4_4()
        case 4: listing4_5()
        case 5: writeNotes(on: currentTextView, in: notesContainer, then: listing4_6)
        case 6: writeNotes(on: currentTextViewBegin, in: notesContainerBegin, then: listing4_7)
        case 7: listing4_8()
        default: listing4_9()
        }
    }

    /// A square of `color` centred at `center` on `page`.
    func square(_ color: UIColor, center: CGPoint, size: CGFloat = 160, on page: UIView) -> UIView {
        let view = UIView(frame: CGRect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size))
        view.backgroundColor = color
        view.layer.cornerRadius = 16
        page.addSubview(view)
        return view
    }

    // MARK: - Listings 4-1 to 4-4: fading

    private func buildFadePages() {
        let middle = CGPoint(x: pages[0].bounds.midX, y: pages[0].bounds.midY)
        firstView = square(.systemRed, center: middle, on: pages[0])
        secondView = square(.systemBlue, center: middle, on: pages[0])
        thirdView = square(.systemGreen, center: middle, on: pages[1])
        firstViewBegin = square(.systemRed, center: middle, on: pages[2])
        secondViewBegin = square(.systemBlue, center: middle, on: pages[2])
        thirdViewBegin = square(.systemGreen, center: middle, on: pages[3])
    }

    /// Listing 4-1: one animation block cross-fades two squares.
    func listing4_1() {
        UIView.performWithoutAnimation {
            firstView.alpha = 1
            secondView.alpha = 0
        }
        UIView.animate(withDuration: 1.0, animations: {
            self.firstView.alpha = 0.0
            self.secondView.alpha = 1.0
        })
    }

    /// Listing 4-2: a block given a curve through its options; its completion starts a second block.
    func listing4_2() {
        UIView.performWithoutAnimation { thirdView.alpha = 1 }
        // No delay: the square starts to disappear at once.
        UIView.animate(withDuration: 1.0, delay: 0.0, options: .curveEaseIn, animations: {
            self.thirdView.alpha = 0.0
        }, completion: { finished in
            // After a 1 s pause, bring the square back.
            UIView.animate(withDuration: 1.0, delay: 1.0, options: .curveEaseOut, animations: {
                self.thirdView.alpha = 1.0
            }, completion: nil)
        })
    }

    /// Listing 4-3: 4-1's cross-fade, written with beginAnimations and commitAnimations.
    func listing4_3() {
        UIView.performWithoutAnimation {
            firstViewBegin.alpha = 1
            secondViewBegin.alpha = 0
        }
        UIView.beginAnimations("ToggleViews", context: nil)
        UIView.setAnimationDuration(1.0)
        // Changes made between begin and commit are the ones that animate.
        firstViewBegin.alpha = 0.0
        secondViewBegin.alpha = 1.0
        // Committing closes the block; the recorded changes start to animate.
        UIView.commitAnimations()
    }

    /// Listing 4-4: 4-2's fade out and back with begin/commit; a did-stop handler starts the second half.
    func listing4_4() {
        UIView.performWithoutAnimation { thirdViewBegin.alpha = 1 }
        UIView.beginAnimations("ShowHideView", context: nil)
        UIView.setAnimationCurve(.easeIn)
        UIView.setAnimationDuration(1.0)
        UIView.setAnimationDelegate(self)
        UIView.setAnimationDidStop { [weak self] animationID, finished, context in
            self?.showHideDidStop(animationID, finished: finished, context: context)
        }
        // The change to animate: the square fades out.
        thirdViewBegin.alpha = 0.0
        // Committing closes the block; the fade starts.
        UIView.commitAnimations()
    }

    /// Runs once the fade-out above has stopped, and fades the square back in.
    func showHideDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?) {
        UIView.beginAnimations("ShowHideView2", context: nil)
        UIView.setAnimationCurve(.easeOut)
        UIView.setAnimationDuration(1.0)
        UIView.setAnimationDelay(1.0)
        thirdViewBegin.alpha = 1.0
        UIView.commitAnimations()
    }

    // MARK: - Listing 4-5: nesting

    private func buildNestingPage() {
        let page = pages[4]
        aView = square(.systemOrange, center: CGPoint(x: page.bounds.midX - 120, y: page.bounds.midY), on: page)
        anotherView = square(.systemPurple, center: CGPoint(x: page.bounds.midX + 120, y: page.bounds.midY), on: page)
    }

    /// Listing 4-5: an inner block that sets its own duration, curve and repetition.
    func listing4_5() {
        UIView.performWithoutAnimation {
            aView.alpha = 1
            anotherView.alpha = 1
        }
        UIView.animate(withDuration: 1.0, delay: 1.0, options: .curveEaseOut, animations: {
            self.aView.alpha = 0.0
            // The inner block overrides what it would inherit from the
            // outer one: its own length and curve, repeating and reversing.
            UIView.animate(withDuration: 0.2, delay: 0.0,
                           options: [.overrideInheritedCurve, .curveLinear, .overrideInheritedDuration,
                                     .repeat, .autoreverse],
                           animations: {
                               UIView.setAnimationRepeatCount(2.5)
                               self.anotherView.alpha = 0.0
                           }, completion: nil)
        }, completion: { _ in
            // Show both again after a moment, so that the page can be replayed.
            UIView.animate(withDuration: 0.5, delay: 1.0, options: [], animations: {
                self.aView.alpha = 1
                self.anotherView.alpha = 1
            })
        })
    }
}
