import Foundation

/// What a node draws besides its layout: colors, corners, border, clipping, content mode and
/// transform, with UIKit's defaults. A node allocates it the first time one of these is set, so that
/// nodes that only lay out (most nodes of a large tree) do not carry it.
final class NodeAppearance {
  var backgroundColor: (any ColorConvertible)?
  var alpha: CGFloat = 1
  var cornerRadius: CGFloat = 0
  var borderWidth: CGFloat = 0
  var borderColor: (any ColorConvertible)?
  var clipsToBounds = false
  var contentMode: ContentMode = .scaleToFill
  var transform: NodeTransform = .identity
}

/// How a node animates its layout transitions and what it runs once loaded, with Texture's defaults;
/// allocated the first time one of them is set.
final class NodeTransitionSettings {
  var duration: TimeInterval = 0.2
  var delay: TimeInterval = 0
  var options: AnimationOptions = .curveEaseInOut
  var animate: ((DisplayNode, any ContextTransitioning) -> Void)?
  var didComplete: ((DisplayNode, any ContextTransitioning) -> Void)?
}
