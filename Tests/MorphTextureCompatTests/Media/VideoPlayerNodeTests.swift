import MorphTextureCompat
import Testing

/// Texture's `ASVideoPlayerNode`: its default controls and their layout, the delegate's replacements,
/// and its video node's states.
@MainActor
@Suite struct VideoPlayerNodeTests {
  private let range = ASSizeRangeMake(CGSize(width: 320, height: 180))
  private let clip = URL(fileURLWithPath: "/clips/intro.mp4")

  /// The subnode of `player` of type `T` (other than its video node).
  private func control<T: ASDisplayNode>(_ type: T.Type, of player: ASVideoPlayerNode) -> [T] {
    player.subnodes!.compactMap { $0 as? T }.filter { $0 !== player.videoNode }
  }

  /// The subnode whose view block made a view of type `T`.
  private func viewNode<T: UIView>(_ type: T.Type, of player: ASVideoPlayerNode) -> (ASDisplayNode, T)? {
    for node in player.subnodes! {
      if let view = node.view as? T { return (node, view) }
    }
    return nil
  }

  @Test func defaultControlsSitInAControlBarOverTheVideo() throws {
    let player = ASVideoPlayerNode(url: clip)
    player.layoutAsRoot(sizeRange: range)
    #expect(player.videoNode.frame == CGRect(x: 0, y: 0, width: 320, height: 180))

    let button = try #require(player.subnodes!.first { $0 is ASControlNode && !($0 is ASVideoNode) })
    let labels = control(ASTextNode.self, of: player)
    let (scrubber, slider) = try #require(viewNode(UISlider.self, of: player))
    #expect(labels.count == 2)
    #expect(labels.allSatisfy { $0.attributedText?.string == "00:00" })
    let font = try #require(labels[0].attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
    #expect(font.pointSize == 12)
    #expect(button.tintColor == .white)
    #expect(slider.minimumValue == 0 && slider.maximumValue == 1)
    #expect(slider.minimumTrackTintColor == nil)

    // A row inset by 10 at the bottom, 10 points apart, centred on the 44-point scrubber's row.
    #expect(button.frame.size == CGSize(width: 16, height: 22))
    #expect(button.frame.minX == 10)
    #expect(scrubber.frame.height == 44)
    #expect(scrubber.frame.maxY == 170)
    #expect(button.frame.midY == scrubber.frame.midY)
    let elapsed = labels[0].frame.minX < labels[1].frame.minX ? labels[0] : labels[1]
    let duration = elapsed === labels[0] ? labels[1] : labels[0]
    #expect(elapsed.frame.minX == button.frame.maxX + 10)
    #expect(scrubber.frame.minX == elapsed.frame.maxX + 10)
    #expect(duration.frame.minX == scrubber.frame.maxX + 10)
    #expect(duration.frame.maxX == 310)
  }

  @Test func controlsDisabledRemovesTheControlsAndFalseMakesThemAgain() {
    let player = ASVideoPlayerNode(url: clip)
    player.layoutAsRoot(sizeRange: range)
    #expect(player.subnodes!.count == 5)
    player.controlsDisabled = true
    #expect(player.subnodes!.map { $0 === player.videoNode } == [true])
    player.controlsDisabled = false
    #expect(player.subnodes!.count == 5)
  }

  @Test func theDelegateReplacesControlsLookAndLayout() throws {
    let player = ASVideoPlayerNode(url: clip)
    let delegate = CustomControlsDelegate()
    player.delegate = delegate
    player.layoutAsRoot(sizeRange: range)

    // Only the controls asked for, plus the custom one, laid out by the delegate's spec.
    let mute = delegate.muteButton
    #expect(mute.supernode === player)
    #expect(mute.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
    let fullScreen = try #require(control(ASButtonNode.self, of: player).first { $0 !== mute })
    #expect(fullScreen.frame == CGRect(x: 290, y: 0, width: 16, height: 22))
    #expect(fullScreen.image(for: .normal) === delegate.fullScreenImage)
    #expect(
      delegate.controlKeys
        == Set([
          AnyHashable(ASVideoPlayerNodeControlType.scrubber.rawValue),
          AnyHashable(ASVideoPlayerNodeControlType.fullScreenButton.rawValue),
          AnyHashable(ASVideoPlayerNodeControlType.durationText.rawValue),
          AnyHashable(ASVideoPlayerNodeControlType.flexGrowSpacer.rawValue), AnyHashable("mute"),
        ]))
    #expect(delegate.spacerGrowth == 1)
    #expect(delegate.maxSize == CGSize(width: 320, height: 180))

    let (_, slider) = try #require(viewNode(UISlider.self, of: player))
    #expect(slider.minimumTrackTintColor == .red)
    #expect(slider.maximumTrackTintColor == .blue)
    #expect(slider.thumbTintColor == .green)
    #expect(slider.thumbImage(for: .normal) === delegate.fullScreenImage)

