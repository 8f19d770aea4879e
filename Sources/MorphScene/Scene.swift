import Foundation
import MorphLayout

/// A scene built from a document: the root node, one node object per name, and the states. The node
/// objects stay the same across states — applying a state reconfigures them — so layouts of two states
/// can be compared node by node, as Texture's layout transitions do.
///
/// The scene owns the nodes' layout spec blocks: keep it alive while its nodes are laid out.
public final class Scene {
  /// The document the scene was built from.
  public let document: SceneDocument
  /// The root node: the `ASDisplayNode` subclass the document describes.
  public let root: DisplayNode
  /// Every node of the scene: the declared ones in ``SceneDocument/declarations`` order, then the plain
  /// display nodes that layouts name without declaring, in the order first named.
  public let nodes: [DisplayNode]
  /// The state currently applied; nil for a document without states.
  public private(set) var currentState: String?

  private let nodesByName: [String: DisplayNode]
  private let declarationsByName: [String: NodeDeclaration]

  init(document: SceneDocument, root: DisplayNode, nodes: [DisplayNode]) {
    self.document = document
    self.root = root
    self.nodes = nodes
    nodesByName = Dictionary(uniqueKeysWithValues: nodes.map { ($0.name!, $0) })
    declarationsByName = Dictionary(
      document.declarations.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  deinit {
    root.layoutSpecBlock = nil
    for node in nodes { node.layoutSpecBlock = nil }
  }

  /// The states' names in document order; empty for a document without states.
  public var stateNames: [String] { document.states.map(\.name) }

  /// The node with a name, if the scene has one.
  public func node(named name: String) -> DisplayNode? { nodesByName[name] }

  /// Whether a node is one of the scene's own (not, say, a button's title node).
  public func contains(_ node: DisplayNode) -> Bool {
    node.name.flatMap { nodesByName[$0] } === node
  }

  /// The state a name selects: nil picks the initial state. Throws for a name the document does not
  /// declare.
  public func state(named name: String?) throws(SceneError) -> SceneState? {
    guard let name else { return document.initialState.flatMap(document.state(named:)) }
    if let state = document.state(named: name) { return state }
    let names = stateNames
    let location = document.keyLocations["states"] ?? document.location
    guard !names.isEmpty else {
      throw SceneError(at: location, "unknown state '\(name)'; the document declares no states")
    }
    throw SceneError(
      at: location,
      "unknown state '\(name)'; expected one of: \(names.joined(separator: ", "))"
        + Suggestion.didYouMean(name, among: names))
  }

  /// Configures the root and every node for a state (nil: the initial state) and invalidates their
  /// layouts. Every node is reset to its declaration first, so states can be applied in any order.
  public func apply(state name: String?) throws(SceneError) {
    let state = try state(named: name)
    let factory = SceneSpecFactory(nodes: nodesByName)
    configure(root, document.root, factory: factory)
    root.automaticallyManagesSubnodes = document.root.automaticallyManagesSubnodes ?? true
    root.layoutSpecBlock = (state?.layout ?? document.layout).map(factory.block(for:))
    var overrides: [String: NodeProperties] = [:]
    for override in state?.nodes ?? [] {
      overrides[override.name] = override.properties
    }
    for node in nodes {
      let base = declarationsByName[node.name!]?.properties ?? NodeProperties()
      configure(node, overrides[node.name!].map(base.merging) ?? base, factory: factory)
    }
    root.setNeedsLayout()
    currentState = state?.name
  }

  /// Sets a node's style, visual properties and type-specific content from its properties.
  private func configure(_ node: DisplayNode, _ properties: NodeProperties, factory: SceneSpecFactory) {
    var style = LayoutElementStyle()
    properties.style.apply(to: &style)
    node.style = style
    node.backgroundColor = properties.backgroundColor
    node.alpha = properties.alpha ?? 1
    node.cornerRadius = properties.cornerRadius ?? 0
    node.borderWidth = properties.borderWidth ?? 0
    node.borderColor = properties.borderColor
    node.clipsToBounds = properties.clipsToBounds ?? false

    switch node {
    case let node as SceneDisplayNode:
      node.intrinsicSize = properties.intrinsicSize
      node.layoutSpecBlock = properties.layout.map(factory.block(for:))
      node.automaticallyManagesSubnodes = properties.layout != nil
    case let node as TextNode:
      node.text = properties.text ?? ""
      node.attributes = properties.textAttributes
    case let node as ButtonNode:
      node.title = properties.title ?? ""
      node.titleAttributes = properties.textAttributes
      node.contentEdgeInsets = properties.contentEdgeInsets ?? .zero
    case let node as EditableTextNode:
      node.text = properties.text ?? ""
      node.placeholder = properties.placeholder ?? ""
      node.attributes = properties.textAttributes
      var placeholderAttributes = node.attributes
      // EditableTextNode's own default placeholder color.
      placeholderAttributes.color = properties.placeholderColor ?? Color(red: 0.7, green: 0.7, blue: 0.7)
      node.placeholderAttributes = placeholderAttributes
      node.textContainerInset = properties.textContainerInset ?? .zero
      node.maximumLinesToDisplay = properties.maximumNumberOfLines ?? 0
    case let node as ImageNode:
      (node as? NetworkImageNode)?.url = properties.url
      node.image = properties.intrinsicSize.map { NodeImage(source: properties.url ?? "", size: $0) }
    default:
      break
    }
    // Text nodes set their ascender and descender from the font; an explicit style wins.
    if let ascender = properties.style.ascender { node.style.ascender = ascender }
    if let descender = properties.style.descender { node.style.descender = descender }
    node.setNeedsLayout()
  }
}
