import UIKit

// Listings 4-6 to 4-8: transitions between views.
extension Listings {
    func buildTransitionPages() {
        (notesContainerBegin, currentTextViewBegin, swapTextViewBegin) = makeNotes(on: pages[6])
        (notesContainer, currentTextView, swapTextView) = makeNotes(on: pages[5])

        let page = pages[7]
        mainContainer = UIView(frame: CGRect(x: page.bounds.midX - 170, y: page.bounds.midY - 130, width: 340, height: 260))
        page.addSubview(mainContainer)
        primaryView = ShapeCardView(frame: mainContainer.bounds, style: .circles)
        secondaryView = ShapeCardView(frame: mainContainer.bounds, style: .grid)
        mainContainer.addSubview(primaryView)
    }

    /// A container with two note pages on `page`, the second hidden.
    private func makeNotes(on page: UIView) -> (UIView, NotePageView, NotePageView) {
        let container = UIView(frame: CGRect(x: page.bounds.midX - 150, y: page.bounds.midY - 190, width: 300, height: 380))
        page.addSubview(container)
        let current = NotePageView(frame: container.bounds)
        let swap = NotePageView(frame: container.bounds)
        swap.isHidden = true
        current.notes = 5
        swap.notes = 0
        swap.pageNumber = 2
        container.addSubview(current)
        container.addSubview(swap)
        return (container, current, swap)
    }

    /// Listing 4-6: a curl-up transition on the container brings a blank page in front of the written one.
    func listing4_6() {
        UIView.transition(with: notesContainer, duration: 1.0, options: .transitionCurlUp, animations: {
            self.currentTextView.isHidden = true
            self.swapTextView.isHidden = false
        }, completion: { finished in
            // Keep the notes of the page that left, then trade the two page references.
            self.saveNotes(self.currentTextView)
            let temp = self.currentTextView!
            self.currentTextView = self.swapTextView
            self.swapTextView = temp
        })
    }

    /// Writes a note on `page` if it is empty (the visitor's typing, which
    /// the listings leave to the text view), then runs `listing` after a
    /// pause of `seconds` on the media clock, so that 4-6 and 4-7 always
    /// swap an empty page in for a written one that has been seen (a
    /// transition starts from what is on screen). The pause is an animation
    /// of a change no one can see (the container's alpha to 0.99), whose
    /// completion starts the listing; exports stay the same from run to run.
    func writeNotes(on page: NotePageView, in container: UIView, pause seconds: TimeInterval = 0.6,
                    then listing: @escaping () -> Void) {
        if page.notes == 0 { page.notes = 5 }
        UIView.animate(withDuration: seconds, animations: { container.alpha = 0.99 }, completion: { _ in
            container.alpha = 1
            listing()
        })
    }

    /// Keeps the notes of a page that leaves, and readies it to come back as
    /// the next blank page (the listing's `saveNotes:`).
    func saveNotes(_ page: NotePageView) {
        savedPages.append(page.notes)
        page.notes = 0
        page.pageNumber = savedPages.count + 2
    }

    /// Listing 4-7: the same page curl, set up between beginAnimations and commitAnimations.
    func listing4_7() {
        UIView.beginAnimations("ToggleSiblings", context: nil)
        UIView.setAnimationTransition(.curlUp, for: notesContainerBegin, cache: true)
        UIView.setAnimationDuration(1.0)
        // The subview changes that the curl covers go here.
        currentTextViewBegin.isHidden = true
        swapTextViewBegin.isHidden = false
        let temp = currentTextViewBegin!
        currentTextViewBegin = swapTextViewBegin
        swapTextViewBegin = temp
        swapTextViewBegin.pageNumber = currentTextViewBegin.pageNumber + 1
        UIView.commitAnimations()
    }

    /// Listing 4-8: transition(from:to:) flips between the primary and secondary views.
    func listing4_8() {
        UIView.transition(from: displayingPrimary ? primaryView : secondaryView,
                          to: displayingPrimary ? secondaryView : primaryView,
                          duration: 1.0,
                          options: displayingPrimary ? .transitionFlipFromRight : .transitionFlipFromLeft,
                          completion: { finished in
                              if finished {
                                  self.displayingPrimary = !self.displayingPrimary
                              }
                          })
    }
}
