import Foundation
import MorphLayout
import MorphTransition

/// A scene document or a Swift preview laid out (a document in one state) at one screen scale: the root's size, and the tree of every node and
/// spec with its frame in the root's coordinate space.
///
/// Node frames are the ones Texture applies: pixel-snapped, and for the subnodes of a node with its
/// own layout (a nested node, or a button's title) offset by that node's origin. Spec frames are the
/// specs' unsnapped layout positions, accumulated.
public struct LaidOutTree: Sendable {
  /// A node or spec of the laid-out tree.
  public struct Element: Hashable, Sendable {
    /// The node's or spec's kind: `display`, `text`, …, `stack`, `inset`, `spacer`, ….
    public var kind: String
    /// The node's key in ``LaidOutTree/frames``: its name in every output of Morph (its timeline
    /// element's id: its scene name, or for a subnode a node makes itself its name, qualified by its
    /// owner's when two nodes share it, such as `nextButton.title`; see `ElementIdentifiers`); nil
    /// for specs and the root.
    public var name: String?
    /// The frame in the root's coordinate space.
    public var frame: CGRect
    /// Whether the element is a node (else a spec).
    public var isNode: Bool
    /// The children: a spec's children, or a node's own spec tree.
    public var children: [Element]
  }

  /// The document's `name`.
  public let sceneName: String?
  /// The state laid out; nil for a document without states.
  public let state: String?
  /// Every state of the document, in document order.
  public let stateNames: [String]
  /// The screen scale the layout snapped to.
  public let scale: CGFloat
  /// The root node's size.
  public let size: CGSize
  /// The root node and everything under it.
  public let root: Element

  /// The layout a root node has now (its calculated layout, as a transition left it), for a node of
  /// your own rather than a scene's: its nodes are named as a timeline of it names them.
  /// - Parameters:
  ///   - node: the root node, laid out.
  ///   - sceneName: what the layout calls the scene.
  ///   - scale: the screen scale the node was laid out at.
  public init(laidOut node: DisplayNode, sceneName: String?, scale: CGFloat) {
    self.init(
      root: node, size: node.calculatedLayout?.size ?? node.bounds.size, sceneName: sceneName, state: nil,
      stateNames: [], scale: scale, declared: [])
  }

  /// The layout of a root node laid out at `size`, its nodes named as a timeline names them.
  package init(
    root node: DisplayNode, size: CGSize, sceneName: String?, state: String?, stateNames: [String], scale: CGFloat,
    declared: [DisplayNode]
  ) {
    self.sceneName = sceneName
    self.state = state
    self.stateNames = stateNames
    self.scale = scale
    self.size = size
    let names = ElementIdentifiers(nodes: [node], root: node, declared: declared)
    root = Self.element(for: node, name: nil, frame: CGRect(origin: .zero, size: size), names: names)
  }

  /// Every node under the root with its frame, depth first in spec order (which is also back to front).
  public var frames: [(name: String, frame: CGRect)] {
    func collect(_ element: Element) -> [(name: String, frame: CGRect)] {
      let own = element.isNode ? [(element.name ?? element.kind, element.frame)] : []
      return own + element.children.flatMap(collect)
    }
    return root.children.flatMap(collect)
  }

  /// A node's element: its frame, and its own spec tree if it has one.
  private static func element(
    for node: DisplayNode, name: String?, frame: CGRect, names: ElementIdentifiers
  ) -> Element {
    var element = Element(kind: node.kindName, name: name, frame: frame, isNode: true, children: [])
    guard let specLayout = node.unflattenedCalculatedLayout, let nodeLayout = node.calculatedLayout else {
      return element
    }
    var nodeFrames: [ObjectIdentifier: CGRect] = [:]
    for sublayout in nodeLayout.sublayouts {
      nodeFrames[ObjectIdentifier(sublayout.element)] = sublayout.frame
    }
    func walk(_ layout: Layout, offset: CGPoint) -> Element {
      if let subnode = layout.element as? DisplayNode {
        let relative = nodeFrames[ObjectIdentifier(subnode)] ?? layout.frame
        return Self.element(
          for: subnode, name: names[subnode], frame: relative.offsetBy(dx: frame.minX, dy: frame.minY), names: names)
      }
      let specFrame = CGRect(
        origin: CGPoint(x: offset.x + layout.frame.minX, y: offset.y + layout.frame.minY), size: layout.size)
      let isBareSpec = ObjectIdentifier(type(of: layout.element)) == ObjectIdentifier(LayoutSpec.self)
      let kind = isBareSpec ? "spacer" : (layout.element as? LayoutSpec)?.kindName ?? "spec"
      return Element(
        kind: kind, name: nil, frame: specFrame, isNode: false,
        children: layout.sublayouts.map { walk($0, offset: specFrame.origin) })
    }
    element.children = [walk(specLayout, offset: frame.origin)]
    return element
  }
}
