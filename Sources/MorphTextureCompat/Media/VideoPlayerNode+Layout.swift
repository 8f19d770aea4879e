import Foundation
import MorphLayout

// A video player node's layout, as Texture's: the video node at the largest size offered, the controls'
// spec laid over it, and the spinner centred over both while the video loads.
extension ASVideoPlayerNode {
  /// The player's spec for `constrainedSize` (see ``ASVideoPlayerNode/layoutSpecThatFits(_:)``).
  func playerLayoutSpec(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
    var maxSize = constrainedSize.max
    // Texture asserts on an unbounded size and lays the player out at zero size.
    if !maxSize.width.isFinite || !maxSize.height.isFinite { maxSize = .zero }
    videoNode.style.preferredSize = maxSize
    let controlsSpec: ASLayoutSpec =
      if let delegate {
        delegate.videoPlayerNodeLayoutSpec(self, forControls: controls, forMaximum: maxSize)
      } else {
        defaultLayoutSpec(forMaximum: maxSize)
      }
    var children: [any ASLayoutElement] = []
    if let spinnerNode {
      let centered = ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: spinnerNode)
      centered.style.preferredSize = maxSize
      children.append(centered)
    }
    let overlay = ASOverlayLayoutSpec(child: videoNode, overlay: controlsSpec)
    overlay.style.preferredSize = maxSize
    children.append(overlay)
    return ASAbsoluteLayoutSpec(children: children)
  }

  /// Texture's control bar: below a growing spacer, a row inset by 10 points on every side of the
  /// playback button, elapsed time, scrubber (as wide as `maxSize` and 44 points high, shrinking to
  /// fit), duration and full-screen button that were made, 10 points apart and centred vertically.
  func defaultLayoutSpec(forMaximum maxSize: CGSize) -> ASLayoutSpec {
    (control(.scrubber) as? ASDisplayNode)?.style.preferredSize = CGSize(width: maxSize.width, height: 44)
    let spacer = ASLayoutSpec()
    spacer.style.flexGrow = 1
    let order: [ASVideoPlayerNodeControlType] = [
      .playbackButton, .elapsedText, .scrubber, .durationText, .fullScreenButton,
    ]
    let row = ASStackLayoutSpec(
      direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .center,
      children: order.compactMap { control($0) as? ASDisplayNode })
    row.style.alignSelf = .stretch
    let bar = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), child: row)
    bar.style.alignSelf = .stretch
    return ASStackLayoutSpec(
      direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [spacer, bar])
  }
}
