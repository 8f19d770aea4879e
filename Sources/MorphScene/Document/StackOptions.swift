import Foundation
import MorphLayout

/// The settings of a `stack` spec, with Texture's defaults (horizontal, `alignItems: stretch`).
struct StackOptions: Hashable, Sendable {
  var direction: StackLayoutDirection = .horizontal
  var spacing: CGFloat = 0
  var justifyContent: StackLayoutJustifyContent = .start
  var alignItems: StackLayoutAlignItems = .stretch
  var flexWrap: StackLayoutFlexWrap = .noWrap
  var alignContent: StackLayoutAlignContent = .start
  var lineSpacing: CGFloat = 0
  var horizontalAlignment: HorizontalAlignment = .none
  var verticalAlignment: VerticalAlignment = .none

  init() {}
}
