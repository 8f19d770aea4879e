import Foundation
import MorphPlanning

/// A step of a ``NodePreview``'s storyboard — a ``Step`` or a ``Pause`` — as in a document's
/// `storyboard`. The storyboard runs on one node: the first transition's set-up puts it in its
/// starting state, and each later transition starts from wherever the one before left it.
public struct PreviewStoryboardStep: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case transition(String)
    case pause(TimeInterval)
  }

  let kind: Kind
  let location: FileLocation
}

/// A storyboard step that runs one of the preview's transitions once everything before it has
/// finished.
public struct Step: Sendable {
  let step: PreviewStoryboardStep

  /// The step running the transition `name`.
  public init(_ name: String, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
    step = PreviewStoryboardStep(
      kind: .transition(name), location: FileLocation(file: filePath, line: line, column: column))
  }
}

/// A storyboard step that lets time pass.
public struct Pause: Sendable {
  let step: PreviewStoryboardStep

  /// A pause of `seconds` (from 0 to `PlanningLimits.maximumSeconds`).
  public init(_ seconds: TimeInterval, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
    step = PreviewStoryboardStep(
      kind: .pause(seconds), location: FileLocation(file: filePath, line: line, column: column))
  }
}

/// Builds a ``NodePreview``'s storyboard from ``Step``s and ``Pause``s.
@resultBuilder
public enum StoryboardBuilder {
  public static func buildExpression(_ step: Step) -> [PreviewStoryboardStep] { [step.step] }
  public static func buildExpression(_ pause: Pause) -> [PreviewStoryboardStep] { [pause.step] }
  public static func buildBlock(_ parts: [PreviewStoryboardStep]...) -> [PreviewStoryboardStep] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [PreviewStoryboardStep]?) -> [PreviewStoryboardStep] { part ?? [] }
  public static func buildEither(first: [PreviewStoryboardStep]) -> [PreviewStoryboardStep] { first }
  public static func buildEither(second: [PreviewStoryboardStep]) -> [PreviewStoryboardStep] { second }
  public static func buildArray(_ parts: [[PreviewStoryboardStep]]) -> [PreviewStoryboardStep] { parts.flatMap { $0 } }
}
