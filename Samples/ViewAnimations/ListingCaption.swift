/// What the page of one listing says about it: the listing's number as the
/// View Programming Guide gives it, a short title of this project's own, and
/// one line on what the page shows when it runs. A plain value; used on the
/// main thread.
struct ListingCaption {
    /// "4-1" … "4-9".
    let number: String
    /// A few words naming what the listing shows.
    let title: String
    /// What the listing does on its page, in one line.
    let summary: String

    /// The heading line: "Listing 4-1: A cross-fade in one animation block".
    var heading: String { "Listing \(number): \(title)" }

    /// Listings 4-1 to 4-9, in order (index 0 is 4-1).
    static let all: [ListingCaption] = [
        ListingCaption(number: "4-1", title: "A cross-fade in one animation block",
                       summary: "UIView.animate(withDuration: 1): the red square fades out as the blue one fades in."),
        ListingCaption(number: "4-2", title: "Animation options and a chained completion",
                       summary: "Fades the green square out (ease in); its completion waits 1 s and fades it back (ease out)."),
        ListingCaption(number: "4-3", title: "The cross-fade with begin/commit",
                       summary: "4-1's cross-fade with beginAnimations, setAnimationDuration(1) and commitAnimations."),
        ListingCaption(number: "4-4", title: "Begin/commit settings and a did-stop handler",
                       summary: "4-2's fade out and back with begin/commit: the did-stop handler starts the second half."),
        ListingCaption(number: "4-5", title: "A nested block with timing of its own",
                       summary: "After 1 s orange fades out over 1 s; a nested block blinks purple 2.5 times, 0.2 s each way."),
        ListingCaption(number: "4-6", title: "A page curl to a blank note page",
                       summary: "transition(with:) curls the written page up to show an empty one; the old notes are saved."),
        ListingCaption(number: "4-7", title: "The page curl with begin/commit",
                       summary: "The same page curl with beginAnimations and setAnimationTransition(.curlUp, for:)."),
        ListingCaption(number: "4-8", title: "A flip between two views",
                       summary: "transition(from:to:) flips the circles card to the grid card (Return flips it back)."),
        ListingCaption(number: "4-9", title: "View and layer animations together",
                       summary: "The dial view turns counterclockwise; its stick-figure layer turns clockwise in it, so stays upright."),
    ]
}
