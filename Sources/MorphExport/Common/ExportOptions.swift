import Foundation

/// What every exporter is told: looping, number precision, the storyboard's times, id prefix and how
/// closely sampled curves must follow the exact ones.
public struct ExportOptions: Hashable, Sendable {
  /// Whether the animation plays again and again (after ``loopPause``) instead of once.
  public var loops: Bool
  /// Seconds the final state holds before the next run starts, when looping.
  public var loopPause: Double
  /// Decimal places of coordinates, sizes, colors' opacity and other values (0…9). Times and curve
  /// control points always get 6.
  public var precision: Int
  /// The times the storyboard shows, in seconds; nil for the start, each marker and the end.
  public var storyboardTimes: [Double]?
  /// Put in front of every `id` written, so that several exports can share one page.
  public var idPrefix: String
  /// The largest error of a spring (or of any curve an export format cannot express) sampled into
  /// linear pieces, as a fraction of the distance the property moves: 0.001 is 0.1 %.
  public var samplingTolerance: Double
  /// Whether an SVG or HTML file carries the timeline it animates, as its lossless archive
  /// (``EmbeddedTimeline``), so that a tool reading the file back can compare timelines rather than
  /// markup: what the snapshot strategies do to say what a failed comparison changed.
  public var embedsTimeline: Bool

  /// Options; the defaults play once, with 3 decimals, and sample curves to 0.1 %.
  /// - Parameters:
  ///   - loops: whether the animation repeats.
  ///   - loopPause: seconds between runs, when looping.
  ///   - precision: decimal places of values (0…9).
  ///   - storyboardTimes: the storyboard's times; nil for the start, each marker and the end.
  ///   - idPrefix: a prefix for every `id`.
  ///   - samplingTolerance: the largest error of sampled curves, as a fraction of the distance moved.
  ///   - embedsTimeline: whether an SVG or HTML file carries its timeline's archive.
  public init(
    loops: Bool = false, loopPause: Double = 1, precision: Int = 3, storyboardTimes: [Double]? = nil,
    idPrefix: String = "", samplingTolerance: Double = 0.001, embedsTimeline: Bool = false
  ) {
    self.loops = loops
    self.loopPause = loopPause
    self.precision = precision
    self.storyboardTimes = storyboardTimes
    self.idPrefix = idPrefix
    self.samplingTolerance = samplingTolerance
    self.embedsTimeline = embedsTimeline
  }

  /// Decimal places of key times, durations and spline control points.
  static let timePrecision = 6

  /// Checks that every option is in range.
  /// - Throws: ``ExportError/invalidOptions(_:)`` naming the first option out of range.
  func validate() throws(ExportError) {
    guard loopPause >= 0 && loopPause <= ExportModel.largestMagnitude else {
      throw .invalidOptions("loopPause must be a number of seconds from 0 to 1e9, not \(loopPause)")
    }
    guard (0...9).contains(precision) else {
      throw .invalidOptions("precision must be 0…9 decimal places, not \(precision)")
    }
    guard samplingTolerance.isFinite && samplingTolerance > 0 && samplingTolerance < 1 else {
      throw .invalidOptions("samplingTolerance must be a fraction between 0 and 1, not \(samplingTolerance)")
    }
    if let times = storyboardTimes {
      guard !times.isEmpty, times.allSatisfy(\.isFinite) else {
        throw .invalidOptions("storyboardTimes must hold at least one finite time")
      }
    }
  }
}

extension ExportOptions {
  /// A time, or a fraction of a run, rounded down to ``timePrecision`` decimals, so that a jump is
  /// never written later than it happens: at its exact time a page or a player shows the value after it,
  /// as `Timeline.sample(at:)` does. A margin of a millionth of the last decimal keeps a time that
  /// binary arithmetic leaves a hair below a decimal (`0.3` as `0.29999…`) at that decimal.
  static func roundedDownToTimePrecision(_ value: Double) -> Double {
    let scale = pow(10, Double(timePrecision))
    return (value * scale + 1e-6).rounded(.down) / scale
  }
}
