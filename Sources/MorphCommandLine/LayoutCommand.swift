import ArgumentParser
import Foundation
import MorphCatalog
import MorphPlanning
import MorphScene
import MorphText

/// `morph layout FILE|PREVIEW [--state S] [--scale N] [--content-size-category NAME] [--format tree|json]`:
/// lays a scene out and prints it.
struct LayoutCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Lay a scene document out and print every node's frame.",
    discussion: """
      A Swift preview of the catalog is laid out as its node is made, for the preview's size. Errors \
      in the document are printed as FILE:LINE:COLUMN: error: MESSAGE and exit with status 1.
      """)

  @Argument(help: "The scene document (.yaml, .yml or .json), or a Swift preview of the catalog by name.")
  var file: String

  @Option(help: "The state to lay out (default: the document's initial state; not for a Swift preview).")
  var state: String?

  @OptionGroup var scale: ScaleOption

  @OptionGroup var contentSizeCategory: ContentSizeCategoryOption

  @OptionGroup var images: ImageAccessOption

  @Option(help: "The output: 'tree' for people, 'json' for tools.")
  var format: LaidOutTreeFormat = .tree

  func run() async throws {
    try await CommandSupport.reportingDocumentErrors {
      let plannable = try CommandCatalog.plannable(named: file, imageAccess: images.value)
      let options = PlanningOptions(
        textMeasurer: try FreeTypeTextMeasurer(), scale: scale.value, contentSizeCategory: contentSizeCategory.value)
      let layout = try plannable.layout(state: state, options: options)
      for warning in plannable.warnings { CommandSupport.printError(warning.description) }
      print(format.format(layout), terminator: "")
    }
  }
}

extension LaidOutTreeFormat: ExpressibleByArgument {}
