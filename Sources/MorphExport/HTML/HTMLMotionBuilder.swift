import Foundation
import MorphLayout
import MorphTimeline

/// Turns the export model's keyframe tracks into ``HTMLMotion``s, choosing for each interval the CSS
/// easing that reproduces it:
///
/// - linear intervals stay `linear`, holds become `steps(1, end)` and Béziers `cubic-bezier()`;
/// - a run of linear intervals whose values lie on one straight line (a spring, which the model samples
///   into such runs) becomes one interval with a `linear()` easing through the same points, so it is
///   exact wherever the model is; a jump onto the same line at its end joins it as a second point at
///   100 % (a spring settles onto its target exactly at its end);
/// - a Bézier whose x control coordinates leave 0…1, which `cubic-bezier()` does not accept, becomes a
///   `linear()` easing sampled within the sampling tolerance, as the SVG exporter samples it;
/// - a color interval between two colors that differ in both hue and opacity is cut into linear pieces
///   within the sampling tolerance, because CSS interpolates colors premultiplied by their alpha and
///   the timeline does not;
/// - jumps keep their two keyframes at the same time.
struct HTMLMotionBuilder {
  /// The largest error of sampled curves, as a fraction of the distance moved.
  let samplingTolerance: Double

  /// A motion of `properties` following a track.
  /// - Parameters:
  ///   - name: the motion's name.
  ///   - properties: the CSS properties.
  ///   - track: the keyframe track the properties follow.
  ///   - values: the CSS value of each property for a value of the track.
  ///   - components: the numbers CSS interpolates linearly for a value of the track (for colors,
  ///     ``premultiplied(_:)``).
  /// - Complexity: O(k) for k keyframes, plus the samples of curves CSS cannot express.
  func motion(
    name: String, properties: [String], track: KeyframeTrack, values: (AnimatableValue) -> [String],
    components: (AnimatableValue) -> [Double]
  ) -> HTMLMotion {
    let keys =
      track.property == .backgroundColor || track.property == .borderColor
      ? colorRefined(track.keyframes) : track.keyframes
    let numbers = keys.map { components($0.value) }
    var keyframes: [HTMLKeyframe] = []
    var index = 0
    while index < keys.count {
      let key = keys[index]
      if let end = collinearRunEnd(from: index, keys: keys, numbers: numbers) {
        let origin = numbers[index]
        let chord = Self.difference(numbers[end], origin)
        let lengthSquared = Self.dot(chord, chord)
        let span = keys[end].time - key.time
        let points = (index + 1..<end).map { inner in
          (
            progress: Self.dot(Self.difference(numbers[inner], origin), chord) / lengthSquared,
            fraction: (keys[inner].time - key.time) / span
          )
        }
        // Points on the diagonal add nothing to the easing (a jump that CSS does not see, say).
        let bends = points.filter { abs($0.progress - $0.fraction) > 1e-12 }
        keyframes.append(
          HTMLKeyframe(
            time: key.time, values: values(key.value), easing: bends.isEmpty ? .linear : .points(bends)))
        index = end
        continue
      }
      keyframes.append(HTMLKeyframe(time: key.time, values: values(key.value), easing: easing(of: key.interpolation)))
      index += 1
    }
    return HTMLMotion(name: name, properties: properties, keyframes: keyframes)
  }

  /// A motion whose values hold until the next change and then jump: presence and stacking.
  /// - Parameters:
  ///   - name: the motion's name.
  ///   - properties: the CSS properties.
  ///   - changes: the values from each time on, in time order, the first at 0.
  static func holding(name: String, properties: [String], changes: [(time: Double, values: [String])]) -> HTMLMotion {
    var keyframes: [HTMLKeyframe] = []
    for change in changes {
      if let last = keyframes.last {
        if last.values == change.values { continue }
        if last.time == change.time {
          keyframes[keyframes.count - 1].values = change.values
          continue
        }
      }
      keyframes.append(HTMLKeyframe(time: change.time, values: change.values, easing: .hold))
    }
    return HTMLMotion(name: name, properties: properties, keyframes: keyframes)
  }

  /// A color as the numbers CSS interpolates: red, green and blue premultiplied by alpha, and alpha;
  /// no color is transparent black, which CSS interpolates the way the timeline interpolates no color.
  static func premultiplied(_ value: AnimatableValue) -> [Double] {
    guard case .color(let color) = value, let color else { return [0, 0, 0, 0] }
    return [color.red * color.alpha, color.green * color.alpha, color.blue * color.alpha, color.alpha]
  }

  // MARK: - Easings

  private func easing(of interpolation: KeyframeInterpolation) -> HTMLEasing {
    switch interpolation {
    case .linear:
      return .linear
    case .hold:
      return .hold
    case .spline(let x1, let y1, let x2, let y2) where (0...1).contains(x1) && (0...1).contains(x2):
      return .cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
    case .spline:
      let sampler = CurveSampler(tolerance: samplingTolerance, maximumPieceLength: 1.0 / 16)
      let fractions = sampler.fractions(of: interpolation.progress, from: 0, to: 1)
      return .points(fractions.dropFirst().dropLast().map { (progress: interpolation.progress(at: $0), fraction: $0) })
    }
  }

