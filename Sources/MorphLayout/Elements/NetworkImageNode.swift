import Foundation

/// An image node whose image would be downloaded from a URL (Texture's `ASNetworkImageNode`). Morph
/// never downloads: until an ``ImageNode/image`` is set the node shows its ``defaultImage`` (and
/// measures by it), or has no content and no intrinsic size, so it needs a preferred size or a spec
/// that sizes it, exactly as on a device before the download finishes.
open class NetworkImageNode: ImageNode {
  /// Where the image comes from. Disfavored like ``ImageNode/image``.
  @_disfavoredOverload
  public var url: URL? {
    get { urlValue }
    set { urlValue = newValue }
  }
  /// ``url`` under a name no other module overloads.
  package var urlValue: URL?
  /// What the node shows until its image is loaded. Disfavored like ``ImageNode/image``.
  @_disfavoredOverload
  public var defaultImage: (any ImageConvertible)? {
    get { placeholderImageContent }
    set { placeholderImageContent = newValue }
  }
  /// ``defaultImage`` under a name no other module overloads.
  package var placeholderImageContent: (any ImageConvertible)? {
    didSet { setNeedsLayout() }
  }

  public override init() {}

  /// The image shown: the loaded image, else the default image.
  public var shownImage: (any ImageConvertible)? { image ?? defaultImage }

  open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    guard image == nil, let defaultImage else { return super.calculateSizeThatFits(constrainedSize) }
    return defaultImage.size
  }

  open override var kindName: String { "networkImage" }
}
