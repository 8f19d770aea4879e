import Foundation

/// `#imageLiteral(resourceName:)` is a `UIImage`, as in UIKit: the image `UIImage(named:)` finds. With
/// the conformance and the default literal type below, a literal assigned where Morph takes any image
/// (`ASImageNode.image`) or where no type is given is a `UIImage`.
extension UIImage: _ExpressibleByImageLiteral {}

/// The type of `#imageLiteral(…)` where the context names none: `UIImage`, as UIKit declares it.
public typealias _ImageLiteralType = UIImage
