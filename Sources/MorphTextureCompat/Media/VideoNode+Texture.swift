import Foundation
import MorphLayout

// Texture's player API of a video node. Morph never opens media: a node's asset loads at once when the
// node enters the preload state (it does when its tree is laid out as a root), and `play()`/`pause()`
// move the player's state with Texture's delegate calls, while the node goes on drawing its poster
// image with its gravity (see `VideoNode`).
extension VideoNode {
  /// The node's player model, made on first use and told of the node's interface states.
  var playback: VideoPlayback {
    if let playback = self[kept: VideoPlayback?.self, initial: nil] { return playback }
    let playback = VideoPlayback(node: self)
    self[kept: VideoPlayback?.self, initial: nil] = playback
    add(playback)
    return playback
  }

  /// Texture's `asset`: the video. Setting another asset drops the player and the image, resets the
  /// state to `.unknown`, and loads the new asset at once if the node is in the preload state.
  public var asset: AVAsset? {
    get { playback.asset }
    set {
      guard newValue != playback.asset else { return }
      playback.setAsset(newValue, url: nil)
    }
  }

  /// Texture's `assetURL`: the URL the asset was made from. Setting it replaces the asset with one made
  /// from the URL (see ``asset``).
  public var assetURL: URL? {
    get { playback.assetURL ?? playback.asset?.sourceURL }
    set {
      guard newValue != assetURL else { return }
      playback.setAsset(newValue.map { AVURLAsset(url: $0) }, url: newValue)
    }
  }

  /// Texture's `videoComposition`, handed to the player item. Kept; Morph never decodes video.
  public var videoComposition: AVVideoComposition? {
    get { playback.videoComposition }
    set { playback.videoComposition = newValue }
  }

  /// Texture's `audioMix`, handed to the player item. Kept; Morph plays no sound.
  public var audioMix: AVAudioMix? {
    get { playback.audioMix }
    set { playback.audioMix = newValue }
  }

  /// Texture's `player`: made when the asset loads, dropped when the asset changes.
  public var player: AVPlayer? { playback.player }

  /// Texture's `currentItem`: the player item made from the asset when it loads.
  public var currentItem: AVPlayerItem? { playback.currentItem }

  /// Texture's `playerLayer`: the layer the video plays in, made by ``play()`` with the node's
  /// `gravity`; nil before and after ``resetToPlaceholder()``. Morph draws no frames in it.
  public var playerLayer: AVPlayerLayer? {
    playback.playerLayer?.videoGravity = AVLayerVideoGravity(rawValue: gravity)
    return playback.playerLayer
  }

  /// Texture's `shouldAutoplay`: whether the node plays when it becomes visible (false).
  public var shouldAutoplay: Bool {
    get { playback.shouldAutoplay }
    set { playback.shouldAutoplay = newValue }
  }

  /// Texture's `shouldAutorepeat`: whether the video starts again at its end (false). Kept; the end is
  /// reached only on a device.
  public var shouldAutorepeat: Bool {
    get { playback.shouldAutorepeat }
    set { playback.shouldAutorepeat = newValue }
  }

  /// Texture's `muted` (false), passed on to the player's `isMuted`. Morph plays no sound.
  public var muted: Bool {
    get { playback.muted }
    set { playback.muted = newValue }
  }

  /// Texture's `shouldAggressivelyRecoverFromStall` (false). Kept; stalls happen only on a device.
  public var shouldAggressivelyRecoverFromStall: Bool {
    get { playback.shouldAggressivelyRecoverFromStall }
    set { playback.shouldAggressivelyRecoverFromStall = newValue }
  }

  /// Texture's `playerState`: `.unknown`, `.loading` and `.readyToPlay` as the asset loads, then
  /// `.playing` and `.paused` as ``play()`` and ``pause()`` ask.
  public var playerState: ASVideoNodePlayerState { playback.playerState }

  /// Texture's `periodicTimeObserverTimescale` (10000): the timescale of the playback times reported.
  /// Kept; time advances only on a device.
  public var periodicTimeObserverTimescale: Int32 {
    get { playback.periodicTimeObserverTimescale }
    set { playback.periodicTimeObserverTimescale = newValue }
  }

  /// Texture's `delegate`, held weakly: told of the player's states as they change, and of the poster
  /// image as a network image node's delegate is.
  public var delegate: (any ASVideoNodeDelegate & ASNetworkImageNodeDelegate)? {
    get { playback.delegate }
    set {
      playback.delegate = newValue
      let imageNode: NetworkImageNode = self
      imageNode.delegate = newValue
    }
  }

  /// Texture's `play()`: unless the delegate refuses `.playing`, loads the asset if it has not and
  /// the node is in the preload state, makes the player layer, and starts the player (`.playing`).
  /// Morph draws no video frames: it reports so once in ``DeviceOnlyDiagnostics``.
  public func play() { playback.play() }

  /// Texture's `pause()`: unless the delegate refuses `.paused`, pauses the player (`.paused` if it
  /// was playing).
  public func pause() { playback.pause() }

  /// Texture's `isPlaying()`: whether the player's rate is above zero.
  public func isPlaying() -> Bool { playback.isPlaying }

  /// Texture's `resetToPlaceholder()`: drops the player layer, seeks to the start and pauses, so the
  /// node shows its placeholder again.
  public func resetToPlaceholder() { playback.resetToPlaceholder() }
}
