import Foundation
import MorphLayout
import Testing
import _MorphTestSupport

@Suite struct LayoutSpecBuilderTests {
  @Test func buildsStacksWithConditionsLoopsAndModifiers() {
    let name = IntrinsicNode("name", 100, 20)
    let age = IntrinsicNode("age", 100, 20)
    let next = IntrinsicNode("next", 40, 20)
    for showsAge in [false, true] {
      let spec = InsetLayoutSpec(insets: EdgeInsets(all: 15)) {
        StackLayoutSpec(direction: .vertical, spacing: 10) {
          if showsAge { age } else { name }
          for index in 0..<2 { IntrinsicNode("row\(index)", 10, 5) }
          next.spacingBefore(12).alignSelf(.end)
        }
      }
      let stack = spec.children[0] as! StackLayoutSpec
      #expect((stack.children[0] as! DisplayNode).name == (showsAge ? "age" : "name"))
      #expect(stack.children.count == 4)
      let result = layout(spec, range(0, 0, 375, .infinity))
      let nextFrame = result.sublayouts[0].sublayouts[3].frame
      // The column is as wide as its widest child (100), so `end` puts `next` at 100 − 40.
      #expect(nextFrame == rect(60, 12 + 20 + 10 + 5 + 10 + 5 + 10, 40, 20))
    }
  }

  @Test func singleChildSpecsTakeOneElementAndSwitchesWork() {
    enum Corner { case left, right }
    for corner in [Corner.left, .right] {
      let spec = RelativeLayoutSpec(horizontalPosition: .start, verticalPosition: .end) {
        switch corner {
        case .left: IntrinsicNode("l", 10, 10)
        case .right: IntrinsicNode("r", 20, 10)
        }
      }
      #expect(layout(spec, exactly(100, 100)).childFrames[0].width == (corner == .left ? 10 : 20))
    }
  }

  @Test func aNodeCanTakeABuilderAsItsSpec() {
    let node = DisplayNode(name: "n")
    let child = IntrinsicNode("c", 10, 10)
    node.layoutSpec { _, _ in child }
    #expect(
      layout(node, exactly(50, 50)).childFrames == [rect(0, 0, 50, 50)], "a lone node is wrapped and gets the range")
  }
}