    let duration = try #require(control(ASTextNode.self, of: player).first)
    #expect(duration.attributedText?.string == "duration 0s")
    #expect(duration.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .yellow)
  }

  @Test func durationLabelShowsTheDurationWhenReadyAndSeekingShowsTheElapsedTime() throws {
    let asset = AVAsset(url: clip)
    asset.duration = CMTime(value: 3723, timescale: 1)
    let player = ASVideoPlayerNode(asset: asset)
    player.layoutAsRoot(sizeRange: range)
    #expect(player.duration == CMTime(value: 3723, timescale: 1))
    let texts = control(ASTextNode.self, of: player).compactMap { $0.attributedText?.string }
    #expect(Set(texts) == ["00:00", "1:02:03"])

    player.seekToTime(50)
    let after = control(ASTextNode.self, of: player).compactMap { $0.attributedText?.string }
    #expect(Set(after) == ["31:01", "1:02:03"])
    #expect(player.playerState == .playing)
    #expect(player.videoNode.player?.currentTime().seconds == 1861.5)
  }

  @Test func loadingShowsTheDelegatesSpinnerAndReadyRemovesIt() throws {
    let player = ASVideoPlayerNode(url: clip)
    let delegate = SpinnerDelegate()
    player.delegate = delegate
    player.layoutAsRoot(sizeRange: range)
    #expect(delegate.spinnerWhileLoading?.color == .orange)
    #expect(delegate.spinnerWhileLoading?.style == .large)
    #expect(delegate.spinnerWhileLoading?.isAnimating == true)
    #expect(delegate.spinnerFrameWhileLoading?.size == CGSize(width: 44, height: 44))
    #expect(viewNode(UIActivityIndicatorView.self, of: player) == nil)
    #expect(delegate.states == ["unknown→loading", "loading→readyToPlay"])
  }

  @Test func stateChangesGoThroughTheDelegateAndTheButtonGlyph() throws {
    let player = ASVideoPlayerNode(url: clip)
    let delegate = SpinnerDelegate()
    player.delegate = delegate
    player.layoutAsRoot(sizeRange: range)
    delegate.states.removeAll()
    delegate.refusesPlaying = true
    player.play()
    #expect(player.playerState == .readyToPlay && !player.isPlaying())
    delegate.refusesPlaying = false
    player.play()
    #expect(player.playerState == .playing && player.isPlaying())
    let button = try #require(player.subnodes!.first { $0.kindName.hasPrefix("playbackButton.") })
    #expect(button.kindName == "playbackButton.pause")
    player.pause()
    #expect(button.kindName == "playbackButton.play")
    player.resetToPlaceholder()
    #expect(delegate.states == ["readyToPlay→playing", "playing→paused"])
    #expect(delegate.currentItem === player.videoNode.currentItem)
  }

  @Test func assetWaitsForThePreloadStateAndPropertiesReachTheVideoNode() {
    let composition = AVVideoComposition()
    let mix = AVAudioMix()
    let player = ASVideoPlayerNode(asset: AVAsset(url: clip), videoComposition: composition, audioMix: mix)
    #expect(player.videoNode.asset == nil)
    #expect(player.assetURL == clip)
    #expect(player.videoNode.videoComposition === composition && player.videoNode.audioMix === mix)
    player.layoutAsRoot(sizeRange: range)
    #expect(player.videoNode.assetURL == clip)
    #expect(player.asset === player.videoNode.asset)

    player.shouldAutoPlay = true
    player.shouldAutoRepeat = true
    player.muted = true
    player.shouldAggressivelyRecoverFromStall = true
    player.periodicTimeObserverTimescale = 600
    player.gravity = AVLayerVideoGravity.resizeAspectFill.rawValue
    player.placeholderImageURL = URL(string: "https://example.com/poster.jpg")
    let video = player.videoNode
    #expect(video.shouldAutoplay && video.shouldAutorepeat && video.muted && video.shouldAggressivelyRecoverFromStall)
    #expect(
      player.shouldAutoPlay && player.shouldAutoRepeat && player.muted && player.shouldAggressivelyRecoverFromStall)
    #expect(video.periodicTimeObserverTimescale == 600 && player.periodicTimeObserverTimescale == 600)
    #expect(video.contentMode == .scaleAspectFill && player.gravity == "AVLayerVideoGravityResizeAspectFill")
    #expect(video.url == URL(string: "https://example.com/poster.jpg") && player.placeholderImageURL == video.url)
  }
}

/// A delegate asking for the scrubber, duration and full-screen button, adding a mute button, and
/// laying them out itself.
final class CustomControlsDelegate: ASVideoPlayerNodeDelegate {
  let muteButton = ASButtonNode()
  let fullScreenImage: UIImage = {
    UIGraphicsBeginImageContext(CGSize(width: 16, height: 22))
    defer { UIGraphicsEndImageContext() }
    return UIGraphicsGetImageFromCurrentImageContext()!
  }()
  var controlKeys: Set<AnyHashable> = []
  var maxSize: CGSize?
  var spacerGrowth: CGFloat?

