import Foundation
import MorphLayout

/// The settings of a `stack` spec, with Texture's defaults (horizontal, `alignItems: stretch`).
public struct StackOptions: Hashable, Sendable {
  public var direction: StackLayoutDirection = .horizontal
  public var spacing: CGFloat = 0
  public var justifyContent: StackLayoutJustifyContent = .start
  public var alignItems: StackLayoutAlignItems = .stretch
  public var flexWrap: StackLayoutFlexWrap = .noWrap
  public var alignContent: StackLayoutAlignContent = .start
  public var lineSpacing: CGFloat = 0
  public var horizontalAlignment: HorizontalAlignment = .none
  public var verticalAlignment: VerticalAlignment = .none

  public init() {}
}
