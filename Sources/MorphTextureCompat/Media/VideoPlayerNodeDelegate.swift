import Foundation
import MorphLayout

/// Texture's `ASVideoPlayerNodeDelegate`: customizes a video player node's controls and is told of its
/// video node's player. Every method is optional in Texture; here each has a default that does what
/// Texture does without it.
///
/// The control methods are asked when the node loads (Morph loads it for its first layout), the layout
/// spec on every layout. The player methods are called as ``ASVideoNodeDelegate``'s are (see there):
/// state changes at once, time, stall, end and tap methods only on a device.
public protocol ASVideoPlayerNodeDelegate: AnyObject {
  /// The default controls to make, as `ASVideoPlayerNodeControlType` raw values; by default the
  /// playback button, the elapsed time, the scrubber and the duration.
  func videoPlayerNodeNeededDefaultControls(_ videoPlayer: ASVideoPlayerNode) -> [Any]
  /// Controls of the delegate's own (nodes), added beside the default ones under the given keys, for
  /// ``videoPlayerNodeLayoutSpec(_:forControls:forMaximum:)`` to lay out; none by default.
  func videoPlayerNodeCustomControls(_ videoPlayer: ASVideoPlayerNode) -> [AnyHashable: Any]
  /// The layout spec of the controls, laid over the video node, given the controls by
  /// `ASVideoPlayerNodeControlType` raw value (and the custom controls' keys). By default Texture's
  /// control bar: a row at the bottom, inset by 10 points, of the playback button, elapsed time,
  /// scrubber, duration and full-screen button, 10 points apart and centred vertically.
  func videoPlayerNodeLayoutSpec(
    _ videoPlayer: ASVideoPlayerNode, forControls controls: [AnyHashable: Any], forMaximum maxSize: CGSize
  ) -> ASLayoutSpec
  /// The attributes of the elapsed and duration labels; by default the 12-point system font in white.
  func videoPlayerNodeTimeLabelAttributes(
    _ videoPlayer: ASVideoPlayerNode, timeLabel timeLabelType: ASVideoPlayerNodeControlType
  ) -> [AnyHashable: Any]
  /// The text of a time label for `time`; by default `mm:ss`, or `h:mm:ss` from an hour on.
  func videoPlayerNode(
    _ videoPlayerNode: ASVideoPlayerNode, timeStringForTimeLabel timeLabelType: ASVideoPlayerNodeControlType,
    for time: CMTime
  ) -> String
  /// The scrubber's track color right of the thumb; by default the slider's own.
  func videoPlayerNodeScrubberMaximumTrackTint(_ videoPlayer: ASVideoPlayerNode) -> UIColor
  /// The scrubber's track color left of the thumb; by default the slider's own.
  func videoPlayerNodeScrubberMinimumTrackTint(_ videoPlayer: ASVideoPlayerNode) -> UIColor
  /// The scrubber's thumb color; by default the slider's own.
  func videoPlayerNodeScrubberThumbTint(_ videoPlayer: ASVideoPlayerNode) -> UIColor
  /// The scrubber's thumb image; by default the slider's own.
  func videoPlayerNodeScrubberThumbImage(_ videoPlayer: ASVideoPlayerNode) -> UIImage
  /// The loading spinner's color; white by default.
  func videoPlayerNodeSpinnerTint(_ videoPlayer: ASVideoPlayerNode) -> UIColor
  /// The loading spinner's style; the spinner's own (`.medium`) by default.
  func videoPlayerNodeSpinnerStyle(_ videoPlayer: ASVideoPlayerNode) -> UIActivityIndicatorView.Style
  /// The playback button's color; white by default.
  func videoPlayerNodePlaybackButtonTint(_ videoPlayer: ASVideoPlayerNode) -> UIColor
  /// The full-screen button's image; none by default.
  func videoPlayerNodeFullScreenButtonImage(_ videoPlayer: ASVideoPlayerNode) -> UIImage
  /// The node was tapped. Called only on a device in answer to a tap; Morph delivers none.
  func didTap(_ videoPlayer: ASVideoPlayerNode)
  /// The full-screen button was tapped. Called only on a device in answer to a tap.
  func didTapFullScreen(_ buttonNode: ASButtonNode)
  /// The playback reached `time`. Called only on a device (Morph's time does not advance).
  func videoPlayerNode(_ videoPlayer: ASVideoPlayerNode, didPlayTo time: CMTime)
  /// The video node's player state is about to change from `state` to `toState`.
  func videoPlayerNode(
    _ videoPlayer: ASVideoPlayerNode, willChangeVideoNode state: ASVideoNodePlayerState,
    toVideoNode toState: ASVideoNodePlayerState
  )
  /// Whether the video node may move to `state` (`.playing` or `.paused`); true by default.
  func videoPlayerNode(
    _ videoPlayer: ASVideoPlayerNode, shouldChangeVideoNodeStateTo state: ASVideoNodePlayerState
  ) -> Bool
  /// The video played to its end. Called only on a device.
  func videoPlayerNodeDidPlayToEnd(_ videoPlayer: ASVideoPlayerNode)
  /// The video node made its player item.
  func videoPlayerNode(_ videoPlayer: ASVideoPlayerNode, didSetCurrent currentItem: AVPlayerItem)
  /// The video node's player stalled at `timeInterval` seconds. Called only on a device.
  func videoPlayerNode(_ videoPlayer: ASVideoPlayerNode, didStallAt timeInterval: TimeInterval)
  /// The video node started loading its asset.
  func videoPlayerNodeDidStartInitialLoading(_ videoPlayer: ASVideoPlayerNode)
  /// The video node finished loading its asset.
  func videoPlayerNodeDidFinishInitialLoading(_ videoPlayer: ASVideoPlayerNode)
  /// The video node's player recovered from a stall. Called only on a device.
  func videoPlayerNodeDidRecoverFromStall(_ videoPlayer: ASVideoPlayerNode)
}