  func videoPlayerNodeNeededDefaultControls(_ videoPlayer: ASVideoPlayerNode) -> [Any] {
    [
      ASVideoPlayerNodeControlType.scrubber.rawValue, ASVideoPlayerNodeControlType.durationText.rawValue,
      ASVideoPlayerNodeControlType.fullScreenButton.rawValue, ASVideoPlayerNodeControlType.flexGrowSpacer.rawValue,
    ]
  }
  func videoPlayerNodeCustomControls(_ videoPlayer: ASVideoPlayerNode) -> [AnyHashable: Any] {
    muteButton.style.preferredSize = CGSize(width: 30, height: 30)
    return ["mute": muteButton]
  }
  func videoPlayerNodeLayoutSpec(
    _ videoPlayer: ASVideoPlayerNode, forControls controls: [AnyHashable: Any], forMaximum maxSize: CGSize
  ) -> ASLayoutSpec {
    controlKeys = Set(controls.keys)
    self.maxSize = maxSize
    spacerGrowth =
      (controls[ASVideoPlayerNodeControlType.flexGrowSpacer.rawValue] as? ASStackLayoutSpec)?.style.flexGrow
    // Texture may ask before the node loads and makes its controls, as here on the first measure.
    let children = [controls["mute"], controls[ASVideoPlayerNodeControlType.fullScreenButton.rawValue]]
      .compactMap { $0 as? ASDisplayNode }
    let row = ASStackLayoutSpec(
      direction: .horizontal, spacing: 0, justifyContent: .spaceBetween, alignItems: .start, children: children)
    row.style.width = ASDimensionMake(306)
    return ASAbsoluteLayoutSpec(children: [row])
  }
  func videoPlayerNodeTimeLabelAttributes(
    _ videoPlayer: ASVideoPlayerNode, timeLabel timeLabelType: ASVideoPlayerNodeControlType
  ) -> [AnyHashable: Any] {
    [NSAttributedString.Key.foregroundColor: UIColor.yellow]
  }
  func videoPlayerNode(
    _ videoPlayerNode: ASVideoPlayerNode, timeStringForTimeLabel timeLabelType: ASVideoPlayerNodeControlType,
    for time: CMTime
  ) -> String {
    "\(timeLabelType == .durationText ? "duration" : "elapsed") \(Int(time.seconds.isFinite ? time.seconds : 0))s"
  }
  func videoPlayerNodeScrubberMinimumTrackTint(_ videoPlayer: ASVideoPlayerNode) -> UIColor { .red }
  func videoPlayerNodeScrubberMaximumTrackTint(_ videoPlayer: ASVideoPlayerNode) -> UIColor { .blue }
  func videoPlayerNodeScrubberThumbTint(_ videoPlayer: ASVideoPlayerNode) -> UIColor { .green }
  func videoPlayerNodeScrubberThumbImage(_ videoPlayer: ASVideoPlayerNode) -> UIImage { fullScreenImage }
  func videoPlayerNodeFullScreenButtonImage(_ videoPlayer: ASVideoPlayerNode) -> UIImage { fullScreenImage }
}

/// A delegate with its own spinner look, writing down the states and what it saw while loading.
final class SpinnerDelegate: ASVideoPlayerNodeDelegate {
  var states: [String] = []
  var refusesPlaying = false
  var spinnerWhileLoading: UIActivityIndicatorView?
  var spinnerFrameWhileLoading: CGRect?
  var currentItem: AVPlayerItem?

  func videoPlayerNodeSpinnerTint(_ videoPlayer: ASVideoPlayerNode) -> UIColor { .orange }
  func videoPlayerNodeSpinnerStyle(_ videoPlayer: ASVideoPlayerNode) -> UIActivityIndicatorView.Style { .large }
  func videoPlayerNode(
    _ videoPlayer: ASVideoPlayerNode, willChangeVideoNode state: ASVideoNodePlayerState,
    toVideoNode toState: ASVideoNodePlayerState
  ) {
    states.append("\(state)→\(toState)")
  }
  func videoPlayerNode(
    _ videoPlayer: ASVideoPlayerNode, shouldChangeVideoNodeStateTo state: ASVideoNodePlayerState
  ) -> Bool {
    !(refusesPlaying && state == .playing)
  }
  func videoPlayerNodeDidStartInitialLoading(_ videoPlayer: ASVideoPlayerNode) {
    let spinner = videoPlayer.subnodes!.first { $0.view is UIActivityIndicatorView }
    spinnerWhileLoading = spinner?.view as? UIActivityIndicatorView
    videoPlayer.layoutIfNeeded()
    spinnerFrameWhileLoading = spinner?.frame
  }
  func videoPlayerNode(_ videoPlayer: ASVideoPlayerNode, didSetCurrent currentItem: AVPlayerItem) {
    self.currentItem = currentItem
  }
}
