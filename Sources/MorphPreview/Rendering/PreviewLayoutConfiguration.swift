import Foundation
import MorphLayout
import MorphPlanning
import MorphScene

/// A state and a size range a scene is laid out in: what a timeline's transitions go between.
struct PreviewLayoutConfiguration {
  var state: String?
  var sizeRange: SizeRange

  /// The configurations a sequence of transitions passes through, starting where the first state
  /// transition starts (else in the initial state) with the document's size range: one more than
  /// there are transitions.
  static func sequence(for transitions: [SceneTransition], in document: SceneDocument) -> [Self] {
    let firstState = transitions.lazy.compactMap { transition -> String? in
      if case .state(let from, _) = transition.change { return from }
      return nil
    }.first
    var configuration = Self(state: firstState ?? document.initialState, sizeRange: document.sizeRange)
    var sequence = [configuration]
    for transition in transitions {
      switch transition.change {
      case .state(_, let to): configuration.state = to
      case .sizeRange(let range): configuration.sizeRange = range
      }
      sequence.append(configuration)
    }
    return sequence
  }

  /// The spec boxes of a fresh scene of the document laid out in this configuration, its text styles at
  /// `contentSizeCategory` (nil: the document's).
  func specBoxes(
    of document: SceneDocument, textMeasurer: any TextMeasuring, scale: CGFloat,
    contentSizeCategory: ContentSizeCategory?
  ) throws -> [PreviewReview.SpecBox] {
    let scene = try SceneBuilder(textMeasurer: textMeasurer).build(document, contentSizeCategory: contentSizeCategory)
    let layout = try LaidOutTree(scene: scene, state: state, scale: scale, sizeRange: sizeRange)
    return PreviewSpecBoxes.boxes(of: layout)
  }
}
