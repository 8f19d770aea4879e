/// Texture's `ASVideoPlayerNodeControlType`: the controls a video player node makes, with Texture's
/// raw values. The controls handed to a delegate are keyed by these raw values.
public enum ASVideoPlayerNodeControlType: Int, Hashable, Sendable {
  /// The play/pause button, 16×22 points.
  case playbackButton = 0
  /// The elapsed time label.
  case elapsedText = 1
  /// The duration label.
  case durationText = 2
  /// The scrubber, a `UISlider` as wide as the node and 44 points high, that may shrink.
  case scrubber = 3
  /// The full-screen button, 16×22 points.
  case fullScreenButton = 4
  /// A spacer that grows (an empty stack with a flex grow of 1), for a delegate's own layout.
  case flexGrowSpacer = 5
}
