import Foundation
import MorphLayout
import MorphTransition
import Testing
import _MorphTestSupport

@testable import MorphExport

/// The same timeline, options and template always give the same bytes: twice in a row, and in parallel
/// tasks.
@Suite struct HTMLDeterminismTests {
  @Test @MainActor func exportingTwiceGivesTheSameBytes() async throws {
    let card = try await CardNode.widening(title: "Determinism, twice")
    #expect(try HTMLExporter().export(card) == HTMLExporter().export(card))
    let restacked = ExportCases.restacked()
    #expect(try HTMLExporter().export(restacked) == HTMLExporter().export(restacked))
  }

  @Test func exportingInEightParallelTasksGivesTheSameBytes() async throws {
    let timelines =
      [
        ExportCases.chained(), ExportCases.restacked(), ExportCases.awkwardText(), HTMLCases.styled(),
        HTMLCases.wrappedText(), HTMLCases.jumps(), ExportCases.textRuns(),
      ]
      + ExportCases.curves.map { ExportCases.box($0.curve) }
    let options = ExportOptions(loops: true, loopPause: 0.25)
    let expected = try timelines.map { try HTMLExporter(options: options).export($0) }
    let results = try await withThrowingTaskGroup(of: [Data].self) { group in
      for _ in 0..<8 {
        group.addTask { try timelines.map { try HTMLExporter(options: options).export($0) } }
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
