import Foundation
import MorphXML
import Testing

@testable import MorphExport

/// The gallery index lists every entry's files.
@Suite struct GalleryIndexTests {
  @Test func listsEachEntryWithItsAnimationAndLinks() throws {
    let index = GalleryIndex(entries: [
      .init(title: "Signup — nameToAge", svg: "signup.nameToAge.svg", html: "signup.nameToAge.html", stills: nil),
      .init(title: "Bar <&>", svg: nil, html: "bar.html", stills: "bar.frames.svg"),
      .init(
        title: "Card", svg: "card.svg", html: nil, stills: nil, gif: "card.gif", lottie: "card.lottie.json"),
    ])
    let data = try index.export()
    try XMLWellFormedness.checkHTML(data)
    let page = String(decoding: data, as: UTF8.self)
    #expect(
      page.contains(
        "<figure><div class=\"pictures\"><img src=\"./signup.nameToAge.svg\" alt=\"Signup — nameToAge (SVG)\"></div>"
          + "<figcaption><div>Signup — nameToAge</div>"
          + "<a href=\"./signup.nameToAge.svg\">SVG</a><a href=\"./signup.nameToAge.html\">HTML</a></figcaption></figure>"
      ))
    #expect(
      page.contains(
        "<div>Bar &lt;&amp;&gt;</div><a href=\"./bar.html\">HTML</a><a href=\"./bar.frames.svg\">Stills</a>"))
    // The GIF is shown beside the SVG, and every file is linked.
    #expect(
      page.contains(
        "<div class=\"pictures\"><img src=\"./card.svg\" alt=\"Card (SVG)\"><img src=\"./card.gif\" alt=\"Card (GIF)\"></div>"
      ))
    #expect(
      page.contains(
        "<a href=\"./card.svg\">SVG</a><a href=\"./card.gif\">GIF</a><a href=\"./card.lottie.json\">Lottie</a>"))
    #expect(try index.export() == data, "the same entries give the same bytes")
  }

  @Test(arguments: [
    ("javascript:alert(1).svg", "./javascript%3Aalert%281%29.svg"), ("//evil.example/a.svg", ".///evil.example/a.svg"),
    ("a b?c#d.html", "./a%20b%3Fc%23d.html"), ("é.gif", "./%C3%A9.gif"), ("../up.svg", "./../up.svg"),
  ])
  func aFileIsLinkedRelativeToTheIndexWhateverItsName(file: String, link: String) throws {
    #expect(GalleryIndex.url(of: file) == link)
    let page = String(
      decoding: try GalleryIndex(entries: [.init(title: "t", svg: nil, html: file, stills: nil)]).export(),
      as: UTF8.self)
    #expect(page.contains("<a href=\"\(link)\">HTML</a>"))
  }
}
