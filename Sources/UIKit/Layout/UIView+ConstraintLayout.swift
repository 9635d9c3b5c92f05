import Foundation

// Placing subviews by constraints, in the superview's layout pass (main thread).
//
// Each pass of a view P solves for P's subviews with
// `translatesAutoresizingMaskIntoConstraints == false` ("placed" subviews):
// four variables each, minX, minY, width and height of the frame in P's
// coordinates. The constraints taken are the active ones installed on P, its
// ancestors or the placed subviews that relate only placed subviews, P itself
// and views outside P's subtree (those are constants: their current rectangles
// in P's space). A constraint that reaches deeper into a subview's subtree is
// left to that subview's own pass. Added as soft constraints: intrinsic content
// size (hugging ≤ at its priority, compression resistance ≥ at its own) and,
// weakest of all, each variable staying at its current value, so a view the
// constraints leave free keeps its frame. Frames are then set through bounds
// and centre, inside whatever animation block is running, so they animate.
//
// Not done: a superview is never sized by its subviews' constraints (no
// bottom-up fitting), and there is no window-wide engine: a pass sees other
// branches' views where they are now.
extension UIView {
    /// Solves the constraints of this view's constraint-placed subviews and sets their frames.
    func placeConstrainedSubviews() {
        let placed = subviewList.filter { !$0.translatesAutoresizingMaskIntoConstraints }
        guard !placed.isEmpty else { return }
        let values = solveConstraints(placing: placed, fitting: nil).map { CGFloat($0) }
        for (index, view) in placed.enumerated() {
            view.place(CGRect(x: values[4 * index], y: values[4 * index + 1],
                              width: values[4 * index + 2], height: values[4 * index + 3]))
        }
    }

    /// A fitting solve: this view's own width and height become two more
    /// variables, wanted at `target` with the given priorities.
    struct FittingRequest {
        var target: CGSize
        var horizontal: UILayoutPriority
        var vertical: UILayoutPriority
    }

    /// The size of this view that its constraints to its direct subviews allow, nearest `request.target`.
    func fittingSize(_ request: FittingRequest) -> CGSize {
        let placed = subviewList.filter { !$0.translatesAutoresizingMaskIntoConstraints }
        let values = solveConstraints(placing: placed, fitting: request)
        return CGSize(width: max(0, values[4 * placed.count]), height: max(0, values[4 * placed.count + 1]))
    }

    /// The solved variables: four per placed subview, then (fitting) this view's width and height.
    private func solveConstraints(placing placed: [UIView], fitting: FittingRequest?) -> [Double] {
        var variableBase: [ObjectIdentifier: Int] = [:]
        for (index, view) in placed.enumerated() { variableBase[ObjectIdentifier(view)] = 4 * index }
        let ownSize = fitting == nil ? nil : 4 * placed.count

        var problem = LayoutSolver(variableCount: 4 * placed.count + (fitting == nil ? 0 : 2))
        var solverIndexOf: [Int: NSLayoutConstraint] = [:]
        // Stays and intrinsic sizes first: each variable then starts as its own short
        // row (x = frame + errors), and the constraints added after it relate those
        // errors locally. Added last, a chain's rows each held every width before
        // it (cubic: 2,000 labels in a row took 13 s; now tens of milliseconds).
        for (index, view) in placed.enumerated() {
            let frame = view.frame
            for (offset, value) in [frame.minX, frame.minY, frame.width, frame.height].enumerated() {
                problem.add(LayoutSolver.Expression(variable: 4 * index + offset, constant: -Double(value)), .equal,
                            priority: Self.stayPriority)
            }
            view.addIntrinsicSize(to: &problem, widthVariable: 4 * index + 2)
        }
        for constraint in constraintsPlacing(placed, fitting: fitting != nil) {
            guard let expression = expression(of: constraint, variableBase, ownSize) else { continue }
            let index = problem.add(expression, relation(of: constraint), priority: Double(constraint.priority.rawValue))
            solverIndexOf[index] = constraint
        }
        if let fitting, let ownSize {
            addIntrinsicSize(to: &problem, widthVariable: ownSize)
            // Targets past a million points (layoutFittingExpandedSize) are a million, for the solver's precision.
            let target = [fitting.target.width, fitting.target.height].map { Double(min(max($0, 0), 1e6)) }
            for (offset, priority) in [fitting.horizontal, fitting.vertical].enumerated() {
                problem.add(LayoutSolver.Expression(variable: ownSize + offset, constant: -target[offset]), .equal,
                            priority: Double(priority.rawValue))
            }
        }
        let solution = problem.solve()
        reportBroken(solution.broken.compactMap { solverIndexOf[$0] }, among: Array(solverIndexOf.values))
        if solution.reachedPivotLimit {
            Diagnostics.reportOnce(cause: "Auto Layout pivot limit",
                                   "Auto Layout stopped solving \(placed.count) views' constraints at its pivot limit "
                                       + "(rounding in the solver); their frames are the last feasible ones found",
                                   subsystem: "UIKit")
        }
        return solution.values
    }

