import Foundation
import MorphLayout
import MorphPlanning

/// Builds a ``Scene`` from a ``SceneDocument``: checks every state's layout (each node appears at most
/// once, no node contains itself), makes one node object per name with the injected text measurer, and
/// applies the initial state.
public struct SceneBuilder: Sendable {
  /// Measures the text of text, button and editable text nodes.
  public let textMeasurer: any TextMeasuring

  public init(textMeasurer: any TextMeasuring) {
    self.textMeasurer = textMeasurer
  }

  /// Builds the scene, in its initial state, with its text styles at `contentSizeCategory` — nil: the
  /// document's `contentSizeCategory`, else the run's (`ContentSizeCategory.current`).
  public func build(
    _ document: SceneDocument, contentSizeCategory: ContentSizeCategory? = nil
  ) throws(LocatedError)
    -> Scene
  {
    try SceneValidator(document: document).validate()
    var nodes = document.declarations.map(makeNode)
    var named = Set(nodes.compactMap(\.name))
    for name in document.referencedNodeNames where named.insert(name).inserted {
      let node = SceneDisplayNode()
      node.name = name
      nodes.append(node)
    }
    let root = DisplayNode()
    let scene = Scene(
      document: document, root: root, nodes: nodes,
      contentSizeCategory: contentSizeCategory ?? document.contentSizeCategory ?? .current)
    try scene.apply(state: nil)
    return scene
  }

  /// Reads and builds the document at `path`, as ``build(_:contentSizeCategory:)`` does.
  public func build(
    contentsOfFile path: String, contentSizeCategory: ContentSizeCategory? = nil
  ) throws(LocatedError)
    -> Scene
  {
    try build(SceneDecoder.decode(contentsOfFile: path), contentSizeCategory: contentSizeCategory)
  }

  /// A node object of the declaration's type. An image node with a `file` or an `intrinsicSize` is
  /// an `ASImageNode` holding that image; without either it is an `ASNetworkImageNode`.
  private func makeNode(_ declaration: NodeDeclaration) -> DisplayNode {
    let node: DisplayNode
    switch declaration.type {
    case .display: node = SceneDisplayNode()
    case .text: node = TextNode(measurer: textMeasurer)
    case .image:
      let properties = declaration.properties
      node = properties.intrinsicSize == nil && properties.image == nil ? NetworkImageNode() : ImageNode()
    case .button: node = ButtonNode(measurer: textMeasurer)
    case .editableText: node = EditableTextNode(measurer: textMeasurer)
    }
    node.name = declaration.name
    return node
  }
}
