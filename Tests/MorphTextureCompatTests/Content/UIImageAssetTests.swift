import Foundation
import MorphTextureCompat
import Testing

/// `UIImage(named:in:compatibleWith:)`, `#imageLiteral` and `UIColor(named:)` read from an asset
/// catalog on disk (Images/Assets.xcassets): image sets at the screen's scale, namespaced groups,
/// color sets; part of ``UIImageTests``, which runs one test at a time since they change the screen
/// and the search folders.
extension UIImageTests {
  static let catalog = images.appendingPathComponent("Assets.xcassets")

  /// Runs `body` with the catalog's folder searched and a screen of `scale`.
  func withAssets(scale: CGFloat, _ body: () throws -> Void) rethrows {
    UIImage.searchDirectories = [Self.images]
    UIScreen.use(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: scale)
    defer {
      UIImage.searchDirectories = []
      UIScreen.use(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)
    }
    try body()
  }

  @Test(arguments: [1, 2, 3] as [CGFloat])
  func imageSetsGiveTheImageOfTheScreensScale(scale: CGFloat) throws {
    try withAssets(scale: scale) {
      let badge = try #require(UIImage(named: "badge"))
      #expect(badge.scale == scale)
      #expect(badge.size == CGSize(width: 8, height: 6), "8 × 6 points at every scale")
      #expect(badge.nodeImage.source.hasPrefix("data:image/png;base64,"))
    }
  }

  @Test func aMissingScaleTakesTheNearestLargerElseTheLargest() throws {
    try withAssets(scale: 1) {
      let star = try #require(UIImage(named: "Icons/star"))
      #expect(star.scale == 2 && star.size == CGSize(width: 10, height: 10))
    }
    try withAssets(scale: 3) {
      #expect(try #require(UIImage(named: "Icons/star")).scale == 2)
      let logo = try #require(UIImage(named: "logo"))
      #expect(logo.scale == 1 && logo.size == CGSize(width: 12, height: 4), "a single-scale image is 1x")
    }
  }

  @Test func groupsNamespaceTheirSetsOnlyWhenTheySaySo() {
    withAssets(scale: 2) {
      #expect(UIImage(named: "star") == nil, "Icons provides a namespace")
      #expect(UIImage(named: "Plain/logo") == nil, "Plain does not")
      #expect(UIImage(named: "Icons/nothing") == nil)
    }
  }

  @Test func aBundleIsSearchedAloneAndTheEnvironmentAddsFolders() throws {
    UIScreen.use(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2)
    defer { UIScreen.use(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3) }
    let bundle = try #require(Bundle(path: Self.images.path))
    #expect(try #require(UIImage(named: "badge", in: bundle, compatibleWith: nil)).scale == 2)
    #expect(UIImage(named: "filled_star", in: bundle, compatibleWith: UITraitCollection()) != nil, "plain files too")
    #expect(UIImage(named: "badge") == nil, "no folder is searched by default")
    setenv("MORPH_ASSET_PATH", "/nonexistent:" + Self.catalog.path, 1)
    defer { unsetenv("MORPH_ASSET_PATH") }
    #expect(UIImage(named: "badge")?.size == CGSize(width: 8, height: 6))
    #expect(UIImage.as_imageNamed("badge") == UIImage(named: "badge"))
    #expect(UIImage.as_imageNamed("badge", compatibleWith: nil)?.scale == 2)
    #expect(UIColor(named: "brand") != nil)
  }

  @Test func imageLiteralsAreTheNamedImage() {
    withAssets(scale: 3) {
      let badge = #imageLiteral(resourceName: "badge")
      #expect(badge.scale == 3 && badge.size == CGSize(width: 8, height: 6))
      let node = ASImageNode()
      node.image = #imageLiteral(resourceName: "Icons/star")
      #expect(node.layoutThatFits(.unconstrained).size == CGSize(width: 10, height: 10))
      let missing: UIImage = #imageLiteral(resourceName: "no-such-image")
      #expect(missing.size == .zero)
      #expect(DeviceOnlyDiagnostics.messages.contains { $0.contains("\"no-such-image\"") })
    }
  }

  @Test func colorSetsGiveTheirLightAppearance() throws {
    try withAssets(scale: 2) {
      let brand = try #require(UIColor(named: "brand"))
      #expect(brand.color.hex == "#125688", "0x12, 86 and 0.533 are the same color's components")
      let ink = try #require(UIColor(named: "Icons/ink", in: nil, compatibleWith: nil))
      #expect(ink.color == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25))
      #expect(UIColor(named: "badge") == nil, "an image set is no color")
      #expect(UIColor(named: "missing") == nil)
    }
  }
}
