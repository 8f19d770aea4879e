import MorphLayout

// Where a Texture property's type differs from Morph's (a node's `backgroundColor` is a `UIColor?` in
// Texture, any `ColorConvertible` in Morph), this module declares Texture's in an extension of this
// protocol, which every node adopts, and Morph's is disfavored: code written against Texture resolves
// to Texture's type, and values only Morph's accepts (`Color(…)`) still go to Morph's. A property in an
// extension of the node class itself would hide Morph's from every module importing this one.

/// The node properties whose types differ between Texture and Morph, with Texture's types. Every
/// `DisplayNode` adopts it; nothing else needs to.
public protocol TextureTypedNodeProperties: AnyObject {}

extension DisplayNode: TextureTypedNodeProperties {}
