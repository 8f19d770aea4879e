import Foundation

/// `#colorLiteral(red:green:blue:alpha:)` is a `UIColor`, as in UIKit: with the conformance and the
/// default literal type below, a literal assigned where Morph takes any color (`backgroundColor`, a
/// `ColorConvertible?`) or where no type is given (`let brand = #colorLiteral(…)`) is a `UIColor`.
/// Without the default type Swift cannot pick a type for such a literal and stops with "failed to
/// produce diagnostic for expression".
extension UIColor: _ExpressibleByColorLiteral {}

/// The type of `#colorLiteral(…)` where the context names none: `UIColor`, as UIKit declares it.
public typealias _ColorLiteralType = UIColor
