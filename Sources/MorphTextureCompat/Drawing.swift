import Foundation
import MorphLayout

/// The image contexts drawing code opens with `UIGraphicsBeginImageContext`. Only a device draws:
/// what such code makes is a placeholder image of the context's size, and the drawing is reported in
/// ``DeviceOnlyDiagnostics``.
enum DrawingContext {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var stack: [(size: CGSize, scale: CGFloat)] = []

  static func begin(size: CGSize, scale: CGFloat) {
    lock.lock()
    defer { lock.unlock() }
    stack.append((size, scale > 0 ? scale : UIScreen.main.scale))
    DeviceOnlyDiagnostics.report(
      "drawing into an image context runs only on a device; images drawn there are placeholders of the context's size")
  }

  static var current: (size: CGSize, scale: CGFloat)? {
    lock.lock()
    defer { lock.unlock() }
    return stack.last
  }

  static func end() {
    lock.lock()
    defer { lock.unlock() }
    _ = stack.popLast()
  }

  static func recordDrawing(_ call: String) {
    DeviceOnlyDiagnostics.report("\(call) draws only on a device; Morph draws a placeholder")
  }
}

/// UIKit's `UIGraphicsBeginImageContext(_:)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  DrawingContext.begin(size: size, scale: 1)
}

/// UIKit's `UIGraphicsBeginImageContextWithOptions(_:_:_:)`; a scale of 0 is the main screen's.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
  DrawingContext.begin(size: size, scale: scale)
}

/// UIKit's `UIGraphicsGetImageFromCurrentImageContext()`: a placeholder of the context's size.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  DrawingContext.current.map { UIImage(placeholderOfSize: $0.size, scale: $0.scale) }
}

/// UIKit's `UIGraphicsGetCurrentContext()`: nil, as outside a drawing pass on a device.
public func UIGraphicsGetCurrentContext() -> CGContext? { nil }

/// UIKit's `UIGraphicsEndImageContext()`.
public func UIGraphicsEndImageContext() {
  DrawingContext.end()
}

/// UIKit's `UIBezierPath`, for drawing code: it records its shape's bounds; filling, stroking and
/// clipping draw only on a device.
open class UIBezierPath: NSObject {
  /// The path's bounding box.
  public let bounds: CGRect
  /// The width strokes would have.
  public var lineWidth: CGFloat = 1

  public init(rect: CGRect) {
    bounds = rect
    super.init()
  }

  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init(rect: rect) }
  public convenience init(ovalIn rect: CGRect) { self.init(rect: rect) }
  public convenience override init() { self.init(rect: .zero) }

  public func fill() { DrawingContext.recordDrawing("UIBezierPath.fill()") }
  public func stroke() { DrawingContext.recordDrawing("UIBezierPath.stroke()") }
  public func addClip() { DrawingContext.recordDrawing("UIBezierPath.addClip()") }
}

extension UIImage {
  /// Texture's `as_resizableRoundedImage(withCornerRadius:cornerColor:fill:)`: a stretchable rounded
  /// rectangle drawn on a device; a placeholder of its minimal size (twice the radius plus one point).
  public static func as_resizableRoundedImage(
    withCornerRadius cornerRadius: CGFloat, cornerColor: UIColor?, fill fillColor: UIColor?
  ) -> UIImage {
    as_resizableRoundedImage(
      withCornerRadius: cornerRadius, cornerColor: cornerColor, fill: fillColor, borderColor: nil, borderWidth: 0)
  }

  /// Texture's `as_resizableRoundedImage(withCornerRadius:cornerColor:fill:borderColor:borderWidth:)`.
  public static func as_resizableRoundedImage(
    withCornerRadius cornerRadius: CGFloat, cornerColor: UIColor?, fill fillColor: UIColor?,
    borderColor: UIColor?, borderWidth: CGFloat
  ) -> UIImage {
    let side = cornerRadius * 2 + 1
    DrawingContext.recordDrawing("as_resizableRoundedImage")
    return UIImage(placeholderOfSize: CGSize(width: side, height: side), scale: UIScreen.main.scale)
  }
}

/// Texture's image modification block: makes the image a node shows from the image it was given.
public typealias ASImageNodeModificationBlock = (UIImage, ASPrimitiveTraitCollection) -> UIImage?

/// Texture's `ASPrimitiveTraitCollection`: the traits an image is drawn for.
public struct ASPrimitiveTraitCollection: Sendable {
  /// The display scale.
  public var displayScale: CGFloat

  public init(displayScale: CGFloat = UIScreen.main.scale) { self.displayScale = displayScale }
}

/// Texture's `ASImageNodeRoundBorderModificationBlock(_:_:)`: clips the image to a circle with a border,
/// which only a device draws; the image keeps its size.
public func ASImageNodeRoundBorderModificationBlock(
  _ borderWidth: CGFloat, _ borderColor: UIColor?
) -> ASImageNodeModificationBlock {
  { image, _ in
    DrawingContext.recordDrawing("ASImageNodeRoundBorderModificationBlock")
    return image
  }
}

/// Texture's `ASImageNodeTintColorModificationBlock(_:)`: tints the image, which only a device draws.
public func ASImageNodeTintColorModificationBlock(_ color: UIColor) -> ASImageNodeModificationBlock {
  { image, _ in
    DrawingContext.recordDrawing("ASImageNodeTintColorModificationBlock")
    return image
  }
}
