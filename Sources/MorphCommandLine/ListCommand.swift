import ArgumentParser
import Foundation
import MorphPlanning

/// `morph list [FILE|PREVIEW…] [--format table|json]`: prints what scene documents and Swift previews
/// hold.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "Print the states, transitions, storyboard steps and nodes of scene documents and Swift previews.",
    discussion: """
      Without arguments, lists every Swift preview of the catalog. Each problem is printed as \
      FILE:LINE:COLUMN: error: MESSAGE (or FILE: error: MESSAGE): a bad document is skipped while \
      every other one is still listed; the command then exits with status 1.
      """)

  @Argument(
    help: "Scene documents (.yaml, .yml or .json), or Swift previews of the catalog by name (default: every preview).")
  var files: [String] = []

  @Option(help: "The output: 'table' for people, 'json' (an array, one object per document) for tools.")
  var format: PlanContentsFormat = .table

  @OptionGroup var images: ImageAccessOption

  func validate() throws {
    if files.isEmpty, CommandCatalog.current.previews.isEmpty {
      throw ValidationError("give at least one scene document")
    }
  }

  func run() throws {
    var listed: [PlanContents] = []
    var failed = false
    for name in files.isEmpty ? CommandCatalog.current.previews.map(\.name) : files {
      do {
        listed.append(try CommandCatalog.plannable(named: name, imageAccess: images.value).contents())
      } catch {
        CommandSupport.printError(error.description)
        failed = true
      }
    }
    if !listed.isEmpty {
      print(format.format(listed), terminator: "")
    }
    if failed { throw ExitCode.failure }
  }
}

extension PlanContentsFormat: ExpressibleByArgument {}
