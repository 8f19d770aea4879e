import Foundation
import MorphLayout
import MorphText
import Testing

/// Compares FreeType measurements with what headless Chromium lays out for the same text, through
/// `Tests/BrowserChecks/cdp.py`.
///
/// Chromium is found on PATH. Without it the test is skipped, except under CI (`CI=true`), where it
/// fails: CI installs Chromium with `scripts/install-chromium` first.
@Suite struct BrowserTextWidthTests {
  static let chromium = executableOnPath(named: "chromium")
  static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let texts = [
    "Hello, World!",
    "AVATAR Toyota WAVE",
    "The quick brown fox jumps over the lazy dog.",
    "Typography: Te Yo Wa LT P. y, r.",
    "1234567890 (x) [y] {z} $5 €9 %",
    "Wolf Vaselines: àéîõü ß Ω",
  ]
  static let sizes: [CGFloat] = [12, 17, 24.5, 32]
  static let weights = [400, 700]

  /// What the page reports: one width per span, and per size the height of a `line-height: normal`
  /// block and the distance from its top to the baseline.
  struct PageMeasurements: Decodable {
    var widths: [CGFloat]
    var lineHeights: [CGFloat]
    var baselines: [CGFloat]
  }

  @Test(
    // Skipped only outside CI; under CI a missing Chromium fails the test below.
    .enabled(if: chromium != nil || isCI, "chromium is not on PATH (install it with scripts/install-chromium)"))
  func freeTypeMatchesChromium() throws {
    let chromium = try #require(
      Self.chromium, "CI=true but chromium is not on PATH: run scripts/install-chromium before the tests")
    let measurer = try FreeTypeTextMeasurer()
    let page = try measure(page: Self.testPage(), chromium: chromium)

    let fonts = Self.weights.flatMap { weight in Self.sizes.map { Font(size: $0, weight: weight) } }
    let expectedWidths = fonts.flatMap { font in Self.texts.map { measurer.width(of: $0[...], font: font) } }
    try #require(page.widths.count == expectedWidths.count)
    let differences = zip(page.widths, expectedWidths).map { abs($0 - $1) }
    let largest = differences.max() ?? 0
    print("BrowserTextWidthTests: \(differences.count) spans, largest width difference \(largest) px")
    for (index, difference) in differences.enumerated() where difference > 0.5 {
      let font = fonts[index / Self.texts.count]
      let text = Self.texts[index % Self.texts.count]
      Issue.record("'\(text)' in \(font): Chromium \(page.widths[index]), FreeType \(expectedWidths[index])")
    }
    #expect(largest <= 0.5)

    let metrics = Self.sizes.map { measurer.metrics(for: Font(size: $0)) }
    #expect(page.lineHeights == metrics.map(\.lineHeight))
    #expect(page.baselines == metrics.map(\.ascent))
  }

  /// A page with one span per text, size and weight, then one block per size for the line metrics.
  static func testPage() -> String {
    let spans = weights.flatMap { weight in
      sizes.flatMap { size in
        texts.map { text in
          "<div><span style=\"font-size: \(size)px; font-weight: \(weight)\">\(escaped(text))</span></div>"
        }
      }
    }
    let blocks = sizes.map { size in
      "<div class=\"line\" style=\"font-size: \(size)px\">Hxg<i class=\"baseline\"></i></div>"
    }
    return """
      <!DOCTYPE html>
      <html><head><meta charset="utf-8"><style>
      body { margin: 0; font-family: 'DejaVu Sans'; font-variant-ligatures: none; }
      span { white-space: pre; }
      .line { line-height: normal; }
      .baseline { display: inline-block; width: 1px; height: 0; vertical-align: baseline; }
      </style></head><body>
      \(spans.joined(separator: "\n"))
      \(blocks.joined(separator: "\n"))
      </body></html>
      """
  }

  static let measuringScript = """
    ({
      widths: [...document.querySelectorAll('span')].map(span => span.getBoundingClientRect().width),
      lineHeights: [...document.querySelectorAll('.line')].map(line => line.getBoundingClientRect().height),
      baselines: [...document.querySelectorAll('.line')].map(line =>
        line.querySelector('.baseline').getBoundingClientRect().top - line.getBoundingClientRect().top),
    })
    """

  /// Loads the page in Chromium through cdp.py and decodes what the measuring script returns.
  func measure(page: String, chromium: String) throws -> PageMeasurements {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("morph-browser-text-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let pageFile = directory.appendingPathComponent("text.html")
    try page.write(to: pageFile, atomically: true, encoding: .utf8)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", Self.repositoryRoot.appendingPathComponent("Tests/BrowserChecks/cdp.py").path,
      "--file", pageFile.path, "--chromium", chromium, "--eval", Self.measuringScript,
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let result = output.fileHandleForReading.readDataToEndOfFile()
    let diagnostics = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "cdp.py failed: \(diagnostics)")
    return try JSONDecoder().decode(PageMeasurements.self, from: result)
  }

  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
  }

  static func executableOnPath(named name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":")
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name).path }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
