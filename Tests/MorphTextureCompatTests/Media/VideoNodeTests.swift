import MorphTextureCompat
import Testing

/// Texture's `ASVideoNode`: drawn as the image node it is, with its gravity, and its player's state
/// machine with the delegate calls Texture makes.
@MainActor
@Suite struct VideoNodeTests {
  private let range = ASSizeRangeMake(CGSize(width: 200, height: 200))

  /// A 100 × 50 image.
  private func poster() -> UIImage? {
    UIGraphicsBeginImageContext(CGSize(width: 100, height: 50))
    defer { UIGraphicsEndImageContext() }
    return UIGraphicsGetImageFromCurrentImageContext()
  }

  /// The timeline element a 200 × 200 video node with `gravity` and a 100 × 50 poster is drawn from.
  private func drawnElement(gravity: String?) async throws -> TimelineElement {
    let node = ASVideoNode()
    node.name = "video"
    node.defaultImage = poster()
    node.style.preferredSize = CGSize(width: 200, height: 200)
    if let gravity { node.gravity = gravity }
    let timeline = try await TransitionPlanner().record(node, sizeRange: range) {}
    return try #require(timeline.elements.first { $0.id == "video" })
  }

  /// Exporters place the poster in the node's bounds as the element's content mode says.
  @Test func gravityDecidesHowThePosterIsDrawn() async throws {
    let fit = try await drawnElement(gravity: nil)
    #expect(fit.kind == "video")
    #expect(fit.contentMode == .scaleAspectFit)
    #expect(fit.contents.map(\.content) == [.image(source: poster()?.nodeImage.source)])
    #expect(
      try await drawnElement(gravity: AVLayerVideoGravity.resizeAspectFill.rawValue).contentMode == .scaleAspectFill)
    #expect(try await drawnElement(gravity: AVLayerVideoGravity.resize.rawValue).contentMode == .scaleToFill)
  }

  @Test func gravityDefaultsToResizeAspectAndResetsToItOnNil() {
    let node = ASVideoNode()
    #expect(node.gravity == "AVLayerVideoGravityResizeAspect")
    #expect(node.contentMode == .scaleAspectFit)
    node.gravity = AVLayerVideoGravity.resizeAspectFill.rawValue
    #expect(node.contentMode == .scaleAspectFill)
    node.gravity = nil
    #expect(node.gravity == AVLayerVideoGravity.resizeAspect.rawValue)
    #expect(node.contentMode == .scaleAspectFit)
  }

  /// Texture's video node has no intrinsic size, even with a poster: the largest size it may take,
  /// none where that is unbounded.
  @Test func measuresToItsRangeNotItsPoster() {
    let node = ASVideoNode()
    node.defaultImage = poster()
    #expect(
      node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 500, height: 300))).size
        == CGSize(width: 500, height: 300))
    #expect(node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: CGFloat.infinity, height: 300))).size == .zero)
  }

  /// The documentation's example compiles and keeps what it sets.
  @Test func texturesDocumentationExample() {
    let videoNode = ASVideoNode()
    let asset = AVAsset(url: URL(string: "http://www.w3schools.com/html/mov_bbb.mp4")!)
    videoNode.asset = asset
    videoNode.shouldAutoplay = true
    videoNode.shouldAutorepeat = true
    videoNode.muted = true
    #expect(videoNode.asset === asset)
    #expect(videoNode.assetURL == URL(string: "http://www.w3schools.com/html/mov_bbb.mp4"))
    #expect(videoNode.shouldAutoplay && videoNode.shouldAutorepeat && videoNode.muted)
  }

  // MARK: - Player states

  @Test func assetLoadsWhenTheNodeEntersThePreloadState() throws {
    let node = ASVideoNode()
    let recorder = VideoNodeRecorder()
    node.delegate = recorder
    node.asset = AVAsset(url: URL(fileURLWithPath: "/clips/intro.mp4"))
    #expect(node.playerState == .unknown && node.player == nil && recorder.calls.isEmpty)

    node.style.preferredSize = CGSize(width: 160, height: 90)
    node.layoutAsRoot(sizeRange: range)
    #expect(
      recorder.calls == [
        "will unknown→loading", "didStartInitialLoading", "didFinishInitialLoading", "didSetCurrentItem",
        "will loading→readyToPlay",
      ])
    let item = try #require(node.currentItem)
    #expect(item.asset === node.asset)
    #expect(node.player?.currentItem === item)
    #expect(node.playerState == .readyToPlay)
  }

  @Test func playAndPauseAskTheDelegateAndMoveTheState() {
    let (node, recorder) = loadedNode()
    node.play()
    #expect(recorder.calls == ["should playing?", "will readyToPlay→playing"])
    #expect(node.playerState == .playing && node.isPlaying())
    #expect(node.playerLayer?.player === node.player)
    #expect(DeviceOnlyDiagnostics.messages.contains { $0.contains("video frames are drawn only on a device") })

    recorder.calls.removeAll()
    node.pause()
    #expect(recorder.calls == ["should paused?", "will playing→paused"])
    #expect(node.playerState == .paused && !node.isPlaying())
  }

  @Test func aDelegateCanRefuseAChange() {
    let (node, recorder) = loadedNode()
    recorder.refused = [.playing]
    node.play()
    #expect(recorder.calls == ["should playing?"])
    #expect(node.playerState == .readyToPlay && !node.isPlaying() && node.playerLayer == nil)
  }

  @Test func resetToPlaceholderDropsTheLayerSeeksToTheStartAndPauses() {
    let (node, recorder) = loadedNode()
    node.play()
    node.player?.seek(to: CMTime(value: 5, timescale: 1))
    recorder.calls.removeAll()
    node.resetToPlaceholder()
    #expect(node.playerLayer == nil)
    #expect(node.player?.currentTime() == .zero)
    #expect(recorder.calls == ["should paused?", "will playing→paused"])
  }

  @Test func anotherAssetDropsThePlayerAndLoadsAgain() throws {
    let (node, recorder) = loadedNode()
    node.image = poster()
    let first = node.player
    recorder.calls.removeAll()
    node.assetURL = URL(fileURLWithPath: "/clips/outro.mp4")
    #expect(recorder.calls.first == "will readyToPlay→unknown")
    #expect(recorder.calls.last == "will loading→readyToPlay")
    #expect(node.image == nil)
    #expect(node.player !== first)
    let asset = try #require(node.asset as? AVURLAsset)
    #expect(asset.url == URL(fileURLWithPath: "/clips/outro.mp4"))
    #expect(node.assetURL == URL(fileURLWithPath: "/clips/outro.mp4"))
  }

  @Test func shouldAutoplayPlaysWhenTheNodeBecomesVisible() {
    let node = ASVideoNode()
    node.asset = AVAsset(url: URL(fileURLWithPath: "/clips/intro.mp4"))
    node.shouldAutoplay = true
    node.style.preferredSize = CGSize(width: 160, height: 90)
    node.layoutAsRoot(sizeRange: range)
    #expect(node.playerState == .playing)
  }

  @Test func playBeforeLoadingPlaysOnceLoaded() {
    let node = ASVideoNode()
    node.asset = AVAsset(url: URL(fileURLWithPath: "/clips/intro.mp4"))
    node.play()
    #expect(node.playerState == .unknown)
    node.style.preferredSize = CGSize(width: 160, height: 90)
    node.layoutAsRoot(sizeRange: range)
    #expect(node.playerState == .playing)
  }

  @Test func keptSettingsRoundTrip() {
    let (node, _) = loadedNode()
    let composition = AVVideoComposition()
    let mix = AVAudioMix()
    node.videoComposition = composition
    node.audioMix = mix
    #expect(node.videoComposition === composition && node.currentItem?.videoComposition === composition)
    #expect(node.audioMix === mix && node.currentItem?.audioMix === mix)
    node.muted = true
    #expect(node.player?.isMuted == true)
    #expect(node.periodicTimeObserverTimescale == 10000)
    node.periodicTimeObserverTimescale = 600
    #expect(node.periodicTimeObserverTimescale == 600)
    #expect(!node.shouldAggressivelyRecoverFromStall)
    node.shouldAggressivelyRecoverFromStall = true
    #expect(node.shouldAggressivelyRecoverFromStall)
    node.gravity = AVLayerVideoGravity.resize.rawValue
    node.play()
    #expect(node.playerLayer?.videoGravity == .resize)
  }

  /// A node laid out with an asset, ready to play, and its delegate.
  private func loadedNode() -> (ASVideoNode, VideoNodeRecorder) {
    let node = ASVideoNode()
    let recorder = VideoNodeRecorder()
    node.asset = AVAsset(url: URL(fileURLWithPath: "/clips/intro.mp4"))
    node.style.preferredSize = CGSize(width: 160, height: 90)
    node.layoutAsRoot(sizeRange: range)
    node.delegate = recorder
    recorderKeeper.append(recorder)
    return (node, recorder)
  }

  /// Keeps the recorders alive (nodes hold delegates weakly).
  private let recorderKeeper = RecorderKeeper()
}

