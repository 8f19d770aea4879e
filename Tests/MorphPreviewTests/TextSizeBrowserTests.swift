import Foundation
import MorphLayout
import MorphText
import MorphTimeline
import MorphTransition
import Testing
import _MorphTestSupport

@testable import MorphPreview

/// The player's Text size menu in headless Chromium: picking a content size category re-renders the
/// scene with its text styles at Apple's sizes for that category.
@Suite(.serialized) struct TextSizeBrowserTests {
  struct Report: Decodable {
    struct TextSize: Decodable {
      var subject: PreviewReview.Subject
      var options: [String]
      var samples: [BrowserSample]
    }
    var scrub: BrowserSamples
    var textSize: TextSize?
  }

  static let scene = """
    morph: 1
    name: Dynamic type
    size: [375, 300]
    nodes:
      title: { type: text, text: Headline, font: { textStyle: headline } }
      body: { type: text, text: Body text, font: { textStyle: body } }
    states:
      collapsed: { layout: { kind: stack, direction: vertical, children: [title] } }
      expanded: { layout: { kind: stack, direction: vertical, spacing: 8, children: [title, body] } }
    transitions:
      expand: { from: collapsed, to: expanded }
    """

  @Test func theTextSizeMenuRendersTheSceneAtTheCategoryPicked() async throws {
    try BrowserAnimationCheck.requireOrSkip()
    let fixture = try PreviewFixture.start(documents: ["dynamic-type.yaml": Self.scene])
    defer { fixture.stop() }
    let times = [0.0, 0.5]
    let output = try BrowserAnimationCheck.runScript(
      named: "preview_check.py",
      arguments: [
        "--url", fixture.server.url.appendingPathComponent("scene/dynamic-type").absoluteString,
        "--times", times.map { "\($0)" }.joined(separator: ","),
        "--content-size-category", "accessibilityExtraLarge",
      ])
    let report = try JSONDecoder().decode(Report.self, from: output)
    let textSize = try #require(report.textSize)
    #expect(textSize.options == [""] + ContentSizeCategory.allCases.map(\.name))
    #expect(textSize.subject.contentSizeCategory == "accessibilityExtraLarge")

    let renderer = try PreviewRenderer(
      catalog: PreviewCatalog(path: fixture.folder.path), textMeasurer: FreeTypeTextMeasurer())
    func timeline(_ category: ContentSizeCategory?) async throws -> Timeline {
      let request = PreviewRequest(scene: "dynamic-type", contentSizeCategory: category)
      return try #require(await renderer.render(request)?.rendering?.timeline)
    }
    let large = try await timeline(nil)
    let accessible = try await timeline(.accessibilityExtraLarge)
    let before = BrowserAnimationCheck.compare(report.scrub, with: large)
    #expect(before.passed, "\(before)")
    let after = BrowserAnimationCheck.compare(
      BrowserSamples(
        times: times, animations: BrowserSamples.AnimationCount(smil: 0, css: 0), samples: textSize.samples),
      with: accessible)
    #expect(after.passed, "\(after)")
    let largeTitle = try #require(report.scrub.samples.last?.elements["title"]?.height)
    let accessibleTitle = try #require(textSize.samples.last?.elements["title"]?.height)
    #expect(accessibleTitle > 2 * largeTitle, "headline: 40 points at AX3, 17 at large")
  }
}
