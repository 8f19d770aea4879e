import Foundation
import MorphLayout

/// UIKit's `UIEdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets

/// UIKit's `UIEdgeInsetsMake`.
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> EdgeInsets {
  EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}
