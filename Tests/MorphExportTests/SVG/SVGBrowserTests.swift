import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import Testing
import _MorphTestSupport

@testable import MorphExport

/// Plays exports in headless Chromium and compares every element's box and opacity with
/// ``Timeline/sample(at:)`` at many times, including just before and at each jump. Skipped without
/// Chromium, except under CI, where it fails.
@MainActor
@Suite(.serialized) struct SVGBrowserTests {
  private func expectChromiumMatches(
    _ timeline: Timeline, options: ExportOptions = ExportOptions(), sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try BrowserAnimationCheck.requireOrSkip(sourceLocation: sourceLocation)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("morph-svg-\(UUID().uuidString).svg")
    try SVGExporter(options: options).export(timeline).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let comparison = try BrowserAnimationCheck.compare(
      file: file, kind: .svg, timeline: timeline, times: SampleComparison.browserTimes(of: timeline))
    print("SVGBrowserTests: \(comparison)")
    #expect(comparison.passed, "\(comparison)", sourceLocation: sourceLocation)
    #expect(comparison.comparedCount > 0, sourceLocation: sourceLocation)
  }

  @Test func everyCurvePlaysAsSampled() throws {
    for (_, curve) in ExportCases.curves {
      try expectChromiumMatches(ExportCases.box(curve))
    }
  }

  @Test func cutShortCurvesJumpsAndColorsPlayAsSampled() throws {
    try expectChromiumMatches(ExportCases.chained())
  }

  @Test func plannedTransitionsPlayAsSampled() async throws {
    try expectChromiumMatches(try await ExportCases.chainedByCompletion())
    // Critically damped, so that opacity does not overshoot: Chromium clamps opacity to 0…1 (as UIKit
    // does), while the comparison takes the timeline's alpha as it is.
    try expectChromiumMatches(try await Planned.reorderedRow(animation: .spring(duration: 0.6, dampingRatio: 1)))
    try expectChromiumMatches(try await ExportCases.storyboard())
  }

  @Test func transformsBordersAndClipsPlayAsSampled() async throws {
    try expectChromiumMatches(try await CardNode.widening(title: "A title long enough to wrap onto three lines"))
  }

  @Test func restackedSiblingsPlayAsSampled() throws {
    try expectChromiumMatches(ExportCases.restacked())
  }

  @Test func aLoopPlaysAsSampledInItsFirstRun() async throws {
    try expectChromiumMatches(try await Planned.reorderedRow(), options: ExportOptions(loops: true, loopPause: 0.5))
  }
}
