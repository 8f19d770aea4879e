import Foundation
import MorphLayout

/// The Core Animation and UIKit properties a node forwards to its layer or view on a device, with their
/// defaults, which Morph keeps but does not draw.
private struct KeptLayerProperties {
  var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  var contents: Any?
  var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  var subnodeTransform = CATransform3DIdentity
  var actions: [String: any CAAction]?
  var semanticContentAttribute = UISemanticContentAttribute.unspecified
  var edgeAntialiasingMask: CAEdgeAntialiasingMask = [
    .layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge,
  ]
  var autoresizingMask: UIView.AutoresizingMask = []
}

// Texture's layer and view properties that change how a device composites the node. Kept and returned as
// set; where a user would expect a visible change, setting a value other than the default says once,
// through `DeviceOnlyDiagnostics`, that Morph's exports do not show it.
extension DisplayNode {
  private var layerProperties: KeptLayerProperties {
    get { self[kept: KeptLayerProperties.self, initial: KeptLayerProperties()] }
    set { self[kept: KeptLayerProperties.self, initial: KeptLayerProperties()] = newValue }
  }

  /// Core Animation's `maskedCorners` (all four). Kept; Morph's exports round every corner.
  public var maskedCorners: CACornerMask {
    get { layerProperties.maskedCorners }
    set {
      layerProperties.maskedCorners = newValue
      if newValue != KeptLayerProperties().maskedCorners {
        DeviceOnlyDiagnostics.report("maskedCorners: Morph's exports round all four corners")
      }
    }
  }
  /// Core Animation's `contents` (a `CGImage` on a device). Kept; Morph draws the node's own contents.
  public var contents: Any? {
    get { layerProperties.contents }
    set {
      layerProperties.contents = newValue
      if newValue != nil { DeviceOnlyDiagnostics.report("contents: Morph does not draw a layer's raw contents") }
    }
  }
  /// Core Animation's `anchorPoint` (the centre). Kept; Morph transforms nodes about their centre.
  public var anchorPoint: CGPoint {
    get { layerProperties.anchorPoint }
    set {
      layerProperties.anchorPoint = newValue
      if newValue != CGPoint(x: 0.5, y: 0.5) {
        DeviceOnlyDiagnostics.report("anchorPoint: Morph transforms nodes about their centre")
      }
    }
  }
  /// Core Animation's `sublayerTransform` (Texture's `subnodeTransform`). Kept; Morph's exports do not
  /// apply it.
  public var subnodeTransform: CATransform3D {
    get { layerProperties.subnodeTransform }
    set {
      layerProperties.subnodeTransform = newValue
      if newValue != CATransform3DIdentity {
        DeviceOnlyDiagnostics.report("subnodeTransform: Morph's exports do not transform subnodes as a group")
      }
    }
  }
  /// Core Animation's `actions`. Kept; Morph animates only layout transitions.
  public var actions: [String: any CAAction]? {
    get { layerProperties.actions }
    set { layerProperties.actions = newValue }
  }
  /// UIKit's `semanticContentAttribute`. Kept; Morph lays out left to right.
  public var semanticContentAttribute: UISemanticContentAttribute {
    get { layerProperties.semanticContentAttribute }
    set { layerProperties.semanticContentAttribute = newValue }
  }
  /// Core Animation's `edgeAntialiasingMask`. Kept; no effect off the device.
  public var edgeAntialiasingMask: CAEdgeAntialiasingMask {
    get { layerProperties.edgeAntialiasingMask }
    set { layerProperties.edgeAntialiasingMask = newValue }
  }
  /// UIKit's `autoresizingMask`. Kept; nodes are sized by their layout, not by autoresizing.
  public var autoresizingMask: UIView.AutoresizingMask {
    get { layerProperties.autoresizingMask }
    set { layerProperties.autoresizingMask = newValue }
  }
}
