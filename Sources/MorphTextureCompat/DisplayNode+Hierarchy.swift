import Foundation
import MorphLayout

// Texture's hierarchy and coordinate-conversion API of a node, over Morph's node tree: each changes or
// reads the tree that is laid out and exported.
extension DisplayNode {
  /// Texture's `insertSubnode(_:belowSubnode:)`: inserts `subnode` just behind `below`, which must be
  /// a subnode of this node (else the call does nothing, as in Texture).
  public func insertSubnode(_ subnode: DisplayNode, belowSubnode below: DisplayNode) {
    guard let index = subnodeArray.firstIndex(where: { $0 === below }) else { return }
    insertSubnode(subnode, at: index)
  }

  /// Texture's `insertSubnode(_:aboveSubnode:)`: inserts `subnode` just in front of `above`, which must
  /// be a subnode of this node (else the call does nothing, as in Texture).
  public func insertSubnode(_ subnode: DisplayNode, aboveSubnode above: DisplayNode) {
    guard let index = subnodeArray.firstIndex(where: { $0 === above }) else { return }
    insertSubnode(subnode, at: index + 1)
  }

  /// Texture's `replaceSubnode(_:withSubnode:)`: puts `replacement` where `subnode` was and removes
  /// `subnode`; does nothing if `subnode` is not a subnode of this node.
  public func replaceSubnode(_ subnode: DisplayNode, withSubnode replacement: DisplayNode) {
    guard subnode !== replacement, let index = subnodeArray.firstIndex(where: { $0 === subnode }) else { return }
    subnode.removeFromSupernode()
    insertSubnode(replacement, at: index)
  }

  /// Texture's `supernode(of:includingSelf:)`: the nearest supernode (or the node itself) that is an
  /// instance of `nodeClass`.
  public func supernode(of nodeClass: AnyClass, includingSelf: Bool) -> DisplayNode? {
    var node = includingSelf ? self : supernode
    while let current = node {
      if current.isKind(of: nodeClass) { return current }
      node = current.supernode
    }
    return nil
  }

  /// Texture's `position`: the centre of the node's frame in its supernode's coordinates (Morph's
  /// anchor point is the centre). Setting it moves the frame.
  public var position: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// Texture's `convert(_:to:)` for a point: the point of this node's coordinate space in `node`'s (the
  /// root's when nil), through the frames of both nodes' supernodes.
  public func convert(_ point: CGPoint, to node: DisplayNode?) -> CGPoint {
    let here = originInRoot, there = node?.originInRoot ?? .zero
    return CGPoint(x: point.x + here.x - there.x, y: point.y + here.y - there.y)
  }

  /// Texture's `convert(_:from:)` for a point: the inverse of ``convert(_:to:)-(CGPoint,_)``.
  public func convert(_ point: CGPoint, from node: DisplayNode?) -> CGPoint {
    let here = originInRoot, there = node?.originInRoot ?? .zero
    return CGPoint(x: point.x + there.x - here.x, y: point.y + there.y - here.y)
  }

  /// Texture's `convert(_:to:)` for a rectangle (moved, not resized: Morph converts without transforms).
  public func convert(_ rect: CGRect, to node: DisplayNode?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: node), size: rect.size)
  }

  /// Texture's `convert(_:from:)` for a rectangle.
  public func convert(_ rect: CGRect, from node: DisplayNode?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: node), size: rect.size)
  }
}

extension DisplayNode {
  /// Texture's `subnodes`: the node's subnodes, back to front. Optional, as Texture declares it, so
  /// `node.subnodes?.forEach` compiles; never nil here.
  public var subnodes: [ASDisplayNode]? { subnodeArray }
}
