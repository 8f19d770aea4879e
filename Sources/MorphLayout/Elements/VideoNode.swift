import Foundation

/// A node that plays a video (Texture's `ASVideoNode`). Morph does not decode video: the node shows
/// its poster, the image a network image node shows (its ``ImageNode/image`` or
/// ``NetworkImageNode/defaultImage``), and measures like one.
open class VideoNode: NetworkImageNode {
  /// Where the video comes from.
  public var assetURL: URL?
  /// Whether the video would start playing when the node becomes visible.
  public var shouldAutoplay = false
  /// Whether the video would start again when it ends.
  public var shouldAutorepeat = false
  /// Whether the sound is off.
  public var muted = false
  /// How the video fills the node (AVFoundation's video gravity name, such as `AVLayerVideoGravityResizeAspect`).
  public var gravity = "AVLayerVideoGravityResizeAspect"

  public override init() {}

  open override var kindName: String { "video" }
}