  /// The last keyframe of the longest run from `start` of linear intervals, possibly ending with a jump,
  /// whose values lie on the straight line through the run's first two values (and whose last value
  /// differs from its first), or nil when there is no such run of at least two keyframes after `start`.
  private func collinearRunEnd(from start: Int, keys: [Keyframe], numbers: [[Double]]) -> Int? {
    guard start + 2 < keys.count, keys[start].interpolation == .linear, keys[start + 1].time > keys[start].time
    else { return nil }
    let origin = numbers[start]
    let direction = Self.difference(numbers[start + 1], origin)
    guard Self.dot(direction, direction) > 0 else { return nil }
    var end = start + 1
    while end + 1 < keys.count, keys[end].interpolation == .linear, keys[end + 1].time > keys[end].time,
      Self.isParallel(Self.difference(numbers[end + 1], origin), to: direction)
    {
      end += 1
    }
    // A jump onto the same line at the end of the run joins it, as a last point at 100 % (a spring's
    // final settling onto its target, say).
    if end + 1 < keys.count, keys[end].interpolation == .hold, keys[end + 1].time == keys[end].time,
      Self.isParallel(Self.difference(numbers[end + 1], origin), to: direction)
    {
      end += 1
    }
    while end > start + 1 && Self.isNegligible(Self.difference(numbers[end], origin), comparedTo: direction) {
      end -= 1
    }
    return end >= start + 2 ? end : nil
  }

  // MARK: - Colors

  /// The keyframes with every interval between colors that differ in both hue and opacity cut into
  /// linear pieces whose premultiplied components stay within the sampling tolerance of the timeline's
  /// colors (each piece's values are the model's own). A track adds at most about
  /// ``CurveSampler/defaultMaximumSampleCount`` pieces; intervals past that budget stay as they are.
  private func colorRefined(_ keyframes: [Keyframe]) -> [Keyframe] {
    var result: [Keyframe] = []
    var budget = CurveSampler.defaultMaximumSampleCount
    for (index, key) in keyframes.enumerated() {
      result.append(key)
      guard budget > 0, index + 1 < keyframes.count, key.interpolation != .hold else { continue }
      let next = keyframes[index + 1]
      guard next.time > key.time, case .color(let start?) = key.value, case .color(let end?) = next.value,
        start.alpha != end.alpha,
        start.red != end.red || start.green != end.green || start.blue != end.blue
      else { continue }
      let interpolation = key.interpolation
      let value = { (fraction: Double) in
        key.value.interpolated(to: next.value, progress: interpolation.progress(at: fraction))
      }
      // Between two keyframes a component moves without wiggles: a linear interval makes each
      // premultiplied component a parabola, a spline at most a few bends. Pieces need not start short.
      let pieceLength = interpolation == .linear ? 1 : 1.0 / 4
      let sampler = CurveSampler(
        tolerance: samplingTolerance, maximumPieceLength: pieceLength, maximumSampleCount: budget / 4)
      var fractions = Set<Double>()
      for component in 0..<4 {
        fractions.formUnion(sampler.fractions(of: { Self.premultiplied(value($0))[component] }, from: 0, to: 1))
      }
      budget -= fractions.count - 2
      result[result.count - 1].interpolation = .linear
      for fraction in fractions.sorted() where fraction > 0 && fraction < 1 {
        let time = key.time + (next.time - key.time) * fraction
        guard time > result[result.count - 1].time && time < next.time else { continue }
        result.append(Keyframe(time: time, value: value(fraction), interpolation: .linear))
      }
    }
    return result
  }

  // MARK: - Vectors

  private static func difference(_ a: [Double], _ b: [Double]) -> [Double] {
    zip(a, b).map { $0 - $1 }
  }

  private static func dot(_ a: [Double], _ b: [Double]) -> Double {
    zip(a, b).reduce(0) { $0 + $1.0 * $1.1 }
  }

  /// Whether `vector` lies on the line along `direction`, to rounding.
  private static func isParallel(_ vector: [Double], to direction: [Double]) -> Bool {
    let share = dot(vector, direction) / dot(direction, direction)
    let residual = zip(vector, direction).map { $0 - share * $1 }
    return dot(residual, residual).squareRoot() <= 1e-9 * max(1, dot(vector, vector).squareRoot())
  }

  /// Whether `vector` is too short, next to `direction`, to divide by.
  private static func isNegligible(_ vector: [Double], comparedTo direction: [Double]) -> Bool {
    dot(vector, vector).squareRoot() <= 1e-9 * dot(direction, direction).squareRoot()
  }
}
