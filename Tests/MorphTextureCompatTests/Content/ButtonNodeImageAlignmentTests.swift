import MorphTextureCompat
import Testing

/// Texture's `ASButtonNodeImageAlignment` and `ASButtonNode.imageAlignment`.
@Suite struct ButtonNodeImageAlignmentTests {
  private func iconButton() -> ASButtonNode {
    let button = ASButtonNode()
    button.setAttributedTitle(
      NSAttributedString(string: "Like", attributes: [.font: UIFont.systemFont(ofSize: 12)]), for: .normal)
    UIGraphicsBeginImageContext(CGSize(width: 16, height: 16))
    let icon = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    button.setImage(icon, for: .normal)
    return button
  }

  @Test func casesKeepTexturesRawValues() {
    #expect(ASButtonNodeImageAlignment.beginning.rawValue == 0)
    #expect(ASButtonNodeImageAlignment.end.rawValue == 1)
  }

  @Test func imageComesFirstByDefault() {
    let button = iconButton()
    #expect(button.imageAlignment == .beginning)
    let layout = button.layoutThatFits(.unconstrained)
    #expect(layout.sublayouts.map { $0.element === button.imageNode } == [true, false])
  }

  @Test func endAlignmentPutsTheImageAfterTheTitle() {
    let button = iconButton()
    button.imageAlignment = .end
    #expect(button.imageAlignment == .end)
    #expect(!button.imageAlignmentBeginning)
    let layout = button.layoutThatFits(.unconstrained)
    #expect(layout.sublayouts.map { $0.element === button.imageNode } == [false, true])
  }
}
