import MorphLayout

/// Texture's `ASDisplayNodeViewBlock`: makes the view that backs a node (see `init(viewBlock:)`).
public typealias ASDisplayNodeViewBlock = () -> UIView

/// Texture's `ASDisplayNodeViewControllerBlock`: makes the view controller whose view backs a cell node.
public typealias ASDisplayNodeViewControllerBlock = () -> UIViewController

/// Texture's `ASDisplayNodeLayerBlock`: makes the layer that backs a node (see `init(layerBlock:)`).
public typealias ASDisplayNodeLayerBlock = () -> CALayer

/// Texture's `ASDisplayNodeDidLoadBlock`: runs with a node once it has loaded.
public typealias ASDisplayNodeDidLoadBlock = (ASDisplayNode) -> Void

/// Texture's `asdisplaynode_iscancelled_block_t`: tells a drawing routine whether its display was
/// cancelled.
public typealias asdisplaynode_iscancelled_block_t = () -> Bool
