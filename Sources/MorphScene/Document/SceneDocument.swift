import Foundation
import MorphLayout
import MorphPlanning

/// A decoded scene document: what a Texture user writes in an `ASDisplayNode` subclass — the subnodes,
/// the root's spec tree in each state and the root's size range — with where each part was written.
public struct SceneDocument: Hashable, Sendable {
  /// The file the document was read from, as named.
  public var file: String
  /// The format version (`morph`), 1.
  public var version: Int
  /// The title shown in previews.
  public var name: String?
  /// The screen scale used for pixel snapping (default 2).
  public var scale: CGFloat
  /// The Dynamic Type size text styles are laid out at (`contentSizeCategory`); nil when the document
  /// gives none, for the run's (`ContentSizeCategory.current`).
  public var contentSizeCategory: ContentSizeCategory?
  /// The root node's size range (from `size` or `sizeRange`).
  public var sizeRange: SizeRange
  /// The root node's own settings.
  var root: NodeProperties
  /// The nodes declared under `nodes`, in document order.
  var nodes: [NodeDeclaration]
  /// The root's spec tree in the base scene (a state may replace it).
  var layout: SpecElement?
  /// The named states, in document order; empty for a scene without states.
  var states: [SceneState]
  /// The state a scene starts in: `initial`, else the first state; nil without states.
  public var initialState: String?
  /// The named transitions, in document order; empty without `transitions`.
  public var transitions: [SceneTransition]
  /// The storyboard's steps, in order; empty without `storyboard`.
  public var storyboard: [SceneStoryboardStep]
  /// Where the document's top-level mapping starts.
  public var location: FileLocation
  /// Where each top-level key's value was written, by key.
  public var keyLocations: [String: FileLocation]
  /// What the decoder found and let pass, in document order: each image `url` that is not a `data:` URI,
  /// which Morph never downloads.
  public var warnings: [LocatedWarning] = []

  init(
    file: String, version: Int = 1, name: String? = nil, scale: CGFloat = 2, sizeRange: SizeRange,
    root: NodeProperties = NodeProperties(), nodes: [NodeDeclaration] = [], layout: SpecElement? = nil,
    states: [SceneState] = [], initialState: String? = nil, transitions: [SceneTransition] = [],
    storyboard: [SceneStoryboardStep] = [], location: FileLocation, keyLocations: [String: FileLocation] = [:]
  ) {
    self.file = file
    self.version = version
    self.name = name
    self.scale = scale
    self.sizeRange = sizeRange
    self.root = root
    self.nodes = nodes
    self.layout = layout
    self.states = states
    self.initialState = initialState
    self.transitions = transitions
    self.storyboard = storyboard
    self.location = location
    self.keyLocations = keyLocations
  }

  /// Every node declaration: those under `nodes` first, then the inline ones in the order their spec
  /// trees appear (the nodes' own layouts, the base layout, then each state's layout and node changes).
  var declarations: [NodeDeclaration] {
    var trees = nodes.compactMap(\.properties.layout)
    trees += [layout].compactMap { $0 }
    for state in states {
      trees += [state.layout].compactMap { $0 } + state.nodes.compactMap(\.properties.layout)
    }
    return nodes + trees.flatMap(\.inlineDeclarations)
  }

  /// The state with a name, if the document declares it.
  func state(named name: String) -> SceneState? {
    states.first { $0.name == name }
  }

  /// The transition with a name, if the document declares it.
  public func transition(named name: String) -> SceneTransition? {
    transitions.first { $0.name == name }
  }

  /// The name of every node of the scene: the declared ones in `declarations` order, then the plain
  /// display nodes that layouts name without declaring, in the order first named.
  public var nodeNames: [String] {
    var names = declarations.map(\.name)
    var seen = Set(names)
    for name in referencedNodeNames where seen.insert(name).inserted {
      names.append(name)
    }
    return names
  }

  /// Every node name the document's spec trees use, in document order.
  var referencedNodeNames: [String] {
    var trees = declarations.compactMap(\.properties.layout)
    trees += [layout].compactMap { $0 }
    for state in states {
      trees += [state.layout].compactMap { $0 } + state.nodes.compactMap(\.properties.layout)
    }
    return trees.flatMap(Self.names)
  }

  private static func names(in element: SpecElement) -> [String] {
    switch element {
    case .node(let name, _): return [name]
    case .inlineNode(let declaration): return [declaration.name]
    case .spec(let spec): return spec.kind.children.flatMap(names)
    }
  }
}
