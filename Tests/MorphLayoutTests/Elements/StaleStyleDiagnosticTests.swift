import Foundation
import MorphLayout
import Testing
import _MorphTestSupport

/// Which style changes count as changing a node's cached layout (``TextureRule/styleChangeKeepsCachedLayout``):
/// only the size properties a node's own measurement reads, and only if their values differ.
@Suite struct StaleStyleDiagnosticTests {
  /// A column over an image whose style `configure` changes between two layouts; the column alone is
  /// invalidated before the second.
  private func relayout(_ configure: @escaping (inout LayoutElementStyle) -> Void) -> (Layout, [LayoutDiagnostic]) {
    let image = IntrinsicNode("image", 10, 10)
    let column = DisplayNode(name: "column")
    column.automaticallyManagesSubnodes = true
    column.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .vertical, children: [image]) }
    image.style.height = .points(100)
    let range = range(300, 0, 300, .infinity)
    column.layoutAsRoot(sizeRange: range, context: LayoutContext(scale: 0))
    configure(&image.style)
    column.setNeedsLayout()
    return LayoutDiagnostics.collect { column.layoutAsRoot(sizeRange: range, context: LayoutContext(scale: 0)) }
  }

  @Test func aSizeChangedAndChangedBackIsNoChange() {
    let (layout, diagnostics) = relayout {
      $0.height = .points(200)
      $0.height = .points(100)
    }
    #expect(layout.size.height == 100)
    #expect(diagnostics.isEmpty)
  }

  @Test func everyChangedSizePropertyIsNamed() {
    let (layout, diagnostics) = relayout {
      $0.height = .points(200)
      $0.maxHeight = .points(300)
    }
    #expect(layout.size.height == 100)
    #expect(diagnostics.map(\.kind) == [.staleStyle(property: "height"), .staleStyle(property: "maxHeight")])
    #expect(
      diagnostics.last?.message.contains(
        "its style's maxHeight changed since that layout was measured (it is 300pt now)")
        == true)
  }

  @Test func otherStylePropertiesAreReadByTheParentEachTime() {
    let (_, diagnostics) = relayout {
      $0.flexGrow = 1
      $0.ascender = 3
    }
    #expect(diagnostics.isEmpty)
  }

  @Test func aFreshStyleHasTheKeyOfItsValues() {
    var style = LayoutElementStyle()
    style.width = .points(10)
    var other = LayoutElementStyle()
    other.preferredSize = CGSize(width: 10, height: 0)
    other.height = .auto
    #expect(style == other, "the key follows the values, so equal styles stay equal")
  }
}
