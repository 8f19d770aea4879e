import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The SVG 1.1 and SMIL elements and attributes exports may use, and a reader that lists what a
/// document does use.
///
/// Two attributes come from later standards, on purpose: `href` on `<image>` and `<use>` (SVG 2's
/// replacement of `xlink:href`, which every current browser reads) and `data-*` attributes (the
/// provenance and contract attributes, which renderers ignore).
enum SVGVocabulary {
  private static let core: Set<String> = ["id", "class", "style", "xml:space"]
  private static let presentation: Set<String> = [
    "transform", "opacity", "display", "fill", "fill-opacity", "stroke", "stroke-opacity", "stroke-width",
    "clip-path", "font-family", "font-size", "font-weight", "text-anchor", "letter-spacing", "text-decoration",
  ]
  private static let animation: Set<String> = [
    "attributeName", "type", "additive", "calcMode", "values", "keyTimes", "keySplines", "dur", "fill",
    "repeatCount",
  ]

  /// The attributes allowed on each element.
  static let allowed: [String: Set<String>] = [
    "svg": core.union(presentation).union(["xmlns", "version", "width", "height", "viewBox"]),
    "metadata": core,
    "g": core.union(presentation),
    "rect": core.union(presentation).union(["x", "y", "width", "height", "rx", "ry"]),
    "clipPath": core.union(["clipPathUnits"]),
    "use": core.union(presentation).union(["href", "x", "y", "width", "height"]),
    "image": core.union(presentation).union(["href", "x", "y", "width", "height", "preserveAspectRatio"]),
    "text": core.union(presentation).union(["x", "y"]),
    "tspan": core.union(presentation).union(["x", "y"]),
    "animate": animation,
    "animateTransform": animation,
  ]

  /// The attributes SMIL animations may animate.
  static let animatedAttributes: Set<String> = [
    "transform", "opacity", "display", "width", "height", "rx", "fill", "fill-opacity", "stroke", "stroke-opacity",
    "stroke-width",
  ]

  /// The problems of a document: elements or attributes outside the vocabulary, animations of other
  /// attributes or with other modes, and parse errors.
  static func problems(in data: Data) -> [String] {
    let reader = Reader()
    let parser = XMLParser(data: data)
    parser.delegate = reader
    if !parser.parse() {
      reader.problems.append("not well-formed: \(parser.parserError.map { "\($0)" } ?? "unknown error")")
    }
    return reader.problems
  }

  private final class Reader: NSObject, XMLParserDelegate {
    var problems: [String] = []

    func parser(
      _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      guard let allowed = SVGVocabulary.allowed[element] else {
        problems.append("<\(element)> is not in the vocabulary")
        return
      }
      for name in attributes.keys.sorted() where !allowed.contains(name) && !name.hasPrefix("data-") {
        problems.append("<\(element)> has \(name), which is not in the vocabulary")
      }
      guard element == "animate" || element == "animateTransform" else { return }
      if let name = attributes["attributeName"], !SVGVocabulary.animatedAttributes.contains(name) {
        problems.append("<\(element)> animates \(name)")
      }
      if let mode = attributes["calcMode"], !["linear", "spline", "discrete"].contains(mode) {
        problems.append("<\(element)> has calcMode \(mode)")
      }
      if element == "animateTransform", let type = attributes["type"],
        !["translate", "rotate", "scale"].contains(type)
      {
        problems.append("<animateTransform> has type \(type)")
      }
    }
  }
}
