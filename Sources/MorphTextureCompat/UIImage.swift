import Foundation
import MorphImage
import MorphLayout

/// UIKit's `UIImage`: an immutable image object (a ``UIKitObject``). Images read from files
/// (PNG, JPEG, GIF, WebP, SVG) are embedded in exports as `data:` URIs and measure at their size in
/// points (pixels over the scale, from an `@2x`/`@3x` name); images made by drawing code are
/// placeholders of their context's size, since only a device draws.
open class UIImage: UIKitObject, ImageConvertible, @unchecked Sendable {
  /// The image as exporters draw it.
  public let nodeImage: NodeImage
  /// Pixels per point.
  public let scale: CGFloat

  /// The image's size in points.
  public var size: CGSize { nodeImage.size }

  /// An image of Morph's.
  public init(nodeImage: NodeImage, scale: CGFloat = 1) {
    self.nodeImage = nodeImage
    self.scale = scale
    super.init()
  }

  /// UIKit's `init?(data:scale:)`: an image from the bytes of a PNG, JPEG, GIF, WebP or SVG file.
  public convenience init?(data: Data, scale: CGFloat = 1) {
    guard let file = try? ImageFile(data: data), scale > 0 else { return nil }
    self.init(file: file, scale: scale)
  }

  /// UIKit's `init?(contentsOfFile:)`; a name ending in `@2x` or `@3x` gives the scale.
  public convenience init?(contentsOfFile path: String) {
    guard let file = try? ImageFile(contentsOf: URL(fileURLWithPath: path)) else { return nil }
    self.init(file: file, scale: Self.scale(ofFileNamed: path))
  }

  /// The initializer of `#imageLiteral(resourceName:)` (see `UIImage+Literals.swift`): the image
  /// `UIImage(named:)` finds. An image the asset folders do not have is an empty image of size zero,
  /// and ``DeviceOnlyDiagnostics`` says which name was missing (iOS stops the app). Required, so
  /// that subclasses are literals too.
  public required convenience init(imageLiteralResourceName name: String) {
    guard let (file, scale) = Self.file(named: name, in: nil) else {
      DeviceOnlyDiagnostics.report(
        "#imageLiteral(resourceName: \"\(name)\"): no image of that name in the asset folders; "
          + "add its folder to UIImage.searchDirectories or MORPH_ASSET_PATH")
      self.init(placeholderOfSize: .zero, scale: 1)
      return
    }
    self.init(file: file, scale: scale)
  }

  /// An image read from a file, `scale` pixels a point.
  convenience init(file: ImageFile, scale: CGFloat) {
    let size = CGSize(width: file.pixelSize.width / scale, height: file.pixelSize.height / scale)
    self.init(nodeImage: NodeImage(source: file.dataURI, size: size), scale: scale)
  }

  /// A placeholder for an image only a device can draw, of a size in points.
  init(placeholderOfSize size: CGSize, scale: CGFloat) {
    self.nodeImage = NodeImage(source: "", size: size)
    self.scale = scale
    super.init()
  }

  /// UIKit's `resizableImage(withCapInsets:)`: Morph stretches the whole image.
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }

  /// UIKit's `withRenderingMode(_:)`: Morph draws every image as it is.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

  /// UIKit's `UIImage.RenderingMode`.
  public enum RenderingMode: Sendable {
    case automatic, alwaysOriginal, alwaysTemplate
  }

  /// UIKit's `draw(in:)`: drawing runs only on a device (see `UIGraphicsBeginImageContext`).
  public func draw(in rect: CGRect) { DrawingContext.recordDrawing("UIImage.draw(in:)") }

  /// UIKit's `draw(at:)`; see ``draw(in:)``.
  public func draw(at point: CGPoint) { DrawingContext.recordDrawing("UIImage.draw(at:)") }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIImage else { return false }
    return other === self || (!nodeImage.source.isEmpty && other.nodeImage == nodeImage && other.scale == scale)
  }

  open override var hash: Int { nodeImage.hashValue }

  /// The scale of an image file from its name: 3 for `@3x`, 2 for `@2x`, else 1.
  static func scale(ofFileNamed path: String) -> CGFloat {
    let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    if stem.hasSuffix("@3x") { return 3 }
    if stem.hasSuffix("@2x") { return 2 }
    return 1
  }
}
