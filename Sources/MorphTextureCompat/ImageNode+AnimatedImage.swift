import Foundation
import MorphLayout

/// Texture's `asimagenode_modification_block_t`, the older name of ``ASImageNodeModificationBlock``.
public typealias asimagenode_modification_block_t = ASImageNodeModificationBlock

/// Texture's `ASAnimatedImageProtocol`: an animated image (a GIF, for instance) an image node plays on a
/// device. Morph draws its ``coverImage``; the other members describe the animation, which only a
/// device plays.
public protocol ASAnimatedImageProtocol: AnyObject {
  /// The first frame, which Morph draws in the node.
  var coverImage: UIImage { get }
  /// How long one loop lasts, in seconds.
  var totalDuration: TimeInterval { get }
  /// How many frames a loop has.
  var frameCount: Int { get }
  /// How many times the animation plays; 0 for forever.
  var loopCount: Int { get }
}

/// The animated image a node was given.
private struct AnimatedImageSetting {
  var image: (any ASAnimatedImageProtocol)?
}

extension ImageNode {
  /// Texture's `animatedImage`: an animated image, whose ``ASAnimatedImageProtocol/coverImage`` becomes
  /// the node's image — measured and drawn in every export; only a device plays the frames after it.
  /// Setting it calls ``animatedImageSet(_:previousAnimatedImage:)``.
  public var animatedImage: (any ASAnimatedImageProtocol)? {
    get { self[kept: AnimatedImageSetting.self, initial: AnimatedImageSetting()].image }
    set {
      let previous = animatedImage
      self[kept: AnimatedImageSetting.self, initial: AnimatedImageSetting()].image = newValue
      animatedImageSet(newValue, previousAnimatedImage: previous)
    }
  }

  /// Texture's `animatedImageSet(_:previousAnimatedImage:)`, called when ``animatedImage`` changes: shows
  /// the new animated image's cover image (nothing when it is nil). When the animation has more than
  /// one frame, ``DeviceOnlyDiagnostics`` says that only its first frame is drawn. Declared in an
  /// extension, it cannot be overridden: a subclass that would override it can observe
  /// ``animatedImage`` instead.
  public func animatedImageSet(
    _ newAnimatedImage: (any ASAnimatedImageProtocol)?, previousAnimatedImage: (any ASAnimatedImageProtocol)?
  ) {
    imageContent = newAnimatedImage?.coverImage
    if let newAnimatedImage, newAnimatedImage.frameCount > 1 {
      DeviceOnlyDiagnostics.report("ASImageNode.animatedImage plays only on a device; Morph draws its cover image")
    }
  }

  /// Texture's `setNeedsDisplay(completion:)`. Morph draws a node whenever it exports, never in a display
  /// pass of its own, so there is nothing to wait for: the completion runs at once with `false` (the
  /// display was not cancelled).
  public func setNeedsDisplay(completion: ((Bool) -> Void)?) {
    completion?(false)
  }
}