    /// Hugging (≤) and compression resistance (≥) of the intrinsic size, at their priorities.
    private func addIntrinsicSize(to problem: inout LayoutSolver, widthVariable: Int) {
        let intrinsic = intrinsicContentSize
        for (axis, length) in [(NSLayoutConstraint.Axis.horizontal, intrinsic.width), (.vertical, intrinsic.height)]
            where length >= 0 {
            let size = LayoutSolver.Expression(variable: widthVariable + axis.rawValue, constant: -Double(length))
            problem.add(size, .lessThanOrEqual, priority: Double(contentHuggingPriority(for: axis).rawValue))
            problem.add(size, .greaterThanOrEqual, priority: Double(contentCompressionResistancePriority(for: axis).rawValue))
        }
    }

    /// Below every priority a constraint can have (1...1000).
    private static let stayPriority = 0.5

    /// The active constraints this pass uses, in the order they were installed.
    /// When fitting, only constraints among this view and its direct subviews count.
    private func constraintsPlacing(_ placed: [UIView], fitting: Bool) -> [NSLayoutConstraint] {
        var owners = placed
        var node: UIView? = self
        while let view = node {
            owners.append(view)
            node = fitting ? nil : view.superviewObject
        }
        var seen = Set<ObjectIdentifier>()
        var found: [NSLayoutConstraint] = []
        for owner in owners {
            for constraint in owner.installedConstraints where seen.insert(ObjectIdentifier(constraint)).inserted {
                let views = [constraint.firstView, constraint.secondView].compactMap { $0 }
                let placesOne = views.contains {
                    ($0.superviewObject === self && !$0.translatesAutoresizingMaskIntoConstraints) || (fitting && $0 === self)
                }
                let reachesDeeper = views.contains { $0 !== self && $0.superviewObject !== self && $0.isDescendant(of: self) }
                let reachesOut = fitting && views.contains { $0 !== self && $0.superviewObject !== self }
                if placesOne && !reachesDeeper && !reachesOut { found.append(constraint) }
            }
        }
        return found.sorted { $0.installOrder < $1.installOrder }
    }

    /// `first − (multiplier × second + constant)`, over the placed views' variables.
    private func expression(of constraint: NSLayoutConstraint, _ variableBase: [ObjectIdentifier: Int],
                            _ ownSize: Int?) -> LayoutSolver.Expression? {
        guard let first = constraint.firstView,
              let left = attributeExpression(first, constraint.firstInsets, constraint.firstAttribute, variableBase, ownSize)
        else { return nil }
        var right = LayoutSolver.Expression(constant: Double(constraint.constant))
        if let second = constraint.secondView {
            guard let value = attributeExpression(second, constraint.secondInsets, constraint.secondAttribute, variableBase,
                                                 ownSize) else {
                return nil
            }
            right = right + Double(constraint.multiplier) * value
        }
        return left - right
    }

    /// A view's attribute (of its rectangle inset by `insets`, a guide's): a variable
    /// expression for a placed view (and, fitting, for this view's size), a constant for any other.
    private func attributeExpression(_ view: UIView, _ insets: UIEdgeInsets, _ attribute: NSLayoutConstraint.Attribute,
                                     _ variableBase: [ObjectIdentifier: Int], _ ownSize: Int?) -> LayoutSolver.Expression? {
        typealias Expression = LayoutSolver.Expression
        var x, y, width, height: Expression
        if let base = variableBase[ObjectIdentifier(view)] {
            (x, y, width, height) = (Expression(variable: base), Expression(variable: base + 1),
                                     Expression(variable: base + 2), Expression(variable: base + 3))
        } else if view === self, let ownSize {
            (x, y, width, height) = (Expression(constant: Double(bounds.minX)), Expression(constant: Double(bounds.minY)),
                                     Expression(variable: ownSize), Expression(variable: ownSize + 1))
        } else {
            let rect = view === self ? bounds : view.convert(view.bounds, to: self)
            (x, y, width, height) = (Expression(constant: Double(rect.minX)), Expression(constant: Double(rect.minY)),
                                     Expression(constant: Double(rect.width)), Expression(constant: Double(rect.height)))
        }
        if insets != .zero {
            (x, y) = (x + Expression(constant: Double(insets.left)), y + Expression(constant: Double(insets.top)))
            width = width - Expression(constant: Double(insets.left + insets.right))
            height = height - Expression(constant: Double(insets.top + insets.bottom))
        }
        let margins = view.layoutMargins
        func margin(_ length: CGFloat) -> Expression { Expression(constant: Double(length)) }
        switch attribute {
        case .left, .leading: return x
        case .right, .trailing: return x + width
        case .top: return y
        case .bottom, .lastBaseline, .firstBaseline: return y + height
        case .width: return width
        case .height: return height
        case .centerX: return x + 0.5 * width
        case .centerY: return y + 0.5 * height
        case .centerXWithinMargins:
            return x + margin(margins.left) + 0.5 * (width - margin(margins.left + margins.right))
        case .centerYWithinMargins:
            return y + margin(margins.top) + 0.5 * (height - margin(margins.top + margins.bottom))
        case .leftMargin, .leadingMargin: return x + margin(margins.left)
        case .rightMargin, .trailingMargin: return x + width - margin(margins.right)
        case .topMargin: return y + margin(margins.top)
        case .bottomMargin: return y + height - margin(margins.bottom)
        case .notAnAttribute: return Expression()
        }
    }