/// The values the delegate's defaults return where Texture leaves a control as UIKit draws it: the
/// node recognizes them and leaves the control unset.
enum VideoPlayerNodeUnset {
  static let color = UIColor()
  static let image = UIImage(placeholderOfSize: .zero, scale: 1)
}

extension ASVideoPlayerNodeDelegate {
  /// Texture's default controls: the playback button, elapsed time, scrubber and duration.
  public func videoPlayerNodeNeededDefaultControls(_ videoPlayer: ASVideoPlayerNode) -> [Any] {
    ASVideoPlayerNode.defaultControls.map(\.rawValue)
  }
  /// None.
  public func videoPlayerNodeCustomControls(_ videoPlayer: ASVideoPlayerNode) -> [AnyHashable: Any] { [:] }
  /// Texture's control bar.
  public func videoPlayerNodeLayoutSpec(
    _ videoPlayer: ASVideoPlayerNode, forControls controls: [AnyHashable: Any], forMaximum maxSize: CGSize
  ) -> ASLayoutSpec {
    videoPlayer.defaultLayoutSpec(forMaximum: maxSize)
  }
  /// The 12-point system font in white.
  public func videoPlayerNodeTimeLabelAttributes(
    _ videoPlayer: ASVideoPlayerNode, timeLabel timeLabelType: ASVideoPlayerNodeControlType
  ) -> [AnyHashable: Any] {
    [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 12), NSAttributedString.Key.foregroundColor: UIColor.white]
  }
  /// `mm:ss`, or `h:mm:ss` from an hour on.
  public func videoPlayerNode(
    _ videoPlayerNode: ASVideoPlayerNode, timeStringForTimeLabel timeLabelType: ASVideoPlayerNodeControlType,
    for time: CMTime
  ) -> String {
    ASVideoPlayerNode.timeString(for: time)
  }
  /// A color the node takes for "the slider's own".
  public func videoPlayerNodeScrubberMaximumTrackTint(_ videoPlayer: ASVideoPlayerNode) -> UIColor {
    VideoPlayerNodeUnset.color
  }
  /// A color the node takes for "the slider's own".
  public func videoPlayerNodeScrubberMinimumTrackTint(_ videoPlayer: ASVideoPlayerNode) -> UIColor {
    VideoPlayerNodeUnset.color
  }
  /// A color the node takes for "the slider's own".
  public func videoPlayerNodeScrubberThumbTint(_ videoPlayer: ASVideoPlayerNode) -> UIColor {
    VideoPlayerNodeUnset.color
  }
  /// An image the node takes for "the slider's own".
  public func videoPlayerNodeScrubberThumbImage(_ videoPlayer: ASVideoPlayerNode) -> UIImage {
    VideoPlayerNodeUnset.image
  }
  /// White.
  public func videoPlayerNodeSpinnerTint(_ videoPlayer: ASVideoPlayerNode) -> UIColor { .white }
  /// `.medium`, the spinner's own.
  public func videoPlayerNodeSpinnerStyle(_ videoPlayer: ASVideoPlayerNode) -> UIActivityIndicatorView.Style { .medium }
  /// White.
  public func videoPlayerNodePlaybackButtonTint(_ videoPlayer: ASVideoPlayerNode) -> UIColor { .white }
  /// An image the node takes for "no image".
  public func videoPlayerNodeFullScreenButtonImage(_ videoPlayer: ASVideoPlayerNode) -> UIImage {
    VideoPlayerNodeUnset.image
  }
  /// Does nothing.
  public func didTap(_ videoPlayer: ASVideoPlayerNode) {}
  /// Does nothing.
  public func didTapFullScreen(_ buttonNode: ASButtonNode) {}
  /// Does nothing.
  public func videoPlayerNode(_ videoPlayer: ASVideoPlayerNode, didPlayTo time: CMTime) {}
  /// Does nothing.
  public func videoPlayerNode(
    _ videoPlayer: ASVideoPlayerNode, willChangeVideoNode state: ASVideoNodePlayerState,
    toVideoNode toState: ASVideoNodePlayerState
  ) {}
  /// Allows every change.
  public func videoPlayerNode(
    _ videoPlayer: ASVideoPlayerNode, shouldChangeVideoNodeStateTo state: ASVideoNodePlayerState
  ) -> Bool { true }
  /// Does nothing.
  public func videoPlayerNodeDidPlayToEnd(_ videoPlayer: ASVideoPlayerNode) {}
  /// Does nothing.
  public func videoPlayerNode(_ videoPlayer: ASVideoPlayerNode, didSetCurrent currentItem: AVPlayerItem) {}
  /// Does nothing.
  public func videoPlayerNode(_ videoPlayer: ASVideoPlayerNode, didStallAt timeInterval: TimeInterval) {}
  /// Does nothing.
  public func videoPlayerNodeDidStartInitialLoading(_ videoPlayer: ASVideoPlayerNode) {}
  /// Does nothing.
  public func videoPlayerNodeDidFinishInitialLoading(_ videoPlayer: ASVideoPlayerNode) {}
  /// Does nothing.
  public func videoPlayerNodeDidRecoverFromStall(_ videoPlayer: ASVideoPlayerNode) {}
}
