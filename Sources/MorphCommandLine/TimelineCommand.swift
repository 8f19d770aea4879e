import ArgumentParser
import Foundation
import MorphCatalog
import MorphPlanning
import MorphScene
import MorphText

/// `morph timeline FILE [--transition NAME | --storyboard] [--at T,…] [--scale N]
/// [--content-size-category NAME] [--format table|json]`:
/// plans a scene's transition, or its storyboard, and prints every element's frame and alpha over time.
struct TimelineCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "timeline",
    abstract: "Plan a scene document's transition and print every element's frame and alpha over time.",
    discussion: """
      Plans the transition named by --transition (default: the first one under 'transitions'), \
      or with --storyboard the document's storyboard, on a virtual clock, and prints the frames, \
      alphas and presence of every element at the times given by --at (default: from 0 in steps of \
      0.1 s to the end, then the end), preceded by each layout transition's inserted, removed and \
      moved elements.

      Errors in the document are printed as FILE:LINE:COLUMN: error: MESSAGE and exit with status 1. \
      What Morph accepts, as Texture does, but is probably a mistake (such as a transition that never \
      runs 'complete') is printed on standard error as FILE:LINE:COLUMN: warning: MESSAGE; what the \
      planner noticed (misuses of the transition API, layouts reusing a cached layout although the \
      node's style changed) is listed in the output as diagnostics.
      """)

  @Argument(help: "The scene document (.yaml, .yml or .json), or a Swift preview of the catalog by name.")
  var file: String

  @Option(help: "The transition to plan (default: the first one).")
  var transition: String?

  @Flag(help: "Plan the document's storyboard instead of one transition.")
  var storyboard = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The times to sample, in seconds, separated by commas (default: 0, 0.1, … and the end); a time "
        + "past the end shows the end state under the time given.",
      valueName: "times"))
  var at: String?

  @OptionGroup var scale: ScaleOption

  @OptionGroup var contentSizeCategory: ContentSizeCategoryOption

  @OptionGroup var images: ImageAccessOption

  @Option(help: "The output: 'table' for people, 'json' for tools.")
  var format: PlannedTimelineFormat = .table

  func validate() throws {
    if storyboard, transition != nil {
      throw ValidationError("give --transition or --storyboard, not both")
    }
    _ = try times()
  }

  func run() async throws {
    try await CommandSupport.reportingDocumentErrors {
      let options = PlanningOptions(
        textMeasurer: try FreeTypeTextMeasurer(), scale: scale.value, contentSizeCategory: contentSizeCategory.value)
      let planned = try await CommandCatalog.plannable(named: file, imageAccess: images.value)
        .plan(storyboard ? .storyboard : .transition(transition), options: options).timeline
      for warning in planned.warnings {
        CommandSupport.printError(warning.description)
      }
      let times = try times() ?? planned.defaultSampleTimes
      try planned.checkSampleCount(times, file: file)
      print(format.format(planned, at: times), terminator: "")
    }
  }

  /// The times `--at` gives; nil without it.
  private func times() throws -> [Double]? {
    guard let at else { return nil }
    return try at.split(separator: ",", omittingEmptySubsequences: false).map { item in
      let text = item.trimmingCharacters(in: .whitespaces)
      guard let time = Double(text), time.isFinite, time >= 0 else {
        throw ValidationError(
          "--at takes times in seconds that are not negative, separated by commas (such as 0,0.1,0.4); "
            + "found '\(text)'")
      }
      return time
    }
  }

}

extension PlannedTimelineFormat: ExpressibleByArgument {}
