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

/// UIKit's `UIControl` names that control nodes use.
public enum UIControl {
  /// UIKit's `UIControl.State`.
  public typealias State = ButtonNode.State
  /// UIKit's `UIControl.Event`.
  public typealias Event = ControlNode.Event
}

/// UIKit's `UITableViewCell` names that cell nodes use.
public enum UITableViewCell {
  /// UIKit's `UITableViewCell.SelectionStyle`.
  public typealias SelectionStyle = CellNode.SelectionStyle
}
