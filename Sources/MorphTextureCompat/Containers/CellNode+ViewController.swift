import MorphLayout

/// Texture's `ASRangeManagingNode`: a node that manages cells, as a table or a collection does, and
/// finds their index paths. Morph's table, collection and pager nodes conform.
public protocol ASRangeManagingNode: AnyObject {
  /// The index path of one of the node's cells; nil for a cell it does not hold.
  func indexPath(for node: ASCellNode) -> IndexPath?
}

extension ListNode: ASRangeManagingNode {}

extension TextureTypedNodeProperties where Self: CellNode {
  /// Texture's `owningNode`: the table or collection the cell is in, as an ``ASRangeManagingNode``.
  public var owningNode: (any ASRangeManagingNode)? {
    let list: ListNode? = (self as CellNode).owningNode
    return list
  }
}

/// The view controller a cell node made with `CellNode/init(viewControllerBlock:didLoad:)` hosts.
private struct KeptViewController {
  var viewController: UIViewController?
}

extension CellNode {
  /// Texture's `init(viewControllerBlock:didLoad:)`: a cell showing the view of the view controller the
  /// block makes. The block runs once, when the cell loads (as its view block, see
  /// `DisplayNode/init(viewBlock:)`); then ``viewController`` is the controller and `didLoad` runs.
  public convenience init(
    viewControllerBlock: @escaping () -> UIViewController, didLoad: ((ASDisplayNode) -> Void)?
  ) {
    self.init()
    setViewBlock { [unowned self] in
      let viewController = viewControllerBlock()
      self[kept: KeptViewController.self, initial: KeptViewController()].viewController = viewController
      return viewController.view
    }
    if let didLoad { onDidLoad(didLoad) }
  }

  /// Texture's `viewController`: the view controller of a cell made with
  /// ``init(viewControllerBlock:didLoad:)``, once the cell has loaded; nil otherwise.
  public var viewController: UIViewController? {
    self[kept: KeptViewController.self, initial: KeptViewController()].viewController
  }
}
