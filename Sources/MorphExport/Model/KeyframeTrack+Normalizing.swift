import Foundation
import MorphTimeline

extension KeyframeTrack {
  /// Normalizes a property track into keyframes that reproduce `PropertyTrack.value(at:)` from 0 to
  /// `duration`.
  ///
  /// Each segment rules from its start until the next segment starts (the later one for equal starts),
  /// so only that window of it is kept, clipped to 0…`duration`:
  /// - linear movements stay linear, and discrete ones hold their start value until they end;
  /// - Bézier movements stay splines; a window that is only part of the curve becomes the exact
  ///   sub-curve (split with de Casteljau's algorithm where x is the window's start and end fractions,
  ///   then renormalised);
  /// - springs, and Béziers whose x is not monotonic, are sampled into linear pieces that stay within
  ///   `samplingTolerance` of the exact progress (a fraction of the movement's distance); a spring that
  ///   has not settled when its segment ends jumps to the end value then, as the track does;
  /// - an immediate change, or a movement starting from another value than the one held, is a jump.
  ///
  /// - Parameters:
  ///   - track: the property track.
  ///   - duration: the timeline's duration; nothing after it is kept.
  ///   - samplingTolerance: the largest error of sampled curves, as a fraction of the distance moved.
  /// - Complexity: O(s) for s segments, plus the samples of springs.
  public init(normalizing track: PropertyTrack, duration: Double, samplingTolerance: Double) {
    // A property that never changes (most of them) holds its initial value.
    guard !track.segments.isEmpty else {
      self.init(
        property: track.property, keyframes: [Keyframe(time: 0, value: track.initialValue, interpolation: .hold)])
      return
    }
    var builder = KeyframeListBuilder(initialValue: track.initialValue)
    let segments = track.segments
    for (index, segment) in segments.enumerated() {
      let takeover = index + 1 < segments.count ? segments[index + 1].start : Double.infinity
      guard takeover > segment.start else { continue }
      let windowStart = max(segment.start, 0)
      let windowEnd = min(takeover, duration)
      if windowStart < windowEnd || (windowStart == windowEnd && windowEnd == duration && takeover > duration) {
        Self.add(segment, from: windowStart, to: windowEnd, tolerance: samplingTolerance, into: &builder)
      }
    }
    self.init(property: track.property, keyframes: builder.normalizedKeyframes)
  }

  /// Adds the part of a segment between two times at which it rules.
  private static func add(
    _ segment: TrackSegment, from start: Double, to end: Double, tolerance: Double,
    into builder: inout KeyframeListBuilder
  ) {
    builder.set(segment.value(at: start), at: start)
    let movementEnd = min(end, segment.end)
    guard segment.duration > 0, start < movementEnd, !segment.from.isClose(to: segment.to) else { return }
    let endValue = segment.value(at: movementEnd)
    let startFraction = start == segment.start ? 0 : (start - segment.start) / segment.duration
    let endFraction = movementEnd == segment.end ? 1 : (movementEnd - segment.start) / segment.duration
    switch segment.curve {
    case .linear:
      builder.move(to: endValue, at: movementEnd, along: .linear)
    case .discrete:
      builder.move(to: endValue, at: movementEnd, along: .hold)
    case .cubicBezier(let x1, let y1, let x2, let y2):
      if startFraction == 0 && endFraction == 1 {
        builder.move(to: endValue, at: movementEnd, along: .spline(x1: x1, y1: y1, x2: x2, y2: y2))
      } else if let piece = BezierSubcurve(x1: x1, y1: y1, x2: x2, y2: y2, from: startFraction, to: endFraction) {
        builder.move(
          to: endValue, at: movementEnd, along: .spline(x1: piece.x1, y1: piece.y1, x2: piece.x2, y2: piece.y2))
      } else {
        sample(
          segment, from: startFraction, to: endFraction, between: start, and: movementEnd, pieceLength: 1.0 / 16,
          tolerance: tolerance, into: &builder)
      }
    case .spring(let spring):
      sample(
        segment, from: startFraction, to: endFraction, between: start, and: movementEnd,
        pieceLength: maximumPieceLength(of: spring, over: segment.duration), tolerance: tolerance, into: &builder)
    }
  }

  /// Adds a segment's curve between two fractions (which it reaches at the times `start` and `end`)
  /// as linear pieces within `tolerance` of it.
  private static func sample(
    _ segment: TrackSegment, from startFraction: Double, to endFraction: Double, between start: Double,
    and end: Double, pieceLength: Double, tolerance: Double, into builder: inout KeyframeListBuilder
  ) {
    let curve = segment.curve
    let duration = segment.duration
    // The segment reaches its end value only at its end; just before, it follows the curve, which a
    // spring that has not settled leaves with a jump. The samples follow the curve up to its end.
    let progress = { (fraction: Double) in
      curve.progress(at: min(fraction, 1.0.nextDown), duration: duration)
    }
    let sampler = CurveSampler(tolerance: tolerance, maximumPieceLength: pieceLength)
    let fractions = sampler.fractions(of: progress, from: startFraction, to: endFraction)
    var previousTime = start
    for fraction in fractions.dropFirst().dropLast() {
      let time = segment.start + fraction * duration
      guard time > previousTime && time < end else { continue }
      let value = segment.from.interpolated(to: segment.to, progress: progress(fraction))
      builder.move(to: value, at: time, along: .linear)
      previousTime = time
    }
    let endValue = segment.from.interpolated(to: segment.to, progress: progress(endFraction))
    builder.move(to: endValue, at: end, along: .linear)
    if end == segment.end {
      builder.set(segment.to, at: end)
    }
  }

  /// The longest piece (as a fraction of the segment) a spring is checked over: a sixteenth of the
  /// segment, or an eighth of the spring's damped period if that is shorter. The period follows
  /// ``Spring``'s documented tuning: the envelope e^(−ζωt) falls to 0.1 % at the spring's duration.
  private static func maximumPieceLength(of spring: Spring, over duration: Double) -> Double {
    let damping = spring.dampingRatio
    guard damping < 1 else { return 1.0 / 16 }
    let naturalFrequency = log(1000) / (damping * spring.duration)
    let period = 2 * Double.pi / (naturalFrequency * (1 - damping * damping).squareRoot())
    return min(1.0 / 16, period / 8 / duration)
  }
}
