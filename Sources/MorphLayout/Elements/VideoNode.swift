import Foundation

/// A node that plays a video (Texture's `ASVideoNode`). Morph does not decode video: the node shows
/// its poster, the image a network image node shows (its ``ImageNode/image`` or
/// ``NetworkImageNode/defaultImage``), drawn as its ``gravity`` says. As in Texture, it has no
/// intrinsic size, poster or not: it takes the largest size its range allows (none in an unbounded
/// one), so give it a size.
open class VideoNode: NetworkImageNode {
  /// AVFoundation's name of the gravity that fits the video inside the node, its aspect ratio kept.
  public static let resizeAspectGravity = "AVLayerVideoGravityResizeAspect"
  /// AVFoundation's name of the gravity that fills the node with the video, its aspect ratio kept.
  public static let resizeAspectFillGravity = "AVLayerVideoGravityResizeAspectFill"
  /// AVFoundation's name of the gravity that stretches the video to the node's bounds.
  public static let resizeGravity = "AVLayerVideoGravityResize"

  /// How the video and its poster fill the node: AVFoundation's video gravity name
  /// (``resizeAspectGravity`` by default; setting nil restores it). It sets the node's
  /// ``DisplayNode/contentMode`` as Texture does: `scaleAspectFill` for ``resizeAspectFillGravity``,
  /// `scaleToFill` for ``resizeGravity``, `scaleAspectFit` for any other name.
  public var gravity: String! = VideoNode.resizeAspectGravity {
    didSet {
      if gravity == nil { gravity = Self.resizeAspectGravity }
      contentMode = Self.contentMode(forGravity: gravity)
    }
  }

  /// A video node fitting its poster inside its bounds (the gravity ``resizeAspectGravity``).
  public override init() {
    super.init()
    contentMode = Self.contentMode(forGravity: Self.resizeAspectGravity)
  }

  /// The content mode a video gravity draws with.
  static func contentMode(forGravity gravity: String) -> ContentMode {
    switch gravity {
    case resizeAspectFillGravity: .scaleAspectFill
    case resizeGravity: .scaleToFill
    default: .scaleAspectFit
    }
  }

  /// Texture's measure of a video node: the constrained size, or zero where it is unbounded.
  open override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
    constrainedSize.width.isFinite && constrainedSize.height.isFinite ? constrainedSize : .zero
  }

  open override var kindName: String { "video" }
}
