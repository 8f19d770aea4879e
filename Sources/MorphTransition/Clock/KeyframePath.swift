import Foundation
import MorphLayout
import MorphTimeline

/// The segments one property follows through the keyframes of a keyframe animation in a calculation
/// mode that looks at all its keyframes at once, as Core Animation's `CAKeyframeAnimation` does for
/// `UIView.animateKeyframes`:
///
/// - **paced**: the keyframes' own times are ignored; the property moves through their values at one
///   constant speed over the whole animation, each keyframe taking the share of the duration its
///   distance (over all the value's components) takes of the whole path;
/// - **cubic**: a Catmull-Rom spline through the values at the keyframes' times, so that the property
///   passes each value smoothly instead of turning sharply (tangents from the neighbouring values,
///   one-sided at the ends);
/// - **cubicPaced**: the spline through the values at the times pacing gives them.
///
/// A spline is drawn as ``piecesPerKeyframe`` linear pieces per keyframe. A property whose values
/// cannot be combined component by component (a color that is absent) keeps its keyframes as they are.
enum KeyframePath {
  /// How many linear pieces draw the spline between two keyframe values.
  static let piecesPerKeyframe = 16

  /// The segments replacing `keyframes` (the property's keyframe segments in time order, each from the
  /// value the previous one ended at) for an animation from `start` lasting `duration`.
  static func segments(
    for keyframes: [TrackSegment], mode: KeyframeAnimationOptions.CalculationMode, start: Double, duration: Double
  ) -> [TrackSegment] {
    guard let first = keyframes.first, let points = points(of: keyframes) else { return keyframes }
    let values = points.map(\.components)
    var times = points.map(\.time)
    if mode == .paced || mode == .cubicPaced {
      let distances = zip(values, values.dropFirst()).map { distance($0, $1) }
      let total = distances.reduce(0, +)
      guard total > 0 else { return keyframes }
      var elapsed = 0.0
      times =
        [start]
        + distances.map { distance in
          elapsed += distance
          return start + duration * elapsed / total
        }
    }
    let kind = first.from
    switch mode {
    case .cubic, .cubicPaced:
      return spline(through: values, at: times, like: kind)
    default:
      return zip(values.indices.dropLast(), values.indices.dropFirst()).map { from, to in
        TrackSegment(
          start: times[from], duration: times[to] - times[from], from: value(values[from], like: kind),
          to: value(values[to], like: kind), curve: .linear)
      }
    }
  }

  /// The values the keyframes pass through with their times: where the first starts, then where each
  /// ends (a keyframe that starts after the previous one ended first holds the value until it starts).
  private static func points(of keyframes: [TrackSegment]) -> [(time: Double, components: [Double])]? {
    guard let first = keyframes.first, var previous = components(of: first.from) else { return nil }
    var points = [(time: first.start, components: previous)]
    for keyframe in keyframes {
      guard let to = components(of: keyframe.to), to.count == previous.count else { return nil }
      if keyframe.start > points[points.count - 1].time + 1e-12 {
        points.append((keyframe.start, previous))
      }
      points.append((keyframe.start + keyframe.duration, to))
      previous = to
    }
    return points
  }

  /// Linear pieces along a Catmull-Rom spline through `values` at `times`.
  private static func spline(
    through values: [[Double]], at times: [Double], like kind: AnimatableValue
  )
    -> [TrackSegment]
  {
    let last = values.count - 1
    func tangent(_ index: Int) -> [Double] {
      let before = max(index - 1, 0)
      let after = min(index + 1, last)
      let span = times[after] - times[before]
      return span > 0 ? zip(values[after], values[before]).map { ($0 - $1) / span } : values[index].map { _ in 0 }
    }
    let tangents = values.indices.map(tangent)
    var segments: [TrackSegment] = []
    for index in 0..<last {
      let span = times[index + 1] - times[index]
      func point(_ s: Double) -> [Double] {
        let s2 = s * s
        let s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1
        let h10 = s3 - 2 * s2 + s
        let h01 = -2 * s3 + 3 * s2
        let h11 = s3 - s2
        return values[index].indices.map { component in
          h00 * values[index][component] + h10 * span * tangents[index][component]
            + h01 * values[index + 1][component] + h11 * span * tangents[index + 1][component]
        }
      }
      let pieces = span > 0 ? piecesPerKeyframe : 1
      for piece in 0..<pieces {
        let from = Double(piece) / Double(pieces)
        let to = Double(piece + 1) / Double(pieces)
        segments.append(
          TrackSegment(
            start: times[index] + span * from, duration: span / Double(pieces),
            from: value(piece == 0 ? values[index] : point(from), like: kind),
            to: value(piece == pieces - 1 ? values[index + 1] : point(to), like: kind), curve: .linear))
      }
    }
    return segments
  }

  private static func distance(_ a: [Double], _ b: [Double]) -> Double {
    zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
  }

  /// A value's numbers; nil for an absent color, which has none.
  private static func components(of value: AnimatableValue) -> [Double]? {
    switch value {
    case .rect(let rect): return [rect.minX, rect.minY, rect.width, rect.height].map(Double.init)
    case .number(let number): return [Double(number)]
    case .color(let color?): return [color.red, color.green, color.blue, color.alpha]
    case .color(nil): return nil
    case .transform(let transform):
      return [transform.translationX, transform.translationY, transform.scaleX, transform.scaleY, transform.rotation]
        .map(Double.init)
    }
  }

  /// The value of `kind`'s case with the given numbers.
  private static func value(_ components: [Double], like kind: AnimatableValue) -> AnimatableValue {
    let c = components.map { CGFloat($0) }
    switch kind {
    case .rect: return .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
    case .number: return .number(c[0])
    case .color:
      return .color(Color(red: components[0], green: components[1], blue: components[2], alpha: components[3]))
    case .transform:
      return .transform(
        NodeTransform(translationX: c[0], translationY: c[1], scaleX: c[2], scaleY: c[3], rotation: c[4]))
    }
  }
}
