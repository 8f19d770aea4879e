import Foundation

/// A node that shows an image (Texture's `ASImageNode`). With an image it reports the image's size
/// whatever the constraint (then clamped into its range); without one it measures like a plain node.
/// Set `style.preferredSize` to draw the image at another size. Its ``DisplayNode/contentMode`` is
/// ``ContentMode/scaleAspectFill`` unless set otherwise, as `ASImageNode`'s.
open class ImageNode: ControlNode {
  /// The image shown; nil for none. Setting it invalidates the node's layout, as its size may change.
  @_disfavoredOverload
  public var image: (any ImageConvertible)? {
    get { imageContent }
    set { imageContent = newValue }
  }
  /// ``image`` under a name no other module overloads.
  package var imageContent: (any ImageConvertible)? {
    didSet { setNeedsLayout() }
  }

  /// An image node without an image, filling its bounds with the image's aspect ratio kept.
  public override init() {
    super.init()
    contentMode = .scaleAspectFill
  }

  open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    guard let image else { return super.calculateSizeThatFits(constrainedSize) }
    return image.size
  }

  open override var kindName: String { "image" }
}
