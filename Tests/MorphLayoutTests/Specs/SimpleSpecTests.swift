import Foundation
@testable import MorphLayout
import Testing
import _MorphTestSupport

@Suite struct BareAndWrapperSpecTests {
  @Test func bareSpecMeasuresToItsMinimum() {
    #expect(layout(LayoutSpec(), range(10, 20, 300, 400)).size == CGSize(width: 10, height: 20))
    #expect(layout(LayoutSpec(), .unconstrained).size == .zero)
  }

  @Test func wrapperIsItsLargestChildAndAtLeastTheMinimum() {
    let a = IntrinsicNode("a", 50, 30)
    let b = IntrinsicNode("b", 20, 60)
    let result = layout(WrapperLayoutSpec(layoutElements: [a, b]), range(10, 0, 200, 100))
    #expect(result.size == CGSize(width: 50, height: 60))
    #expect(result.childFrames == [rect(0, 0, 50, 30), rect(0, 0, 20, 60)])
  }

  @Test func wrapperGivesAPlainNodeTheWholeMaximum() {
    let plain = DisplayNode()
    #expect(
      layout(WrapperLayoutSpec(layoutElement: plain), range(0, 0, 200, 100)).size == CGSize(width: 200, height: 100))
  }
}

@Suite struct InsetSpecTests {
  @Test func padsTheChild() {
    let spec = InsetLayoutSpec(insets: EdgeInsets(all: 10), child: IntrinsicNode("c", 50, 30))
    let result = layout(spec, range(0, 0, 200, 200))
    #expect(result.size == CGSize(width: 70, height: 50))
    #expect(result.childFrames == [rect(10, 10, 50, 30)])
  }

  @Test func childFractionsResolveAgainstTheInnerBox() {
    let child = IntrinsicNode("c", 50, 30).width(.fraction(0.5))
    let result = layout(InsetLayoutSpec(insets: EdgeInsets(all: 10), child: child), range(0, 0, 200, 200))
    #expect(result.childFrames == [rect(10, 10, 90, 30)])
  }

  @Test func infiniteLeftPinsTheChildToTheRightInset() {
    let insets = EdgeInsets(top: 0, left: .infinity, bottom: 0, right: 10)
    let result = layout(InsetLayoutSpec(insets: insets, child: IntrinsicNode("c", 50, 30)), range(0, 0, 200, 100))
    #expect(result.size == CGSize(width: 200, height: 30))
    #expect(result.childFrames == [rect(140, 0, 50, 30)])
  }

  @Test func infiniteInsetsOnBothSidesCenterWithRounding() {
    let insets = EdgeInsets(top: .infinity, left: .infinity, bottom: .infinity, right: .infinity)
    let result = layout(InsetLayoutSpec(insets: insets, child: IntrinsicNode("c", 50, 30.5)), range(0, 0, 200, 100))
    // x = 200 − (round((200 − 50) / 2) + 50); y = 100 − (round(34.75) + 30.5) at scale 2.
    #expect(result.childFrames == [rect(75, 34.5, 50, 30.5)])
    #expect(result.size == CGSize(width: 200, height: 100))
  }

  @Test func ignoresItsOwnStyleSize() {
    let spec = InsetLayoutSpec(insets: EdgeInsets(all: 10), child: IntrinsicNode("c", 50, 30)).width(300)
    #expect(layout(spec, range(0, 0, 400, 200)).size == CGSize(width: 70, height: 50))
  }

  @Test func forwardsTheMinimumLessInsets() {
    let spy = ParentSizeSpy()
    _ = layout(
      InsetLayoutSpec(insets: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10), child: spy), range(100, 50, 200, 80))
    #expect(spy.receivedRange == range(80, 40, 180, 70))
    #expect(spy.receivedParentSize == CGSize(width: 180, height: 70))
  }
}

@Suite struct OverlayAndBackgroundSpecTests {
  @Test func overlayIsStretchedOverTheChildAndDrawnAbove() {
    let child = IntrinsicNode("child", 100, 50)
    let overlay = DisplayNode(name: "overlay")
    let result = layout(OverlayLayoutSpec(child: child, overlay: overlay), range(0, 0, 300, 300))
    #expect(result.size == CGSize(width: 100, height: 50))
    #expect(result.sublayouts.map { ($0.element as! DisplayNode).name } == ["child", "overlay"])
    #expect(result.childFrames == [rect(0, 0, 100, 50), rect(0, 0, 100, 50)])
  }

  @Test func backgroundIsStretchedBehindTheChildAndComesFirst() {
    let child = IntrinsicNode("child", 100, 50)
    let background = DisplayNode(name: "background")
    let result = layout(BackgroundLayoutSpec(child: child, background: background), range(0, 0, 300, 300))
    #expect(result.sublayouts.map { ($0.element as! DisplayNode).name } == ["background", "child"])
    #expect(result.childFrames == [rect(0, 0, 100, 50), rect(0, 0, 100, 50)])
  }

