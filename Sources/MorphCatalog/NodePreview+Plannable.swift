import Foundation
import MorphLayout
import MorphPlanning

/// A Swift preview is planned on a fresh node that `makeNode` makes, as a document is on a fresh scene.
extension NodePreview: Plannable {
  /// The preview's name.
  public var baseName: String { name }
  /// The preview's name.
  public var origin: String { name }
  public var transitionNames: [String] { transitions.map(\.name) }
  public var hasStoryboard: Bool { !storyboard.isEmpty }
  /// None: the Swift compiler has checked what a preview declares.
  public var warnings: [LocatedWarning] { [] }

  /// The preview's transitions, storyboard and the nodes of its node as made and laid out, under its
  /// Swift file; a preview has no states.
  public func contents() throws(LocatedError) -> PlanContents {
    var nodes: [PlanContents.Node] = []
    func collect(_ element: LaidOutTree.Element) {
      if element.isNode, let name = element.name { nodes.append(PlanContents.Node(name: name, type: element.kind)) }
      element.children.forEach(collect)
    }
    collect(layout().root)
    return PlanContents(
      file: location.file, name: title ?? name, states: [], initialState: nil,
      transitions: transitions.map { transition in
        PlanContents.Transition(
          name: transition.name, fromState: nil, toState: nil, sizeRange: transition.listed.sizeRange,
          animation: transition.listed.animation)
      },
      storyboard: storyboard.map { step in
        switch step.kind {
        case .transition(let name): PlanContents.StoryboardStep(transition: name, pause: 0)
        case .pause(let seconds): PlanContents.StoryboardStep(transition: nil, pause: seconds)
        }
      },
      nodes: nodes)
  }

  /// The node as made, laid out for the options' size range (else ``sizeRange``).
  /// - Throws: a `LocatedError` at the preview when given a state: a preview has none.
  public func layout(state: String?, options: PlanningOptions) throws(LocatedError) -> LaidOutTree {
    if let state {
      throw LocatedError(
        at: location,
        "the preview '\(name)' has no state '\(state)': a Swift preview is laid out as its node is made")
    }
    var preview = self
    if let sizeRange = options.sizeRange { preview.sizeRange = sizeRange }
    return preview.layout(scale: options.scale, contentSizeCategory: options.contentSizeCategory)
  }

  /// Nothing to check beyond what its plans check: the compiler has checked its declaration.
  public func check(options: PlanningOptions) throws(LocatedError) {}
}
