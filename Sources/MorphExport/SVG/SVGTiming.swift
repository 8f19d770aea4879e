import Foundation
import MorphTimeline

/// The clock every animation of a document shares, and the conversion of channels into SMIL.
///
/// Every animation begins at 0 and lasts the whole run: the timeline's duration, plus the pause when
/// looping. Key times are fractions of that run, so all animations stay in step and, when looping,
/// repeat together (`repeatCount="indefinite"`); otherwise they hold their last value
/// (`fill="freeze"`).
///
/// How a channel's intervals are written:
/// - linear: `calcMode="linear"`, or the spline `0 0 1 1` when the animation also has Bézier
///   intervals;
/// - Bézier: `calcMode="spline"` with the control points in `keySplines`; a Bézier whose control
///   points leave 0…1 (which SMIL does not accept, and Chromium then ignores the whole animation) is
///   sampled into linear pieces within the sampling tolerance;
/// - hold: the value repeated at the end of the interval, then a jump;
/// - a jump: two values with the same key time (Chromium applies the second from that time on);
/// - presence: `display` with `calcMode="discrete"`.
struct SVGTiming {
  /// The timeline's duration in seconds.
  let duration: Double
  /// Whether the animations repeat.
  let loops: Bool
  /// Seconds of the final state before the next run, when looping.
  let pause: Double
  /// The largest error of sampled curves, as a fraction of the distance moved.
  let samplingTolerance: Double
  /// The number formats.
  let format: SVGFormat
  /// The length of one run in seconds.
  let runDuration: Double
  /// The length of one run as every animation's `dur` states it.
  let runDurationText: String

  /// The clock of a timeline of `duration` seconds, looping after `pause` seconds or not.
  init(duration: Double, loops: Bool, pause: Double, samplingTolerance: Double, format: SVGFormat) {
    self.duration = duration
    self.loops = loops
    self.pause = pause
    self.samplingTolerance = samplingTolerance
    self.format = format
    runDuration = duration + (loops ? pause : 0)
    runDurationText = format.seconds(runDuration)
  }

  /// The animation of a channel, formatted by `text`; nil when the formatted value never changes.
  func animation(
    of channel: ComponentChannel, attribute: String, transformType: String? = nil, isAdditive: Bool = false,
    text: ([Double]) -> String
  ) -> SVGAnimation? {
    let total = runDuration
    // Keys of equal components give equal text, whatever the interpolations between them.
    let initial = channel.keys[0].components
    guard total > 0, channel.keys.contains(where: { $0.components != initial }) else { return nil }
    var keys = expanded(channel.keys).map {
      (time: $0.time, value: text($0.components), interpolation: $0.interpolation)
    }
    guard keys.contains(where: { $0.value != keys[0].value }) else { return nil }
    if keys[keys.count - 1].time < total {
      keys[keys.count - 1].interpolation = .linear
      keys.append((time: total, value: keys[keys.count - 1].value, interpolation: .linear))
    }
    var merged = [keys[0]]
    for key in keys.dropFirst() {
      let previous = merged[merged.count - 1]
      if key.time == previous.time && key.value == previous.value {
        merged[merged.count - 1].interpolation = key.interpolation
        continue
      }
      if merged.count >= 2 && merged[merged.count - 2].value == previous.value && previous.value == key.value {
        merged.removeLast()
        merged[merged.count - 1].interpolation = .linear
      }
      merged.append(key)
    }
    let splines = merged.dropLast().indices.map { index -> String in
      guard case .spline(let x1, let y1, let x2, let y2) = merged[index].interpolation,
        merged[index].value != merged[index + 1].value
      else { return "0 0 1 1" }
      return [x1, y1, x2, y2].map(format.fine).joined(separator: " ")
    }
    let isSpline = splines.contains { $0 != "0 0 1 1" }
    return SVGAnimation(
      attributeName: attribute, transformType: transformType, isAdditive: isAdditive,
      calcMode: isSpline ? "spline" : "linear", values: merged.map(\.value),
      keyTimes: merged.map { format.keyTime($0.time / total) }, keySplines: isSpline ? splines : [])
  }

