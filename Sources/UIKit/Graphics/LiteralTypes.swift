/// The type a `#colorLiteral(red:green:blue:alpha:)` makes where nothing
/// else says which (`let colors = [#colorLiteral(…), …]`): a `UIColor`, as
/// Apple's UIKit declares it.
public typealias _ColorLiteralType = UIColor

/// The type a `#imageLiteral(resourceName:)` makes where nothing else says
/// which: a `UIImage`, as Apple's UIKit declares it.
public typealias _ImageLiteralType = UIImage
