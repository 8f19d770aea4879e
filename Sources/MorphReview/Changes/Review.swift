import Foundation
import MorphTimeline

/// What a change did to everything a scene document or Swift preview plans: each transition, and the
/// storyboard, compared between the old version and the new one.
public struct Review: Hashable, Sendable {
  /// What the old version is, as errors name it (a path, `REVISION:PATH`, a preview's name).
  public var old: String
  /// What the new version is.
  public var new: String
  /// The largest difference that is not a change (see ``TimelineComparison/tolerance``).
  public var tolerance: Double
  /// Each transition either version has, in the old version's order and then the new one's, and the
  /// storyboard last when either has one.
  public var subjects: [ReviewedSubject]

  /// A review from its parts.
  public init(old: String, new: String, tolerance: Double, subjects: [ReviewedSubject]) {
    self.old = old
    self.new = new
    self.tolerance = tolerance
    self.subjects = subjects
  }

  /// Whether nothing changed beyond the tolerance.
  public var isIdentical: Bool { subjects.allSatisfy { $0.changes.isEmpty } }
}

/// One transition, or the storyboard, compared.
public struct ReviewedSubject: Hashable, Sendable {
  /// What the subject is to both versions.
  public enum Status: String, Hashable, Sendable {
    /// Both versions have it, and it plans the same within the tolerance.
    case same
    /// Both versions have it, and it changed.
    case changed
    /// Only the new version has it.
    case added
    /// Only the old version has it.
    case removed
  }

  /// The transition's name, or `storyboard`.
  public var name: String
  /// Whether the subject is in both versions and changed.
  public var status: Status
  /// Its changes in review order; a transition only one version has is one change, of the kind
  /// ``TimelineChange/Kind/added`` or ``TimelineChange/Kind/removed``.
  public var changes: [TimelineChange]
  /// The old version's timeline; nil when only the new version has the subject.
  public var oldTimeline: Timeline?
  /// The new version's timeline; nil when only the old version has the subject.
  public var newTimeline: Timeline?

  /// A subject from its parts.
  public init(
    name: String, status: Status, changes: [TimelineChange], oldTimeline: Timeline? = nil,
    newTimeline: Timeline? = nil
  ) {
    self.name = name
    self.status = status
    self.changes = changes
    self.oldTimeline = oldTimeline
    self.newTimeline = newTimeline
  }
}
