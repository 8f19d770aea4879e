import Foundation
import MorphLayout
import MorphPlanning
import MorphTransition

extension ScenePlanner {
  /// Plans a size-range transition between two given ranges, as a device rotation does: the scene in
  /// its initial state laid out for `from`, then the root's `transitionLayout(with: to, animated: true)`.
  ///
  /// The root animates as the document's first size-range transition does (its script or preset, so a
  /// scene's own `rotate` runs at any device size), or with Morph's default animation when the document
  /// has none.
  /// - Throws: as ``timeline(forTransition:)`` does.
  @concurrent
  public func sizeTransitionTimeline(from: SizeRange, to: SizeRange) async throws(LocatedError) -> PlannedTimeline {
    var transition =
      document.sizeTransition
      ?? SceneTransition(name: "resize", location: document.location, change: .sizeRange(to))
    transition.change = .sizeRange(to)
    var resized = document
    resized.sizeRange = from
    resized.transitions = [transition]
    resized.storyboard = []
    let planner = ScenePlanner(
      document: resized, textMeasurer: textMeasurer, scale: scale, contentSizeCategory: contentSizeCategory)
    return try await planner.timeline(forTransition: transition.name)
  }
}

extension SceneDocument {
  /// The first transition that changes the size range (a rotation), if any.
  public var sizeTransition: SceneTransition? {
    transitions.first { transition in
      if case .sizeRange = transition.change { return true }
      return false
    }
  }
}
