import MorphTextureCompat
import Testing

/// Nodes made with view and layer blocks: the block runs once when the node loads, didLoad callbacks
/// run in Texture's order, the view stands in front of the node, and the node measures as Texture's
/// plain node does.
@Suite struct ViewBlockNodeTests {
  final class Counter: @unchecked Sendable {
    var events: [String] = []
  }

  @Test func theViewBlockRunsOnceWhenTheViewIsFirstRead() {
    let counter = Counter()
    let node = ASDisplayNode(viewBlock: {
      counter.events.append("block")
      return UISwitch()
    })
    #expect(counter.events.isEmpty && !node.isNodeLoaded)
    let first = node.view
    let second = node.view
    #expect(counter.events == ["block"])
    #expect(first === second && first is UISwitch)
    #expect(node.isNodeLoaded)
  }

  @Test func theViewBlockRunsBeforeDidLoadBlocksWhenMorphLoadsTheNode() {
    let counter = Counter()
    let node = ASDisplayNode(
      viewBlock: {
        counter.events.append("block")
        return UIActivityIndicatorView(style: .large)
      },
      didLoad: { node in
        counter.events.append("didLoad \((node.view as? UIActivityIndicatorView)?.style == .large)")
      })
    node.style.preferredSize = CGSize(width: 37, height: 37)
    node.layoutAsRoot(sizeRange: SizeRange(exactly: CGSize(width: 37, height: 37)))
    #expect(counter.events == ["block", "didLoad true"])
    _ = node.view
    #expect(counter.events.count == 2)
  }

  @Test func aMissingDidLoadBlockStillLoadsTheView() {
    let counter = Counter()
    let didLoad: ASDisplayNodeDidLoadBlock? = nil
    let viewBlock: ASDisplayNodeViewBlock = {
      counter.events.append("block")
      return UISwitch()
    }
    let node = ASDisplayNode(viewBlock: viewBlock, didLoad: didLoad)
    node.layoutAsRoot(sizeRange: SizeRange(exactly: CGSize(width: 51, height: 31)))
    #expect(counter.events == ["block"] && node.view is UISwitch)
  }

  final class SearchBarNode: ASDisplayNode {
    var log: [String] = []
    override init() {
      super.init()
      setViewBlock { UISearchBar() }
      onDidLoad { node in (node as? SearchBarNode)?.log.append("onDidLoad") }
    }
    var searchBar: UISearchBar { view as! UISearchBar }
    override func didLoad() {
      super.didLoad()
      log.append("didLoad")
      searchBar.placeholder = "Search"
      searchBar.backgroundColor = .white
    }
  }

  @Test func didLoadOverridesReadTheBlocksViewAndItsPropertiesAreTheNodes() {
    let node = SearchBarNode()
    #expect(node.searchBar.placeholder == "Search")
    #expect(node.log == ["didLoad", "onDidLoad"])
    #expect(node.backgroundColor?.color == UIColor.white.color)
    node.view.alpha = 0.5
    #expect(node.alpha == 0.5)
    node.frame = CGRect(x: 0, y: 0, width: 300, height: 56)
    #expect(node.view.frame.width == 300)
  }

  @Test func propertiesSetOnTheViewInTheBlockMoveToTheNodeUnlessTheNodeSetsThem() {
    let node = ASDisplayNode(viewBlock: {
      let view = UISwitch()
      view.backgroundColor = .red
      view.alpha = 0.3
      return view
    })
    node.alpha = 0.8
    _ = node.view
    #expect(node.backgroundColor?.color == UIColor.red.color)
    #expect(node.alpha == 0.8)
  }

  @Test func aNodeWrappingAViewMeasuresAsTexturesPlainNodeNotByTheView() {
    let node = ASDisplayNode(viewBlock: { UISwitch() })
    #expect(
      node.layoutThatFits(SizeRange(min: .zero, max: CGSize(width: 200, height: 100))).size
        == CGSize(width: 200, height: 100))
    #expect(node.layoutThatFits(.unconstrained).size == .zero)
    node.style.preferredSize = UISwitch().sizeThatFits(.zero)
    node.setNeedsLayout()
    #expect(node.layoutThatFits(.unconstrained).size == CGSize(width: 51, height: 31))
  }

  @Test func theWrappedViewsKindAndStateAreRecordedForExporters() {
    let node = ASDisplayNode(viewBlock: { UISwitch() })
    #expect(node.wrappedViewDescription == nil)
    (node.view as! UISwitch).isOn = true
    #expect(node.wrappedViewDescription?.kind == "UISwitch")
    #expect(node.wrappedViewDescription?.state["isOn"] == "true")
    final class BrandSwitch: UISwitch {}
    let custom = ASDisplayNode(viewBlock: { BrandSwitch() })
    _ = custom.view
    #expect(custom.wrappedViewDescription?.kind == "UISwitch")
    #expect(ASDisplayNode().wrappedViewDescription == nil)
  }

  @Test func layerBlocksMakeTheNodesLayerAndMakeItLayerBacked() {
    let counter = Counter()
    let node = ASDisplayNode(
      layerBlock: {
        counter.events.append("block")
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        return gradient
      }, didLoad: { _ in counter.events.append("didLoad") })
    #expect(node.isLayerBacked)
    let layer = node.layer
    #expect(layer is CAGradientLayer && node.layer === layer)
    #expect(counter.events == ["block", "didLoad"])
    #expect(node.wrappedViewDescription?.kind == "CAGradientLayer")
    layer.cornerRadius = 6
    #expect(node.cornerRadius == 6)
  }

  @Test func nodesWithoutBlocksKeepProxyViews() {
    let node = ASDisplayNode()
    node.view.alpha = 0.4
    #expect(node.alpha == 0.4)
    #expect(type(of: node.view) == UIView.self)
  }
}
