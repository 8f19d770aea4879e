import MorphTextureCompat
import Testing

/// Each Texture and UIKit name stands for the right Morph type or value.
@MainActor
@Suite struct TextureNameTests {
  @Test func typeNamesAreMorphsTypes() {
    let pairs: [(texture: Any.Type, morph: Any.Type)] = [
      (ASDisplayNode.self, DisplayNode.self),
      (ASTextNode2.self, ASTextNode.self),
      (ASImageNode.self, ImageNode.self),
      (ASNetworkImageNode.self, NetworkImageNode.self),
      (ASCellNode.self, CellNode.self),
      (ASControlNode.self, ControlNode.self),
      (ASScrollNode.self, ScrollNode.self),
      (ASVideoNode.self, VideoNode.self),
      (ASControlNodeEvent.self, ControlNode.Event.self),
      (ASScrollDirection.self, ScrollNode.Directions.self),
      (UIControl.State.self, ButtonNode.State.self),
      (UITableViewCell.SelectionStyle.self, CellNode.SelectionStyle.self),
      (UIView.ContentMode.self, ContentMode.self),
      (ASLayoutSpec.self, LayoutSpec.self),
      (ASWrapperLayoutSpec.self, WrapperLayoutSpec.self),
      (ASStackLayoutSpec.self, StackLayoutSpec.self),
      (ASInsetLayoutSpec.self, InsetLayoutSpec.self),
      (ASOverlayLayoutSpec.self, OverlayLayoutSpec.self),
      (ASBackgroundLayoutSpec.self, BackgroundLayoutSpec.self),
      (ASCenterLayoutSpec.self, CenterLayoutSpec.self),
      (ASRelativeLayoutSpec.self, RelativeLayoutSpec.self),
      (ASRatioLayoutSpec.self, RatioLayoutSpec.self),
      (ASAbsoluteLayoutSpec.self, AbsoluteLayoutSpec.self),
      (ASCornerLayoutSpec.self, CornerLayoutSpec.self),
      (ASStackLayoutDirection.self, StackLayoutDirection.self),
      (ASStackLayoutJustifyContent.self, StackLayoutJustifyContent.self),
      (ASStackLayoutAlignItems.self, StackLayoutAlignItems.self),
      (ASStackLayoutAlignSelf.self, StackLayoutAlignSelf.self),
      (ASStackLayoutFlexWrap.self, StackLayoutFlexWrap.self),
      (ASStackLayoutAlignContent.self, StackLayoutAlignContent.self),
      (ASHorizontalAlignment.self, HorizontalAlignment.self),
      (ASVerticalAlignment.self, VerticalAlignment.self),
      (ASRelativeLayoutSpecPosition.self, RelativeLayoutSpecPosition.self),
      (ASRelativeLayoutSpecSizingOption.self, RelativeLayoutSpecSizingOption.self),
      (ASCenterLayoutSpecCenteringOptions.self, CenterLayoutSpecCenteringOptions.self),
      (ASCenterLayoutSpecSizingOptions.self, CenterLayoutSpecSizingOptions.self),
      (ASAbsoluteLayoutSpecSizing.self, AbsoluteLayoutSpecSizing.self),
      (ASCornerLayoutLocation.self, CornerLayoutLocation.self),
      (ASSizeRange.self, SizeRange.self),
      (ASDimension.self, LayoutDimension.self),
      (ASDimensionUnit.self, LayoutDimension.Unit.self),
      (ASLayoutSize.self, LayoutSize.self),
      ((any ASLayoutElement).self, (any LayoutElement).self),
      (ASLayoutElementStyle.self, LayoutElementStyle.self),
      (ASLayout.self, Layout.self),
      (ASContextTransitioning.self, (any ContextTransitioning).self),
      (ASLayoutSpecBlock.self, ((DisplayNode, SizeRange) -> LayoutSpec).self),
      (UIEdgeInsets.self, EdgeInsets.self),
      (UIView.AnimationOptions.self, AnimationOptions.self),
      (UIView.KeyframeAnimationOptions.self, KeyframeAnimationOptions.self),
    ]
    for pair in pairs {
      #expect(ObjectIdentifier(pair.texture) == ObjectIdentifier(pair.morph), "\(pair.texture) is \(pair.morph)")
    }
  }

  @Test func nodesMadeWithoutAMeasurerAreSubclassesOfMorphsNodes() {
    let pairs: [(subclass: AnyClass, superclass: AnyClass)] = [
      (ASTextNode.self, TextNode.self), (ASButtonNode.self, ButtonNode.self), (ButtonNode.self, ControlNode.self),
      (ASVideoNode.self, NetworkImageNode.self), (ASCellNode.self, DisplayNode.self),
      (ASEditableTextNode.self, EditableTextNode.self),
    ]
    for pair in pairs {
      #expect(ObjectIdentifier(_getSuperclass(pair.subclass)!) == ObjectIdentifier(pair.superclass))
    }
  }

  @Test func dimensionHelpers() {
    #expect(ASDimensionAuto == .auto)
    #expect(ASDimensionMake(50) == .points(50))
    #expect(ASDimensionMake("12pt") == .points(12))
    #expect(ASDimensionMake("50%") == .fraction(0.5))
    #expect(ASDimensionMake("auto") == .auto)
    #expect(ASDimensionMake(.fraction, 0.25) == .fraction(0.25))
    #expect(ASDimensionMakeWithPoints(7) == .points(7))
    #expect(ASDimensionMakeWithFraction(0.75) == .fraction(0.75))
    #expect(ASDimensionEqualToDimension(ASDimensionMake(3), .points(3)))
    #expect(!ASDimensionEqualToDimension(.points(3), .fraction(3)))
    // Texture's argument order: dimension, parent size, auto size.
    #expect(ASDimensionResolve(.fraction(0.5), 200, 7) == 100)
    #expect(ASDimensionResolve(.points(30), 200, 7) == 30)
    #expect(ASDimensionResolve(.auto, 200, 7) == 7)
  }