  /// The `display` animation of intervals during which an element is shown; nil when it is shown
  /// throughout (or the run has no length).
  func displayAnimation(of intervals: [TimeSpan]) -> SVGAnimation? {
    let total = runDuration
    guard total > 0, !Self.isShownThroughout(intervals) else { return nil }
    let coverage = Coverage(intervals)
    var changes: [(time: Double, isShown: Bool)] = [(0, coverage.covers(0))]
    for interval in intervals {
      for time in [interval.start, interval.end].compactMap({ $0 }) where time > 0 && time <= duration {
        changes.append((time, coverage.covers(time)))
      }
    }
    changes.sort { $0.time < $1.time }
    var keys = [changes[0]]
    for change in changes.dropFirst() where change.isShown != keys[keys.count - 1].isShown {
      keys.append(change)
    }
    guard keys.count > 1 else { return nil }
    return SVGAnimation(
      attributeName: "display", calcMode: "discrete", values: keys.map { $0.isShown ? "inline" : "none" },
      keyTimes: keys.map { format.keyTime($0.time / total) }, keySplines: [])
  }

  /// Whether intervals are one that starts by 0 and never ends (the case of most elements), which
  /// needs no `display` animation.
  private static func isShownThroughout(_ intervals: [TimeSpan]) -> Bool {
    intervals.count == 1 && intervals[0].start <= 0 && intervals[0].end == nil
  }

  /// Whether intervals cover a time.
  func isShown(at time: Double, _ intervals: [TimeSpan]) -> Bool {
    intervals.contains { $0.contains(time) }
  }

  /// Whether intervals cover a time, answered in O(log *n*): an interval covers a time when it has
  /// started by then and not ended, so the intervals covering it are those started by then less those
  /// ended by then (an interval that ends by its start covers nothing and is left out).
  struct Coverage {
    private let starts: [Double]
    private let ends: [Double]

    init(_ intervals: [TimeSpan]) {
      let proper = intervals.filter { interval in interval.end.map { interval.start < $0 } ?? true }
      starts = proper.map(\.start).sorted()
      ends = proper.compactMap(\.end).sorted()
    }

    func covers(_ time: Double) -> Bool {
      Self.count(in: starts, atMost: time) > Self.count(in: ends, atMost: time)
    }

    /// How many of the sorted values are at most `time`.
    private static func count(in values: [Double], atMost time: Double) -> Int {
      var low = 0
      var high = values.count
      while low < high {
        let middle = (low + high) / 2
        if values[middle] <= time { low = middle + 1 } else { high = middle }
      }
      return low
    }
  }

  /// The keys with holds turned into a repeated value and a jump, and Béziers SMIL cannot take
  /// sampled into linear pieces.
  private func expanded(_ keys: [ComponentChannel.Key]) -> [ComponentChannel.Key] {
    var result: [ComponentChannel.Key] = []
    for (index, key) in keys.enumerated() {
      guard index + 1 < keys.count, key.time < keys[index + 1].time else {
        result.append(key)
        continue
      }
      let next = keys[index + 1]
      switch key.interpolation {
      case .hold:
        result.append(ComponentChannel.Key(time: key.time, components: key.components, interpolation: .linear))
        result.append(ComponentChannel.Key(time: next.time, components: key.components, interpolation: .hold))
      case .spline(let x1, let y1, let x2, let y2) where ![x1, y1, x2, y2].allSatisfy({ (0...1).contains($0) }):
        let sampler = CurveSampler(tolerance: samplingTolerance, maximumPieceLength: 1.0 / 16)
        let progress = key.interpolation.progress
        for fraction in sampler.fractions(of: progress, from: 0, to: 1).dropLast() {
          let share = progress(fraction)
          result.append(
            ComponentChannel.Key(
              time: key.time + (next.time - key.time) * fraction,
              components: zip(key.components, next.components).map { $0 + ($1 - $0) * share }, interpolation: .linear))
        }
      case .linear, .spline:
        result.append(key)
      }
    }
    return result
  }
}
