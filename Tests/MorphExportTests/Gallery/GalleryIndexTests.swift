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
    ])
    let data = try index.export()
    try XMLWellFormedness.checkHTML(data)
    let page = String(decoding: data, as: UTF8.self)
    #expect(page.contains(
      "<figure><img src=\"signup.nameToAge.svg\" alt=\"Signup — nameToAge\"><figcaption><div>Signup — nameToAge</div>"
        + "<a href=\"signup.nameToAge.svg\">SVG</a><a href=\"signup.nameToAge.html\">HTML</a></figcaption></figure>"))
    #expect(page.contains("<div>Bar &lt;&amp;&gt;</div><a href=\"bar.html\">HTML</a><a href=\"bar.frames.svg\">Stills</a>"))
    #expect(try index.export() == data, "the same entries give the same bytes")
  }
}
