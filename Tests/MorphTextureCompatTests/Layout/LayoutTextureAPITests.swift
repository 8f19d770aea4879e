import MorphTextureCompat
import Testing

/// Texture's layout validity checks, printed forms, `ASLayout` initializers and traversal.
@Suite struct LayoutTextureAPITests {
  @Test func validityFollowsTexturesBounds() {
    #expect(ASPointsValidForLayout(0) && ASPointsValidForLayout(1e12) && !ASPointsValidForLayout(-1))
    #expect(!ASPointsValidForLayout(.nan) && !ASPointsValidForLayout(.infinity))
    #expect(ASPointsValidForSize(9_999_999) && !ASPointsValidForSize(10_000_000))
    #expect(
      ASIsCGSizeValidForSize(CGSize(width: 1, height: 2)) && !ASIsCGSizeValidForSize(CGSize(width: 1, height: -2)))
    #expect(
      ASIsCGSizeValidForLayout(CGSize(width: 1e9, height: 0))
        && !ASIsCGSizeValidForLayout(CGSize(width: CGFloat.nan, height: 0)))
    #expect(ASIsCGPositionPointsValidForLayout(-5) && !ASIsCGPositionPointsValidForLayout(.nan))
    #expect(ASIsCGPositionValidForLayout(CGPoint(x: -1, y: 3)) && !ASIsCGPositionValidForLayout(CGPoint(x: 0, y: 1e8)))
    #expect(ASIsCGRectValidForLayout(CGRect(x: -4, y: 0, width: 3, height: 3)))
    #expect(!ASIsCGRectValidForLayout(CGRect(x: 0, y: 0, width: -3, height: 3)))
    #expect(ASIsTransformValidForLayout(CATransform3DMakeScale(2, 2, 1)))
    #expect(!ASIsTransformValidForLayout(CATransform3DMakeTranslation(.nan, 0, 0)))
    #expect(ASPointIsNull(ASPointNull) && !ASPointIsNull(.zero))
  }

  @Test func printsDimensionsSizesAndRanges() {
    #expect(NSStringFromASDimension(ASDimensionMake(100)) == "100pt")
    #expect(NSStringFromASLayoutSize(ASLayoutSizeMake(ASDimensionMakeWithFraction(0.5), .auto)) == "{50%, Auto}")
    #expect(NSStringFromASSizeRange(ASSizeRangeMake(CGSize(width: 10, height: 20))) == "{{10, 20}}")
    #expect(NSStringFromASSizeRange(ASSizeRangeMake(.zero, CGSize(width: 0.5, height: 3))) == "{{0, 0}, {0.5, 3}}")
    #expect(ASSizeRangeHasSignificantArea(ASSizeRangeMake(CGSize(width: 1, height: 1))))
    #expect(!ASSizeRangeHasSignificantArea(ASSizeRangeMake(CGSize(width: 0, height: 1))))
    #expect(ASLayoutElementStyleFlexGrowProperty == "ASLayoutElementStyleFlexGrowProperty")
  }

  @Test func makesLayoutsAndReadsTheirElements() {
    let node = ASDisplayNode(name: "a")
    let placed = ASLayout(
      layoutElement: node, size: CGSize(width: 10, height: 5), position: CGPoint(x: 1, y: 2), sublayouts: nil)
    #expect(placed.position == CGPoint(x: 1, y: 2) && placed.sublayouts.isEmpty && placed.layoutElement === node)
    #expect(placed.type == .displayNode)
    #expect(ASPointIsNull(ASLayout(layoutElement: node, size: .zero).position))
    let spec = ASWrapperLayoutSpec(layoutElement: node)
    #expect(ASLayout(layoutElement: spec, size: .zero, sublayouts: [placed]).type == .layoutSpec)
    #expect(spec.layoutElementType == .layoutSpec && node.layoutElementType == .displayNode)
    #expect(spec.sublayoutElements()?.count == 1 && node.sublayoutElements()?.isEmpty == true)
  }

  @Test func filtersSpecsOutOfTheTreeAndDescribesIt() {
    let root = ASDisplayNode(name: "root"), a = ASDisplayNode(name: "a"), b = ASDisplayNode(name: "b")
    for node in [a, b] { node.style.preferredSize = CGSize(width: 10, height: 10) }
    let spec = ASInsetLayoutSpec(
      insets: UIEdgeInsets(top: 3, left: 4, bottom: 0, right: 0),
      child: ASStackLayoutSpec(
        direction: .horizontal, spacing: 2, justifyContent: .start, alignItems: .start, children: [a, b]))
    let layout = spec.layoutThatFits(
      ASSizeRangeMake(.zero, CGSize(width: 100, height: 100)), parent: CGSize(width: 100, height: 100))
    let filtered = ASLayout(layoutElement: root, size: layout.size, position: .zero, sublayouts: [layout])
      .filteredNodeLayoutTree()
    #expect(filtered.sublayouts.map(\.position) == [CGPoint(x: 4, y: 3), CGPoint(x: 16, y: 3)])
    #expect(filtered.sublayouts.allSatisfy { $0.type == .displayNode })
    #expect(
      filtered.recursiveDescription() == """
        <ASLayout: <display root>, position = {0, 0}, size = {26, 13}>
          <ASLayout: <display a>, position = {4, 3}, size = {10, 10}>
          <ASLayout: <display b>, position = {16, 3}, size = {10, 10}>
        """)
  }

  @Test func texturesFactoriesAndOlderNamesBuildTheSameSpecs() {
    let a = ASDisplayNode(), b = ASDisplayNode()
    let stack = ASStackLayoutSpec(
      direction: .vertical, spacing: 4, justifyContent: .center, alignItems: .end, children: [a])
    #expect(
      stack.direction == .vertical && stack.spacing == 4 && stack.justifyContent == .center && stack.flexWrap == .noWrap
    )
    let wrapping = ASStackLayoutSpec(
      direction: .horizontal, spacing: 1, justifyContent: .start, alignItems: .start, flexWrap: .wrap,
      alignContent: .center,
      children: [a, b])
    #expect(wrapping.flexWrap == .wrap && wrapping.alignContent == .center && wrapping.children?.count == 2)
    let empty = ASStackLayoutSpec()
    #expect(empty.direction == .horizontal && empty.alignItems == .stretch && empty.children?.isEmpty == true)
    #expect(ASAbsoluteLayoutSpec(children: [a]).sizing == .default)
    #expect(ASWrapperLayoutSpec.wrapper(with: a).children?.count == 1)
    #expect(ASWrapperLayoutSpec.wrapper(layoutElements: [a, b]).children?.count == 2)
    let relative = ASRelativeLayoutSpec.relativePositionLayoutSpec(
      horizontal: .end, vertical: .center, sizing: .minimumWidth, child: a)
    #expect(
      relative.horizontalPosition == .end && relative.verticalPosition == .center
        && relative.sizingOption == .minimumWidth)
    let older: [ASHorizontalAlignment] = [.ASAlignmentLeft, .ASAlignmentMiddle, .ASAlignmentRight]
    #expect(older == [.left, .middle, .right])
    let olderVertical: [ASVerticalAlignment] = [.ASAlignmentTop, .ASAlignmentCenter, .ASAlignmentBottom]
    #expect(olderVertical == [.top, .center, .bottom])
  }

  @Test func childrenAreOptionalAsTextureDeclaresThem() {
    let stack = ASStackLayoutSpec.vertical()
    stack.children = [ASDisplayNode(), ASDisplayNode()]
    #expect(stack.children?.count == 2)
    stack.children?.append(ASDisplayNode())
    #expect(stack.children?.count == 3)
    stack.children = nil
    #expect(stack.children?.isEmpty == true)
  }

  @Test func stylesAnyElementInOneExpressionThroughTheProtocol() {
    func spacer(height: CGFloat) -> ASLayoutSpec {
      ASLayoutSpec().styled { style in style.height = ASDimensionMake(height) }
    }
    #expect(spacer(height: 8).style.height == ASDimensionMake(8))
    let elements: [any ASLayoutElementStylability] = [ASDisplayNode(), ASStackLayoutSpec()]
    for element in elements { element.styled { $0.flexGrow = 2 } }
    #expect((elements[0] as? ASDisplayNode)?.style.flexGrow == 2)
    #expect((elements[1] as? ASLayoutSpec)?.style.flexGrow == 2)
  }

  @Test func aSpecStopsBeingMutableOnceItsNodeIsLaidOut() {
    let inner = ASStackLayoutSpec()
    let outer = ASInsetLayoutSpec(insets: .zero, child: inner)
    let node = ASDisplayNode()
    node.layoutSpecBlock = { _, _ in outer }
    #expect(outer.isMutable && inner.isMutable)
    _ = node.layoutThatFits(ASSizeRangeMake(CGSize(width: 10, height: 10)))
    #expect(!outer.isMutable)
    #expect(inner.isMutable, "Texture clears the flag on the spec the node returned, not on its children")
  }
}
