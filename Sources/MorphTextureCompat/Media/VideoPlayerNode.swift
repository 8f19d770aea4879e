import Foundation
import MorphLayout

/// Texture's `ASVideoPlayerNode`: a video node with Texture's default controls over it — a playback
/// button, the elapsed time, a scrubber and the duration (and, on request, a full-screen button) in a
/// control bar at the bottom — and a loading spinner while its video loads. The controls are real
/// subnodes, laid out by Texture's control bar spec or the delegate's; their look comes from the
/// delegate as in Texture. Morph plays no video: the video node shows its placeholder image.
open class ASVideoPlayerNode: ASDisplayNode {
  /// The controls Texture makes unless the delegate asks for others.
  static let defaultControls: [ASVideoPlayerNodeControlType] = [
    .playbackButton, .elapsedText, .scrubber, .durationText,
  ]

  /// Texture's `videoNode`: the video node the player shows and controls. Set its properties through
  /// the player node, as Texture asks.
  public let videoNode = ASVideoNode()
  /// The video node's delegate, which forwards to the player node.
  private lazy var videoNodeDelegate = VideoPlayerNodeVideoDelegate(playerNode: self)
  /// The asset to give the video node when the player enters the preload state.
  private var pendingAsset: AVAsset?
  /// The controls made, by control type raw value (and custom controls by their keys).
  var controls: [AnyHashable: Any] = [:]
  /// The spinner shown while the video loads.
  var spinnerNode: ASDisplayNode?

  /// Texture's `delegate`, held weakly.
  public weak var delegate: (any ASVideoPlayerNodeDelegate)?

  /// Texture's `duration`: the player item's duration once the video is ready (invalid before; the
  /// asset's ``AVAsset/duration``, which Morph knows only if it was set).
  public internal(set) var duration = CMTime.invalid

  /// Texture's `controlsDisabled` (false): true removes the controls, false makes them again.
  public var controlsDisabled = false {
    didSet {
      guard controlsDisabled != oldValue else { return }
      if controlsDisabled { removeControls() } else { createControls() }
    }
  }

  /// Texture's `shouldAutoPlay`, the video node's `shouldAutoplay`.
  public var shouldAutoPlay: Bool {
    get { videoNode.shouldAutoplay }
    set { videoNode.shouldAutoplay = newValue }
  }
  /// Texture's `shouldAutoRepeat`, the video node's `shouldAutorepeat`.
  public var shouldAutoRepeat: Bool {
    get { videoNode.shouldAutorepeat }
    set { videoNode.shouldAutorepeat = newValue }
  }
  /// Texture's `muted`, the video node's.
  public var muted: Bool {
    get { videoNode.muted }
    set { videoNode.muted = newValue }
  }
  /// Texture's `playerState`, the video node's.
  public var playerState: ASVideoNodePlayerState { videoNode.playerState }
  /// Texture's `shouldAggressivelyRecoverFromStall`, the video node's.
  public var shouldAggressivelyRecoverFromStall: Bool {
    get { videoNode.shouldAggressivelyRecoverFromStall }
    set { videoNode.shouldAggressivelyRecoverFromStall = newValue }
  }
  /// Texture's `placeholderImageURL`: the video node's `url`, the image it shows until the video plays.
  public var placeholderImageURL: URL? {
    get { videoNode.url }
    set { videoNode.url = newValue }
  }
  /// Texture's `asset`: kept until the player enters the preload state, then the video node's.
  public var asset: AVAsset? {
    get { pendingAsset ?? videoNode.asset }
    set {
      pendingAsset = nil
      if isInPreloadState { videoNode.asset = newValue } else { pendingAsset = newValue }
    }
  }
  /// Texture's `assetURL`: the URL of the pending asset or the video node's; setting it sets an asset
  /// made from it.
  public var assetURL: URL? {
    get { pendingAsset?.sourceURL ?? videoNode.assetURL }
    set { asset = newValue.map { AVAsset(url: $0) } }
  }
  /// Texture's `periodicTimeObserverTimescale`, the video node's (10000).
  public var periodicTimeObserverTimescale: Int32 {
    get { videoNode.periodicTimeObserverTimescale }
    set { videoNode.periodicTimeObserverTimescale = newValue }
  }
  /// Texture's `gravity`, the video node's (`AVLayerVideoGravityResizeAspect`).
  public var gravity: String {
    get { videoNode.gravity }
    set { videoNode.gravity = newValue }
  }

  /// A player with no asset.
  public override init() {
    super.init()
    videoNode.delegate = videoNodeDelegate
    addSubnode(videoNode)
  }

  /// Texture's `init(asset:)`: a player of `asset`, given to the video node when the player enters the
  /// preload state.
  public convenience init(asset: AVAsset) {
    self.init()
    pendingAsset = asset
  }

  /// Texture's `init(url:)`: a player of the asset at `url`.
  public convenience init(url: URL) {
    self.init(asset: AVAsset(url: url))
  }

  /// Texture's `init(asset:videoComposition:audioMix:)`.
  public convenience init(asset: AVAsset, videoComposition: AVVideoComposition, audioMix: AVAudioMix) {
    self.init(asset: asset)
    videoNode.videoComposition = videoComposition
    videoNode.audioMix = audioMix
  }

  /// The video node at the largest size offered, with the controls' spec (the delegate's, else
  /// Texture's control bar) laid over it and the spinner centred over both while the video loads.
  open override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    playerLayoutSpec(constrainedSize)
  }

  open override func didLoad() {
    super.didLoad()
    createControls()
  }

  open override func didEnterPreloadState() {
    super.didEnterPreloadState()
    guard let asset = pendingAsset else { return }
    pendingAsset = nil
    if videoNode.asset !== asset { videoNode.asset = asset }
  }

  /// Texture's `seekToTime(_:)`: shows the time `percentComplete` percent into the duration in the
  /// elapsed label, seeks the player there, and plays unless playing.
  public func seekToTime(_ percentComplete: CGFloat) {
    let seconds = duration.seconds * Double(percentComplete) / 100
    updateElapsedTimeLabel(seconds: seconds)
    videoNode.player?.seek(to: CMTime(seconds: seconds, preferredTimescale: videoNode.periodicTimeObserverTimescale))
    if videoNode.playerState != .playing { togglePlayPause() }
  }

  /// Texture's `play()`: the video node's.
  public func play() { videoNode.play() }
  /// Texture's `pause()`: the video node's.
  public func pause() { videoNode.pause() }
  /// Texture's `isPlaying()`: the video node's.
  public func isPlaying() -> Bool { videoNode.isPlaying() }
  /// Texture's `resetToPlaceholder()`: the video node's.
  public func resetToPlaceholder() { videoNode.resetToPlaceholder() }

  /// Pauses while playing, plays otherwise.
  func togglePlayPause() {
    if videoNode.playerState == .playing { videoNode.pause() } else { videoNode.play() }
  }
}
