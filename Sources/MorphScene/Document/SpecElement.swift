import MorphPlanning

/// One element of a spec tree: a node named by a string, an inline node declaration, or a layout spec.
indirect enum SpecElement: Hashable, Sendable {
  /// A node by name: a declared node, or a plain display node when the name is declared nowhere.
  case node(name: String, location: FileLocation)
  /// A node declared where it is used (`kind: node`).
  case inlineNode(NodeDeclaration)
  /// A layout spec.
  case spec(SpecDeclaration)

  /// Where the element was written.
  var location: FileLocation {
    switch self {
    case .node(_, let location): return location
    case .inlineNode(let declaration): return declaration.location
    case .spec(let spec): return spec.location
    }
  }

  /// The inline node declarations in this tree, depth first in document order (nested node layouts
  /// included).
  var inlineDeclarations: [NodeDeclaration] {
    switch self {
    case .node: return []
    case .inlineNode(let declaration):
      return [declaration] + (declaration.properties.layout?.inlineDeclarations ?? [])
    case .spec(let spec): return spec.kind.children.flatMap(\.inlineDeclarations)
    }
  }
}
