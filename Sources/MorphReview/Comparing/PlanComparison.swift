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
    let before = try await VersionTimelines.planning(old, options: options)
    let after = try await VersionTimelines.planning(new, options: options)
    return comparing(before, after, tolerance: tolerance)
  }

  /// Compares the timelines of two versions, already planned: each transition either has, in the old
  /// version's order and then the new one's, and the storyboard last.
  public static func comparing(_ old: VersionTimelines, _ new: VersionTimelines, tolerance: Double) -> Review {
    Review(
      old: old.origin, new: new.origin, tolerance: tolerance,
      subjects: subjects(of: old, new, named: { $0 }, tolerance: tolerance))
  }

  /// Compares two versions of a catalog of Swift previews: each preview either has, paired by name (its
  /// ``VersionTimelines/origin``), in the old catalog's order and then the new one's. A subject is named
  /// `PREVIEW › TRANSITION` (or `PREVIEW › storyboard`); every subject of a preview only one catalog
  /// has is added or removed.
  /// - Parameters:
  ///   - old: the previews before the change, and what the old catalog is (a revision, a package).
  ///   - new: the previews after it.
  ///   - tolerance: the largest difference not reported (see ``TimelineComparison/tolerance``).
  public static func comparing(
    catalog old: (name: String, previews: [VersionTimelines]),
    _ new: (name: String, previews: [VersionTimelines]), tolerance: Double
  ) -> Review {
    var names = old.previews.map(\.origin)
    names += new.previews.map(\.origin).filter { !names.contains($0) }
    let subjects = names.flatMap { name in
      let empty = VersionTimelines(origin: name, transitions: [], storyboard: nil)
      return Self.subjects(
        of: old.previews.first { $0.origin == name } ?? empty, new.previews.first { $0.origin == name } ?? empty,
        named: { "\(name) › \($0)" }, tolerance: tolerance)
    }
    return Review(old: old.name, new: new.name, tolerance: tolerance, subjects: subjects)
  }

  /// The reviewed subjects of two versions, each named by `name` from the transition's name.
  private static func subjects(
    of old: VersionTimelines, _ new: VersionTimelines, named name: (String) -> String, tolerance: Double
  ) -> [ReviewedSubject] {
    let transitions = old.transitions.map(\.name)
    var subjects = transitions + new.transitions.map(\.name).filter { !transitions.contains($0) }
    if old.storyboard != nil || new.storyboard != nil { subjects.append(VersionTimelines.storyboardName) }
    return subjects.map { subject in
      let before = old.timeline(of: subject)
      let after = new.timeline(of: subject)
      guard let before, let after else {
        let change = TimelineChange(
          kind: after == nil ? .removed : .added, element: nil, aspect: "transition",
          old: before == nil ? "absent" : name(subject), new: after == nil ? "absent" : name(subject))
        return ReviewedSubject(
          name: name(subject), status: after == nil ? .removed : .added, changes: [change], oldTimeline: before,
          newTimeline: after)
      }
      let changes = TimelineComparison(old: before, new: after, tolerance: tolerance).changes
      return ReviewedSubject(
        name: name(subject), status: changes.isEmpty ? .same : .changed, changes: changes, oldTimeline: before,
        newTimeline: after)
    }
  }
}