  @Test func backgroundResolvesAgainstTheSpecsParentSizeButOverlayAgainstTheChild() {
    let backgroundSpy = ParentSizeSpy()
    _ = BackgroundLayoutSpec(child: IntrinsicNode("c", 100, 50), background: backgroundSpy)
      .layoutThatFits(range(0, 0, 300, 300), parentSize: CGSize(width: 320, height: 480))
    #expect(backgroundSpy.receivedParentSize == CGSize(width: 320, height: 480))
    #expect(backgroundSpy.receivedRange == exactly(100, 50))
    let overlaySpy = ParentSizeSpy()
    _ = OverlayLayoutSpec(child: IntrinsicNode("c", 100, 50), overlay: overlaySpy)
      .layoutThatFits(range(0, 0, 300, 300), parentSize: CGSize(width: 320, height: 480))
    #expect(overlaySpy.receivedParentSize == CGSize(width: 100, height: 50))
  }

  @Test func bothIgnoreTheirOwnStyleSize() {
    let overlay = OverlayLayoutSpec(child: IntrinsicNode("c", 100, 50), overlay: DisplayNode()).width(10)
    let background = BackgroundLayoutSpec(child: IntrinsicNode("c", 100, 50), background: DisplayNode()).height(10)
    #expect(layout(overlay, range(0, 0, 300, 300)).size == CGSize(width: 100, height: 50))
    #expect(layout(background, range(0, 0, 300, 300)).size == CGSize(width: 100, height: 50))
  }
}

@Suite struct RelativeAndCenterSpecTests {
  @Test(arguments: [
    (RelativeLayoutSpecPosition.start, RelativeLayoutSpecPosition.end, CGPoint(x: 0, y: 70)),
    (.center, .center, CGPoint(x: 75, y: 35)),
    (.end, .start, CGPoint(x: 150, y: 0)),
  ])
  func placesTheChildByPosition(
    horizontal: RelativeLayoutSpecPosition, vertical: RelativeLayoutSpecPosition, origin: CGPoint
  ) {
    let spec = RelativeLayoutSpec(
      horizontalPosition: horizontal, verticalPosition: vertical, child: IntrinsicNode("c", 50, 30))
    let result = layout(spec, exactly(200, 100))
    #expect(result.size == CGSize(width: 200, height: 100))
    #expect(result.childFrames == [CGRect(origin: origin, size: CGSize(width: 50, height: 30))])
  }

  @Test func anAxisWithoutPositionForwardsTheMinimum() {
    let spec = RelativeLayoutSpec(horizontalPosition: .none, verticalPosition: .end, child: IntrinsicNode("c", 50, 30))
    #expect(layout(spec, exactly(200, 100)).childFrames == [rect(0, 70, 200, 30)])
  }

  @Test func minimumSizingShrinksToTheChild() {
    let spec = RelativeLayoutSpec(
      horizontalPosition: .end, verticalPosition: .end, sizingOption: .minimumSize, child: IntrinsicNode("c", 50, 30))
    let result = layout(spec, range(0, 0, 200, 100))
    #expect(result.size == CGSize(width: 50, height: 30))
    #expect(result.childFrames == [rect(0, 0, 50, 30)])
    let widthOnly = RelativeLayoutSpec(
      horizontalPosition: .end, verticalPosition: .end, sizingOption: .minimumWidth, child: IntrinsicNode("c", 50, 30))
    #expect(layout(widthOnly, range(0, 0, 200, 100)).size == CGSize(width: 50, height: 100))
  }

  @Test func anUnboundedAxisTakesTheChildsLength() {
    let spec = RelativeLayoutSpec(
      horizontalPosition: .center, verticalPosition: .center, child: IntrinsicNode("c", 50, 30))
    #expect(layout(spec, range(0, 0, 200, .infinity)).size == CGSize(width: 200, height: 30))
  }

  @Test func centringRoundsToThePixelGrid() {
    let spec = RelativeLayoutSpec(
      horizontalPosition: .center, verticalPosition: .start, child: IntrinsicNode("c", 50.25, 30))
    // The child is ceiled to 50.5; (200 − 50.5) / 2 = 74.75 rounds to 75 at scale 2.
    #expect(layout(spec, exactly(200, 100)).childFrames == [rect(75, 0, 50.5, 30)])
  }

  @Test func centerSpecCentersOnTheChosenAxes() {
    let both = CenterLayoutSpec(centeringOptions: .XY, child: IntrinsicNode("c", 50, 30))
    #expect(layout(both, exactly(200, 100)).childFrames == [rect(75, 35, 50, 30)])
    let xOnly = CenterLayoutSpec(centeringOptions: .X, child: IntrinsicNode("c", 50, 30))
    #expect(
      layout(xOnly, exactly(200, 100)).childFrames == [rect(75, 0, 50, 100)],
      "Y is not centred: the minimum is forwarded")
    let shrunk = CenterLayoutSpec(centeringOptions: .XY, sizingOptions: .minimumXY, child: IntrinsicNode("c", 50, 30))
    #expect(layout(shrunk, range(0, 0, 200, 100)).size == CGSize(width: 50, height: 30))
    let shrunkX = CenterLayoutSpec(centeringOptions: .XY, sizingOptions: .minimumX, child: IntrinsicNode("c", 50, 30))
    #expect(layout(shrunkX, range(0, 0, 200, 100)).size == CGSize(width: 50, height: 100))
  }

  @Test func centerSpecsWithoutCentringPutTheChildAtTheOrigin() {
    let spec = CenterLayoutSpec(centeringOptions: [], child: IntrinsicNode("c", 50, 30))
    #expect(
      spec.horizontalPosition == RelativeLayoutSpecPosition.none
        && spec.verticalPosition == RelativeLayoutSpecPosition.none)
    #expect(layout(spec, range(0, 0, 200, 100)).childFrames == [rect(0, 0, 50, 30)])
  }
}

