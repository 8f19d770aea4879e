import Foundation
import MorphLayout

// Texture's initializers and class factories of the layout specs, over Morph's initializers.

extension StackLayoutSpec {
  /// Texture's `init(direction:spacing:justifyContent:alignItems:children:)`: a stack that does not wrap.
  public convenience init(
    direction: ASStackLayoutDirection, spacing: CGFloat, justifyContent: ASStackLayoutJustifyContent,
    alignItems: ASStackLayoutAlignItems, children: [any ASLayoutElement]
  ) {
    self.init(
      direction: direction, spacing: spacing, justifyContent: justifyContent, alignItems: alignItems,
      flexWrap: .noWrap, alignContent: .start, lineSpacing: 0, children: children)
  }

  /// Texture's `init(direction:spacing:justifyContent:alignItems:flexWrap:alignContent:children:)`: a
  /// stack with no spacing between its lines.
  public convenience init(
    direction: ASStackLayoutDirection, spacing: CGFloat, justifyContent: ASStackLayoutJustifyContent,
    alignItems: ASStackLayoutAlignItems, flexWrap: ASStackLayoutFlexWrap, alignContent: ASStackLayoutAlignContent,
    children: [any ASLayoutElement]
  ) {
    self.init(
      direction: direction, spacing: spacing, justifyContent: justifyContent, alignItems: alignItems,
      flexWrap: flexWrap, alignContent: alignContent, lineSpacing: 0, children: children)
  }
}

extension WrapperLayoutSpec {
  /// Texture's `wrapper(with:)`: a spec that gives `layoutElement` its own size.
  public class func wrapper(with layoutElement: any ASLayoutElement) -> WrapperLayoutSpec {
    WrapperLayoutSpec(layoutElement: layoutElement)
  }

  /// Texture's `wrapper(layoutElements:)`: a spec that lays each element out at its own size and
  /// takes the largest.
  public class func wrapper(layoutElements: [any ASLayoutElement]) -> WrapperLayoutSpec {
    WrapperLayoutSpec(layoutElements: layoutElements)
  }
}

extension RelativeLayoutSpec {
  /// Texture's `relativePositionLayoutSpec(horizontal:vertical:sizing:child:)`: a spec placing `child`
  /// at the given positions.
  public class func relativePositionLayoutSpec(
    horizontal: ASRelativeLayoutSpecPosition, vertical: ASRelativeLayoutSpecPosition,
    sizing: ASRelativeLayoutSpecSizingOption, child: any ASLayoutElement
  ) -> RelativeLayoutSpec {
    RelativeLayoutSpec(horizontalPosition: horizontal, verticalPosition: vertical, sizingOption: sizing, child: child)
  }
}
