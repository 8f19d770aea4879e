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
    #expect(node.runs == [TextRun("Loading…", font: Font(size: 12), color: .lightGray)])
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
    #expect(node.runs == [TextRun("Scarlet macaw", font: Font(size: 20, weight: 700), color: .red)])
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
    #expect(node.runs.map(\.color) == [.red, .black])
  }

  @Test func everyAttributeRunBecomesARun() {
    let text = NSMutableAttributedString(
      string: "Maya ", attributes: [.font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: UIColor.black])
    text.append(
      NSAttributedString(
        string: "liked your photo",
        attributes: [
          .font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.darkGray, .kern: 0.5,
          .underlineStyle: NSUnderlineStyle.single.rawValue, .backgroundColor: UIColor.yellow,
        ]))
    text.append(NSAttributedString(string: " · 2h"))
    let node = ASTextNode()
    node.attributedText = text
    #expect(
      node.runs == [
        TextRun("Maya ", font: Font(size: 15, weight: 700), color: .black),
        TextRun(
          "liked your photo", font: Font(size: 15), color: .darkGray, kern: 0.5, underline: true,
          backgroundColor: .yellow),
        TextRun(" · 2h", font: Font(size: 12), color: .black),
      ])
    let layout = node.textLayout(width: .infinity)
    #expect(layout.lines.count == 1)
    #expect(layout.lines[0].runs.map(\.text) == ["Maya ", "liked your photo", " · 2h"])
  }

  @Test func paragraphStylesSetTheParagraphOptions() {
    let paragraph = NSMutableParagraphStyle()
    paragraph.minimumLineHeight = 24
    paragraph.maximumLineHeight = 30
    paragraph.paragraphSpacing = 8
    paragraph.lineBreakMode = .byCharWrapping
    let node = ASTextNode()
    node.attributedText = NSAttributedString(string: "a\nb", attributes: [.paragraphStyle: paragraph])
    #expect(node.attributes.minimumLineHeight == 24 && node.attributes.maximumLineHeight == 30)
    #expect(node.attributes.paragraphSpacing == 8)
    #expect(node.attributes.lineBreakMode == .charWrap && node.attributes.truncationMode == .clip)
    node.truncationMode = .byTruncatingMiddle
    #expect(node.attributes.truncationMode == .middle && node.attributes.lineBreakMode == .wordWrap)
    node.truncationMode = .byTruncatingHead
    #expect(node.attributes.truncationMode == .head)
  }

  @Test func theTruncationTextKeepsItsRuns() {
    let node = ASTextNode()
    node.attributedText = NSAttributedString(
      string: "one two three four five six seven eight nine ten", attributes: [.font: UIFont.systemFont(ofSize: 14)])
    node.maximumNumberOfLines = 1
    node.truncationAttributedText = NSAttributedString(
      string: " more", attributes: [.font: UIFont.boldSystemFont(ofSize: 14), .foregroundColor: UIColor.blue])
    #expect(node.attributes.truncationRuns == [TextRun(" more", font: Font(size: 14, weight: 700), color: .blue)])
    let line = node.textLayout(width: 120).lines[0]
    #expect(line.text.hasSuffix(" more"))
    #expect(line.runs.last?.style.color == .blue)
  }
}
