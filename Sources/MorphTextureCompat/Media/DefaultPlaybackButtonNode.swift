import Foundation
import MorphLayout

/// The play/pause button of a video player node's default controls (Texture's private
/// `ASDefaultPlaybackButton`): a control drawing a play triangle or two pause bars in its tint color.
/// Exporters tag its element with the glyph it shows (kind `playbackButton.play` or
/// `playbackButton.pause`); the glyph itself is drawn only on a device.
final class DefaultPlaybackButtonNode: ASControlNode {
  /// The glyph shown.
  enum ButtonType: String, Hashable {
    case play
    case pause
  }

  /// The glyph shown: play until the video plays.
  var buttonType = ButtonType.play

  override init() {
    super.init()
    DeviceOnlyDiagnostics.report(
      "a video player node's play/pause glyph is drawn only on a device; Morph draws its button's box")
  }

  override var kindName: String { "playbackButton." + buttonType.rawValue }
}
