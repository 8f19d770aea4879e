import Foundation

/// How a node's contents fill its bounds when their sizes differ — notably while its frame animates
/// (UIKit's `UIView.ContentMode`).
public enum ContentMode: Int, Hashable, Sendable, Codable {
  /// Stretched to the bounds (the default).
  case scaleToFill = 0
  /// Scaled to fit inside the bounds, keeping the aspect ratio.
  case scaleAspectFit = 1
  /// Scaled to cover the bounds, keeping the aspect ratio.
  case scaleAspectFill = 2
  /// Drawn anew for the new bounds.
  case redraw = 3
  case center = 4
  case top = 5
  case bottom = 6
  case left = 7
  case right = 8
  case topLeft = 9
  case topRight = 10
  case bottomLeft = 11
  case bottomRight = 12
}
