import ArgumentParser
import Foundation
import MorphScene
import MorphText

/// `morph layout FILE [--state S] [--scale N] [--format tree|json]`: lays a scene out and prints it.
struct LayoutCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Lay a scene document out and print every node's frame.",
    discussion: """
      Errors in the document are printed as FILE:LINE:COLUMN: error: MESSAGE and exit with status 1.
      """)

  @Argument(help: "The scene document (.yaml, .yml or .json).")
  var file: String

  @Option(help: "The state to lay out (default: the document's initial state).")
  var state: String?

  @OptionGroup var scale: ScaleOption

  @Option(help: "The output: 'tree' for people, 'json' for tools.")
  var format: SceneLayoutFormat = .tree

  func run() async throws {
    try await CommandSupport.reportingDocumentErrors {
      let document = try SceneDecoder.decode(contentsOfFile: file)
      let scene = try SceneBuilder(textMeasurer: FreeTypeTextMeasurer()).build(document)
      let layout = try SceneLayout(scene: scene, state: state, scale: scale.value)
      for warning in document.warnings { CommandSupport.printError(warning.description) }
      print(format.format(layout), terminator: "")
    }
  }
}

extension SceneLayoutFormat: ExpressibleByArgument {}
