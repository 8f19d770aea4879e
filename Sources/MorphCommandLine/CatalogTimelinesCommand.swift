import ArgumentParser
import Foundation
import MorphPlanning
import MorphReview
import MorphText

/// `PREVIEWS _catalog-timelines [--scale N] [--content-size-category NAME]`, hidden: prints every
/// timeline of the executable's catalog of Swift previews as a ``CatalogTimelinesArchive``, which
/// `morph diff` reads from a previews executable built at another revision.
struct CatalogTimelinesCommand: AsyncParsableCommand {
  /// The command's name, which `diff` runs a previews executable with.
  static let name = "_catalog-timelines"

  static let configuration = CommandConfiguration(
    commandName: name,
    abstract: "Print every timeline of the catalog's Swift previews, for morph diff.",
    shouldDisplay: false)

  @OptionGroup var scale: ScaleOption

  @OptionGroup var contentSizeCategory: ContentSizeCategoryOption

  func run() async throws {
    let options = PlanningOptions(
      textMeasurer: try FreeTypeTextMeasurer(), scale: scale.value, contentSizeCategory: contentSizeCategory.value)
    var previews: [VersionTimelines] = []
    do {
      for preview in CommandCatalog.current.previews {
        previews.append(try await VersionTimelines.planning(preview, options: options))
      }
    } catch {
      CommandSupport.printError(error.description)
      throw ExitCode.failure
    }
    let files = CommandCatalog.current.previews.map(\.location.file)
    FileHandle.standardOutput.write(
      try CatalogTimelinesArchive(previews: previews, declaringFiles: files).encoded())
  }
}
