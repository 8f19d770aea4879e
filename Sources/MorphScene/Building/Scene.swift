import Foundation
import MorphLayout
import MorphPlanning

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
  /// Every node of the scene: the declared ones in `SceneDocument.declarations` order, then the plain
  /// display nodes that layouts name without declaring, in the order first named.
  public let nodes: [DisplayNode]
  /// The state currently applied; nil for a document without states.
  public private(set) var currentState: String?
  /// The Dynamic Type size the scene's text styles are set at, whichever task applies a state.
  public let contentSizeCategory: ContentSizeCategory

  private let nodesByName: [String: DisplayNode]
  private let declarationsByName: [String: NodeDeclaration]

  init(document: SceneDocument, root: DisplayNode, nodes: [DisplayNode], contentSizeCategory: ContentSizeCategory) {
    self.document = document
    self.contentSizeCategory = contentSizeCategory
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
  func state(named name: String?) throws(LocatedError) -> SceneState? {
    guard let name else { return document.initialState.flatMap(document.state(named:)) }
    if let state = document.state(named: name) { return state }
    let names = stateNames
    let location = document.keyLocations["states"] ?? document.location
    guard !names.isEmpty else {
      throw LocatedError(at: location, "unknown state '\(name)'; the document declares no states")
    }
    throw LocatedError(
      at: location,
      "unknown state '\(name)'; expected one of: \(names.joined(separator: ", "))"
        + Suggestion.didYouMean(name, among: names))
  }

  /// Configures the root and every node for a state (nil: the initial state) and invalidates their
  /// layouts. Every node is reset to its declaration first, so states can be applied in any order.
  public func apply(state name: String?) throws(LocatedError) {
    let state = try state(named: name)
    configure(for: state, changedFrom: nil)
  }

  /// Changes to a state the way a node's own state changes before it calls `transitionLayout`: layouts,
  /// styles and content take the new state's values, but a visual property (background color, alpha,
  /// corner radius, border, clipping) is set only where the new state's value differs from the
  /// current state's, so what an earlier animation left on a node stays.
  public func change(toState name: String) throws(LocatedError) {
    let state = try state(named: name)
    let current = currentState.flatMap(document.state(named:))
    configure(for: state, changedFrom: properties(in: current))
  }

  /// Every node's properties in a state, by name.
  private func properties(in state: SceneState?) -> [String: NodeProperties] {
    var overrides: [String: NodeProperties] = [:]
    for override in state?.nodes ?? [] {
      overrides[override.name] = override.properties
    }
    var properties: [String: NodeProperties] = [:]
    for node in nodes {
      let base = declarationsByName[node.name!]?.properties ?? NodeProperties()
      properties[node.name!] = overrides[node.name!].map(base.merging) ?? base
    }
    return properties
  }

  /// Configures the root and every node for a state; with `previous`, visual properties whose value
  /// did not change are left alone.
  private func configure(for state: SceneState?, changedFrom previous: [String: NodeProperties]?) {
    ContentSizeCategory.$current.withValue(contentSizeCategory) {
      configureNodes(for: state, changedFrom: previous)
    }
  }

  private func configureNodes(for state: SceneState?, changedFrom previous: [String: NodeProperties]?) {
    let factory = SceneSpecFactory(nodes: nodesByName)
    if previous == nil {
      configure(root, document.root, previous: nil, factory: factory)
    } else {
      configureLayout(root, document.root, factory: factory)
    }
    root.automaticallyManagesSubnodes = document.root.automaticallyManagesSubnodes ?? true
    root.layoutSpecBlock = (state?.layout ?? document.layout).map(factory.block(for:))
    let properties = properties(in: state)
    for node in nodes {
      let name = node.name!
      configure(node, properties[name]!, previous: previous.map { $0[name]! }, factory: factory)
    }
    root.setNeedsLayout()
    currentState = state?.name
  }

  /// Sets a node's style, visual properties and type-specific content from its properties; a visual
  /// property equal to its value in `previous` is left alone.
  private func configure(
    _ node: DisplayNode, _ properties: NodeProperties, previous: NodeProperties?, factory: SceneSpecFactory
  ) {
    func changed<Value: Equatable>(_ key: KeyPath<NodeProperties, Value>) -> Bool {
      previous.map { $0[keyPath: key] != properties[keyPath: key] } ?? true
    }
    if changed(\.backgroundColor) { node.backgroundColor = properties.backgroundColor }
    if changed(\.alpha) { node.alpha = properties.alpha ?? 1 }
    if changed(\.cornerRadius) { node.cornerRadius = properties.cornerRadius ?? 0 }
    if changed(\.borderWidth) { node.borderWidth = properties.borderWidth ?? 0 }
    if changed(\.borderColor) { node.borderColor = properties.borderColor }
    if changed(\.clipsToBounds) { node.clipsToBounds = properties.clipsToBounds ?? false }
    if changed(\.contentMode) {
      // Unset, a node has its type's default: an image node's is Texture's ASImageNode's.
      node.contentMode = properties.contentMode ?? (node is ImageNode ? .scaleAspectFill : .scaleToFill)
    }
    if previous == nil { node.transform = .identity }
    configureLayout(node, properties, factory: factory)
  }

  /// Sets a node's style and type-specific content from its properties.
  private func configureLayout(_ node: DisplayNode, _ properties: NodeProperties, factory: SceneSpecFactory) {
    var style = LayoutElementStyle()
    properties.style.apply(to: &style)
    node.style = style
    switch node {
    case let node as SceneDisplayNode:
      node.intrinsicSize = properties.intrinsicSize
      node.layoutSpecBlock = properties.layout.map(factory.block(for:))
      node.automaticallyManagesSubnodes = properties.layout != nil
    case let node as TextNode:
      if let runs = properties.textRuns {
        node.runs = runs
      } else {
        node.text = properties.text ?? ""
      }
      node.attributes = properties.textAttributes
      node.textContainerInset = properties.textContainerInset ?? .zero
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
      (node as? NetworkImageNode)?.url = properties.url.flatMap { URL(string: $0) }
      if var image = properties.image {
        image.size = properties.intrinsicSize ?? image.size
        node.image = image
      } else {
        node.image = properties.intrinsicSize.map { NodeImage(source: properties.url ?? "", size: $0) }
      }
    default:
      break
    }
    // Text nodes set their ascender and descender from the font; an explicit style wins.
    if let ascender = properties.style.ascender { node.style.ascender = ascender }
    if let descender = properties.style.descender { node.style.descender = descender }
    node.setNeedsLayout()
  }
}
