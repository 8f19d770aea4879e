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

  /// Small files standing for huge images are refused when read, naming the figure and the limit.
  @Test(arguments: [
    ("bomb-20000x20000.png", "is 20000 × 20000 pixels; an image is at most 16384 pixels a side"),
    ("frames-1001.gif", "has more than 1000 frames; an animated image has at most 1000"),
    ("frames-1001.webp", "has more than 1000 frames; an animated image has at most 1000"),
    (
      "frames-5-4000x4000.png",
      "has 5 frames of 4000 × 4000 pixels; an animated image's frames hold at most 67108864 pixels together"
    ),
  ])
  func anImageOverTheBudgetIsRefused(name: String, reason: String) throws {
    #expect(throws: ImageFileError.overBudget(reason)) {
      try ImageFile(contentsOf: Self.images.appendingPathComponent(name))
    }
  }

  @Test func anSVGOfAHugeSizeOrOfNestedUsesIsRefused() throws {
    let huge = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1e300 1e300"/>"#
    #expect(throws: ImageFileError.overBudget("is 1e+300 × 1e+300 pixels; an image is at most 16384 pixels a side")) {
      try ImageFile(data: Data(huge.utf8))
    }
    #expect(
      throws: ImageFileError.overBudget("is 5000 × 5000 pixels; an image is at most 16777216 pixels (4096 × 4096)")
    ) {
      try ImageFile(data: Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="5000" height="5000"/>"#.utf8))
    }
    // Each level repeats the one below ten times: six levels stand for a million rectangles.
    func nested(_ depth: Int) -> Data {
      var levels = [#"<g id="l0"><rect width="1" height="1"/></g>"#]
      for level in 1...depth {
        levels.append(
          #"<g id="l\#(level)">"# + String(repeating: ##"<use href="#l\##(level - 1)"/>"##, count: 10) + "</g>")
      }
      return Data(
        (#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">"# + levels.joined() + "</svg>").utf8)
    }
    #expect(
      throws: ImageFileError.overBudget(
        "draws more than 100000 elements once its <use> elements are expanded; an SVG image draws at most 100000")
    ) { try ImageFile(data: nested(6)) }
    // Four levels (10,000 rectangles and their groups and uses) pass, and so does a <use> of its own
    // group, which no renderer draws.
    #expect(try ImageFile(data: nested(4)).pixelSize == CGSize(width: 10, height: 10))
    let cycle = ##"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><g id="a"><use href="#a"/></g></svg>"##
    #expect(try ImageFile(data: Data(cycle.utf8)).pixelSize == CGSize(width: 4, height: 4))
  }

  @Test func aDataURIIsReadAsTheImageItHoldsAndHeldToTheBudget() throws {
    let png = try ImageFile(contentsOf: Self.images.appendingPathComponent("red-30x20.png"))
    let read = try #require(try ImageFile(dataURI: png.dataURI))
    #expect(read == png)
    #expect(read.decodedPixels == 600)
    let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="48" height="32"/>"#
    let percentEncoded =
      "DATA:image/svg+xml," + (svg.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
    #expect(try ImageFile(dataURI: percentEncoded)?.pixelSize == CGSize(width: 48, height: 32))
    // What is no image, or no data: URI, is left to be drawn as written.
    #expect(try ImageFile(dataURI: "data:image/png;base64,AAAA") == nil)
    #expect(try ImageFile(dataURI: "data:text/plain,hello") == nil)
    #expect(try ImageFile(dataURI: "https://example.com/a.png") == nil)
    let huge = "data:image/svg+xml," + #"<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="10"/>"#
    #expect(throws: ImageFileError.overBudget("is 20000 × 10 pixels; an image is at most 16384 pixels a side")) {
      try ImageFile(dataURI: huge)
    }
  }

  @Test func anSVGWhoseFiltersTakeTooMuchWorkIsRefused() throws {
    func svg(side: Int, filter: String, primitive: String) -> Data {
      Data(
        (#"<svg xmlns="http://www.w3.org/2000/svg" width="\#(side)" height="\#(side)"><filter id="f"\#(filter)>"#
          + primitive + #"</filter><rect width="10" height="10" filter="url(#f)"/></svg>"#).utf8)
    }
    // A drop shadow on an icon, and a little turbulence on a photo-sized image, are drawn.
    #expect(throws: Never.self) {
      try ImageFile(
        data: svg(side: 48, filter: "", primitive: #"<feGaussianBlur stdDeviation="2"/><feOffset dx="1"/>"#))
    }
    #expect(throws: Never.self) {
      try ImageFile(data: svg(side: 4000, filter: "", primitive: #"<feTurbulence numOctaves="4"/>"#))
    }
    // 4000 × 4000 pixels, times 1.2 × 1.2 for the default region, times 21 × 21 for a radius of 10.
    #expect(
      throws: ImageFileError.overBudget(
        "has filters that take about 10160640000 pixel operations to draw; an SVG image's filters take at most "
          + "1000000000 (a smaller image, radius, kernel or region)")
    ) { try ImageFile(data: svg(side: 4000, filter: "", primitive: #"<feMorphology radius="10"/>"#)) }
    #expect(
      throws: ImageFileError.overBudget(
        "has a <filter> whose x is -50; a filter region of an SVG image is at most 3 times its element's box")
    ) { try ImageFile(data: svg(side: 10, filter: #" x="-50" width="100""#, primitive: "<feFlood/>")) }
    #expect(
      throws: ImageFileError.overBudget(
        "has a <filter> whose x is -400; a filter region of an SVG image is at most 3 times its element's box")
    ) {
      try ImageFile(
        data: svg(side: 100, filter: #" filterUnits="userSpaceOnUse" x="-400" width="300""#, primitive: "<feFlood/>"))
    }
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
