import Foundation
import MorphLayout

/// Something Morph can plan: a scene document or a Swift preview of a node class.
///
/// It has transitions, maybe a storyboard and, for a document, states; it is laid out for a size range.
/// Every front end — `morph list|layout|timeline|export`, batch export, the preview server and the
/// snapshot strategies — takes a `Plannable` and asks it for what it needs, so none of them asks which
/// kind it has:
///
/// ```swift
/// func printFirstTransition(of plannable: any Plannable, textMeasurer: any TextMeasuring) async throws {
///   let plan = try await plannable.plan(.transition(nil), options: PlanningOptions(textMeasurer: textMeasurer))
///   print(plan.timeline.table(at: plan.timeline.defaultSampleTimes))
/// }
/// ```
///
/// Each plan runs on nodes of its own, off the caller's actor, so plans of several plannables (or of
/// several transitions of one) run in parallel.
public protocol Plannable: Sendable {
  /// What its exported files and preview page are named after: a document's file name without its
  /// extension, a preview's name.
  var baseName: String { get }
  /// What errors and exports about it name it as: a document's path as given, a preview's name.
  var origin: String { get }
  /// What it calls itself for people (a document's `name`, a preview's title); nil when it says
  /// nothing.
  var title: String? { get }
  /// Where it is declared: the top of a document, the line of a preview's Swift declaration.
  var location: FileLocation { get }
  /// The size range its root is laid out for.
  var sizeRange: SizeRange { get }
  /// Its transitions' names, in the order declared.
  var transitionNames: [String] { get }
  /// Whether it has a storyboard to plan.
  var hasStoryboard: Bool { get }
  /// What reading it found that Morph accepts but is probably a mistake.
  var warnings: [LocatedWarning] { get }

  /// What it holds, as `morph list` prints it.
  /// - Throws: the first problem that building it would meet, located.
  func contents() throws(LocatedError) -> PlanContents

  /// Lays it out as its transitions start: a document in a state (nil: its initial one), a preview's
  /// node as made.
  /// - Throws: a ``LocatedError`` for a state it does not have, or a layout that cannot be built.
  func layout(state: String?, options: PlanningOptions) throws(LocatedError) -> LaidOutTree

  /// Checks what its plans may not reach, such as a document's layout in each of its states, so that
  /// an export of it fails before anything is written.
  func check(options: PlanningOptions) throws(LocatedError)

  /// Plans one transition, the storyboard, or a size change, with the layouts around it when the
  /// options ask for them.
  /// - Throws: a ``LocatedError`` at what could not be planned: an unknown transition (with the names
  ///   it has), a storyboard it does not have, a script that cannot run.
  func plan(_ subject: PlanSubject, options: PlanningOptions) async throws(LocatedError) -> Plan
}
