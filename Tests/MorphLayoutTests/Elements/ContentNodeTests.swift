import Foundation
import MorphLayout
import Testing
import _MorphTestSupport

@Suite struct TextNodeTests {
  private let measurer = AhemTextMeasurer()

  private func text(_ string: String, size: CGFloat = 10, lines: Int = 0) -> TextNode {
    TextNode(
      string, attributes: TextAttributes(font: Font(size: size), maximumNumberOfLines: lines), measurer: measurer)
  }

  @Test func measuresItsTextWrappedAtTheMaximumWidth() {
    #expect(layout(text("Hello world"), range(0, 0, 60, .infinity)).size == CGSize(width: 50, height: 20))
    #expect(layout(text("Hello world"), .unconstrained).size == CGSize(width: 110, height: 10))
  }

  @Test func isClampedIntoItsRange() {
    #expect(layout(text("Hi"), range(100, 30, 200, 200)).size == CGSize(width: 100, height: 30))
  }

  @Test func truncatesToTheMaximumNumberOfLines() {
    let node = text("one two three four", lines: 2)
    #expect(layout(node, range(0, 0, 60, .infinity)).size.height == 20)
    #expect(node.textLayout(width: 60).isTruncated)
  }

  @Test func aTextContainerInsetPadsTheTextAndItsBaseline() {
    let node = text("Hello world")
    node.textContainerInset = EdgeInsets(top: 4, left: 6, bottom: 2, right: 8)
    // 80 wide less 14 of insets: "Hello" and "world" on two 10-point lines, plus the insets.
    #expect(layout(node, range(0, 0, 80, .infinity)).size == CGSize(width: 64, height: 26))
    #expect(layout(node, .unconstrained).size == CGSize(width: 124, height: 16))
    #expect(node.style.ascender == 4 + 8 && node.style.descender == -2 - 2)
  }

  @Test func publishesItsFontsAscenderAndDescender() {
    let node = text("x", size: 20)
    #expect(node.style.ascender == 16 && node.style.descender == -4)
    node.attributes.font = Font(size: 10)
    #expect(node.style.ascender == 8 && node.style.descender == -2)
  }

  @Test func textNodesAlignOnTheirBaselinesInAHorizontalStack() {
    let small = text("ab", size: 10)
    let large = text("ab", size: 20)
    let result = layout(StackLayoutSpec(alignItems: .baselineFirst, children: [small, large]), .unconstrained)
    #expect(result.childFrames == [rect(0, 8, 20, 10), rect(20, 0, 40, 20)])
  }

  @Test func changingTheTextInvalidatesTheMeasurement() {
    let node = text("ab")
    #expect(layout(node, .unconstrained).size.width == 20)
    node.text = "abcd"
    #expect(layout(node, .unconstrained).size.width == 40)
  }
}

@Suite struct ButtonAndFieldNodeTests {
  private let measurer = AhemTextMeasurer()

  @Test func aButtonIsItsTitlePlusContentInsets() {
    let button = ButtonNode(title: "Next", attributes: TextAttributes(font: Font(size: 10)), measurer: measurer)
    button.contentEdgeInsets = EdgeInsets(all: 5)
    #expect(layout(button, .unconstrained).size == CGSize(width: 50, height: 20))
  }

  @Test func aButtonCentresItsTitle() {
    let button = ButtonNode(title: "Next", attributes: TextAttributes(font: Font(size: 10)), measurer: measurer)
    button.contentEdgeInsets = EdgeInsets(all: 5)
    button.layoutAsRoot(sizeRange: exactly(200, 44), context: LayoutContext(scale: 2))
    #expect(button.subnodes.map(\.name) == ["title"])
    #expect(button.titleNode.frame == rect(80, 17, 40, 10))
  }

  @Test func anEmptyFieldMeasuresItsPlaceholderPlusInsets() {
    let field = EditableTextNode(
      placeholder: "Name", attributes: TextAttributes(font: Font(size: 10)), measurer: measurer)
    field.textContainerInset = EdgeInsets(all: 4)
    #expect(field.isDisplayingPlaceholder)
    #expect(layout(field, .unconstrained).size == CGSize(width: 48, height: 18))
    field.text = "Ada Lovelace"
    #expect(
      layout(field, range(0, 0, 100, .infinity)).size == CGSize(width: 88, height: 28), "\"Lovelace\" wraps in 92")
  }
}

@Suite struct ImageNodeTests {
  @Test func anImageNodeReportsItsImageSizeWhateverTheConstraint() {
    let node = ImageNode()
    node.image = NodeImage(source: "bird.png", size: CGSize(width: 30, height: 20))
    #expect(layout(node, .unconstrained).size == CGSize(width: 30, height: 20))
    #expect(layout(node, range(0, 0, 10, 10)).size == CGSize(width: 10, height: 10), "then clamped")
  }

  @Test func withoutAnImageItMeasuresLikeAPlainNode() {
    let network = NetworkImageNode()
    network.url = URL(string: "https://example.com/bird.png")
    #expect(layout(network, range(0, 0, 200, 100)).size == CGSize(width: 200, height: 100))
    #expect(layout(network, range(0, 0, 200, .infinity)).size == .zero)
  }

  @Test func untilItsImageLoadsItShowsAndMeasuresItsDefaultImage() {
    let network = NetworkImageNode()
    network.url = URL(string: "https://example.com/bird.png")
    network.defaultImage = NodeImage(source: "data:image/png;base64,AAAA", size: CGSize(width: 40, height: 30))
    #expect(layout(network, .unconstrained).size == CGSize(width: 40, height: 30))
    #expect(network.shownImage?.nodeImage.source == "data:image/png;base64,AAAA")
    network.image = NodeImage(source: "bird.png", size: CGSize(width: 30, height: 20))
    #expect(layout(network, .unconstrained).size == CGSize(width: 30, height: 20))
    #expect(network.shownImage?.nodeImage.source == "bird.png")
  }
}
