import Foundation

// UIKit's geometry boxing of `NSValue`, as Texture's rect queries return it.
extension NSValue {
  /// UIKit's `init(cgRect:)`.
  public convenience init(cgRect rect: CGRect) {
    self.init(rect: rect)
  }

  /// UIKit's `cgRectValue`.
  public var cgRectValue: CGRect { rectValue }
}