/// Holds objects for a test's length.
final class RecorderKeeper {
  private var objects: [AnyObject] = []
  func append(_ object: AnyObject) { objects.append(object) }
}

/// A video node delegate writing down the calls it gets.
final class VideoNodeRecorder: ASVideoNodeDelegate {
  var calls: [String] = []
  var refused: Set<ASVideoNodePlayerState> = []

  func videoNode(_ videoNode: ASVideoNode, willChange state: ASVideoNodePlayerState, to toState: ASVideoNodePlayerState)
  {
    calls.append("will \(state)→\(toState)")
  }
  func videoNode(_ videoNode: ASVideoNode, shouldChangePlayerStateTo state: ASVideoNodePlayerState) -> Bool {
    calls.append("should \(state)?")
    return !refused.contains(state)
  }
  func videoNodeDidStartInitialLoading(_ videoNode: ASVideoNode) { calls.append("didStartInitialLoading") }
  func videoNodeDidFinishInitialLoading(_ videoNode: ASVideoNode) { calls.append("didFinishInitialLoading") }
  func videoNode(_ videoNode: ASVideoNode, didSetCurrent currentItem: AVPlayerItem) {
    calls.append("didSetCurrentItem")
  }
}

/// A video node's delegate is also its poster image's network image delegate, as in Texture.
@Suite struct VideoNodeDelegateJoinTests {
  private final class Delegate: ASVideoNodeDelegate {}

  @Test func theVideoDelegateHearsTheNetworkImageCallbacksToo() {
    let video = ASVideoNode()
    let delegate = Delegate()
    video.delegate = delegate
    let imageNode: ASNetworkImageNode = video
    #expect(imageNode.delegate === delegate)
    #expect(video.delegate === delegate)
  }
}
