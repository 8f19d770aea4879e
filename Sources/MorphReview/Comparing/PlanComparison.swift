import Foundation
import MorphPlanning
import MorphTimeline

extension Review {
  /// Plans every transition and the storyboard of two versions of a scene document or Swift preview,
  /// and compares their timelines.
  ///
  /// A transition only one version has is reported as added or removed, with its one timeline.
  /// - Parameters:
  ///   - old: the version before the change.
  ///   - new: the version after it.
  ///   - options: how both are planned (text measurer, scale, content size category).
  ///   - tolerance: the largest difference not reported (see ``TimelineComparison/tolerance``).
  /// - Throws: the first `LocatedError` of either version's plans.
  public static func comparing(
    _ old: any Plannable, _ new: any Plannable, options: PlanningOptions, tolerance: Double
  ) async throws(LocatedError) -> Review {
    var names = old.transitionNames
    names += new.transitionNames.filter { !names.contains($0) }
    var subjects: [(name: String, subject: PlanSubject, inOld: Bool, inNew: Bool)] = names.map { name in
      (name, .transition(name), old.transitionNames.contains(name), new.transitionNames.contains(name))
    }
    if old.hasStoryboard || new.hasStoryboard {
      subjects.append(("storyboard", .storyboard, old.hasStoryboard, new.hasStoryboard))
    }
    var reviewed: [ReviewedSubject] = []
    for subject in subjects {
      let before = subject.inOld ? try await old.plan(subject.subject, options: options).timeline.timeline : nil
      let after = subject.inNew ? try await new.plan(subject.subject, options: options).timeline.timeline : nil
      guard let before, let after else {
        let change = TimelineChange(
          kind: after == nil ? .removed : .added, element: nil, aspect: "transition",
          old: before == nil ? "absent" : subject.name, new: after == nil ? "absent" : subject.name)
        reviewed.append(
          ReviewedSubject(
            name: subject.name, status: after == nil ? .removed : .added, changes: [change], oldTimeline: before,
            newTimeline: after))
        continue
      }
      let changes = TimelineComparison(old: before, new: after, tolerance: tolerance).changes
      reviewed.append(
        ReviewedSubject(
          name: subject.name, status: changes.isEmpty ? .same : .changed, changes: changes, oldTimeline: before,
          newTimeline: after))
    }
    return Review(old: old.origin, new: new.origin, tolerance: tolerance, subjects: reviewed)
  }
}
