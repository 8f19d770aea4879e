import Foundation

/// AVFoundation's `AVAudioMix`: how a player item's audio tracks are mixed. Kept with the item; Morph
/// plays no sound.
open class AVAudioMix: NSObject {
  /// An empty mix.
  public override init() { super.init() }
}
