import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import Testing
import _MorphTestSupport

@testable import MorphExport

/// A storyboard of many steps — two elements swapping places at every step, with a marker each — exports
/// in time linear in its steps: finding an element's presence, a track's value, a marker's label or a
/// z-index at a time never scans everything before it.
@Suite struct LongStoryboardTests {
  static func timeline(steps: Int) -> Timeline {
    let left = CGRect(x: 0, y: 0, width: 50, height: 20)
    let right = CGRect(x: 60, y: 0, width: 50, height: 20)
    var moves: [[TrackSegment]] = [[], []]
    var presence: [[Presence]] = [[], []]
    var markers: [TimelineMarker] = []
    for step in 0..<steps {
      let start = Double(step) * 0.3
      let swapped = step.isMultiple(of: 2)
      for element in 0..<2 {
        let (from, to) = (element == 0) == swapped ? (left, right) : (right, left)
        moves[element].append(Fixture.move(from: from, to: to, start: start, duration: 0.2, curve: .easeInOut))
        let index = (element == 0) == swapped ? 1 : 0
        // Each interval ends where the next starts, the very same number, as a planner's intervals do.
        presence[element].append(
          Presence(
            start: start, end: step == steps - 1 ? nil : Double(step + 1) * 0.3, parentID: "root", index: index))
      }
      markers.append(TimelineMarker(time: start, label: swapped ? "go" : "back"))
    }
    let children = (0..<2).map { element in
      Fixture.element(
        ["a", "b"][element], parent: "root", frame: element == 0 ? left : right, presence: presence[element],
        segments: [.frame: moves[element]])
    }
    return Fixture.timeline(duration: Double(steps) * 0.3, markers: markers, children)
  }

  /// The processor time this thread spends exporting (not the wall-clock time, which other tests
  /// running in parallel stretch).
  static func exportTime(steps: Int) throws -> Double {
    let timeline = timeline(steps: steps)
    func now() -> Double {
      var time = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
      return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let start = now()
    _ = try SVGExporter().export(timeline)
    _ = try SVGStoryboardExporter().export(timeline)
    _ = try HTMLExporter().export(timeline)
    return now() - start
  }

  @Test(
    .disabled(if: TestTiming.isUnderThreadSanitizer, "ThreadSanitizer's bookkeeping grows with memory use"))
  func exportTimeGrowsLinearlyWithTheSteps() throws {
    #expect(Self.timeline(steps: 2000).elements.allSatisfy { $0.presence.isInTimeOrder })
    _ = try Self.exportTime(steps: 50)
    let short = try (0..<3).map { _ in try Self.exportTime(steps: 250) }.min()!
    let long = try (0..<2).map { _ in try Self.exportTime(steps: 2000) }.min()!
    // Eight times the steps: about eight times the time (quadratic would be sixty-four).
    #expect(long < short * 16, "250 steps: \(short), 2000 steps: \(long)")
  }

  @Test func aLongStoryboardSamplesEveryStep() throws {
    let timeline = Self.timeline(steps: 40)
    #expect(timeline.elements[1].presence(at: 0.35)?.index == 0)
    #expect(timeline.elements[1].presence(at: 0.05)?.index == 1)
    let svg = String(decoding: try SVGStoryboardExporter().export(timeline), as: UTF8.self)
    #expect(svg.components(separatedBy: "class=\"morph-frame\"").count - 1 == 41)
    #expect(svg.contains("t = 0.3 s (back)"))
  }
}
