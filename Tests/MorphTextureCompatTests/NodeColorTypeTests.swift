import MorphTextureCompat
import Testing

extension UIColor {
  /// An app's own color, as apps declare theirs.
  fileprivate static let brand = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
}

/// A node's colors have Texture's types (`UIColor?`, `CGColor?`) while Morph's own `Color` still goes in.
@Suite struct NodeColorTypeTests {
  @Test func backgroundColorTakesAnAppsUIColorExtension() {
    let node = ASDisplayNode()
    node.backgroundColor = .brand
    let read: UIColor? = node.backgroundColor
    #expect(read === UIColor.brand, "the UIColor that was set is the one read")
    #expect(node.backgroundColor?.color == Color(red: 0.2, green: 0.4, blue: 0.6))
  }

  @Test func backgroundColorTakesUIKitsNamedColors() {
    let node = ASDisplayNode()
    node.backgroundColor = .red
    #expect(node.backgroundColor?.color == Color.red)
    node.backgroundColor = nil
    #expect(node.backgroundColor == nil)
  }

  @Test func backgroundColorTakesMorphsColor() {
    let node = ASDisplayNode()
    node.backgroundColor = Color(red: 1, green: 0.5, blue: 0)
    let read: UIColor? = node.backgroundColor
    #expect(read?.color == Color(red: 1, green: 0.5, blue: 0))
    let morph: (any ColorConvertible)? = node.backgroundColor
    #expect(morph?.color == Color(red: 1, green: 0.5, blue: 0))
  }

  @Test func borderAndShadowColorsAreCGColors() {
    let node = ASDisplayNode()
    node.borderColor = UIColor.brand.cgColor
    let border: CGColor? = node.borderColor
    #expect(border?.color == UIColor.brand.color)
    node.borderColor = Color.blue
    #expect(node.borderColor?.color == Color.blue)
    node.shadowColor = UIColor.black.cgColor
    let shadow: CGColor? = node.shadowColor
    #expect(shadow?.color == Color.black)
  }

  @Test func textAndImageNodesAreControls() {
    let text = ASTextNode()
    text.addTarget(self, action: "textTapped", forControlEvents: .touchUpInside)
    #expect(text.targetActions.map(\.action) == ["textTapped"])
    let control: ASControlNode = ASImageNode()
    #expect(control.isEnabled)
    let network: ASControlNode = ASNetworkImageNode()
    network.isEnabled = false
    #expect(!network.isEnabled)
  }
}
