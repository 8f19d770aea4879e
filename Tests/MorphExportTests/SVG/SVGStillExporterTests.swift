import Foundation
import MorphLayout
import MorphTransition
import Testing

@testable import MorphExport

@Suite struct SVGStillExporterTests {
  @Test func aStillOfEachMoment() throws {
    let timeline = ExportCases.chained()
    for (name, time) in [("start", 0.0), ("interrupted", 0.45), ("end", 1.5)] {
      SnapshotFile.assert(try SVGStillExporter().export(timeline, at: time), named: name)
    }
    SnapshotFile.assert(try SVGStillExporter().export(ExportCases.textRuns(), at: 0.25), named: "textRuns")
  }

  /// The still draws what the storyboard's frame of the same time draws, without the label.
  @Test func aStillIsTheStoryboardsFrame() throws {
    let timeline = ExportCases.restacked()
    for time in [0, 0.3, 0.9] {
      let still = try SVGStillExporter().string(for: timeline, at: time)
      let storyboard = try SVGStoryboardExporter(options: ExportOptions(storyboardTimes: [time])).string(for: timeline)
      let frame = storyboard.components(separatedBy: "<svg width=")[1].components(separatedBy: "<text class=")[0]
      #expect(lines(of: frame.replacingOccurrences(of: "frame1-", with: "")) == Array(lines(of: still).dropFirst(2)))
      let size = frame.prefix { $0 != ">" }
      #expect(still.contains(#"data-morph-time="\#(SVGFormat(precision: 3).fine(time))" width="# + size + ">"))
    }
  }

  /// The lines of a document after its first, without their indentation.
  private func lines(of text: String) -> [Substring] {
    text.split(separator: "\n").dropFirst().map { $0.drop { $0 == " " } }.filter { !$0.isEmpty }
  }

  @Test func timesAreClampedToTheTimeline() throws {
    let timeline = ExportCases.chained()
    #expect(try SVGStillExporter().export(timeline, at: 9) == SVGStillExporter().export(timeline, at: 1.5))
    #expect(try SVGStillExporter().export(timeline, at: -1) == SVGStillExporter().export(timeline, at: 0))
  }

  @Test func theStillsAreAsLargeAsTheRoot() throws {
    #expect(try SVGStillExporter().stills(of: ExportCases.chained()).size == CGSize(width: 200, height: 100))
  }
}
