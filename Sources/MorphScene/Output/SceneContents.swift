import Foundation
import MorphLayout
import MorphPlanning

/// What a scene document holds, as `morph list` prints it: its states, transitions, storyboard steps
/// and nodes, each in document order.
public struct SceneContents: Hashable, Sendable {
  /// A node of the scene and its type.
  public struct Node: Hashable, Sendable {
    /// The node's name.
    public var name: String
    /// The node's type; a node that layouts name without declaring it is a plain display node.
    public var type: NodeType

    public init(name: String, type: NodeType) {
      self.name = name
      self.type = type
    }
  }

  /// The file the document was read from, as named.
  public var file: String
  /// The document's name, if it gives one.
  public var name: String?
  /// The states' names, in document order; empty for a scene without states.
  public var states: [String]
  /// The state the scene starts in; nil without states.
  public var initialState: String?
  /// The transitions, in document order.
  public var transitions: [SceneTransition]
  /// The storyboard's steps, in order.
  public var storyboard: [SceneStoryboardStep]
  /// Every node: the declared ones in `SceneDocument.declarations` order, then the plain display
  /// nodes that layouts name without declaring (``SceneDocument/nodeNames``).
  public var nodes: [Node]

  /// The contents of a document that passes the checks building its scene makes (in every state, each
  /// node appears at most once in the layout tree, no node contains itself, and no node has both an
  /// intrinsic size and a layout), so a document `morph list` accepts is one `morph layout` accepts.
  /// - Throws: The first problem, located.
  public init(document: SceneDocument) throws(LocatedError) {
    try SceneValidator(document: document).validate()
    let types = Dictionary(document.declarations.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
    file = document.file
    name = document.name
    states = document.states.map(\.name)
    initialState = document.initialState
    transitions = document.transitions
    storyboard = document.storyboard
    nodes = document.nodeNames.map { Node(name: $0, type: types[$0] ?? .display) }
  }

  /// Reads a document and lists what it holds.
  /// - Throws: The first problem reading, decoding or checking the document, located.
  public init(contentsOfFile path: String) throws(LocatedError) {
    try self.init(document: SceneDecoder.decode(contentsOfFile: path))
  }
}

extension SceneTransition {
  /// How the transition animates, in one word: `none` when it is not animated, `script` for an
  /// `animateLayoutTransition(_:)` of its own, `texture` for Texture's default animation and `morph`
  /// for one of Morph's default animations (`default`, `opacity`, `scale`, `slide`, …).
  public var animationKind: String {
    guard isAnimated else { return "none" }
    switch animation {
    case .script: return "script"
    case .preset(.texture): return "texture"
    case .preset(.morph): return "morph"
    }
  }
}
