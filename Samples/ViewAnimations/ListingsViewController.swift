import UIKit

/// Shows one listing at a time on its own page, with a row of markers at the
/// top for the listing shown. Clicks and keys step through.
final class ListingsViewController: UIViewController {
    var firstListing = 1
    var tourSeconds: Double?

    private let listings = Listings()
    private var markers: [UIView] = []
    private var current = 0

    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = UIColor(white: 0.12, alpha: 1)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let stage = view.bounds.inset(by: UIEdgeInsets(top: 60, left: 0, bottom: 0, right: 0))
        for page in listings.makePages(in: stage) {
            page.isHidden = true
            view.addSubview(page)
        }
        let width: CGFloat = 40, gap: CGFloat = 12
        let total = CGFloat(listings.count) * width + CGFloat(listings.count - 1) * gap
        for index in 0..<listings.count {
            let marker = UIView(frame: CGRect(x: (view.bounds.width - total) / 2 + CGFloat(index) * (width + gap),
                                              y: 24, width: width, height: 12))
            marker.layer.cornerRadius = 6
            marker.backgroundColor = UIColor(white: 0.35, alpha: 1)
            view.addSubview(marker)
            markers.append(marker)
        }
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: ListingsViewController.advance))
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
        show(min(max(firstListing, 1), listings.count) - 1)
        if let seconds = tourSeconds { scheduleTourStep(after: seconds) }
    }

    /// The tour: the next listing every `seconds`, then quit.
    private func scheduleTourStep(after seconds: Double) {
        _ = Timer.scheduledTimer(withTimeInterval: seconds, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self else { return }
                if self.current + 1 < self.listings.count {
                    self.show(self.current + 1)
                    self.scheduleTourStep(after: seconds)
                } else {
                    UIApplication.shared.terminate()
                }
            }
        }
    }

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key else { return super.pressesBegan(presses, with: event) }
        switch key.keyCode {
        case .keyboardSpacebar, .keyboardRightArrow: advance()
        case .keyboardLeftArrow: show((current + listings.count - 1) % listings.count)
        case .keyboardReturnOrEnter: listings.play(current)
        case .keyboardEscape: UIApplication.shared.terminate()
        default: super.pressesBegan(presses, with: event)
        }
    }

    /// The next listing (after the last, the first again).
    func advance() {
        show((current + 1) % listings.count)
    }

    private func show(_ index: Int) {
        current = index
        for (number, page) in listings.pages.enumerated() { page.isHidden = number != index }
        for (number, marker) in markers.enumerated() {
            marker.backgroundColor = number == index ? .systemOrange : UIColor(white: 0.35, alpha: 1)
        }
        listings.play(index)
    }
}
