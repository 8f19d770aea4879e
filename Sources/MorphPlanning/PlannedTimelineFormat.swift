/// How `morph timeline` prints a planned timeline.
public enum PlannedTimelineFormat: String, CaseIterable, Sendable {
  /// The frame table, for people.
  case table
  /// A JSON object, for tools.
  case json

  /// The timeline sampled at `times` in this format.
  public func format(_ timeline: PlannedTimeline, at times: [Double]) -> String {
    switch self {
    case .table: return LocatedError.visible(timeline.table(at: times), keepingLineBreaks: true)
    case .json: return timeline.jsonText(at: times)
    }
  }
}
