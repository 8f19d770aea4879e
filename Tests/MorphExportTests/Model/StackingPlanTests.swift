import Foundation
import MorphLayout
import MorphTimeline
import MorphTransition
import Testing

@testable import MorphExport

@Suite struct StackingPlanTests {
  private typealias Interval = TimeSpan

  private func slots(_ timeline: Timeline, under parent: String?) throws -> [(String, [Interval])] {
    let model = try ExportModel(timeline)
    return StackingPlan(model).slots(under: parent).map { (model.elements[$0.element].id, $0.intervals) }
  }

  @Test func aStableOrderGivesOneSlotPerElement() throws {
    let timeline = ExportCases.box(.linear)
    let plan = try slots(timeline, under: "root")
    #expect(plan.map(\.0) == ["box"])
    #expect(plan[0].1 == [Interval(start: 0, end: nil)])
    #expect(try slots(timeline, under: nil).map(\.0) == ["root"])
  }

  @Test func siblingsThatSwapPlacesGetASecondSlot() throws {
    // X behind Y until 0.5 s, then in front of it; Z always in front; W comes from Z at 0.6 s.
    let plan = try slots(ExportCases.restacked(), under: "root")
    #expect(plan.map(\.0) == ["Y", "X", "Y", "Z", "W"])
    #expect(plan[0].1 == [Interval(start: 0.5, end: 0.8)])
    #expect(plan[1].1 == [Interval(start: 0, end: nil)])
    #expect(plan[2].1 == [Interval(start: 0, end: 0.5)])
    #expect(plan[3].1 == [Interval(start: 0, end: nil)])
    #expect(plan[4].1 == [Interval(start: 0.6, end: nil)])
    let underZ = try slots(ExportCases.restacked(), under: "Z")
    #expect(underZ.map(\.0) == ["W"] && underZ[0].1 == [Interval(start: 0.3, end: 0.6)])
  }

  @Test func theExportShowsEachSlotOnlyWhileItStacksRight() throws {
    let text = try SVGExporter().string(for: ExportCases.restacked())
    #expect(text.components(separatedBy: #"data-morph-id="Y""#).count == 3)
    #expect(text.contains(#"<g id="Y-2" class="morph-display" data-morph-id="Y""#))
    #expect(text.contains(#"values="none;inline;none" keyTimes="0;0.5;0.8""#))
  }
}
