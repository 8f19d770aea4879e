import Foundation
import MorphLayout

/// Texture's `ASImageNode`.
public typealias ASImageNode = ImageNode
/// Texture's `ASNetworkImageNode`.
public typealias ASNetworkImageNode = NetworkImageNode
/// Texture's `ASVideoNode`.
public typealias ASVideoNode = VideoNode

/// The image modification block a node was given.
private struct ImageModification {
  var block: ASImageNodeModificationBlock?
}

extension ImageNode {
  /// Texture's `imageModificationBlock`: makes the image shown from the image set. Modifications
  /// draw, so they run only on a device: Morph keeps the block and shows the image as set.
  public var imageModificationBlock: ASImageNodeModificationBlock? {
    get { self[kept: ImageModification.self, initial: ImageModification()].block }
    set {
      self[kept: ImageModification.self, initial: ImageModification()].block = newValue
      if newValue != nil {
        DeviceOnlyDiagnostics.report("imageModificationBlock draws only on a device; Morph shows the image unmodified")
      }
    }
  }
}
