import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import MorphXML
import Testing
import _MorphTestSupport

@testable import MorphExport

/// Byte-exact snapshots of targeted HTML exports, each also checked to parse as HTML without errors.
@MainActor
@Suite struct HTMLExporterTests {
  @discardableResult
  private func snapshot(
    _ timeline: Timeline, named name: String, options: ExportOptions = ExportOptions(),
    template: HTMLTemplate = HTMLExporter.defaultTemplate, function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let data = try HTMLExporter(options: options, template: template).export(timeline)
    try XMLWellFormedness.checkHTML(data)
    SnapshotFile.assert(data, named: name, pathExtension: "html", function: function, sourceLocation: sourceLocation)
    let html = String(decoding: data, as: UTF8.self)
    #expect(Self.loadsNothing(html), "the page refers to an external resource", sourceLocation: sourceLocation)
    return html
  }

  /// Whether a page refers to nothing outside itself: no links, imports, CSS URLs or sources other
  /// than `data:` URIs.
  static func loadsNothing(_ html: String) -> Bool {
    let sources = html.components(separatedBy: #"src=""#).dropFirst()
    return !html.contains("<link") && !html.contains("@import") && !html.contains("url(")
      && sources.allSatisfy { $0.hasPrefix("data:") }
  }

  @Test(arguments: ExportCases.curves.map(\.name)) func eachCurve(_ name: String) throws {
    let curve = ExportCases.curves.first { $0.name == name }!.curve
    let html = try snapshot(ExportCases.box(curve), named: name)
    // One movement of each property: transitions, no keyframes.
    #expect(html.contains(".morph-play #m-box{"))
    #expect(html.contains("transition:"))
    #expect(!html.contains("@keyframes"))
  }

  @Test func aSingleMovementIsATransition() throws {
    let html = try snapshot(ExportCases.box(.easeInOut), named: "box")
    #expect(
      html.contains(
        ".morph-play #m-box{translate:150px 60px;scale:1 1;opacity:0.5;"
          + "transition:translate 0.5s cubic-bezier(0.42,0,0.58,1) 0.25s,scale 0.5s cubic-bezier(0.42,0,0.58,1) 0.25s,"
          + "opacity 0.5s cubic-bezier(0.42,0,0.58,1) 0.25s}"))
  }

  @Test func severalMovementsAreKeyframes() throws {
    let html = try snapshot(ExportCases.chained(), named: "box")
    #expect(html.contains("@keyframes m-box-frame{"))
    #expect(html.contains("animation:m-box-frame 1.5s linear 0s 1 both,m-box-background 1.5s linear 0s 1 both"))
  }

