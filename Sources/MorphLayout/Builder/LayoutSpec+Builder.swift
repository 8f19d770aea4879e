import Foundation

extension StackLayoutSpec {
  /// A stack whose children come from a builder closure.
  public convenience init(
    direction: StackLayoutDirection = .horizontal, spacing: CGFloat = 0,
    justifyContent: StackLayoutJustifyContent = .start, alignItems: StackLayoutAlignItems = .stretch,
    flexWrap: StackLayoutFlexWrap = .noWrap, alignContent: StackLayoutAlignContent = .start,
    lineSpacing: CGFloat = 0, @LayoutSpecBuilder children: () -> [any LayoutElement]
  ) {
    self.init(
      direction: direction, spacing: spacing, justifyContent: justifyContent, alignItems: alignItems,
      flexWrap: flexWrap, alignContent: alignContent, lineSpacing: lineSpacing, children: children())
  }
}

extension InsetLayoutSpec {
  /// An inset spec whose child comes from a builder closure.
  public convenience init(insets: EdgeInsets, @LayoutElementBuilder child: () -> any LayoutElement) {
    self.init(insets: insets, child: child())
  }
}

extension OverlayLayoutSpec {
  /// An overlay spec whose child comes from a builder closure.
  public convenience init(
    overlay: any LayoutElement, @LayoutElementBuilder child: () -> any LayoutElement
  ) {
    self.init(child: child(), overlay: overlay)
  }
}

extension BackgroundLayoutSpec {
  /// A background spec whose child comes from a builder closure.
  public convenience init(
    background: any LayoutElement, @LayoutElementBuilder child: () -> any LayoutElement
  ) {
    self.init(child: child(), background: background)
  }
}

extension CenterLayoutSpec {
  /// A center spec whose child comes from a builder closure.
  public convenience init(
    centeringOptions: CenterLayoutSpecCenteringOptions = [], sizingOptions: CenterLayoutSpecSizingOptions = [],
    @LayoutElementBuilder child: () -> any LayoutElement
  ) {
    self.init(centeringOptions: centeringOptions, sizingOptions: sizingOptions, child: child())
  }
}

extension RelativeLayoutSpec {
  /// A relative spec whose child comes from a builder closure.
  public convenience init(
    horizontalPosition: RelativeLayoutSpecPosition, verticalPosition: RelativeLayoutSpecPosition,
    sizingOption: RelativeLayoutSpecSizingOption = [], @LayoutElementBuilder child: () -> any LayoutElement
  ) {
    self.init(
      horizontalPosition: horizontalPosition, verticalPosition: verticalPosition, sizingOption: sizingOption,
      child: child())
  }
}

extension RatioLayoutSpec {
  /// A ratio spec whose child comes from a builder closure.
  public convenience init(ratio: CGFloat, @LayoutElementBuilder child: () -> any LayoutElement) {
    self.init(ratio: ratio, child: child())
  }
}

extension AbsoluteLayoutSpec {
  /// An absolute spec whose children come from a builder closure.
  public convenience init(
    sizing: AbsoluteLayoutSpecSizing = .default, @LayoutSpecBuilder children: () -> [any LayoutElement]
  ) {
    self.init(sizing: sizing, children: children())
  }
}

extension CornerLayoutSpec {
  /// A corner spec whose child comes from a builder closure.
  public convenience init(
    corner: any LayoutElement, location: CornerLayoutLocation, @LayoutElementBuilder child: () -> any LayoutElement
  ) {
    self.init(child: child(), corner: corner, location: location)
  }
}

extension WrapperLayoutSpec {
  /// A wrapper spec whose children come from a builder closure.
  public convenience init(@LayoutSpecBuilder layoutElements: () -> [any LayoutElement]) {
    self.init(layoutElements: layoutElements())
  }
}

extension DisplayNode {
  /// Sets ``layoutSpecBlock`` from a builder closure that receives the node and its range.
  public func layoutSpec(
    @LayoutElementBuilder _ build: @escaping (DisplayNode, SizeRange) -> any LayoutElement
  ) {
    layoutSpecBlock = { node, range in
      let element = build(node, range)
      return element as? LayoutSpec ?? WrapperLayoutSpec(layoutElement: element)
    }
  }
}
