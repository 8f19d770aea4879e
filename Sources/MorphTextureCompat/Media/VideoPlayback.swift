import Foundation
import MorphLayout

/// A video node's player, as Texture's `ASVideoNode` runs it, off the device: Morph never opens the
/// media, so an asset loads at once when the node enters the preload state (or is given one while in
/// it), its player item is ready at once, and playing sets the player's rate without time advancing.
/// The states and delegate calls follow Texture's order.
final class VideoPlayback: InterfaceStateDelegate {
  private unowned let node: VideoNode

  private(set) var asset: AVAsset?
  /// The URL set with `assetURL`, if the asset came from one.
  private(set) var assetURL: URL?
  var videoComposition: AVVideoComposition? {
    didSet { currentItem?.videoComposition = videoComposition }
  }
  var audioMix: AVAudioMix? {
    didSet { currentItem?.audioMix = audioMix }
  }
  private(set) var currentItem: AVPlayerItem?
  private(set) var player: AVPlayer? {
    didSet {
      oldValue?.rateObservers.removeAll()
      player?.isMuted = muted
      playerLayer?.player = player
      player?.rateObservers.append { [weak self] rate in self?.rateDidChange(to: rate) }
    }
  }
  /// The layer the video is drawn in, made by `play()` and dropped by `resetToPlaceholder()`.
  private(set) var playerLayer: AVPlayerLayer?
  var shouldAutoplay = false
  var shouldAutorepeat = false
  var muted = false {
    didSet { player?.isMuted = muted }
  }
  var shouldAggressivelyRecoverFromStall = false
  var periodicTimeObserverTimescale: Int32 = 10000
  weak var delegate: (any ASVideoNodeDelegate)?

  /// The player's state; each change is announced to the delegate first.
  private(set) var playerState = ASVideoNodePlayerState.unknown {
    willSet { delegate?.videoNode(node, willChange: playerState, to: newValue) }
  }
  /// Whether the node was asked to play (and not to pause since).
  private var shouldBePlaying = false
  /// Where playback was when the node stopped being visible.
  private var lastPlaybackTime = CMTime.zero

  init(node: VideoNode) {
    self.node = node
  }

  /// Moves to `state`, telling the delegate, unless already there.
  private func change(to state: ASVideoNodePlayerState) {
    if state != playerState { playerState = state }
  }

  /// Replaces the asset (and the URL it came from): the player is dropped, the state is unknown again
  /// and the image cleared, as Texture does, then the new asset loads if the node is in the preload state.
  func setAsset(_ asset: AVAsset?, url: URL?) {
    didExitPreloadState()
    node.imageContent = nil
    self.asset = asset
    assetURL = url
    if node.isInPreloadState { didEnterPreloadState() }
  }

  // MARK: - Interface states

  func didEnterPreloadState() {
    guard let asset, playerState == .unknown else { return }
    change(to: .loading)
    delegate?.videoNodeDidStartInitialLoading(node)
    delegate?.videoNodeDidFinishInitialLoading(node)
    let item = assetURL.map(AVPlayerItem.init(url:)) ?? AVPlayerItem(asset: asset)
    if assetURL != nil { self.asset = item.asset }
    item.videoComposition = videoComposition
    item.audioMix = audioMix
    currentItem = item
    if let player {
      player.replaceCurrentItem(with: item)
    } else {
      player = AVPlayer(playerItem: item)
    }
    delegate?.videoNode(node, didSetCurrent: item)
    if playerState != .playing {
      change(to: .readyToPlay)
      if shouldBePlaying && node.isVisible { play() }
    }
  }

  func didExitPreloadState() {
    player = nil
    currentItem = nil
    change(to: .unknown)
  }

  func didEnterVisibleState() {
    guard shouldBePlaying || shouldAutoplay else { return }
    player?.seek(to: lastPlaybackTime)
    play()
  }

  func didExitVisibleState() {
    guard shouldBePlaying else { return }
    pause()
    if let player { lastPlaybackTime = player.currentTime() }
    shouldBePlaying = true
  }

  // MARK: - Playback

  /// Whether the delegate lets the player move to `state`.
  private func mayChange(to state: ASVideoNodePlayerState) -> Bool {
    delegate?.videoNode(node, shouldChangePlayerStateTo: state) ?? true
  }

  func play() {
    guard mayChange(to: .playing) else { return }
    if player == nil && node.isInPreloadState { didEnterPreloadState() }
    if playerLayer == nil {
      let layer = AVPlayerLayer(player: player)
      layer.videoGravity = AVLayerVideoGravity(rawValue: node.gravity)
      playerLayer = layer
      DeviceOnlyDiagnostics.report("video frames are drawn only on a device; Morph draws a video node's poster image")
    }
    player?.play()
    shouldBePlaying = true
  }

  func pause() {
    guard mayChange(to: .paused) else { return }
    player?.pause()
    shouldBePlaying = false
  }

  var isPlaying: Bool {
    guard let player else { return false }
    return player.rate > 0 && player.error == nil
  }

  func resetToPlaceholder() {
    playerLayer = nil
    player?.seek(to: .zero)
    pause()
  }

  /// The player's rate changed: playing at any rate, paused when it stops while playing.
  private func rateDidChange(to rate: Float) {
    if rate != 0 {
      change(to: .playing)
    } else if playerState == .playing {
      change(to: .paused)
    }
  }
}
