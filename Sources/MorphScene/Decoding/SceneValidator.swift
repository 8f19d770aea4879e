import Foundation
import MorphPlanning

/// Checks what the decoder cannot see in one place: in every state, each node appears at most once in
/// the whole layout tree (the root's spec tree and the nested nodes' own), no node contains itself, and
/// no node has both an `intrinsicSize` and a `layout`.
struct SceneValidator {
  let document: SceneDocument

  /// The first problem, thrown as a located error.
  func validate() throws(LocatedError) {
    if document.states.isEmpty {
      try validate(state: nil)
    }
    for state in document.states {
      try validate(state: state)
    }
  }

  private func validate(state: SceneState?) throws(LocatedError) {
    let overrides = Dictionary(
      (state?.nodes ?? []).map { ($0.name, $0.properties) }, uniquingKeysWith: { _, last in last })
    var properties: [String: NodeProperties] = [:]
    for declaration in document.declarations {
      let merged = overrides[declaration.name].map(declaration.properties.merging) ?? declaration.properties
      if merged.intrinsicSize != nil, merged.layout != nil {
        let location = merged.keyLocations["intrinsicSize"] ?? declaration.location
        throw LocatedError(
          at: location,
          "node '\(declaration.name)' has both 'intrinsicSize' and 'layout'\(Self.suffix(state)); "
            + "a node with a layout is sized by it")
      }
      properties[declaration.name] = merged
    }
    guard let layout = state?.layout ?? document.layout else { return }
    var walk = Walk(properties: properties, state: state)
    try walk.visit(layout, ancestors: [])
  }

  /// ` in state 'NAME'`, or nothing without states.
  static func suffix(_ state: SceneState?) -> String {
    state.map { " in state '\($0.name)'" } ?? ""
  }

  /// One state's walk over its layout tree.
  private struct Walk {
    let properties: [String: NodeProperties]
    let state: SceneState?
    var seen: [String: FileLocation] = [:]

    init(properties: [String: NodeProperties], state: SceneState?) {
      self.properties = properties
      self.state = state
    }

    /// Visits an element `depth` levels deep (the root's layout is at level 1; each spec and node is
    /// one level).
    mutating func visit(_ element: SpecElement, ancestors: [String], depth: Int = 1) throws(LocatedError) {
      guard depth <= PlanningLimits.maximumLayoutDepth else {
        throw LocatedError(
          at: element.location,
          "the layout tree nests deeper than \(PlanningLimits.maximumLayoutDepth) specs and nodes here"
            + "\(SceneValidator.suffix(state)) (inside node '\(ancestors.last ?? "")'); a scene's layout tree, "
            + "through its nodes' own layouts, nests at most \(PlanningLimits.maximumLayoutDepth) levels")
      }
      let name: String
      switch element {
      case .spec(let spec):
        for child in spec.kind.children { try visit(child, ancestors: ancestors, depth: depth + 1) }
        return
      case .node(let reference, _): name = reference
      case .inlineNode(let declaration): name = declaration.name
      }
      if ancestors.contains(name) {
        throw LocatedError(
          at: element.location,
          "node '\(name)' contains itself\(SceneValidator.suffix(state)): "
            + (ancestors + [name]).joined(separator: " → "))
      }
      if let first = seen[name] {
        throw LocatedError(
          at: element.location,
          "node '\(name)' appears twice in the layout\(state.map { " of state '\($0.name)'" } ?? "") "
            + "(first at \(first.line):\(first.column)); an element may appear only once in a layout tree")
      }
      seen[name] = element.location
      if let layout = properties[name]?.layout {
        try visit(layout, ancestors: ancestors + [name], depth: depth + 1)
      }
    }
  }
}

extension SceneDocument {
  /// Checks what building the document's scene checks, without building it: in every state, each node
  /// appears at most once in the layout tree, no node contains itself, and no node has both an
  /// `intrinsicSize` and a `layout`. Commands that may build no scene at all (exporting a document
  /// without transitions) call it, so that every command refuses the documents `morph layout` refuses.
  /// - Throws: the first problem, located.
  public func validate() throws(LocatedError) {
    try SceneValidator(document: self).validate()
  }
}
