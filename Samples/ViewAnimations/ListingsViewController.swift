import UIKit

/// Shows one listing at a time on its own page: a row of numbered markers
/// at the top (the listing shown lit), the listing's number, title and what
/// it does above the page, and the keys along the bottom. Clicks and keys
/// step through. All of it is laid out once at the screen's size in
/// `content`, which is scaled to fit the window and centred whenever the
/// window's size changes (`viewDidLayoutSubviews`). Main thread.
final class ListingsViewController: UIViewController {
    var firstListing = 1
    var tourSeconds: Double?

    /// The keys, as `pressesBegan(_:with:)` and the tap recogniser handle them.
    static let keyHints = "Click, Space or Right arrow: next listing     Left arrow: previous     Return: replay     Esc: quit"

    private let listings = Listings()
    private var markers: [UILabel] = []
    private let heading = UILabel(frame: .zero)
    private let summary = UILabel(frame: .zero)
    private var current = 0
    private static let markerColor = UIColor(white: 0.3, alpha: 1)
    /// Everything shown, at the size it was designed for.
    private let content = UIView(frame: UIScreen.main.bounds)

    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = UIColor(white: 0.12, alpha: 1)
        view.addSubview(content)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let design = content.bounds.size
        guard design.width > 0, design.height > 0, view.bounds.width > 0, view.bounds.height > 0 else { return }
        let fit = min(view.bounds.width / design.width, view.bounds.height / design.height)
        UIView.performWithoutAnimation {
            content.transform = CGAffineTransform(scaleX: fit, y: fit)
            content.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let stage = content.bounds.inset(by: UIEdgeInsets(top: 100, left: 0, bottom: 40, right: 0))
        for page in listings.makePages(in: stage) {
            page.isHidden = true
            content.addSubview(page)
        }
        addMarkers()
        heading.frame = CGRect(x: 20, y: 44, width: content.bounds.width - 40, height: 26)
        heading.font = .boldSystemFont(ofSize: 18)
        heading.textColor = .white
        heading.textAlignment = .center
        content.addSubview(heading)
        summary.frame = CGRect(x: 20, y: 72, width: content.bounds.width - 40, height: 20)
        summary.font = .systemFont(ofSize: 14)
        summary.textColor = UIColor(white: 0.75, alpha: 1)
        summary.textAlignment = .center
        content.addSubview(summary)
        let keys = UILabel(frame: CGRect(x: 20, y: content.bounds.height - 32, width: content.bounds.width - 40,
                                         height: 20))
        keys.text = Self.keyHints
        keys.font = .systemFont(ofSize: 13)
        keys.textColor = UIColor(white: 0.6, alpha: 1)
        keys.textAlignment = .center
        content.addSubview(keys)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: ListingsViewController.advance))
    }

    /// A pill per listing along the top, numbered "4-1" … "4-9".
    private func addMarkers() {
        let width: CGFloat = 44, gap: CGFloat = 10
        let total = CGFloat(listings.count) * width + CGFloat(listings.count - 1) * gap
        for (index, caption) in ListingCaption.all.enumerated() {
            let marker = UILabel(frame: CGRect(x: (content.bounds.width - total) / 2 + CGFloat(index) * (width + gap),
                                               y: 12, width: width, height: 20))
            marker.text = caption.number
            marker.font = .systemFont(ofSize: 12)
            marker.textAlignment = .center
            marker.textColor = UIColor(white: 0.8, alpha: 1)
            marker.layer.cornerRadius = 10
            marker.clipsToBounds = true
            marker.backgroundColor = Self.markerColor
            content.addSubview(marker)
            markers.append(marker)
        }
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
        UIView.performWithoutAnimation {
            for (number, marker) in markers.enumerated() {
                marker.backgroundColor = number == index ? .systemOrange : Self.markerColor
                marker.textColor = number == index ? .black : UIColor(white: 0.8, alpha: 1)
            }
        }
        heading.text = ListingCaption.all[index].heading
        summary.text = ListingCaption.all[index].summary
        listings.play(index)
    }
}
