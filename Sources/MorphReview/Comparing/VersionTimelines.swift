import Foundation
import MorphPlanning
import MorphTimeline

/// Every timeline one version of a scene document or Swift preview plans: its transitions, in order,
/// and its storyboard. What a review compares, and what a previews executable built at another
/// revision hands over (it is `Codable`, each timeline as `Timeline.archived()` writes it).
public struct VersionTimelines: Hashable, Sendable, Codable {
  /// A transition's name and its timeline.
  public struct Transition: Hashable, Sendable, Codable {
    /// The transition's name.
    public var name: String
    /// Its timeline.
    public var timeline: Timeline

    /// A transition from its parts.
    public init(name: String, timeline: Timeline) {
      self.name = name
      self.timeline = timeline
    }
  }

  /// What the version is: a document's path, a preview's name.
  public var origin: String
  /// Its transitions, in its order.
  public var transitions: [Transition]
  /// Its storyboard, when it has one.
  public var storyboard: Timeline?

  /// A version from its parts.
  public init(origin: String, transitions: [Transition], storyboard: Timeline?) {
    self.origin = origin
    self.transitions = transitions
    self.storyboard = storyboard
  }

  /// Plans every transition and the storyboard of a document or preview.
  /// - Throws: the first `LocatedError` of its plans.
  public static func planning(
    _ plannable: any Plannable, options: PlanningOptions
  ) async throws(LocatedError) -> VersionTimelines {
    var transitions: [Transition] = []
    for name in plannable.transitionNames {
      let plan = try await plannable.plan(.transition(name), options: options)
      transitions.append(Transition(name: name, timeline: plan.timeline.timeline))
    }
    let storyboard =
      plannable.hasStoryboard ? try await plannable.plan(.storyboard, options: options).timeline.timeline : nil
    return VersionTimelines(origin: plannable.origin, transitions: transitions, storyboard: storyboard)
  }

  /// The timeline of a transition, or of the storyboard for ``storyboardName``.
  func timeline(of subject: String) -> Timeline? {
    subject == Self.storyboardName ? storyboard : transitions.first { $0.name == subject }?.timeline
  }

  /// The subjects it has, as a review names them: its transitions, then `storyboard`.
  var subjectNames: [String] {
    transitions.map(\.name) + (storyboard == nil ? [] : [Self.storyboardName])
  }

  /// What a review calls the storyboard.
  static let storyboardName = "storyboard"
}
