import ArgumentParser
import Foundation
import MorphScene
import MorphText

/// `morph layout FILE [--state S] [--scale N] [--format tree|json]`: lays a scene out and prints it.
struct LayoutCommand: ParsableCommand {
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

  @Option(help: "The screen scale used for pixel snapping (default: the document's 'scale', else 2).")
  var scale: Double?

  @Option(help: "The output: 'tree' for people, 'json' for tools.")
  var format: SceneLayoutFormat = .tree

  func validate() throws {
    try CommandSupport.validate(scale: scale)
  }

  func run() throws {
    do {
      let document = try SceneDecoder.decode(contentsOfFile: file)
      let scene = try SceneBuilder(textMeasurer: FreeTypeTextMeasurer()).build(document)
      let layout = try SceneLayout(scene: scene, state: state, scale: scale.map { CGFloat($0) })
      for warning in document.warnings { CommandSupport.printError(warning.description) }
      print(format.format(layout), terminator: "")
    } catch let error as SceneError {
      CommandSupport.printError(error.description)
      throw ExitCode.failure
    } catch let error as FontError {
      CommandSupport.printError("error: \(error)")
      throw ExitCode.failure
    }
  }

}

extension SceneLayoutFormat: ExpressibleByArgument {}
