import ArgumentParser
import MorphPreview
import MorphText

/// `morph _render-worker [--allow-images-outside] [FILE|DIR]`, hidden: a render worker of `morph preview`, which starts its own
/// executable so, with the path it serves. It renders the scenes of that path and the catalog's Swift
/// previews on request (``PreviewRenderWorker``), one at a time, until its standard input ends.
struct RenderWorkerCommand: AsyncParsableCommand {
  /// The command's name, which `preview` starts its workers with.
  static let name = "_render-worker"

  static let configuration = CommandConfiguration(
    commandName: name,
    abstract: "Render scenes for a preview server, which reads its answers on standard output.",
    shouldDisplay: false)

  @Argument(help: "The scene document, or folder of them, that the preview serves.")
  var path: String?

  @OptionGroup var images: ImageAccessOption

  func run() async throws {
    try await CommandSupport.reportingPreviewErrors {
      try await PreviewRenderWorker.run(
        path: path, previews: CommandCatalog.current, imageAccess: images.value,
        textMeasurer: try FreeTypeTextMeasurer())
    }
  }
}
