import Foundation
import MorphLayout

/// Core Animation's layer hierarchy, as node code adds a gradient or shape layer in `didLoad`
/// (`node.layer.addSublayer(gradient)`). A sublayer keeps the frame it is given and is recorded in
/// ``CALayer/sublayers``; it is not a subnode.
extension CALayer {
  /// Core Animation's `sublayers`, back to front; nil when there are none.
  public var sublayers: [CALayer]? {
    let layers = node.hosted.sublayers
    return layers.isEmpty ? nil : layers
  }

  /// Core Animation's `superlayer`.
  public var superlayer: CALayer? { node.hosted.superlayerNode?.layer }

  /// Core Animation's `addSublayer(_:)`.
  public func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(node.hosted.sublayers.count))
  }

  /// Texture's `addSubnode(_:)` on a layer: the node's layer (loading the node) is added as
  /// ``addSublayer(_:)`` adds it. Morph lays out and draws the node trees it is given, not layers put
  /// under other layers, and reports this through the device-only diagnostics.
  public func addSubnode(_ subnode: ASDisplayNode) {
    addSublayer(subnode.layer)
    DeviceOnlyDiagnostics.report(
      "\(subnode): addSubnode(_:) on a CALayer records the node's layer as a sublayer; Morph lays out and draws node trees only"
    )
  }

  /// Core Animation's `insertSublayer(_:at:)`; an index past the end appends.
  public func insertSublayer(_ layer: CALayer, at index: UInt32) {
    guard layer.node !== node else { return }
    layer.removeFromSuperlayer()
    let count = node.hosted.sublayers.count
    node.hosted.sublayers.insert(layer, at: min(Int(index), count))
    layer.node.hosted.superlayerNode = node
  }

  /// Core Animation's `removeFromSuperlayer()`.
  public func removeFromSuperlayer() {
    guard let parent = node.hosted.superlayerNode else { return }
    parent.hosted.sublayers.removeAll { $0.node === node }
    node.hosted.superlayerNode = nil
  }
}
