import Foundation
import MorphTextureCompat
import Testing

/// UIKit's `UIImage`: files found by name, read with their size, embedded as data; drawn images as
/// placeholders of their context's size.
@Suite(.serialized) struct UIImageTests {
  static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Images")

  @Test func namedImagesAreFoundInTheSearchDirectoriesAtTheScreensScale() throws {
    UIImage.searchDirectories = [Self.images]
    defer { UIImage.searchDirectories = [] }
    UIScreen.use(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2)
    defer { UIScreen.use(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3) }
    let star = try #require(UIImage(named: "filled_star"))
    #expect(star.scale == 2)
    #expect(star.size == CGSize(width: 30, height: 30), "60 px at @2x")
    #expect(star.nodeImage.source.hasPrefix("data:image/png;base64,"))
    let avatar = try #require(UIImage(named: "avatar"))
    #expect(avatar.size == CGSize(width: 32, height: 24))
    #expect(avatar.nodeImage.source.hasPrefix("data:image/jpeg;base64,"))
    #expect(UIImage(named: "unfilled_star") == nil)
  }

  @Test func withoutSearchDirectoriesNoNamedImageIsFound() {
    #expect(UIImage(named: "filled_star") == nil)
  }

  @Test func imagesFromFilesAndDataMeasureInPoints() throws {
    let path = Self.images.appendingPathComponent("filled_star@3x.png").path
    let image = try #require(UIImage(contentsOfFile: path))
    #expect(image.scale == 3 && image.size == CGSize(width: 30, height: 30))
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(try #require(UIImage(data: data)).size == CGSize(width: 90, height: 90))
    #expect(UIImage(data: Data("not an image".utf8)) == nil)
    #expect(UIImage(contentsOfFile: "/nonexistent.png") == nil)
  }

  @Test func imageNodesMeasureTheirImage() throws {
    let node = ASImageNode()
    node.image = UIImage(contentsOfFile: Self.images.appendingPathComponent("avatar.jpg").path)
    #expect(node.layoutThatFits(.unconstrained).size == CGSize(width: 32, height: 24))
    #expect(node.image?.size == CGSize(width: 32, height: 24))
  }

  @Test func drawnImagesArePlaceholdersOfTheirContextsSize() throws {
    UIGraphicsBeginImageContext(CGSize(width: 44, height: 44))
    let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 44, height: 44))
    path.addClip()
    UIColor.lightGray.setFill()
    path.fill()
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(image.size == CGSize(width: 44, height: 44))
    #expect(image.nodeImage.source.isEmpty)
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil, "no context is open")
    #expect(DeviceOnlyDiagnostics.messages.contains { $0.contains("image context runs only on a device") })

    let rounded = UIImage.as_resizableRoundedImage(withCornerRadius: 12, cornerColor: .clear, fill: .red)
    #expect(rounded.size == CGSize(width: 25, height: 25))
  }

  @Test func modificationBlocksAreKeptAndTheImageShownAsSet() {
    let node = ASNetworkImageNode()
    node.url = URL(string: "https://example.com/avatar.png")
    node.imageModificationBlock = ASImageNodeRoundBorderModificationBlock(0, nil)
    #expect(node.imageModificationBlock != nil)
    #expect(node.url?.absoluteString == "https://example.com/avatar.png")
    #expect(DeviceOnlyDiagnostics.messages.contains { $0.contains("imageModificationBlock") })
  }
}
