import Foundation
import MorphLayout
import MorphPlanning
import MorphTimeline
import MorphTransition

extension ScenePlanner {
  /// Checks a planned timeline against what every front end can show and write: it lasts at most
  /// `PlanningLimits.maximumTimelineDuration`, and every time, animated value and number of a text's
  /// layout (``ElementContent/exportedNumbers``) is within
  /// ±`PlanningLimits.largestMagnitude` (the exporters' range), so that a document `morph timeline`
  /// plans is one `morph export` writes.
  /// - Parameters:
  ///   - timeline: the planned timeline.
  ///   - subject: what was planned, for messages: `transition 'go'` or `the storyboard`.
  ///   - location: where that was written.
  func checkBounds(_ timeline: Timeline, of subject: String, at location: FileLocation) throws(LocatedError) {
    let limit = PlanningLimits.largestMagnitude
    guard timeline.duration <= PlanningLimits.maximumTimelineDuration else {
      throw LocatedError(
        at: location,
        "\(subject) lasts \(NumberFormat.exact(timeline.duration.rounded(.up))) seconds; a timeline lasts at most "
          + "\(NumberFormat.exact(PlanningLimits.maximumTimelineDuration)) seconds (a day)")
    }
    for element in timeline.elements {
      if let beyond = element.content.exportedNumbers.first(where: { !($0.isFinite && abs(Double($0)) <= limit) }) {
        throw LocatedError(
          at: location,
          "\(subject) gives node '\(element.name ?? element.id)' text whose lines, runs or metrics reach "
            + "\(NumberFormat.exact(beyond)), beyond ±\(NumberFormat.exact(limit)) (a kern, spacing or inset too large "
            + "for its text?); positions, sizes and values stay within ±\(NumberFormat.exact(limit)) so that they "
            + "can be exported")
      }
      for track in element.tracks {
        let values = [track.initialValue] + track.segments.flatMap { [$0.from, $0.to] }
        for value in values {
          let numbers = Self.numbers(in: value)
          guard numbers.allSatisfy({ $0.isFinite && abs($0) <= limit }) else {
            throw LocatedError(
              at: location,
              "\(subject) gives node '\(element.name ?? element.id)' a \(track.property) beyond "
                + "±\(NumberFormat.exact(limit)): [\(numbers.map { NumberFormat.exact(CGFloat($0)) }.joined(separator: ", "))]; "
                + "positions, sizes and values stay within ±\(NumberFormat.exact(limit)) so that they can be exported")
          }
        }
      }
    }
  }

  /// The numbers a value holds.
  private static func numbers(in value: AnimatableValue) -> [Double] {
    switch value {
    case .rect(let rect): [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { Double($0) }
    case .number(let number): [Double(number)]
    case .color(let color): color.map { [$0.red, $0.green, $0.blue, $0.alpha] } ?? []
    case .transform(let transform):
      [transform.translationX, transform.translationY, transform.scaleX, transform.scaleY, transform.rotation]
        .map { Double($0) }
    }
  }
}
