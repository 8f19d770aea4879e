import Foundation

/// Generates the hostile scenes of the media classes: images that stand for huge ones (dimension
/// bombs, many-frame GIFs, `<use>` bombs, huge `viewBox`es), long and wide video exports, text drawn
/// as Lottie shapes past the outline budget, text of many distinct characters, and file names that
/// are not what they seem for every output kind. Each comes with the export it is run through, how
/// the run must end and the seconds it may take. The same call gives the same scenes.
public enum HostileMediaGenerator {
  /// Every scene of the classes.
  public static func corpus() -> [HostileMediaScene] {
    images() + videos() + text() + fileNames()
  }

  /// A document of `size` whose 40-point node `pic` (of `nodeLines`, indented under it) slides from
  /// the top of the white root to its bottom in `seconds`.
  public static func sliding(_ nodeLines: String, size: String = "[200, 200]", seconds: Double = 0.2) -> String {
    """
    morph: 1
    size: \(size)
    root: { backgroundColor: white }
    nodes:
      pic:
    \(nodeLines.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        style: { width: 40, height: 40 }
    states:
      top: { layout: { kind: stack, direction: vertical, justifyContent: start, children: [pic] } }
      bottom: { layout: { kind: stack, direction: vertical, justifyContent: end, children: [pic] } }
    transitions:
      slide:
        from: top
        to: bottom
        animation:
          - animate: { duration: \(seconds), changes: { pic: { frame: final(pic) } }, completion: [{ complete: true }] }

    """
  }

  private static func image(_ file: String) -> String { "type: image\nfile: \(file)" }

