import MorphTextureCompat
import Testing

/// A node that logs its lifecycle calls into a shared log.
private final class LoggingNode: ASDisplayNode {
  let log: Log
  let separator = ASDisplayNode()

  final class Log { var entries: [String] = [] }

  init(name: String, log: Log) {
    self.log = log
    super.init()
    self.name = name
  }

  override func didLoad() {
    super.didLoad()
    log.entries.append("didLoad \(name ?? "")")
  }

  override func layout() {
    super.layout()
    log.entries.append("layout \(name ?? "") \(subnodes!.map { $0.frame.width })")
  }

  override func layoutDidFinish() {
    super.layoutDidFinish()
    log.entries.append("layoutDidFinish \(name ?? "")")
  }
}

/// Texture's `didLoad`, `layout` and `layoutDidFinish`, called at Texture's points.
@Suite struct NodeLifecycleTests {
  @Test func subnodesLoadBeforeTheirSupernodeWhenTheRootIsFirstLaidOut() {
    let log = LoggingNode.Log()
    let root = LoggingNode(name: "root", log: log)
    let child = LoggingNode(name: "child", log: log)
    root.addSubnode(child)
    #expect(!root.isNodeLoaded && log.entries.isEmpty)
    root.layoutSpecBlock = { _, _ in
      ASInsetLayoutSpec(insets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10), child: child)
    }
    root.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 100, height: 50)))
    #expect(root.isNodeLoaded && child.isNodeLoaded)
    #expect(
      log.entries == [
        "didLoad child", "didLoad root", "layout root [80.0]", "layoutDidFinish root", "layout child []",
        "layoutDidFinish child",
      ])
  }

  @Test func nodesAddedToALoadedNodeLoadAtOnce() {
    let log = LoggingNode.Log()
    let root = LoggingNode(name: "root", log: log)
    root.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 10, height: 10)))
    var loadedBlockRan = false
    let late = LoggingNode(name: "late", log: log)
    late.onDidLoad { _ in loadedBlockRan = true }
    root.addSubnode(late)
    #expect(late.isNodeLoaded && loadedBlockRan)
    #expect(log.entries.contains("didLoad late"))
  }

  @Test func askingForTheViewOrLayerLoadsTheNode() {
    let node = ASDisplayNode()
    #expect(!node.isNodeLoaded)
    node.layer.cornerRadius = 5
    #expect(node.isNodeLoaded && node.cornerRadius == 5)
    var ran = false
    node.onDidLoad { _ in ran = true }
    #expect(ran, "a loaded node runs the block at once")
  }

  @Test func framesSetInLayoutStayAfterThePass() {
    final class CellWithSeparator: ASCellNode {
      let title = ASDisplayNode()
      let separatorNode = ASDisplayNode()
      override init() {
        super.init()
        addSubnode(title)
        addSubnode(separatorNode)
        title.style.preferredSize = CGSize(width: 100, height: 40)
      }
      override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), child: title)
      }
      override func layout() {
        super.layout()
        separatorNode.frame = CGRect(x: 0, y: 0, width: calculatedSize.width, height: 1 / UIScreen.main.scale)
      }
    }
    let cell = CellWithSeparator()
    cell.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 0, height: 0), CGSize(width: 320, height: 200)))
    #expect(cell.title.frame == CGRect(x: 10, y: 10, width: 100, height: 40))
    #expect(cell.separatorNode.frame.width == 120)
    #expect(cell.separatorNode.frame.height == 1 / UIScreen.main.scale)
  }

  @Test func layerAndViewAreProxiesOfTheNode() {
    let node = ASDisplayNode()
    node.layer.borderWidth = 1
    node.layer.borderColor = UIColor.red.cgColor
    node.layer.masksToBounds = true
    node.layer.opacity = 0.5
    node.view.backgroundColor = .blue
    node.view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(node.borderWidth == 1 && node.borderColor?.color == .red)
    #expect(node.clipsToBounds && node.alpha == 0.5)
    #expect(node.backgroundColor?.color == .blue)
    #expect(node.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(node.layer == node.layer && node.view == node.view)
  }

  @Test func propertiesMorphDoesNotDrawAreKept() {
    let node = ASDisplayNode()
    node.isHidden = true
    node.isUserInteractionEnabled = false
    node.hitTestSlop = UIEdgeInsets(top: -8, left: -8, bottom: -8, right: -8)
    node.tintColor = .red
    node.shadowColor = UIColor.black.cgColor
    node.shadowOpacity = 0.3
    node.cornerRoundingType = .precomposited
    node.isLayerBacked = true
    #expect(node.isHidden && !node.isUserInteractionEnabled && node.isLayerBacked)
    #expect(node.hitTestSlop.top == -8 && node.tintColor == .red)
    #expect(node.shadowColor?.color == .black && node.layer.shadowOpacity == 0.3)
    #expect(node.cornerRoundingType == .precomposited)
    #expect(node.view.isHidden)
  }

  @Test func viewBlocksAreKeptAndReportedAndTheNodeKeepsItsSize() {
    let spinner = ASDisplayNode()
    spinner.name = "spinner"
    spinner.setViewBlock { UIView() }
    spinner.style.preferredSize = CGSize(width: 20, height: 20)
    #expect(spinner.layoutThatFits(.unconstrained).size == CGSize(width: 20, height: 20))
    #expect(DeviceOnlyDiagnostics.messages.contains { $0.contains("<display spinner>: setViewBlock") })
  }

  @Test func nodesAreObjectsThatCompareByIdentity() {
    let a = ASDisplayNode()
    let b = ASDisplayNode()
    #expect(a == a && a != b)
    #expect([a, b].contains(b))
    #expect(a.isKind(of: DisplayNode.self))
    #expect(ASTextNode().isKind(of: TextNode.self))
    a.debugName = "avatar"
    #expect(a.name == "avatar" && a.description == "<display avatar>")
  }
}
