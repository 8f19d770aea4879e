import Foundation
import MorphLayout
import MorphTransition
import Testing
import _MorphTestSupport

@testable import MorphExport

/// What the report says: the layout-triggering properties animated and why, the images left out, and
/// how many CSS animations the page runs.
@Suite struct HTMLReportTests {
  @Test func aPlainBoxThatGrowsIsAnimatedByTransformsOnly() throws {
    let (data, report) = try HTMLExporter().exportWithReport(ExportCases.box(.easeInOut))
    let html = String(decoding: data, as: UTF8.self)
    #expect(report.layoutAnimations.isEmpty)
    // 20 × 20 growing to 40 × 30: a box as large as the largest frame, scaled from its top left corner.
    #expect(html.contains("#m-box{width:40px;height:30px;transform-origin:0 0;translate:10px 10px;scale:0.5 0.666667;"))
    #expect(html.contains("transition:translate 0.5s cubic-bezier(0.42,0,0.58,1) 0.25s,scale 0.5s"))
    #expect(report.transitionCount == 3)
    #expect(report.keyframeAnimationCount == 0)
    #expect(
      report.description == """
        CSS animations: 3 transitions, 0 keyframe animations
        Layout-triggering properties animated: none (transforms and opacity only)

        """)
  }

  @Test @MainActor func aCardListsEverySizeItAnimatesAndTheImageItLeavesOut() async throws {
    let timeline = try await CardNode.widening(title: "A title long enough to wrap onto three lines")
    let report = try HTMLExporter().exportWithReport(timeline).report
    #expect(
      report.description == """
        CSS animations: 24 transitions, 0 keyframe animations
        Layout-triggering properties animated: 5
          card.title width: the box changes size, and a scale would distort its text
          card.title height: the box changes size, and a scale would distort its text
          photo width: the box changes size, and a scale would distort its image and transform (which turns and \
        scales about the box's centre)
          field width: the box changes size, and a scale would distort its field's text and border
          button width: the box changes size, and a scale would distort its children and rounded corners
        Images left out (the page loads no external resources): 1
          photo: images/photo.png?size=small&format=png

        """)
    #expect(report.omittedImages == [.init(elementID: "photo", source: "images/photo.png?size=small&format=png")])
  }

  @Test func aThickeningBorderIsALayoutAnimation() throws {
    let report = try HTMLExporter().exportWithReport(HTMLCases.styled()).report
    #expect(report.layoutAnimations.map(\.property) == ["width", "height", "border-width"])
    #expect(report.layoutAnimations.allSatisfy { $0.elementID == "card" })
    #expect(
      report.layoutAnimations[2].reason == "the border's width changes, which CSS animates only as a border width")
    // The card's translate, width, height and transform, border-width's four longhands on ::after, and
    // the grower's translate and scale (its spring is one movement).
    #expect(report.transitionCount == 4 + 4 + 2)
  }

  @Test func dataImagesAreEmbeddedAndOthersLeftOut() throws {
    let pixel =
      "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAE"
      + "hQGAhKmMIQAAAABJRU5ErkJggg=="
    let frame = CGRect(x: 0, y: 0, width: 30, height: 30)
    let timeline = Fixture.timeline(
      duration: 0,
      [
        Fixture.element("inline", parent: "root", frame: frame, kind: "image", content: .image(source: pixel)),
        Fixture.element(
          "remote", parent: "root", index: 1, frame: frame, kind: "networkImage",
          content: .image(source: "https://example.com/a b.png")),
        Fixture.element(
          "empty", parent: "root", index: 2, frame: frame, kind: "networkImage", content: .image(source: nil)),
      ])
    let (data, report) = try HTMLExporter().exportWithReport(timeline)
    let html = String(decoding: data, as: UTF8.self)
    #expect(html.contains(#"<img class="morph-image" src="\#(pixel)" alt="">"#))
    #expect(!html.contains("example.com"))
    #expect(html.components(separatedBy: #"<div class="morph-image-omitted"></div>"#).count == 2)
    #expect(report.omittedImages == [.init(elementID: "remote", source: "https://example.com/a b.png")])
  }
}
