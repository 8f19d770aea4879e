import Foundation
@testable import MorphLayout
import _MorphTestSupport
import Testing

@Suite struct DimensionTests {
  @Test func parsesTexturesStringForms() {
    #expect(LayoutDimension("12pt") == .points(12))
    #expect(LayoutDimension("50%") == .fraction(0.5))
    #expect(LayoutDimension("auto") == .auto)
    #expect(LayoutDimension("100") == .auto, "a bare number is auto in Texture")
    #expect(LayoutDimension("") == .auto)
  }

  @Test func printsAsTextureDoes() {
    #expect(LayoutDimension.points(100).description == "100pt")
    #expect(LayoutDimension.fraction(0.5).description == "50%")
    #expect(LayoutDimension.auto.description == "Auto")
  }

  @Test func fractionOfUndefinedParentIsNaN() {
    #expect(LayoutDimension.fraction(0.5).resolve(parentSize: 200, autoSize: 7) == 100)
    #expect(LayoutDimension.fraction(0.5).resolve(parentSize: .nan, autoSize: 7).isNaN)
    #expect(LayoutDimension.auto.resolve(parentSize: 200, autoSize: 7) == 7)
    #expect(LayoutDimension.points(3).resolve(parentSize: .nan, autoSize: 7) == 3)
  }
}

@Suite struct SizeRangeTests {
  @Test func clampLetsMinimumWinWhenInverted() {
    let inverted = SizeRange(unchecked: CGSize(width: 50, height: 0), CGSize(width: 30, height: 10))
    #expect(inverted.clamp(CGSize(width: 40, height: 20)) == CGSize(width: 50, height: 10))
  }

  @Test func intersectTakesTheOverlap() {
    let a = range(0, 0, 100, 100)
    let b = range(20, 30, 200, 50)
    #expect(a.intersect(b) == range(20, 30, 100, 50))
  }

  @Test func intersectOfDisjointRangesKeepsTheFirst() {
    // a.min < b.min: a collapses to its max; a.min ≥ b.min: to its min.
    #expect(range(0, 0, 10, 10).intersect(range(20, 20, 30, 30)) == exactly(10, 10))
    #expect(range(40, 40, 50, 50).intersect(range(20, 20, 30, 30)) == exactly(40, 40))
  }

  @Test func significantArea() {
    #expect(exactly(10, 10).hasSignificantArea)
    #expect(!range(0, 0, 10, .infinity).hasSignificantArea)
    #expect(!exactly(0, 10).hasSignificantArea)
  }
}

@Suite struct PixelGridTests {
  @Test func ceilFloorRoundAtScaleTwo() {
    let grid = PixelGrid(scale: 2)
    #expect(grid.ceil(36.667) == 37)
    #expect(grid.ceil(10.2) == 10.5)
    #expect(grid.floor(10.7) == 10.5)
    #expect(grid.round(10.25) == 10.5, "half away from zero")
    #expect(grid.round(-10.25) == -10.5)
  }

  @Test func epsilonToleratesFloatNoise() {
    let grid = PixelGrid(scale: 2)
    #expect(grid.ceil(10.500000001) == 10.5)
    #expect(grid.floor(10.49999999) == 10.5)
  }

  @Test func scaleThreeAndZero() {
    #expect(PixelGrid(scale: 3).ceil(10.1) == 31.0 / 3)
    #expect(PixelGrid(scale: 0).ceil(10.1) == 10.1)
  }
}

@Suite struct StyleResolutionTests {
  @Test func minBeatsMaxAndMaxBeatsExact() {
    var style = LayoutElementStyle()
    style.width = 300
    style.maxWidth = 200
    #expect(style.sizeRange(parentSize: .zero).max.width == 200)
    #expect(style.sizeRange(parentSize: .zero).min.width == 200)
    style.minWidth = 250
    #expect(style.sizeRange(parentSize: .zero).min.width == 250)
    #expect(style.sizeRange(parentSize: .zero).max.width == 250)
  }

  @Test func fractionsResolveAgainstParentOrAreIgnored() {
    var style = LayoutElementStyle()
    style.width = .fraction(0.5)
    #expect(style.sizeRange(parentSize: CGSize(width: 300, height: 10)).min.width == 150)
    let undefined = style.sizeRange(parentSize: CGSize(width: CGFloat.nan, height: 10))
    #expect(undefined.min.width == 0 && undefined.max.width == .infinity)
  }

  @Test func preferredSizeSetsBothAxesInPoints() {
    var style = LayoutElementStyle()
    style.preferredSize = CGSize(width: 10, height: 20)
    #expect(style.width == .points(10) && style.height == .points(20))
    #expect(style.preferredSize == CGSize(width: 10, height: 20))
    style.minSize = CGSize(width: 1, height: 2)
    style.maxSize = CGSize(width: 30, height: 40)
    #expect(style.minLayoutSize == LayoutSize(width: 1, height: 2))
    #expect(style.maxLayoutSize == LayoutSize(width: 30, height: 40))
  }

  @Test func defaultsAreTextures() {
    let style = LayoutElementStyle()
    #expect(style.flexGrow == 0 && style.flexShrink == 0 && style.flexBasis == .auto)
    #expect(style.alignSelf == .auto && style.layoutPosition == .zero)
    #expect(style.preferredLayoutSize == .auto)
  }
}

@Suite struct NegativeZeroTests {
  @Test func snappingNeverProducesNegativeZero() {
    let grid = PixelGrid(scale: 2)
    for value in [grid.ceil(0), grid.ceil(-0.0000001), grid.floor(-0.0), grid.round(-0.1)] {
      #expect(value == 0 && value.sign == .plus)
    }
  }
}

@Suite struct LayoutContextTests {
  @Test func theCurrentContextSetsThePixelGridOfConvenienceCalls() {
    let node = IntrinsicNode("n", 10.1, 10)
    #expect(node.layoutThatFits(.unconstrained).size.width == 10.5, "scale 2 by default")
    LayoutContext.$current.withValue(LayoutContext(scale: 3)) {
      node.setNeedsLayout()
      #expect(node.layoutThatFits(.unconstrained).size.width == 31.0 / 3)
    }
  }
}
