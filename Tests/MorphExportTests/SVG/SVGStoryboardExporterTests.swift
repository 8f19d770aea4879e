import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import Testing

@testable import MorphExport

@Suite struct SVGStoryboardExporterTests {
  @Test func framesDefaultToTheStartEachMarkerAndTheEnd() {
    var timeline = ExportCases.chained()
    timeline.markers = [TimelineMarker(time: 1, label: "late"), TimelineMarker(time: 0, label: "start")]
    #expect(SVGStoryboardExporter().frameTimes(for: timeline) == [0, 1, 1.5])
  }

  @Test func chosenTimesAreClampedAndListedOnce() {
    let exporter = SVGStoryboardExporter(options: ExportOptions(storyboardTimes: [0.5, -1, 0, 7, 1.5]))
    #expect(exporter.frameTimes(for: ExportCases.chained()) == [0.5, 0, 1.5])
  }

  @Test func eachFrameShowsTheSampleWithoutAnimation() throws {
    let timeline = ExportCases.chained()
    let text = try SVGStoryboardExporter(options: ExportOptions(storyboardTimes: [0.25, 1.2])).string(for: timeline)
    #expect(!text.contains("<animate"))
    #expect(text.components(separatedBy: #"class="morph-frame""#).count == 3)
    #expect(text.contains(#"width="416" height="124" viewBox="0 0 416 124""#), "two 200-point frames, a gap and labels")
    for (number, time) in [0.25, 1.2].enumerated() {
      let frame = timeline.sample(at: time).state(of: "box")!.frame
      let position = SVGFormat(precision: 3).numbers([frame.minX, frame.minY])
      let group = #"<g id="frame\#(number + 1)-box" class="morph-display" data-morph-id="box""#
      #expect(text.contains(group + #" transform="translate(\#(position))""#))
    }
    #expect(text.contains(">t = 0.25 s</text>") && text.contains(">t = 1.2 s</text>"))
  }

  @Test func textOfSeveralRunsIsDrawnAsRunsInEachFrame() throws {
    let text = try SVGStoryboardExporter(options: ExportOptions(storyboardTimes: [0, 0.5])).string(
      for: ExportCases.textRuns())
    let frames = text.components(separatedBy: #"class="morph-frame""#).dropFirst()
    #expect(frames.count == 2)
    for frame in frames {
      #expect(frame.contains(#"<tspan x="0" font-size="15" font-weight="700">Ada</tspan>"#))
      #expect(frame.contains(#"text-decoration="underline">the Engine</tspan>"#))
      #expect(frame.contains(#"<rect class="morph-text-background""#))
    }
  }

  @Test func absentElementsAreLeftOut() throws {
    let exporter = SVGStoryboardExporter(options: ExportOptions(storyboardTimes: [0, 0.9]))
    let text = try exporter.string(for: ExportCases.restacked())
    let frames = text.components(separatedBy: #"class="morph-frame""#).dropFirst()
    #expect(frames.first!.contains(#"data-morph-id="Y""#) && !frames.first!.contains(#"data-morph-id="W""#))
    #expect(!frames.last!.contains(#"data-morph-id="Y""#) && frames.last!.contains(#"data-morph-id="W""#))
    #expect(!text.contains("display="))
  }
}
