import Foundation
import MorphLayout
import MorphPlanning
import MorphReview
import MorphScene
import MorphTimeline
import Testing
import _MorphTestSupport

/// `morph diff --format html`'s review page in headless Chromium, driven by
/// `Tests/BrowserChecks/review_check.py` as a reviewer uses it: both versions show what their
/// timelines say at each time the scrubber is dragged to, in sync; the changed elements are outlined
/// where they are drawn; the onion-skin slider fades the new version over the old; each row of the
/// table jumps to the time its change peaks; Play plays.
@Suite struct ReviewPageBrowserTests {
  /// What review_check.py reports.
  struct Report: Decodable {
    struct Subject: Decodable {
      var name: String
      var duration: Double
      var samples: [Sample]
      var mix: Mix?
      var rows: [Row]
      var played: Played
    }
    struct Sample: Decodable {
      var time: Double
      var scrubber: Double
      var stages: [Stage]
    }
    struct Stage: Decodable {
      var caption: String
      var views: [View]
      var outlines: [Outline]
    }
    struct View: Decodable {
      var side: String
      var boxes: [String: [Double]]
    }
    struct Outline: Decodable {
      var side: String
      var id: String
      var box: [Double]
    }
    struct Mix: Decodable {
      var value: Double
      var overOpacity: Double
    }
    struct Row: Decodable {
      var expected: Double
      var time: Double
      var scrubber: Double
      var selected: Int
    }
    struct Played: Decodable {
      var before: Double
      var after: Double
    }
    var subjects: [Subject]
  }

  /// A box sliding down over a label: the old version eases out, the new one is linear, and the
  /// label's text changed.
  static func scene(curve: String, text: String) -> String {
    """
    morph: 1
    size: [200, 300]
    root: { backgroundColor: white }
    nodes:
      box: { backgroundColor: red, style: { width: 50, height: 50 } }
      label: { type: text, text: \(text), style: { width: 120, height: 20 } }
    states:
      top: { layout: { kind: stack, direction: vertical, justifyContent: start, children: [label, box] } }
      bottom: { layout: { kind: stack, direction: vertical, justifyContent: end, children: [label, box] } }
    transitions:
      slide:
        from: top
        to: bottom
        animation:
          - animate:
              duration: 0.5
              curve: \(curve)
              changes: { box: { frame: final(box) }, label: { frame: final(label) } }
              completion: [{ complete: true }]
    """
  }

  @Test func bothVersionsPlayInSyncWithTheirChangesOutlined() async throws {
    try BrowserAnimationCheck.requireOrSkip()
    let old = try SceneDecoder.decode(Self.scene(curve: "easeOut", text: "Hello"), file: "old.yaml")
    let new = try SceneDecoder.decode(Self.scene(curve: "linear", text: "Howdy"), file: "new.yaml")
    let review = try await Review.comparing(
      old, new, options: PlanningOptions(textMeasurer: AhemTextMeasurer()), tolerance: 0.01)
    let subject = try #require(review.subjects.first)
    #expect(Set(subject.changes.map(\.kind)) == [.motion, .content], "\(subject.changes)")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-review-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("review.html")
    try ReviewPage(review: review).html().write(to: page)
    let screenshot = folder.appendingPathComponent("review.png")
    let times = [0, 0.1, 0.2, 0.35, 0.5]
    let output = try BrowserAnimationCheck.runScript(
      named: "review_check.py",
      arguments: [
        "--file", page.path, "--times", times.map { "\($0)" }.joined(separator: ","), "--screenshot", screenshot.path,
      ])
    let report = try JSONDecoder().decode(Report.self, from: output)
    let checked = try #require(report.subjects.first)
    #expect(report.subjects.count == 1 && checked.name == "slide" && checked.duration == 0.5)

    let timelines = ["old": try #require(subject.oldTimeline), "new": try #require(subject.newTimeline)]
    let changed = [
      "old": Set(subject.changes.compactMap(\.oldElementID)), "new": Set(subject.changes.compactMap(\.newElementID)),
    ]
    #expect(changed["old"] == ["box", "label"] && changed["new"] == ["box", "label"])
    for (time, sample) in zip(times, checked.samples) {
      #expect(sample.time == time && sample.scrubber == time, "the scrubber and the section at \(time)")
      #expect(sample.stages.map(\.caption) == ["old.yaml", "new.yaml", "Overlaid"])
      for stage in sample.stages {
        for view in stage.views {
          // Each rendering shows its own timeline at the section's time: both sides in sync.
          let expected = try #require(timelines[view.side]).sample(at: time)
          for state in expected.elements where state.isPresent {
            let frame = state.absoluteFrame
            let box = try #require(view.boxes[state.id], "\(view.side) \(state.id) at \(time)")
            let distance =
              zip(box, [frame.minX, frame.minY, frame.width, frame.height].map(Double.init))
              .map { abs($0 - $1) }.max() ?? .infinity
            #expect(distance <= 0.5, "\(stage.caption) \(view.side) \(state.id) at \(time): \(box) vs \(frame)")
          }
          // Every changed element of the side is outlined where it is drawn, and nothing else.
          let outlines = stage.outlines.filter { $0.side == view.side }
          #expect(Set(outlines.map(\.id)) == changed[view.side], "\(stage.caption) \(view.side) at \(time)")
          for outline in outlines {
            let box = try #require(view.boxes[outline.id])
            let distance = zip(box, outline.box).map { abs($0 - $1) }.max() ?? .infinity
            #expect(distance <= 0.5, "the outline of \(outline.id) at \(time): \(outline.box) vs \(box)")
          }
        }
      }
    }
    // The motion change shows between the ends: the box is elsewhere in each version mid-way.
    let middle = try #require(checked.samples.first { $0.time == 0.2 })
    let sides = middle.stages[0].views[0].boxes["box"]
    #expect(sides != nil && sides != middle.stages[1].views[0].boxes["box"])

    #expect(checked.mix?.value == 0.2 && checked.mix?.overOpacity == 0.2)
    #expect(checked.rows.count == subject.changes.count)
    for (index, (row, change)) in zip(checked.rows, subject.changes).enumerated() {
      // A row jumps to the time its change peaks (written with 3 decimals), and is the one selected.
      #expect(abs(row.expected - (change.time ?? 0)) < 0.001, "row \(index): \(row.expected) for \(change)")
      #expect(row.time == row.expected && row.scrubber == row.expected && row.selected == index, "row \(index)")
    }
    #expect(checked.played.before == 0 && checked.played.after > 0.05, "\(checked.played)")
    let png = try Data(contentsOf: screenshot)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 10_000)
  }
}
