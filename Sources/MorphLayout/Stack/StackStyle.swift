import Foundation

/// The options of one stack, captured once per layout pass.
struct StackStyle {
  var direction: StackLayoutDirection
  var spacing: CGFloat
  var justifyContent: StackLayoutJustifyContent
  var alignItems: StackLayoutAlignItems
  var flexWrap: StackLayoutFlexWrap
  var alignContent: StackLayoutAlignContent
  var lineSpacing: CGFloat

  var mainAxis: Axis { direction.axis }

  /// The main-axis component of a size.
  func main(_ size: CGSize) -> CGFloat { size.length(along: mainAxis) }

  /// The cross-axis component of a size.
  func cross(_ size: CGSize) -> CGFloat { size.length(along: mainAxis.cross) }

  /// A size range from main-axis and cross-axis bounds (possibly inverted, as Texture builds them).
  func sizeRange(mainMin: CGFloat, mainMax: CGFloat, crossMin: CGFloat, crossMax: CGFloat) -> SizeRange {
    SizeRange(
      unchecked: CGSize(main: mainMin, cross: crossMin, mainAxis: mainAxis),
      CGSize(main: mainMax, cross: crossMax, mainAxis: mainAxis))
  }
}

/// Texture's tolerance below which a violation counts as none (`kViolationEpsilon`).
let violationEpsilon: CGFloat = 0.01
