import Foundation

/// AVFoundation's `AVVideoComposition`: how a player item's video tracks are composed. A video node
/// hands it to its player item, as on a device; Morph never decodes video, so it changes nothing drawn.
open class AVVideoComposition: NSObject {
  /// An empty composition.
  public override init() { super.init() }
}
