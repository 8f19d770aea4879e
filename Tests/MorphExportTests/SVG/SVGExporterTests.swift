import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import MorphXML
import Testing
import _MorphTestSupport

@testable import MorphExport

/// Byte-exact snapshots of targeted exports.
@MainActor
@Suite struct SVGExporterTests {
  private func snapshot(
    _ timeline: Timeline, named name: String, options: ExportOptions = ExportOptions(), function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let data = try SVGExporter(options: options).export(timeline)
    SnapshotFile.assert(data, named: name, function: function, sourceLocation: sourceLocation)
  }

  @Test(arguments: ExportCases.curves.map(\.name)) func eachCurve(_ name: String) throws {
    let curve = ExportCases.curves.first { $0.name == name }!.curve
    try snapshot(ExportCases.box(curve), named: name)
  }

  @Test func chainedAndInterruptedByHand() throws {
    try snapshot(ExportCases.chained(), named: "box")
  }

  @Test func chainedByACompletion() async throws {
    try snapshot(try await ExportCases.chainedByCompletion(), named: "row")
  }

  @Test func insertedRemovedAndReordered() async throws {
    try snapshot(try await Planned.reorderedRow(), named: "row")
  }

  @Test func loopingWithAPause() async throws {
    try snapshot(try await Planned.reorderedRow(), named: "row", options: ExportOptions(loops: true, loopPause: 0.6))
  }

  @Test func aCardWithEveryKindOfContent() async throws {
    let timeline = try await CardNode.widening(title: "A title long enough to wrap onto three lines")
    try snapshot(timeline, named: "card", options: ExportOptions(idPrefix: "card-"))
  }

  @Test func awkwardCharacters() throws {
    try snapshot(ExportCases.awkwardText(), named: "text")
  }

  @Test func textOfSeveralRuns() throws {
    try snapshot(ExportCases.textRuns(), named: "runs")
  }

  @Test func storyboardOfMarkers() async throws {
    let data = try SVGStoryboardExporter().export(try await ExportCases.storyboard())
    SnapshotFile.assert(data, named: "row")
  }

  @Test func storyboardAtChosenTimes() async throws {
    let timeline = try await CardNode.widening(title: "A title long enough to wrap")
    let data = try SVGStoryboardExporter(options: ExportOptions(storyboardTimes: [0, 0.25, 9])).export(timeline)
    SnapshotFile.assert(data, named: "card")
  }
}
