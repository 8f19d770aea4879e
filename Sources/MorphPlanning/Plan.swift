/// What a ``Plannable`` planned: the timeline, and the layouts its transitions go between.
public struct Plan: Sendable {
  /// The planned timeline, with the warnings planning gave.
  public var timeline: PlannedTimeline
  /// When ``PlanningOptions/keepsLayouts`` asked for them, the layouts before the first transition and
  /// after each (one more than the transitions planned), for reviews that show the layout specs on
  /// either side; else empty.
  public var layouts: [LaidOutTree]

  /// A plan.
  public init(timeline: PlannedTimeline, layouts: [LaidOutTree] = []) {
    self.timeline = timeline
    self.layouts = layouts
  }
}
