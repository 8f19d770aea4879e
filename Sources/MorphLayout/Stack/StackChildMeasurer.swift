import Foundation

/// Measures one stack child for main and cross bounds (Texture's `crossChildLayout`).
///
/// A stretched child keeps its own explicit cross size: its cross minimum is its resolved style minimum
/// when that is non-zero, and its cross maximum its resolved style maximum when finite. An explicit 0
/// therefore counts as unset, and a cross maximum below the stack's minimum is not honoured.
struct StackChildMeasurer {
  let style: StackStyle
  /// The parent size children see: the stack's size on exact axes, NaN elsewhere.
  let parentSize: CGSize
  let context: LayoutContext

  /// Lays an item out with the given main range and the cross range its alignment calls for.
  func layout(
    _ item: StackItem, mainMin: CGFloat, mainMax: CGFloat, crossMin: CGFloat, crossMax: CGFloat
  )
    -> Layout
  {
    layout(
      item.element, style: item.element.style, mainMin: mainMin, mainMax: mainMax, crossMin: crossMin,
      crossMax: crossMax)
  }

  /// Lays an element out with the given main range and the cross range its alignment calls for.
  func layout(
    _ element: any LayoutElement, style elementStyle: LayoutElementStyle,
    mainMin: CGFloat, mainMax: CGFloat, crossMin: CGFloat, crossMax: CGFloat
  ) -> Layout {
    var childCrossMin: CGFloat = 0
    var childCrossMax = crossMax
    if elementStyle.alignSelf.resolved(with: style.alignItems) == .stretch {
      let own = elementStyle.sizeRange(parentSize: .undefined)
      let ownMin = style.cross(own.min)
      let ownMax = style.cross(own.max)
      childCrossMin = ownMin != 0 ? ownMin : crossMin
      childCrossMax = ownMax == .infinity ? crossMax : ownMax
    }
    let range = style.sizeRange(mainMin: mainMin, mainMax: mainMax, crossMin: childCrossMin, crossMax: childCrossMax)
    return element.layoutThatFits(range, parentSize: parentSize, context: context)
  }
}
