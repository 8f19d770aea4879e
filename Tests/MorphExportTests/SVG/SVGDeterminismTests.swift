import Foundation
import MorphLayout
import MorphTransition
import Testing
import _MorphTestSupport

@testable import MorphExport

/// The same timeline and options always give the same bytes: twice in a row, and in parallel tasks.
@Suite struct SVGDeterminismTests {
  @Test @MainActor func exportingTwiceGivesTheSameBytes() async throws {
    let timeline = try await CardNode.widening(title: "Determinism, twice")
    #expect(try SVGExporter().export(timeline) == SVGExporter().export(timeline))
    #expect(try SVGStoryboardExporter().export(timeline) == SVGStoryboardExporter().export(timeline))
    let restacked = ExportCases.restacked()
    #expect(try SVGExporter().export(restacked) == SVGExporter().export(restacked))
  }

  @Test func exportingInEightParallelTasksGivesTheSameBytes() async throws {
    let timelines =
      [ExportCases.chained(), ExportCases.restacked(), ExportCases.awkwardText(), ExportCases.textRuns()]
      + ExportCases.curves.map { ExportCases.box($0.curve) }
    let options = ExportOptions(loops: true, loopPause: 0.25)
    let expected = try timelines.map { try SVGExporter(options: options).export($0) }
    let results = try await withThrowingTaskGroup(of: [Data].self) { group in
      for _ in 0..<8 {
        group.addTask { try timelines.map { try SVGExporter(options: options).export($0) } }
      }
      var results: [[Data]] = []
      for try await result in group { results.append(result) }
      return results
    }
    #expect(results.count == 8)
    for result in results {
      #expect(result == expected)
    }
  }
}