  @Test func layoutSizeHelpers() {
    #expect(ASLayoutSizeAuto == LayoutSize(width: .auto, height: .auto))
    let size = ASLayoutSizeMake(.fraction(0.5), .auto)
    #expect(size == LayoutSize(width: .fraction(0.5), height: .auto))
    // Texture's argument order: layout size, parent size, auto size.
    #expect(
      ASLayoutSizeResolveSize(size, CGSize(width: 300, height: 80), CGSize(width: 1, height: 2))
        == CGSize(width: 150, height: 2))
  }

  @Test func sizeRangeHelpers() {
    #expect(ASSizeRangeZero == SizeRange(min: .zero, max: .zero))
    #expect(ASSizeRangeUnconstrained == SizeRange(min: .zero, max: CGSize(width: CGFloat.infinity, height: .infinity)))
    let range = ASSizeRangeMake(CGSize(width: 10, height: 20), CGSize(width: 100, height: 200))
    #expect(range.min == CGSize(width: 10, height: 20) && range.max == CGSize(width: 100, height: 200))
    #expect(ASSizeRangeMake(CGSize(width: 5, height: 6)) == SizeRange(exactly: CGSize(width: 5, height: 6)))
    #expect(ASSizeRangeClamp(range, CGSize(width: 1, height: 1000)) == CGSize(width: 10, height: 200))
    // Disjoint widths: the first range wins with its maximum, since its minimum is the smaller.
    let other = ASSizeRangeMake(CGSize(width: 150, height: 0), CGSize(width: 160, height: 50))
    #expect(
      ASSizeRangeIntersect(range, other)
        == SizeRange(min: CGSize(width: 100, height: 20), max: CGSize(width: 100, height: 50)))
    #expect(ASSizeRangeEqualToSizeRange(range, ASSizeRangeMake(range.min, range.max)))
    #expect(!ASSizeRangeEqualToSizeRange(range, other))
  }

  @Test func calculateLayoutResolvesFractionsAgainstTheParentSize() {
    let node = ASDisplayNode()
    node.style.width = ASDimensionMake("50%")
    node.style.height = ASDimensionMake(10)
    let range = ASSizeRangeMake(.zero, CGSize(width: 200, height: 100))
    // The root's parent size is the range's maximum: half of 200.
    #expect(ASCalculateRootLayout(node, range).size == CGSize(width: 100, height: 10))
    #expect(ASCalculateLayout(node, range, CGSize(width: 300, height: 100)).size == CGSize(width: 150, height: 10))
  }

  @Test func aLayoutSpecBlockLaysTheNodeOut() {
    let node = ASDisplayNode()
    let child = ASDisplayNode()
    child.style.preferredSize = CGSize(width: 20, height: 10)
    let block: ASLayoutSpecBlock = { _, _ in
      ASInsetLayoutSpec(insets: UIEdgeInsetsMake(1, 2, 3, 4), child: child)
    }
    node.layoutSpecBlock = block
    let layout = ASCalculateRootLayout(node, ASSizeRangeUnconstrained)
    #expect(layout.size == CGSize(width: 26, height: 14))
    #expect(layout.sublayouts.first?.frame == CGRect(x: 2, y: 1, width: 20, height: 10))
  }

  @Test func transitionContextKeys() {
    #expect(ASTransitionContextFromLayoutKey == TransitionContextKey.from.rawValue)
    #expect(ASTransitionContextToLayoutKey == TransitionContextKey.to.rawValue)
    #expect(ASTransitionContextFromLayoutKey == "org.asyncdisplaykit.ASTransitionContextFromLayoutKey")
    #expect(ASTransitionContextToLayoutKey == "org.asyncdisplaykit.ASTransitionContextToLayoutKey")
  }

  @Test func edgeInsets() {
    let insets = UIEdgeInsetsMake(1, 2, 3, 4)
    #expect(insets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(insets.top == 1 && insets.left == 2 && insets.bottom == 3 && insets.right == 4)
  }

  @Test func colorsHaveUIKitsComponents() {
    let colors: [(UIColor, String)] = [
      (.red, "#ff0000"), (.green, "#00ff00"), (.blue, "#0000ff"), (.cyan, "#00ffff"), (.yellow, "#ffff00"),
      (.magenta, "#ff00ff"), (.orange, "#ff8000"), (.purple, "#800080"), (.brown, "#996633"),
      (.lightGray, "#aaaaaa"), (.gray, "#808080"), (.darkGray, "#555555"),
      (.black, "#000000"), (.white, "#ffffff"), (.clear, "#00000000"),
    ]
    for (color, hex) in colors {
      #expect(color.color.hex == hex)
    }
    #expect(UIColor.lightGray.color.red == 2.0 / 3 && UIColor.darkGray.color.blue == 1.0 / 3)
  }

  @Test func animationOptionsSelectUIKitsCurves() {
    #expect(UIView.AnimationOptions.curveEaseOut.curve == .easeOut)
    #expect(UIView.AnimationOptions.curveEaseIn.curve == .easeIn)
    #expect(UIView.AnimationOptions.curveLinear.curve == .linear)
    #expect(UIView.AnimationOptions().curve == .easeInOut)
    #expect(UIView.AnimationOptions.curveEaseOut.rawValue == 2 << 16)
    #expect(UIView.KeyframeAnimationOptions.calculationModeDiscrete.rawValue == 1 << 10)
  }
}
