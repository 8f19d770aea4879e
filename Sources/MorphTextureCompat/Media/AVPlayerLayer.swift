import Foundation

/// AVFoundation's `AVPlayerLayer`: the layer a player's video is drawn in. Morph draws no video
/// frames: the layer keeps its player and gravity, and exporters draw it as a placeholder.
open class AVPlayerLayer: CALayer {
  /// AVFoundation's `player`.
  open var player: AVPlayer?
  /// AVFoundation's `videoGravity` (`.resizeAspect`).
  open var videoGravity = AVLayerVideoGravity.resizeAspect
  /// AVFoundation's `isReadyForDisplay`: false, as Morph never decodes a frame.
  open var isReadyForDisplay: Bool { false }

  /// A layer with no player.
  public override init() { super.init() }

  /// AVFoundation's `AVPlayerLayer(player:)`.
  public convenience init(player: AVPlayer?) {
    self.init()
    self.player = player
  }

  override var drawnState: [String: String] {
    var state = super.drawnState
    state["videoGravity"] = videoGravity.rawValue
    return state
  }
}
