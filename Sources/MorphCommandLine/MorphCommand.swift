import ArgumentParser
import MorphCatalog
import MorphPlanning
import MorphScene

/// The `morph` command line as a library: a previews executable of your own runs it with its
/// ``NodeCatalog``, and its `export`, `timeline` and `list` commands take the catalog's previews by
/// name beside scene documents.
///
/// ```swift
/// // Sources/MyPreviews/main.swift
/// import MorphCommandLine
/// await MorphCommand.main(catalog: catalog)
/// ```
///
/// `swift run MyPreviews export --out output` then writes every preview's files as `morph export`
/// writes a document's. The `morph` command is this entry point with an empty catalog.
///
/// `preview` renders in worker processes that run the same executable again with the hidden
/// `_render-worker` command.
public enum MorphCommand {
  /// Parses the process's arguments (or `arguments`) and runs the command they name with `catalog`;
  /// on an error it prints it and exits with the command's status. A process started as a render
  /// worker of `preview` (its arguments starting with `_render-worker`) runs as one whatever
  /// `arguments` says, so that a preview never starts another preview in its workers' place.
  public static func main(catalog: NodeCatalog, arguments: [String]? = nil) async {
    let own = Array(CommandLine.arguments.dropFirst())
    let isRenderWorker = own.first == RenderWorkerCommand.name
    await CommandCatalog.$current.withValue(catalog) {
      await Morph.main(isRenderWorker ? own : arguments)
    }
  }
}

/// The catalog the running command was given.
enum CommandCatalog {
  @TaskLocal static var current = NodeCatalog()

  /// What a command's argument names: the catalog's Swift preview of that name, else the scene
  /// document at that path, read, its image nodes reading the files `imageAccess` allows.
  /// - Throws: the document's first problem reading or decoding it, located.
  static func plannable(
    named argument: String, in catalog: NodeCatalog = current, imageAccess: ImageAccess
  ) throws(LocatedError) -> any Plannable {
    if let preview = catalog.preview(named: argument) { return preview }
    return try SceneDecoder.decode(contentsOfFile: argument, imageAccess: imageAccess)
  }
}

/// The `morph` command: Texture's layout system off the iPhone.
struct Morph: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "morph",
    abstract:
      "Lays out Texture (AsyncDisplayKit) node trees described in scene documents, plans their layout "
      + "transitions and exports them as animated SVG and HTML.",
    subcommands: [
      LayoutCommand.self, TimelineCommand.self, ListCommand.self, ExportCommand.self, DiffCommand.self,
      PreviewCommand.self,
      RenderWorkerCommand.self, CatalogTimelinesCommand.self,
    ])
}
