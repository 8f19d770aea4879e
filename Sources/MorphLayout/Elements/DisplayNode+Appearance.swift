import Foundation

// The visual properties exporters draw, kept in the node's ``NodeAppearance`` once one is set.
extension DisplayNode {
  /// The fill behind the node's content; nil is transparent. Disfavored, so that where a module adds a
  /// property of the same name with a platform color type (`MorphTextureCompat`'s `UIColor?`, as in
  /// Texture), code written against that type resolves to it.
  @_disfavoredOverload
  public var backgroundColor: (any ColorConvertible)? {
    get { appearance?.backgroundColor }
    set { ownAppearance.backgroundColor = newValue }
  }
  /// ``backgroundColor`` under a name no other module overloads.
  package var fillColor: (any ColorConvertible)? {
    get { appearance?.backgroundColor }
    set { ownAppearance.backgroundColor = newValue }
  }
  /// Opacity, 0…1.
  public var alpha: CGFloat {
    get { appearance?.alpha ?? 1 }
    set { ownAppearance.alpha = newValue }
  }
  /// Radius of the node's rounded corners.
  public var cornerRadius: CGFloat {
    get { appearance?.cornerRadius ?? 0 }
    set { ownAppearance.cornerRadius = newValue }
  }
  /// Width of the border drawn inside the node's bounds.
  public var borderWidth: CGFloat {
    get { appearance?.borderWidth ?? 0 }
    set { ownAppearance.borderWidth = newValue }
  }
  /// Color of the border; nil draws none. Disfavored like ``backgroundColor`` (Texture's is a `CGColor?`).
  @_disfavoredOverload
  public var borderColor: (any ColorConvertible)? {
    get { appearance?.borderColor }
    set { ownAppearance.borderColor = newValue }
  }
  /// ``borderColor`` under a name no other module overloads.
  package var strokeColor: (any ColorConvertible)? {
    get { appearance?.borderColor }
    set { ownAppearance.borderColor = newValue }
  }
  /// Whether content outside the bounds is hidden.
  public var clipsToBounds: Bool {
    get { appearance?.clipsToBounds ?? false }
    set { ownAppearance.clipsToBounds = newValue }
  }
  /// How the node's contents fill its bounds when their sizes differ.
  public var contentMode: ContentMode {
    get { appearance?.contentMode ?? .scaleToFill }
    set { ownAppearance.contentMode = newValue }
  }
  /// The node's transform about its centre.
  public var transform: NodeTransform {
    get { appearance?.transform ?? .identity }
    set { ownAppearance.transform = newValue }
  }

  /// How far outside (negative insets) or inside (positive) its bounds a touch still lands on the node
  /// (Texture's `hitTestSlop`); see ``pointInside(_:with:)``.
  public var hitTestSlop: EdgeInsets {
    get { attachments[ObjectIdentifier(HitTestSlop.self)] as? EdgeInsets ?? EdgeInsets(all: 0) }
    set { attachments[ObjectIdentifier(HitTestSlop.self)] = newValue }
  }
}

/// The key of ``DisplayNode/hitTestSlop`` among a node's attachments.
private enum HitTestSlop {}
