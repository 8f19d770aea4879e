import Foundation
import MorphImage
import Testing

/// Image files read by their formats' libraries: format, pixel size (an SVG's as browsers size it),
/// bytes as a data URI.
@Suite struct ImageFileTests {
  static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Images")

  @Test(arguments: [
    ("red-30x20.png", "image/png", CGSize(width: 30, height: 20)),
    ("green-24x16.jpg", "image/jpeg", CGSize(width: 24, height: 16)),
    ("blue-12x10.gif", "image/gif", CGSize(width: 12, height: 10)),
    ("yellow-40x30.webp", "image/webp", CGSize(width: 40, height: 30)),
    ("purple-48x32.svg", "image/svg+xml", CGSize(width: 48, height: 32)),
  ])
  func readsFormatAndSize(name: String, mimeType: String, size: CGSize) throws {
    let file = try ImageFile(contentsOf: Self.images.appendingPathComponent(name))
    #expect(file.mimeType == mimeType)
    #expect(file.pixelSize == size)
  }

  @Test func dataURIEmbedsTheBytes() throws {
    let url = Self.images.appendingPathComponent("red-30x20.png")
    let file = try ImageFile(contentsOf: url)
    let bytes = try Data(contentsOf: url)
    #expect(file.data == bytes)
    #expect(file.dataURI == "data:image/png;base64," + bytes.base64EncodedString())
  }

  @Test func bytesThatAreNoImageAreRefused() {
    #expect(throws: ImageFileError.notAnImage(reason: "not a PNG, JPEG, GIF, WebP or SVG image")) {
      try ImageFile(data: Data("<svg/> and text after it is no XML document".utf8))
    }
  }

  /// An SVG's size is the one a browser draws it at as an image.
  @Test(arguments: [
    (#"width="20" height="10""#, CGSize(width: 20, height: 10)),
    (#"width="20px" height="1in""#, CGSize(width: 20, height: 96)),
    (#"width="12pt" height="1cm" "#, CGSize(width: 16, height: 96 / 2.54)),
    (#"viewBox="0 0 64 48""#, CGSize(width: 64, height: 48)),
    (#"width="32" viewBox="0,0,64,48""#, CGSize(width: 32, height: 24)),
    (#"height="24" viewBox="10 10 64 48""#, CGSize(width: 32, height: 24)),
    (#"width="100%" height="100%" viewBox="0 0 64 48""#, CGSize(width: 64, height: 48)),
    ("", CGSize(width: 300, height: 150)),
    (#"width="-5" height="nan""#, CGSize(width: 300, height: 150)),
  ])
  func anSVGIsSizedAsBrowsersSizeIt(attributes: String, size: CGSize) throws {
    let svg = #"<svg xmlns="http://www.w3.org/2000/svg" "# + attributes + "/>"
    let file = try ImageFile(data: Data(svg.utf8))
    #expect(file.mimeType == "image/svg+xml")
    #expect(abs(file.pixelSize.width - size.width) < 1e-9 && abs(file.pixelSize.height - size.height) < 1e-9)
  }

  @Test(arguments: [
    #"<svg width="20" height="10"/>"#,
    #"<html xmlns="http://www.w3.org/1999/xhtml"/>"#,
    #"<svg xmlns="http://www.w3.org/2000/svg" width="20">"#,
  ])
  func xmlThatIsNoSVGDocumentIsRefused(text: String) {
    #expect(throws: ImageFileError.notAnImage(reason: "not a PNG, JPEG, GIF, WebP or SVG image")) {
      try ImageFile(data: Data(text.utf8))
    }
  }

  /// An SVG's external entities and DTD are not loaded: reading the size touches no other file.
  @Test func anSVGLoadsNothingElse() throws {
    let svg = """
      <?xml version="1.0"?>
      <!DOCTYPE svg SYSTEM "/nonexistent/evil.dtd" [<!ENTITY outside SYSTEM "file:///etc/passwd">]>
      <svg xmlns="http://www.w3.org/2000/svg" width="8" height="4"><title>&outside;</title></svg>
      """
    let file = try ImageFile(data: Data(svg.utf8))
    #expect(file.pixelSize == CGSize(width: 8, height: 4))
    #expect(file.data == Data(svg.utf8))
  }

  @Test func aTruncatedImageIsRefused() throws {
    let bytes = try Data(contentsOf: Self.images.appendingPathComponent("red-30x20.png"))
    #expect(throws: ImageFileError.self) { try ImageFile(data: bytes.prefix(12)) }
    let jpeg = try Data(contentsOf: Self.images.appendingPathComponent("green-24x16.jpg"))
    #expect(throws: ImageFileError.self) { try ImageFile(data: jpeg.prefix(4)) }
  }

  @Test func aMissingFileIsUnreadable() {
    #expect(throws: ImageFileError.unreadable(path: "/nonexistent/image.png")) {
      try ImageFile(contentsOf: URL(fileURLWithPath: "/nonexistent/image.png"))
    }
  }
}