  @Test func jumpsAreTwoKeyframesAtOneOffset() throws {
    let html = try snapshot(HTMLCases.jumps(), named: "box")
    // The linear movement reaches (80, 35) at 0.5 s and jumps aside then, where it holds until 0.7 s.
    #expect(
      html.contains(
        "50%{translate:80px 35px;scale:0.75 0.833333}\n"
          + "50%{translate:150px 10px;scale:0.5 0.666667;animation-timing-function:steps(1,end)}"))
  }

  @Test func aBezierCSSCannotTakeIsSampled() throws {
    let html = try snapshot(HTMLCases.unusualBezier(), named: "box")
    #expect(!html.contains("cubic-bezier(1.2"))
    #expect(html.contains("linear(0,"))
  }

  @Test func springsAreLinearEasings() async throws {
    let html = try snapshot(try await ExportCases.chainedByCompletion(), named: "row")
    #expect(html.contains(".morph-play #m-B{opacity:0.5;transition:opacity 0.4s linear(0,"))
    #expect(html.contains(#"<meta name="morph-sampling-tolerance" content="0.001">"#))
    #expect(html.contains("within 0.1 % of each movement's distance"))
  }

  @Test func interruptedAnimations() async throws {
    try snapshot(try await HTMLCases.interrupted(), named: "row")
  }

  @Test func uiKitKeyframes() async throws {
    try snapshot(try await HTMLCases.keyframed(), named: "row")
  }

  @Test func insertedRemovedAndReordered() async throws {
    let html = try snapshot(try await Planned.reorderedRow(), named: "row")
    // B leaves at the end of the transition; C starts in front of A and ends behind it.
    #expect(html.contains(".morph-play #m-B{visibility:hidden;transition:visibility 0.4s steps(1,end) 0s;"))
    #expect(html.contains("z-index"))
  }

  @Test func reparentedAndRestacked() throws {
    let html = try snapshot(ExportCases.restacked(), named: "siblings")
    // W has a <div> under Z and one under the root, each shown in turn.
    #expect(html.components(separatedBy: #"data-morph-id="W""#).count == 3)
  }

  @Test func loopingWithAPause() async throws {
    let html = try snapshot(
      try await Planned.reorderedRow(), named: "row", options: ExportOptions(loops: true, loopPause: 0.6))
    #expect(html.components(separatedBy: "transition:").count == 2, "only reduced motion's transition:none")
    #expect(html.contains("animation:m-A-frame 1s linear 0s infinite both"))
    #expect(html.contains(#"data-morph-loop-pause="0.6""#))
  }

  @Test func reducedMotionJumpsToTheEnd() throws {
    let html = try snapshot(ExportCases.box(.linear), named: "box")
    #expect(
      html.contains(
        "@media (prefers-reduced-motion: reduce){.morph-play [data-morph-id],.morph-play [data-morph-id]::after"
          + "{transition:none!important;animation-duration:0s!important;animation-delay:0s!important;"
          + "animation-iteration-count:1!important}}"))
  }

  @Test func aCardWithEveryKindOfContent() async throws {
    let timeline = try await CardNode.widening(title: "A title long enough to wrap onto three lines")
    try snapshot(timeline, named: "card", options: ExportOptions(idPrefix: "card-"))
  }

  @Test func wrappedAndAlignedText() throws {
    let html = try snapshot(HTMLCases.wrappedText(), named: "text")
    #expect(html.contains("white-space:pre"))
    #expect(html.contains("font-variant-ligatures:none;font-kerning:normal"))
  }

  @Test func textOfSeveralRuns() throws {
    let html = try snapshot(ExportCases.textRuns(), named: "runs")
    #expect(html.contains(#"<span class="morph-run">for </span><span class="morph-run">the Engine</span>"#))
    #expect(html.contains("text-decoration:underline"))
    #expect(html.contains("letter-spacing:0.5px"))
  }

  @Test func awkwardCharacters() throws {
    let html = try snapshot(ExportCases.awkwardText(), named: "text")
    #expect(html.contains(#"<div class="morph-line">&lt;b&gt;Tom &amp;</div>"#))
    #expect(html.contains(#"<div class="morph-line">"Jerry"&lt;/b&gt; 'café'</div>"#))
    // Control characters are dropped.
    #expect(html.contains(#"<div class="morph-line">— 日本語 👋🏽 abcd</div>"#))
    #expect(html.contains(#"font-family:'Ahem\'s "Test" Font'"#))
  }

  @Test func transformsBordersAndColors() throws {
    let html = try snapshot(HTMLCases.styled(), named: "card")
    #expect(html.contains("transform:translate(10px,-5px) rotate(0.7rad) scale(1.5,0.5)"))
    #expect(html.contains("#m-card::after{"))
  }

  @Test func aPageWithAnImageLoadsNothing() throws {
    let remote = Fixture.timeline(
      duration: 0,
      [
        Fixture.element(
          "photo", parent: "root", frame: CGRect(x: 0, y: 0, width: 30, height: 30), kind: "networkImage",
          content: .image(source: "https://example.com/photo.png"))
      ])
    #expect(!Self.loadsNothing(#"<img src="https://example.com/photo.png">"#))
    let html = try HTMLExporter().string(for: remote)
    #expect(Self.loadsNothing(html))
    #expect(!html.contains("example.com"))
  }

  @Test func aTemplateWithOnlyTheMountPoint() throws {
    let template = HTMLTemplate(data: Data(HTMLCases.bareTemplate.utf8), location: "bare.html")
    let html = try snapshot(ExportCases.box(.easeOut), named: "box", template: template)
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html><body><section id=\"morph-stage\"><style>\n"))
  }
}
