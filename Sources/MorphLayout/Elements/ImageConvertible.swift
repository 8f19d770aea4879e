import Foundation

/// A value an ``ImageNode`` accepts as its image: Morph's ``NodeImage``, and UIKit's `UIImage` in
/// `MorphTextureCompat`.
public protocol ImageConvertible {
  /// The image as exporters draw it.
  var nodeImage: NodeImage { get }
  /// The image's size in points, which an image node reports as its content size.
  var size: CGSize { get }
}

extension NodeImage: ImageConvertible {
  public var nodeImage: NodeImage { self }
}
