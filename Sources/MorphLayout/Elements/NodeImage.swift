import Foundation

/// An image an ``ImageNode`` shows: where it comes from and its size in points. An empty source is an
/// image only a device can draw (made by drawing code), shown as a placeholder of its size.
public struct NodeImage: Hashable, Sendable {
  /// A URL or a `data:` URI; empty for an image only a device can draw.
  public var source: String
  /// The image's size in points, which the node reports as its content size.
  public var size: CGSize

  public init(source: String, size: CGSize) {
    self.source = source
    self.size = size
  }
}
