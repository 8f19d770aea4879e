import Foundation
import MorphExport
import MorphLayout
import MorphTimeline
import MorphTransition

/// Evaluates an export model's keyframes against ``Timeline/sample(at:)``: the check that the model
/// reproduces the truth.
enum SampleComparison {
  /// The differences, as messages, between the model and the timeline's samples at `times`.
  ///
  /// A component may be off by 1e-6, plus, on a track with a spring or a curve the model had to sample,
  /// the model's sampling tolerance times the largest distance such a segment moves that component.
  /// Colors compare as premultiplied by their alpha, so no color equals any transparent one.
  static func mismatches(of model: ExportModel, against timeline: Timeline, at times: [Double]) -> [String] {
    var messages: [String] = []
    for time in times {
      let sample = timeline.sample(at: time)
      for (element, state) in zip(model.elements, sample.elements) {
        let source = timeline.element(id: element.id)!
        let presence = element.presence(at: sample.time)
        let placement = presence.map { "\($0.parentID ?? "-")[\($0.index)]" } ?? "absent"
        let expectedPlacement = state.isPresent ? "\(state.parentID ?? "-")[\(state.index)]" : "absent"
        if placement != expectedPlacement {
          messages.append("t=\(time) \(element.id): \(placement) but the sample has \(expectedPlacement)")
        }
        let expected: [AnimatableProperty: AnimatableValue] = [
          .frame: .rect(state.frame), .alpha: .number(state.alpha), .backgroundColor: .color(state.backgroundColor),
          .cornerRadius: .number(state.cornerRadius), .borderWidth: .number(state.borderWidth),
          .borderColor: .color(state.borderColor), .transform: .transform(state.transform),
        ]
        for property in AnimatableProperty.allCases {
          let actual = element.track(property).value(at: sample.time)
          let allowed = 1e-6 + model.samplingTolerance * sampledDistance(of: source.track(property))
          let difference = distance(actual, expected[property]!)
          if difference > allowed {
            messages.append(
              "t=\(time) \(element.id).\(property): \(actual) but the sample has \(expected[property]!) "
                + "(off by \(difference), allowed \(allowed))")
          }
        }
      }
    }
    return messages
  }

  /// Times worth checking: a dense grid, plus every segment and presence boundary and the instants just
  /// around it.
  static func times(of timeline: Timeline, steps: Int = 997) -> [Double] {
    var times = (0...steps).map { timeline.duration * Double($0) / Double(steps) }
    for element in timeline.elements {
      var boundaries = element.presence.flatMap { [$0.start, $0.end].compactMap { $0 } }
      for track in element.tracks {
        boundaries += track.segments.flatMap { [$0.start, $0.end] }
      }
      for boundary in boundaries {
        times += [boundary - 1e-9, boundary, boundary + 1e-9].filter { $0 >= 0 && $0 <= timeline.duration }
      }
    }
    return times
  }

  /// The times a browser check samples: 41 evenly spaced, plus each segment and presence boundary and a
  /// millisecond before it.
  static func browserTimes(of timeline: Timeline) -> [Double] {
    var times = Set((0...40).map { timeline.duration * Double($0) / 40 })
    for element in timeline.elements {
      let boundaries =
        element.presence.flatMap { [$0.start, $0.end].compactMap { $0 } }
        + element.tracks.flatMap { $0.segments.flatMap { [$0.start, $0.end] } }
      for boundary in boundaries where boundary >= 0.001 && boundary <= timeline.duration {
        times.formUnion([boundary, boundary - 0.001])
      }
    }
    return times.sorted()
  }

  /// The largest distance any component moves in a segment whose curve the model samples.
  static func sampledDistance(of track: PropertyTrack) -> Double {
    track.segments.filter(isSampled).map { segment in
      zip(components(segment.from), components(segment.to)).map { abs($0 - $1) }.max() ?? 0
    }.max() ?? 0
  }

  private static func isSampled(_ segment: TrackSegment) -> Bool {
    switch segment.curve {
    case .spring: true
    case .cubicBezier(let x1, _, let x2, _): !(0...1).contains(x1) || !(0...1).contains(x2)
    case .linear, .discrete: false
    }
  }

  /// The largest difference between two values' components.
  static func distance(_ a: AnimatableValue, _ b: AnimatableValue) -> Double {
    let first = components(a)
    let second = components(b)
    guard first.count == second.count else { return .infinity }
    return zip(first, second).map { abs($0 - $1) }.max() ?? 0
  }

  /// A value's numbers; colors premultiplied, with no color as transparent black.
  static func components(_ value: AnimatableValue) -> [Double] {
    switch value {
    case .rect(let rect):
      return [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { Double($0) }
    case .number(let number):
      return [Double(number)]
    case .color(let color):
      guard let color else { return [0, 0, 0, 0] }
      return [color.red * color.alpha, color.green * color.alpha, color.blue * color.alpha, color.alpha]
    case .transform(let transform):
      return [transform.translationX, transform.translationY, transform.scaleX, transform.scaleY, transform.rotation]
        .map { Double($0) }
    }
  }
}
