import MorphTextureCompat
import Testing

/// Texture's hierarchy, geometry, accessibility and display properties of a node.
@Suite struct DisplayNodeTextureAPITests {
  @Test func insertsAboveBelowAndReplaces() {
    let parent = ASDisplayNode(), a = ASDisplayNode(), b = ASDisplayNode(), c = ASDisplayNode()
    parent.addSubnode(a)
    parent.insertSubnode(b, belowSubnode: a)
    parent.insertSubnode(c, aboveSubnode: b)
    #expect(parent.subnodes!.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
    let d = ASDisplayNode()
    parent.replaceSubnode(c, withSubnode: d)
    #expect(parent.subnodes!.map(ObjectIdentifier.init) == [b, d, a].map(ObjectIdentifier.init))
    #expect(c.supernode == nil)
    #expect(d.supernode(of: ASDisplayNode.self, includingSelf: false) === parent)
  }

  @Test func convertsThroughFramesAndMovesByPosition() {
    let root = ASDisplayNode(), child = ASDisplayNode(), grandchild = ASDisplayNode(), other = ASDisplayNode()
    root.addSubnode(child)
    child.addSubnode(grandchild)
    root.addSubnode(other)
    child.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
    grandchild.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
    other.frame = CGRect(x: 50, y: 0, width: 10, height: 10)
    #expect(grandchild.convert(CGPoint(x: 1, y: 1), to: other) == CGPoint(x: -34, y: 26))
    #expect(grandchild.convert(CGPoint(x: -34, y: 26), from: other) == CGPoint(x: 1, y: 1))
    #expect(
      grandchild.convert(CGRect(x: 0, y: 0, width: 3, height: 4), to: nil) == CGRect(x: 15, y: 25, width: 3, height: 4))
    grandchild.position = CGPoint(x: 50, y: 50)
    #expect(grandchild.frame == CGRect(x: 45, y: 45, width: 10, height: 10))
  }

  @Test func keepsAccessibilityAndDisplayProperties() {
    let node = ASDisplayNode()
    #expect(node.accessibilityLabel == nil && node.accessibilityTraits == .none && node.displaysAsynchronously)
    node.isAccessibilityElement = true
    node.accessibilityLabel = "Buy"
    node.accessibilityTraits = [.button, .selected]
    node.accessibilityNavigationStyle = .combined
    node.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    node.zPosition = 3
    node.displaysAsynchronously = false
    #expect(node.isAccessibilityElement && node.accessibilityLabel == "Buy")
    #expect(node.accessibilityTraits.contains(.selected) && !node.accessibilityTraits.contains(.header))
    #expect(node.accessibilityNavigationStyle == .combined)
    #expect(node.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(node.zPosition == 3 && !node.displaysAsynchronously)
  }
}

/// Texture's text node API for touches, highlights and placeholders, and its former names.
@Suite struct TextNodeTextureAPITests {
  @Test func keepsTouchAndHighlightPropertiesAndOldNames() {
    let node = ASTextNode()
    #expect(node.highlightRange.location == NSNotFound && node.highlightStyle == .light)
    node.setHighlight(NSRange(location: 2, length: 3), animated: true)
    node.linkAttributeNames = ["link"]
    node.passthroughNonlinkTouches = true
    node.placeholderColor = .gray
    #expect(node.highlightRange == NSRange(location: 2, length: 3))
    #expect(node.linkAttributeNames == ["link"] && node.passthroughNonlinkTouches)
    #expect(node.placeholderColor?.color == Color.gray)
    node.attributedString = NSAttributedString(string: "Hello")
    #expect(node.attributedText?.string == "Hello")
  }
}

/// Texture's image and network image node API.
@Suite struct ImageNodeTextureAPITests {
  @Test func networkImageNodeKeepsItsURLsAndResetsToItsDefault() {
    let node = ASNetworkImageNode()
    let placeholder = UIImage(nodeImage: NodeImage(source: "placeholder.png", size: CGSize(width: 10, height: 20)))
    node.defaultImage = placeholder
    #expect(node.defaultImage === placeholder)
    node.image = UIImage(nodeImage: NodeImage(source: "photo.png", size: CGSize(width: 1, height: 1)))
    #expect(node.currentImageQuality == 1)
    node.setURL(URL(string: "https://example.com/a.png"), resetToDefault: true)
    #expect(node.url?.absoluteString == "https://example.com/a.png")
    #expect(node.image == nil && node.downloadProgress == 0)
    node.urls = [URL(string: "https://example.com/b.png")!]
    node.shouldCacheImage = false
    #expect(node.urls?.count == 1 && !node.shouldCacheImage)
  }

  @Test func imageNodeKeepsCropAndAnimationSettings() {
    let node = ASImageNode()
    #expect(node.isCropEnabled && node.forcedSize == .zero)
    node.setCropEnabled(false, recropImmediately: true, inBounds: .zero)
    node.forcedSize = CGSize(width: 3, height: 4)
    node.placeholderColor = .red
    #expect(!node.isCropEnabled && node.forcedSize == CGSize(width: 3, height: 4))
    #expect(node.placeholderColor?.color == Color.red)
  }
}

/// Texture's target-action queries of a control node.
@Suite struct ControlNodeTextureAPITests {
  @Test func listsTargetsAndActionNames() {
    let control = ASControlNode()
    let target = NSObject()
    control.addTarget(target, action: "tapped", forControlEvents: .touchUpInside)
    #expect(control.allTargets() == [AnyHashable(target)])
    #expect(control.actionsForTarget(target, forControl: .touchUpInside) == ["tapped"])
    #expect(control.actionsForTarget(target, forControl: .valueChanged) == nil)
    #expect(!control.isTracking && !control.isTouchInside)
  }
}
