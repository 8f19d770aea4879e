import Foundation
import MorphXML

/// The gallery's `index.html`: one figure per exported timeline, showing its animated SVG (which plays
/// inside `<img>`, no script) and its GIF side by side, and linking every file exported of it.
public struct GalleryIndex: Sendable {
  /// One exported timeline of the gallery.
  public struct Entry: Hashable, Sendable {
    /// What the figure is called, such as `Signup form — nameToAge`.
    public var title: String
    /// The file names (relative to the index) of the exported files, by kind; any may be missing. The
    /// page links each as `./NAME`, percent-encoded.
    public var svg: String?
    public var html: String?
    public var stills: String?
    public var gif: String?
    public var lottie: String?

    public init(
      title: String, svg: String?, html: String?, stills: String?, gif: String? = nil, lottie: String? = nil
    ) {
      self.title = title
      self.svg = svg
      self.html = html
      self.stills = stills
      self.gif = gif
      self.lottie = lottie
    }
  }

  /// The figures, in order.
  public var entries: [Entry]

  public init(entries: [Entry]) {
    self.entries = entries
  }

  /// The gallery page template, `Sources/MorphExport/Templates/gallery.html` compiled into the library:
  /// the figures go into the element with id `morph-gallery`.
  public static let template = HTMLTemplate(
    data: Data(PackageResources.gallery_html), location: "Morph's gallery template (Templates/gallery.html)")

  /// The page's bytes.
  /// - Throws: `XMLError` when the page cannot be built.
  public func export() throws -> Data {
    let document = try HTMLDocument(template: Self.template)
    let gallery = try document.element(withID: "morph-gallery")
    for entry in entries {
      let figure = try document.appendElement(named: "figure", to: gallery)
      if entry.svg != nil || entry.gif != nil {
        let pictures = try document.appendElement(named: "div", attributes: ["class": "pictures"], to: figure)
        for (kind, file) in [("SVG", entry.svg), ("GIF", entry.gif)] {
          guard let file else { continue }
          try document.appendElement(
            named: "img", attributes: ["src": Self.url(of: file), "alt": "\(entry.title) (\(kind))"], to: pictures)
        }
      }
      let caption = try document.appendElement(named: "figcaption", to: figure)
      let title = try document.appendElement(named: "div", to: caption)
      try document.appendText(entry.title, to: title)
      let files = [
        ("SVG", entry.svg), ("HTML", entry.html), ("Stills", entry.stills), ("GIF", entry.gif),
        ("Lottie", entry.lottie),
      ]
      for (label, file) in files {
        guard let file else { continue }
        let link = try document.appendElement(named: "a", attributes: ["href": Self.url(of: file)], to: caption)
        try document.appendText(label, to: link)
      }
    }
    return try document.serialized()
  }

  /// The characters a file name keeps in a link: RFC 3986's unreserved ones, and `/` between folders.
  private static let keptInURLs = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/")

  /// A file's link from the index: `./` and the name with every other character percent-encoded, so
  /// that no name (`javascript:…`, `//host`, `a?b#c`) is read as a scheme, a host, a query or a fragment.
  static func url(of file: String) -> String {
    "./" + (file.addingPercentEncoding(withAllowedCharacters: keptInURLs) ?? "")
  }
}
