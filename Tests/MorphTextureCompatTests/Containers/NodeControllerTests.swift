import MorphTextureCompat
import Testing

/// A node controller written as Texture's Swift users write one: it makes its node in `loadNode()`.
private final class TitleController: ASNodeController<ASTextNode> {
  var loads = 0
  override func loadNode() {
    node = ASTextNode()
  }
  override func nodeDidLoad() {
    super.nodeDidLoad()
    loads += 1
  }
}

@Suite struct NodeControllerTests {
  @Test func aControllerMakesItsNodeWhenFirstAskedAndHearsItLoad() {
    let controller = TitleController()
    let node = controller.node
    #expect(node.attributedText == nil, "loadNode() made a fresh text node")
    #expect(controller.node === node, "the node is made once")
    #expect(node.nodeController === controller)
    #expect(controller.loads == 0)
    node.loadIfNeeded()
    node.loadIfNeeded()
    #expect(controller.loads == 1)
  }

  @Test func theDefaultNodeIsAPlainNode() {
    let controller = ASNodeController<ASDisplayNode>()
    #expect(type(of: controller.node) == ASDisplayNode.self)
    #expect(!controller.shouldInvertStrongReference)
  }

  @Test func invertingTheReferenceMakesTheNodeKeepItsController() {
    let owner = ASDisplayNode()
    weak var weakController: ASNodeController<ASDisplayNode>?
    do {
      let controller = ASNodeController<ASDisplayNode>()
      controller.shouldInvertStrongReference = true
      controller.node = owner
      weakController = controller
    }
    #expect(weakController != nil, "the node keeps the controller")
    #expect(owner.nodeController === weakController)

    weak var weakNode: ASDisplayNode?
    let keeping = ASNodeController<ASDisplayNode>()
    do {
      let node = ASDisplayNode()
      keeping.node = node
      weakNode = node
    }
    #expect(weakNode != nil, "by default the controller keeps the node")
    keeping.shouldInvertStrongReference = true
    #expect(weakNode == nil, "once inverted, the controller no longer keeps it")
  }

  @Test func aNodeWithoutAControllerHasNone() {
    #expect(ASDisplayNode().nodeController == nil)
  }
}
