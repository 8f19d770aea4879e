import MorphTextureCompat
import Testing

/// The AVFoundation and Core Media names a video node's code uses.
@Suite struct AVFoundationStandInTests {
  @Test func cmTimeArithmeticAsCoreMedia() {
    #expect(CMTimeMake(value: 3, timescale: 2).seconds == 1.5)
    #expect(CMTimeGetSeconds(CMTimeMakeWithSeconds(2.5, preferredTimescale: 600)) == 2.5)
    #expect(CMTimeMakeWithSeconds(1.0 / 3, preferredTimescale: 10).value == 3)
    #expect(CMTime.zero.seconds == 0 && CMTime.zero.isValid)
    #expect(!CMTime.invalid.isValid && CMTime.invalid.seconds.isNaN)
    #expect(CMTime.indefinite.isIndefinite && !CMTime.indefinite.isNumeric)
    #expect(!CMTime(seconds: .nan, preferredTimescale: 1).isValid)
  }

  @Test func videoGravityNamesAreAVFoundations() {
    #expect(AVLayerVideoGravity.resizeAspect.rawValue == "AVLayerVideoGravityResizeAspect")
    #expect(AVLayerVideoGravity.resizeAspectFill.rawValue == "AVLayerVideoGravityResizeAspectFill")
    #expect(AVLayerVideoGravity.resize.rawValue == "AVLayerVideoGravityResize")
    #expect(AVPlayerLayer().videoGravity == .resizeAspect)
  }

  @Test func assetsOfOneURLAreEqual() {
    let url = URL(fileURLWithPath: "/clips/intro.mp4")
    #expect(AVAsset(url: url) == AVURLAsset(url: url, options: nil))
    #expect(AVAsset(url: url) != AVAsset(url: URL(fileURLWithPath: "/clips/outro.mp4")))
    #expect(AVAsset() != AVAsset())
    #expect(AVURLAsset(url: url).url == url)
    #expect(AVAsset(url: url).duration.isIndefinite)
    #expect(AVPlayerItem(url: url).asset == AVAsset(url: url))
  }

  @Test func playerRateFollowsPlayAndPauseAndSeekMovesTheTime() {
    let player = AVPlayer(url: URL(fileURLWithPath: "/clips/intro.mp4"))
    #expect(player.rate == 0)
    player.play()
    #expect(player.rate == 1)
    player.seek(to: CMTime(value: 90, timescale: 30))
    #expect(player.currentTime().seconds == 3)
    player.pause()
    #expect(player.rate == 0)
    let item = AVPlayerItem(asset: AVAsset())
    player.replaceCurrentItem(with: item)
    #expect(player.currentItem === item && player.currentTime() == .zero)
    #expect(AVPlayerLayer(player: player).player === player)
  }
}
