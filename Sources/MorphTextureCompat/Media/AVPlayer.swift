import Foundation

/// AVFoundation's `AVPlayer`: plays a player item. Morph never decodes media: ``play()`` and
/// ``pause()`` set the ``rate`` (1 and 0) as on a device, and the item's time does not advance.
open class AVPlayer: NSObject {
  /// AVFoundation's `currentItem`.
  public private(set) var currentItem: AVPlayerItem?
  /// AVFoundation's `rate`: 1 while playing, 0 while paused. Observers (a video node) are told of
  /// each change, as key-value observing tells them on a device.
  open var rate: Float = 0 {
    didSet {
      guard rate != oldValue else { return }
      for observer in rateObservers { observer(rate) }
    }
  }
  /// AVFoundation's `isMuted`. Kept; Morph plays no sound.
  open var isMuted = false
  /// AVFoundation's `volume` (1). Kept; Morph plays no sound.
  open var volume: Float = 1
  /// AVFoundation's `error`: nil, as Morph never opens the media.
  open var error: (any Error)? { nil }

  /// Told of each change of the rate.
  var rateObservers: [(Float) -> Void] = []

  /// AVFoundation's `AVPlayer()`: a player with no item.
  public override init() { super.init() }

  /// AVFoundation's `AVPlayer(playerItem:)`.
  public init(playerItem item: AVPlayerItem?) {
    currentItem = item
    super.init()
  }

  /// AVFoundation's `AVPlayer(url:)`: a player of an item of the asset at `url`.
  public convenience init(url: URL) {
    self.init(playerItem: AVPlayerItem(url: url))
  }

  /// AVFoundation's `play()`: sets the rate to 1.
  open func play() { rate = 1 }
  /// AVFoundation's `pause()`: sets the rate to 0.
  open func pause() { rate = 0 }

  /// AVFoundation's `replaceCurrentItem(with:)`.
  open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }

  /// AVFoundation's `seek(to:)`: moves the current item's time.
  open func seek(to time: CMTime) { currentItem?.seek(to: time) }

  /// AVFoundation's `currentTime()`: the current item's time, zero without one.
  open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }
}
