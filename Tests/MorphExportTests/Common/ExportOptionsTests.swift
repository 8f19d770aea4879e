import Foundation
import Testing

@testable import MorphExport

@Suite struct ExportOptionsTests {
  @Test func optionsOutOfRangeAreRejected() {
    let invalid = [
      ExportOptions(loopPause: -1), ExportOptions(loopPause: .infinity), ExportOptions(precision: -1),
      ExportOptions(precision: 10), ExportOptions(storyboardTimes: []), ExportOptions(storyboardTimes: [.nan]),
      ExportOptions(samplingTolerance: 0), ExportOptions(samplingTolerance: 1),
    ]
    for options in invalid {
      #expect(throws: ExportError.self) { try SVGExporter(options: options).export(ExportCases.chained()) }
      #expect(throws: ExportError.self) { try SVGStoryboardExporter(options: options).export(ExportCases.chained()) }
    }
  }

  @Test func precisionAppliesToValuesButNotToTimes() throws {
    let spring = try #require(ExportCases.curves.first { $0.name == "spring" }).curve
    let rounded = try SVGExporter(options: ExportOptions(precision: 0)).string(for: ExportCases.box(spring))
    let fine = try SVGExporter(options: ExportOptions(precision: 3)).string(for: ExportCases.box(spring))
    // Rounded to whole points the first sample equals the start, so it is merged away; the times
    // keep their 6 decimals.
    #expect(rounded.contains(#"values="10 10;10 10;11 10;12 11;"#))
    #expect(rounded.contains(#"keyTimes="0;0.251488;0.252976;0.254464;"#))
    #expect(fine.contains(#"keyTimes="0;0.25;0.251488;0.252976;"#))
    #expect(fine.contains(#"values="10 10;10 10;10.182 10.065;10.719 10.257;"#))
  }

  @Test func errorsSayWhatWasExpected() {
    let error = ExportError.invalidOptions("precision must be 0…9")
    #expect(error.description == "invalid export options: precision must be 0…9")
    #expect(throws: ExportError.invalidTimeline("the root element nowhere is not among the elements")) {
      var timeline = ExportCases.chained()
      timeline.rootID = "nowhere"
      return try SVGExporter().export(timeline)
    }
  }
}
