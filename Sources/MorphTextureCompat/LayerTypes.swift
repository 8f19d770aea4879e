import Foundation

/// Core Animation's `CACornerMask`: which corners `cornerRadius` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// Core Animation's `CAEdgeAntialiasingMask`: which edges are antialiased.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
  public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
  public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
  public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
}

/// Core Animation's `CAAction`: what a layer runs when one of its properties changes.
public protocol CAAction: AnyObject {
  /// Runs the action for `event` on `anObject`.
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// UIKit's `UISemanticContentAttribute`: whether a view's contents flip for right-to-left languages.
public enum UISemanticContentAttribute: Int, Sendable {
  case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

extension UIView {
  /// UIKit's `UIView.AutoresizingMask`: how a view resizes when its superview's bounds change.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }
}