    private func relation(of constraint: NSLayoutConstraint) -> LayoutSolver.Relation {
        switch constraint.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// How many of the required constraints on a broken one's views its report names.
    private static let conflictsShown = 8

    /// One report per broken constraint, naming it and the required constraints on the same views.
    ///
    /// - Complexity: O(constraints · log) to index the required ones by view, then
    ///   O(``conflictsShown``) per broken one: a thousand conflicts cost no more than a few.
    private func reportBroken(_ broken: [NSLayoutConstraint], among all: [NSLayoutConstraint]) {
        guard !broken.isEmpty else { return }
        func viewsOf(_ constraint: NSLayoutConstraint) -> [ObjectIdentifier] {
            let views = [constraint.firstView, constraint.secondView].compactMap { $0.map(ObjectIdentifier.init) }
            return views.count == 2 && views[0] == views[1] ? [views[0]] : views
        }
        // The required constraints on each view in install order, and how many relate each pair of views.
        var requiredOn: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
        var onBoth: [[ObjectIdentifier]: Int] = [:]
        for constraint in all.filter({ $0.priority == .required }).sorted(by: { $0.installOrder < $1.installOrder }) {
            let views = viewsOf(constraint)
            for view in views { requiredOn[view, default: []].append(constraint) }
            if views.count == 2 { onBoth[views.sorted(), default: 0] += 1 }
        }
        for constraint in broken {
            let views = viewsOf(constraint)
            // The first few by install order, merged from (at most two) sorted lists without repeats.
            var shown: [NSLayoutConstraint] = []
            var seen = Set<ObjectIdentifier>()
            var lists = views.map { (requiredOn[$0] ?? [])[...] }
            while shown.count < Self.conflictsShown,
                  let index = lists.indices.filter({ !lists[$0].isEmpty })
                      .min(by: { lists[$0].first!.installOrder < lists[$1].first!.installOrder }) {
                let next = lists[index].removeFirst()
                if seen.insert(ObjectIdentifier(next)).inserted { shown.append(next) }
            }
            let total = views.map { requiredOn[$0]?.count ?? 0 }.reduce(0, +) - (views.count == 2 ? onBoth[views.sorted()] ?? 0 : 0)
            let more = total > shown.count ? " and \(total - shown.count) more" : ""
            Diagnostics.reportOnce(
                cause: "Auto Layout unsatisfiable \(ObjectIdentifier(constraint).hashValue) \(constraint.formula)",
                "Unable to simultaneously satisfy constraints: \(shown.map(\.formula).joined(separator: ", "))\(more). "
                    + "Will attempt to recover by breaking \(constraint.formula)",
                subsystem: "UIKit")
        }
    }

    /// Sets the frame through bounds and centre (keeping a transform), only when it changed.
    private func place(_ frame: CGRect) {
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { return }
        let size = CGSize(width: max(0, frame.width), height: max(0, frame.height))
        let newCenter = CGPoint(x: frame.minX + size.width / 2, y: frame.minY + size.height / 2)
        if abs(bounds.width - size.width) > 1e-6 || abs(bounds.height - size.height) > 1e-6 {
            bounds = CGRect(origin: bounds.origin, size: size)
        }
        if abs(center.x - newCenter.x) > 1e-6 || abs(center.y - newCenter.y) > 1e-6 { center = newCenter }
    }
}
