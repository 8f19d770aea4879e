import MorphLayout

/// Texture's `ASDisplayNode`.
public typealias ASDisplayNode = DisplayNode
/// Texture's `ASTextNode`.
public typealias ASTextNode = TextNode
/// Texture's `ASTextNode2`.
public typealias ASTextNode2 = TextNode
/// Texture's `ASImageNode`.
public typealias ASImageNode = ImageNode
/// Texture's `ASNetworkImageNode`.
public typealias ASNetworkImageNode = NetworkImageNode
/// Texture's `ASButtonNode`.
public typealias ASButtonNode = ButtonNode
/// Texture's `ASEditableTextNode`.
public typealias ASEditableTextNode = EditableTextNode
/// Texture's `ASLayoutSpecBlock`, the type of `ASDisplayNode.layoutSpecBlock`.
public typealias ASLayoutSpecBlock = (DisplayNode, SizeRange) -> LayoutSpec
