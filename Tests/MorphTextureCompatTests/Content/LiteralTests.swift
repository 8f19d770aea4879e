import Foundation
import MorphTextureCompat
import Testing

extension UIColor {
  /// A hex initializer as apps write one in their own extension.
  convenience init(hex: Int, alpha: CGFloat = 1) {
    self.init(
      red: CGFloat((hex >> 16) & 0xff) / 255, green: CGFloat((hex >> 8) & 0xff) / 255,
      blue: CGFloat(hex & 0xff) / 255, alpha: alpha)
  }

  /// A brand color declared with a literal, as apps declare them.
  static let literalBrand = #colorLiteral(red: 0.07, green: 0.337, blue: 0.533, alpha: 1)
}

/// `#colorLiteral` and `#fileLiteral` as UIKit code writes them, and the `UIColor` initializers apps
/// call in their extensions.
@Suite struct LiteralTests {
  @Test func colorLiteralsAreUIColorsWhereverTheyAreAssigned() {
    let untyped = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 0.25)
    #expect(type(of: untyped) == UIColor.self)
    #expect(untyped.color == Color(red: 1, green: 0.5, blue: 0, alpha: 0.25))
    let node = ASDisplayNode()
    node.backgroundColor = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
    #expect(node.backgroundColor?.color == Color.blue)
    node.borderColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1).cgColor
    #expect(UIColor.literalBrand.color.hex == "#125688")
  }

  @Test func appsOwnInitializersAndUIColorCompile() {
    #expect(UIColor(hex: 0x125688).color.hex == "#125688")
    #expect(UIColor(hex: 0xff0000, alpha: 0.5).color == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    #expect(UIColor().color == Color.clear)
  }

  @Test func fileLiteralsAreResourcesOfTheMainBundleAsFoundationResolvesThem() throws {
    let folder = try #require(Bundle.main.resourceURL)
    let file = folder.appendingPathComponent("morph-file-literal.json")
    try Data("{}".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let url = #fileLiteral(resourceName: "morph-file-literal.json")
    #expect(url.standardizedFileURL == file.standardizedFileURL)
  }
}
