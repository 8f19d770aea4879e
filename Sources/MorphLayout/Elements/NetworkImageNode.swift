import Foundation

/// An image node whose image would be downloaded from a URL (Texture's `ASNetworkImageNode`). Morph
/// never downloads: until an ``ImageNode/image`` is set the node has no content and no intrinsic
/// size, so it needs a preferred size or a spec that sizes it, exactly as on a device before the
/// download finishes.
open class NetworkImageNode: ImageNode {
  /// Where the image comes from.
  public var url: String?

  public override init() {}

  open override var kindName: String { "networkImage" }
}
