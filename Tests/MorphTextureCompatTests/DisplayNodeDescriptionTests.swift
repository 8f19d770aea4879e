import MorphTextureCompat
import Testing

/// Texture's debugging descriptions of a node, its subtree and its ancestry.
@Suite struct DisplayNodeDescriptionTests {
  @Test func describesTheSubtreeTheAncestryAndTheLayout() {
    let root = ASDisplayNode(name: "root"), child = ASDisplayNode(name: "child"), leaf = ASDisplayNode(name: "leaf")
    root.addSubnode(child)
    child.addSubnode(leaf)
    child.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
    #expect(
      root.displayNodeRecursiveDescription() == """
        <display root> frame = {{0, 0}, {0, 0}}
         | <display child> frame = {{1, 2}, {30, 40}}
         |  | <display leaf> frame = {{0, 0}, {0, 0}}

        """)
    #expect(leaf.ancestryDescription == "(<display child>, <display root>)")
    #expect(root.ancestryDescription == "()")
    #expect(!child.detailedLayoutDescription.contains("calculatedSize"))
    root.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 50, height: 60)))
    #expect(
      root.detailedLayoutDescription.contains(
        "bounds = {{0, 0}, {50, 60}}; calculatedSize = {50, 60}; calculatedConstrainedSize = {{50, 60}}"))
  }
}
