import Foundation
import MorphLayout

/// The UIKit and Texture properties of a node that Morph keeps but does not draw.
struct KeptNodeProperties {
  var isLayerBacked = false
  var isHidden = false
  var isUserInteractionEnabled = true
  var isOpaque = true
  var tintColor: UIColor?
  var cornerRoundingType = ASCornerRoundingType.defaultSlowCALayer
  var shadowColor: CGColor?
  var shadowOpacity: CGFloat = 0
  var shadowOffset = CGSize(width: 0, height: -3)
  var shadowRadius: CGFloat = 3
  var willDisplayNodeContent: ASDisplayNodeContextModifier?
  var didDisplayNodeContent: ASDisplayNodeContextModifier?
}

/// Texture's `ASCornerRoundingType`: how a device rounds a node's corners. Morph rounds every node's
/// corners alike, by its `cornerRadius`.
public enum ASCornerRoundingType: Int, Sendable {
  case defaultSlowCALayer, precomposited, clipping
}

/// Texture's drawing callback type, `ASDisplayNodeContextModifier`.
public typealias ASDisplayNodeContextModifier = (CGContext, Any?) -> Void

extension DisplayNode {
  private var kept: KeptNodeProperties {
    get { self[kept: KeptNodeProperties.self, initial: KeptNodeProperties()] }
    set { self[kept: KeptNodeProperties.self, initial: KeptNodeProperties()] = newValue }
  }

  /// Texture's `debugName`: the node's `DisplayNode/name`, which Morph's outputs show.
  public var debugName: String? {
    get { name }
    set { name = newValue }
  }

  /// Texture's `isLayerBacked`. Kept; Morph draws layer- and view-backed nodes alike.
  public var isLayerBacked: Bool {
    get { kept.isLayerBacked }
    set { kept.isLayerBacked = newValue }
  }

  /// UIKit's `isHidden`. Kept; Morph draws the node (set its alpha to hide it in a transition).
  public var isHidden: Bool {
    get { kept.isHidden }
    set { kept.isHidden = newValue }
  }

  /// UIKit's `isUserInteractionEnabled`. Kept; Morph delivers no touches.
  public var isUserInteractionEnabled: Bool {
    get { kept.isUserInteractionEnabled }
    set { kept.isUserInteractionEnabled = newValue }
  }

  /// UIKit's `isOpaque`. Kept.
  public var isOpaque: Bool {
    get { kept.isOpaque }
    set { kept.isOpaque = newValue }
  }

  /// UIKit's `tintColor`. Kept; Morph draws images untinted. Setting it calls
  /// `tintColorDidChange()` on the node and on every node below it that inherits it (has
  /// none of its own), as UIKit does.
  public var tintColor: UIColor? {
    get { kept.tintColor }
    set {
      kept.tintColor = newValue
      tintColorDidChange()
      for subnode in subnodeArray { subnode.inheritedTintColorDidChange() }
    }
  }

  /// Tells a node that inherits its tint color, and the nodes below it that do too, that it changed.
  private func inheritedTintColorDidChange() {
    guard kept.tintColor == nil else { return }
    tintColorDidChange()
    for subnode in subnodeArray { subnode.inheritedTintColorDidChange() }
  }

  /// Texture's `cornerRoundingType`. Kept; Morph rounds corners by `DisplayNode/cornerRadius` whatever
  /// the type.
  public var cornerRoundingType: ASCornerRoundingType {
    get { kept.cornerRoundingType }
    set { kept.cornerRoundingType = newValue }
  }

  /// Texture's `shadowColor` (Core Animation's, a `CGColor`). Kept; Morph draws no shadows.
  public var shadowColor: CGColor? {
    get { kept.shadowColor }
    set { kept.shadowColor = newValue }
  }

  /// Core Animation's `shadowOpacity`. Kept; Morph draws no shadows.
  public var shadowOpacity: CGFloat {
    get { kept.shadowOpacity }
    set { kept.shadowOpacity = newValue }
  }

  /// Core Animation's `shadowOffset`. Kept; Morph draws no shadows.
  public var shadowOffset: CGSize {
    get { kept.shadowOffset }
    set { kept.shadowOffset = newValue }
  }

  /// Core Animation's `shadowRadius`. Kept; Morph draws no shadows.
  public var shadowRadius: CGFloat {
    get { kept.shadowRadius }
    set { kept.shadowRadius = newValue }
  }

  /// Texture's `willDisplayNodeContentWithRenderingContext`: called before drawing, which only a device
  /// does. Kept, never called.
  public var willDisplayNodeContentWithRenderingContext: ASDisplayNodeContextModifier? {
    get { kept.willDisplayNodeContent }
    set {
      kept.willDisplayNodeContent = newValue
      DeviceOnlyDiagnostics.report("\(self): willDisplayNodeContentWithRenderingContext runs only on a device")
    }
  }

  /// Texture's `didDisplayNodeContentWithRenderingContext`; see
  /// ``willDisplayNodeContentWithRenderingContext``.
  public var didDisplayNodeContentWithRenderingContext: ASDisplayNodeContextModifier? {
    get { kept.didDisplayNodeContent }
    set {
      kept.didDisplayNodeContent = newValue
      DeviceOnlyDiagnostics.report("\(self): didDisplayNodeContentWithRenderingContext runs only on a device")
    }
  }
}
