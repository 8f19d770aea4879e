import Foundation

/// AVFoundation's `AVPlayerItem`: an asset as a player plays it. Morph never decodes media: the item
/// is ready at once, its time stays where it was last sought to, and its duration is its asset's.
open class AVPlayerItem: NSObject {
  /// AVFoundation's `asset`.
  public let asset: AVAsset
  /// AVFoundation's `videoComposition`.
  open var videoComposition: AVVideoComposition?
  /// AVFoundation's `audioMix`.
  open var audioMix: AVAudioMix?
  /// The time sought to last.
  private var time = CMTime.zero

  /// AVFoundation's `AVPlayerItem(asset:)`.
  public init(asset: AVAsset) {
    self.asset = asset
    super.init()
  }

  /// AVFoundation's `AVPlayerItem(url:)`: an item of the asset at `url`.
  public convenience init(url: URL) {
    self.init(asset: AVURLAsset(url: url))
  }

  /// AVFoundation's `duration`: the asset's (indefinite unless set; see ``AVAsset/duration``).
  open var duration: CMTime { asset.duration }

  /// AVFoundation's `currentTime()`: the time sought to last (zero at first), as no frame plays.
  open func currentTime() -> CMTime { time }

  /// AVFoundation's `seek(to:)`: moves the item's time.
  open func seek(to time: CMTime) { self.time = time }
}
