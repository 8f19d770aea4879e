import MorphLayout

/// Texture's `ASDisplayNode`.
public typealias ASDisplayNode = DisplayNode
/// Texture's `ASCellNode`.
public typealias ASCellNode = CellNode
/// Texture's `ASControlNode`.
public typealias ASControlNode = ControlNode
/// Texture's `ASControlNodeEvent`.
public typealias ASControlNodeEvent = ControlNode.Event
/// Texture's `ASScrollNode`.
public typealias ASScrollNode = ScrollNode
/// Texture's `ASScrollDirection`.
public typealias ASScrollDirection = ScrollNode.Directions
/// Texture's `ASScrollDirectionVerticalDirections`.
public let ASScrollDirectionVerticalDirections = ScrollNode.Directions.vertical
/// Texture's `ASScrollDirectionHorizontalDirections`.
public let ASScrollDirectionHorizontalDirections = ScrollNode.Directions.horizontal
/// Texture's `ASLayoutSpecBlock`, the type of `ASDisplayNode.layoutSpecBlock`.
public typealias ASLayoutSpecBlock = (DisplayNode, SizeRange) -> LayoutSpec