  static func images() -> [HostileMediaScene] {
    [
      HostileMediaScene(
        family: "image-dimensions", summary: "a 57-byte PNG of 20000 × 20000 pixels",
        document: sliding(image("bomb.png")), files: ["bomb.png": HostileImages.png(width: 20_000, height: 20_000)],
        formats: ["svg", "gif"], outcome: .refused(containing: "is 20000 × 20000 pixels; an image is at most 16384")),
      HostileMediaScene(
        family: "image-dimensions", summary: "a PNG of 8000 × 8000 pixels",
        document: sliding(image("bomb.png")), files: ["bomb.png": HostileImages.png(width: 8_000, height: 8_000)],
        formats: ["mp4"], outcome: .refused(containing: "is 8000 × 8000 pixels; an image is at most 16777216")),
      HostileMediaScene(
        family: "image-viewbox", summary: "an SVG of a 1e300-wide viewBox, as Lottie",
        document: sliding(image("huge.svg")),
        files: ["huge.svg": Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1e300 1e300"/>"#.utf8)],
        formats: ["lottie"], outcome: .refused(containing: "is 1e+300 × 1e+300 pixels")),
      HostileMediaScene(
        family: "image-frames", summary: "a GIF of 100,000 frames",
        document: sliding(image("frames.gif")), files: ["frames.gif": HostileImages.gif(frames: 100_000)],
        formats: ["mp4"], outcome: .refused(containing: "has more than 1000 frames")),
      HostileMediaScene(
        family: "image-frames", summary: "a GIF of 1,000 frames, within the budget",
        document: sliding(image("frames.gif")), files: ["frames.gif": HostileImages.gif(frames: 1_000)],
        formats: ["gif", "mp4", "lottie"], outcome: .written),
      HostileMediaScene(
        family: "image-uses", summary: "an SVG of nested <use>s standing for a billion rectangles",
        document: sliding(image("uses.svg")), files: ["uses.svg": HostileImages.nestedUses(depth: 9)],
        formats: ["apng"], outcome: .refused(containing: "draws more than 100000 elements")),
      HostileMediaScene(
        family: "image-uses", summary: "an SVG of nested <use>s standing for 10,000 rectangles, within the budget",
        document: sliding(image("uses.svg")), files: ["uses.svg": HostileImages.nestedUses(depth: 4)],
        formats: ["webm", "svg"], outcome: .written),
      HostileMediaScene(
        family: "image-filters", summary: "an SVG whose filter dilates by a radius of 1000 over a huge region",
        document: sliding(image("filter.svg")),
        files: ["filter.svg": filtered(#"<feMorphology radius="1000"/>"#)],
        formats: ["mp4"], outcome: .refused(containing: "pixel operations to draw; an SVG image's filters take at most")
      ),
      HostileMediaScene(
        family: "image-filters", summary: "an SVG image of 4000 × 4000 pixels under a drop shadow, as a thumbnail",
        document: sliding(image("shadow.svg")),
        files: ["shadow.svg": filtered(#"<feGaussianBlur stdDeviation="40"/>"#)],
        formats: ["mp4", "gif"], outcome: .written, seconds: 90),
      HostileMediaScene(
        family: "document-pixels", summary: "five distinct images of 4096 × 4096 pixels in one document",
        document: gallery(of: 5),
        files: Dictionary(
          uniqueKeysWithValues: (0..<5).map {
            ("photo\($0).png", HostileImages.png(width: 4096, height: 4096 - UInt32($0)))
          }),
        formats: ["mp4"], outcome: .refused(containing: "pixels together; a document's images hold at most 67108864")),
      HostileMediaScene(
        family: "image-data-uri", summary: "a data: URI of nested <use>s standing for a billion rectangles",
        document: sliding(
          "type: image\nurl: \"data:image/svg+xml,"
            + (String(decoding: HostileImages.nestedUses(depth: 9), as: UTF8.self)
              .addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "") + "\""),
        formats: ["mp4"], outcome: .refused(containing: "the data: URI's image draws more than 100000 elements")),
    ]
  }

  /// An SVG image of 4000 × 4000 pixels, filled by a rectangle under a filter of one primitive.
  private static func filtered(_ primitive: String) -> Data {
    Data(
      (#"<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"><filter id="f">"# + primitive
        + #"</filter><rect width="4000" height="4000" filter="url(#f)"/></svg>"#).utf8)
  }

  /// A document of `count` image nodes, `photo0.png` and on, that swap from a row to a column.
  private static func gallery(of count: Int) -> String {
    let names = (0..<count).map { "p\($0)" }
    return """
      morph: 1
      size: [300, 300]
      nodes:
      \(names.enumerated().map { "  \($1): { type: image, file: photo\($0).png, style: { width: 40, height: 40 } }" }.joined(separator: "\n"))
      states:
        row: { layout: { kind: stack, direction: horizontal, children: [\(names.joined(separator: ", "))] } }
        column: { layout: { kind: stack, direction: vertical, children: [\(names.joined(separator: ", "))] } }
      transitions:
        swap: { from: row, to: column, animation: default }

      """
  }

  static func videos() -> [HostileMediaScene] {
    [
      HostileMediaScene(
        family: "long-video", summary: "an hour-long transition as MP4",
        document: sliding("backgroundColor: red", seconds: 3600), formats: ["mp4"],
        outcome: .refused(containing: "the video would have 216001 frames; a video has at most 36000")),
      HostileMediaScene(
        family: "long-video", summary: "an hour-long transition as a looping GIF",
        document: sliding("backgroundColor: red", seconds: 3600), formats: ["gif"], arguments: ["--loop"],
        outcome: .refused(containing: "a video has at most 36000")),
      HostileMediaScene(
        family: "wide-video", summary: "a scene 16384 points wide as WebM",
        document: sliding("backgroundColor: red", size: "[16384, 100]"), formats: ["webm"],
        outcome: .refused(containing: "frames of 32768 × 200 pixels are too large")),
      HostileMediaScene(
        family: "wide-video", summary: "a scene 4100 × 4100 points at --scale 4 as APNG",
        document: sliding("backgroundColor: red", size: "[4100, 4100]"), formats: ["apng"],
        arguments: ["--scale", "4"], outcome: .refused(containing: "frames of 16400 × 16400 pixels are too large"),
        previewOutcome: .refused(containing: "frames of 8200 × 8200 pixels are too large")),
    ]
  }

  static func text() -> [HostileMediaScene] {
    // Eight text nodes of 10,000 characters (a string's most): past the outlines a Lottie file draws.
    let paragraph = String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: 176).prefix(
      10_000)
    let nodes = (1...8).map { "  t\($0): { type: text, text: \"\(paragraph)\", font: { size: 4 } }" }
    let glyphs = """
      morph: 1
      size: [400, 400]
      nodes:
      \(nodes.joined(separator: "\n"))
      states:
        a: { layout: { kind: stack, direction: vertical, children: [t1, t2, t3, t4, t5, t6, t7, t8] } }
        b: { layout: { kind: stack, direction: vertical, children: [t8, t7, t6, t5, t4, t3, t2, t1] } }
      transitions:
        swap: { from: a, to: b, animation: default }

      """
    // 10,000 distinct ideographs (a string's most), each a fallback font's to find and measure.
    let ideographs = String(String.UnicodeScalarView((0x4E00..<0x4E00 + 10_000).compactMap(Unicode.Scalar.init)))
    let distinct = """
      morph: 1
      size: [400, 400]
      nodes:
        t: { type: text, text: "\(ideographs)", font: { size: 4 } }
        box: { backgroundColor: red, style: { width: 20, height: 20 } }
      states:
        a: { layout: { kind: stack, direction: vertical, children: [t, box] } }
        b: { layout: { kind: stack, direction: vertical, children: [box, t] } }
      transitions:
        swap: { from: a, to: b, animation: default }

      """
    return [
      HostileMediaScene(
        family: "distinct-characters", summary: "a text of 10,000 distinct ideographs", document: distinct,
        formats: ["svg", "html"], outcome: .written, seconds: 30),
      HostileMediaScene(
        family: "lottie-glyphs", summary: "80,000 characters drawn as Lottie shapes", document: glyphs,
        formats: ["lottie"], arguments: ["--lottie-text", "shapes"],
        outcome: .refused(containing: "outline segments; a Lottie file draws at most 1000000"),
        previewOutcome: .written),
    ]
  }

  /// Documents named as links, queries, fragments, accented and hidden names, exported to every kind
  /// of file with the gallery index.
  static func fileNames() -> [HostileMediaScene] {
    ["javascript:alert(1).yaml", "a b?c#d.yaml", "é ü.yaml", ".hidden.yaml", "%2e%2e.yaml"].map { name in
      HostileMediaScene(
        family: "file-names", summary: "a document named \(name)", documentName: name,
        document: sliding("backgroundColor: red"), formats: ["svg", "html", "gif", "lottie", "apng"],
        arguments: ["--index"], outcome: .written)
    }
  }
}
