import Foundation

#if !canImport(CoreGraphics)
  /// Core Graphics' `CGPath`, where the platform has none: the shape's bounding box, which is what
  /// Morph keeps of a path (shape layers record it; only a device draws the curve).
  public class CGPath: @unchecked Sendable {
    /// The smallest rectangle holding the path.
    public let boundingBox: CGRect

    init(boundingBox: CGRect) { self.boundingBox = boundingBox }

    /// Core Graphics' `init(rect:transform:)`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
      self.init(boundingBox: rect)
    }

    /// Core Graphics' `init(ellipseIn:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
      self.init(boundingBox: rect)
    }

    /// Core Graphics' `init(roundedRect:cornerWidth:cornerHeight:transform:)`.
    public convenience init(
      roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
      transform: UnsafePointer<CGAffineTransform>?
    ) {
      self.init(boundingBox: rect)
    }
  }
#endif

extension UIBezierPath {
  /// UIKit's `cgPath`: a path of the same bounding box.
  public var cgPath: CGPath { CGPath(rect: bounds, transform: nil) }
}