@Suite struct RatioSpecTests {
  @Test func derivesTheHeightFromTheWidth() {
    let result = layout(RatioLayoutSpec(ratio: 0.5, child: DisplayNode()), range(0, 0, 200, .infinity))
    #expect(result.size == CGSize(width: 200, height: 100))
  }

  @Test func picksTheCandidateClosestToTheRatio() {
    let result = layout(RatioLayoutSpec(ratio: 0.5, child: DisplayNode()), range(0, 0, 200, 50))
    #expect(result.size == CGSize(width: 100, height: 50))
  }

  @Test func floorsTheDerivedLengthToThePixelGrid() {
    let result = layout(RatioLayoutSpec(ratio: 1.0 / 3.0, child: DisplayNode()), range(0, 0, 100, .infinity))
    #expect(result.size == CGSize(width: 100, height: 33))
  }

  @Test func withoutAFiniteMaximumTheChildGetsTheRange() {
    let result = layout(RatioLayoutSpec(ratio: 2, child: IntrinsicNode("c", 40, 10)), .unconstrained)
    #expect(result.size == CGSize(width: 40, height: 10))
  }
}

@Suite struct AbsoluteSpecTests {
  @Test func placesChildrenAtTheirPositionsWithTheSpaceLeftAsMaximum() {
    let filler = DisplayNode().layoutPosition(CGPoint(x: 150, y: 0))
    let badge = IntrinsicNode("b", 20, 20).layoutPosition(CGPoint(x: 10, y: 10))
    let result = layout(AbsoluteLayoutSpec(children: [filler, badge]), range(0, 0, 200, 100))
    #expect(result.size == CGSize(width: 200, height: 100))
    #expect(result.childFrames == [rect(150, 0, 50, 100), rect(10, 10, 20, 20)])
  }

  @Test func sizeToFitTakesTheUnionOfTheChildren() {
    let a = IntrinsicNode("a", 20, 20).layoutPosition(CGPoint(x: 10, y: 10))
    let b = IntrinsicNode("b", 30, 40).layoutPosition(CGPoint(x: 50, y: 5))
    #expect(
      layout(AbsoluteLayoutSpec(sizing: .sizeToFit, children: [a, b]), range(0, 0, 200, 100)).size
        == CGSize(width: 80, height: 45))
    #expect(layout(AbsoluteLayoutSpec(children: [a, b]), .unconstrained).size == CGSize(width: 80, height: 45))
  }

  @Test func childFractionsResolveAgainstTheMaximum() {
    let half = IntrinsicNode("h", 0, 0).width(.fraction(0.5)).height(10)
    #expect(layout(AbsoluteLayoutSpec(children: [half]), range(0, 0, 200, 100)).childFrames == [rect(0, 0, 100, 10)])
  }
}

@Suite struct CornerSpecTests {
  private func corner(_ location: CornerLayoutLocation, offset: CGPoint = .zero, wraps: Bool = false) -> Layout {
    let spec = CornerLayoutSpec(
      child: IntrinsicNode("child", 100, 50), corner: IntrinsicNode("badge", 20, 20), location: location)
    spec.offset = offset
    spec.wrapsCorner = wraps
    return layout(spec, range(0, 0, 500, 500))
  }

  @Test func centersTheCornerElementOnTheChosenCorner() {
    #expect(corner(.topLeft).childFrames == [rect(0, 0, 100, 50), rect(-10, -10, 20, 20)])
    #expect(corner(.topRight).childFrames[1] == rect(90, -10, 20, 20))
    #expect(corner(.bottomLeft).childFrames[1] == rect(-10, 40, 20, 20))
    #expect(corner(.bottomRight).childFrames[1] == rect(90, 40, 20, 20))
    #expect(corner(.topRight).size == CGSize(width: 100, height: 50))
  }

  @Test func offsetMovesTheCorner() {
    #expect(corner(.topRight, offset: CGPoint(x: -5, y: 5)).childFrames[1] == rect(85, -5, 20, 20))
  }

  @Test func wrapsCornerGrowsAndShiftsBothElements() {
    let result = corner(.topRight, wraps: true)
    #expect(result.size == CGSize(width: 110, height: 60))
    #expect(result.childFrames == [rect(0, 10, 100, 50), rect(90, 0, 20, 20)])
  }
}
