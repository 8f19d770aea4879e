import MorphTextureCompat
import Testing

/// `ASTextNode()` and its attributed text, mapped to Morph's text attributes.
@Suite struct AttributedTextTests {
  @Test func aTextNodeWithoutArgumentsMeasuresWithTheDefaultMeasurer() {
    let node = ASTextNode()
    #expect(node.text.isEmpty)
    node.attributedText = NSAttributedString(
      string: "Loading…", attributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.lightGray])
    let expected = DefaultTextMeasurer.shared.textLayout(
      of: "Loading…", attributes: TextAttributes(font: Font(size: 12), color: .lightGray), width: .infinity)
    let layout = node.layoutThatFits(SizeRange(min: .zero, max: CGSize(width: 300, height: 300)))
    // Ceiled to the default pixel grid of 2 pixels per point.
    let ceiled = CGSize(
      width: (expected.size.width * 2).rounded(.up) / 2, height: (expected.size.height * 2).rounded(.up) / 2)
    #expect(layout.size == ceiled)
    #expect(node.attributes.color == .lightGray)
    #expect(node.attributedText?.string == "Loading…")
  }

  @Test func fontColorAndParagraphStyleMapToMorphsAttributes() {
    let node = ASTextNode()
    let paragraph = NSMutableParagraphStyle()
    paragraph.alignment = .center
    paragraph.lineSpacing = 4
    node.attributedText = NSAttributedString(
      string: "Scarlet macaw",
      attributes: [
        .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red, .paragraphStyle: paragraph,
      ])
    #expect(node.text == "Scarlet macaw")
    #expect(node.attributes.font == Font(size: 20, weight: 700))
    #expect(node.attributes.color == .red)
    #expect(node.attributes.alignment == .center)
    #expect(node.attributes.lineSpacing == 4)
    node.attributedText = nil
    #expect(node.text.isEmpty && node.attributedText == nil)
  }

  @Test func maximumNumberOfLinesAndTruncationTextCutTheText() {
    let node = ASTextNode()
    node.attributedText = NSAttributedString(
      string: "one two three four five six seven eight nine ten", attributes: [.font: UIFont.systemFont(ofSize: 14)])
    node.maximumNumberOfLines = 1
    node.truncationAttributedText = NSAttributedString(string: "...")
    node.truncationMode = .byTruncatingTail
    let layout = node.textLayout(width: 80)
    #expect(layout.lines.count == 1)
    #expect(layout.isTruncated)
    #expect(layout.lines[0].text.hasSuffix("..."))
    #expect(node.maximumNumberOfLines == 1 && node.truncationMode == .byTruncatingTail)
  }

  @Test func emptyAndMutableAttributedStringsBuildAsOnIOS() {
    let combined = NSMutableAttributedString()
    combined.append(NSAttributedString(string: "♥︎ ", attributes: [.foregroundColor: UIColor.red]))
    combined.append(NSAttributedString(string: "12 Likes"))
    #expect(NSAttributedString().length == 0)
    #expect(combined.string == "♥︎ 12 Likes")
    let node = ASTextNode()
    node.attributedText = combined
    #expect(node.text == "♥︎ 12 Likes")
    #expect(node.attributes.color == .red, "the first run's color")
  }
}
