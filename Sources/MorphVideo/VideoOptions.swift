/// How a timeline becomes frames: how many a second, at which pixel scale, and whether the file loops.
public struct VideoOptions: Hashable, Sendable {
  /// Frames a second; nil for the format's ``VideoFormat/defaultFramesPerSecond``.
  public var framesPerSecond: Int?
  /// Pixels per point: 1, 2 (@2x) or 3 (@3x), or any scale from 0.25 to 4.
  public var scale: Double
  /// Whether a GIF or an APNG plays forever instead of once (MP4 and WebM leave it to the player).
  public var loops: Bool
  /// Seconds a looping GIF or APNG holds its last frame before the next run, as the SVG export pauses.
  public var loopPause: Double

  /// The smallest and largest pixel scale.
  public static let scales: ClosedRange<Double> = 0.25...4

  /// Options; the defaults draw @2x frames at the format's frame rate and play once.
  public init(framesPerSecond: Int? = nil, scale: Double = 2, loops: Bool = false, loopPause: Double = 0) {
    self.framesPerSecond = framesPerSecond
    self.scale = scale
    self.loops = loops
    self.loopPause = loopPause
  }

  /// The frame rate for a format.
  public func framesPerSecond(for format: VideoFormat) -> Int {
    framesPerSecond ?? format.defaultFramesPerSecond
  }

  /// Checks the options against a format.
  /// - Throws: ``VideoError/invalidOptions(_:)`` naming the first option out of range.
  public func validate(for format: VideoFormat) throws(VideoError) {
    let fps = framesPerSecond(for: format)
    guard (1...format.maximumFramesPerSecond).contains(fps) else {
      throw .invalidOptions(
        format == .gif
          ? "a GIF shows at most 50 frames a second (its delays are whole hundredths), not \(fps)"
          : "the frame rate must be 1 to \(format.maximumFramesPerSecond) frames a second, not \(fps)")
    }
    guard loopPause.isFinite, (0...3600).contains(loopPause) else {
      throw .invalidOptions("the loop pause must be from 0 to 3600 seconds, not \(loopPause)")
    }
    guard scale.isFinite, Self.scales.contains(scale) else {
      throw .invalidOptions("the scale must be from 0.25 to 4 pixels a point, such as 2 or 3, not \(scale)")
    }
  }
}
