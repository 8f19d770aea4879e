import Foundation
import MorphImage
import Testing

/// Image files read by their formats' libraries: format, pixel size, bytes as a data URI.
@Suite struct ImageFileTests {
  static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Images")

  @Test(arguments: [
    ("red-30x20.png", "image/png", CGSize(width: 30, height: 20)),
    ("green-24x16.jpg", "image/jpeg", CGSize(width: 24, height: 16)),
    ("blue-12x10.gif", "image/gif", CGSize(width: 12, height: 10)),
    ("yellow-40x30.webp", "image/webp", CGSize(width: 40, height: 30)),
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
    #expect(throws: ImageFileError.notAnImage(reason: "not a PNG, JPEG, GIF or WebP image")) {
      try ImageFile(data: Data("<svg/> is not read here".utf8))
    }
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
