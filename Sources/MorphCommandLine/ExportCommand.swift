import ArgumentParser
import Foundation
import MorphBatchExport
import MorphCatalog
import MorphExport
import MorphPlanning
import MorphScene
import MorphXML
import MorphText
import MorphVideo

/// `morph export FILE… [--format svg|html|both|lottie|gif|apng|mp4|webm]… [--out DIR] [--transition NAME |
/// --storyboard] [--loop] [--fps N] [--scale N] [--content-size-category NAME]`: plans scenes' transitions and
/// writes them as animated SVG and HTML files, Lottie animations, GIFs, APNGs and videos.
struct ExportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract:
      "Plan scenes' transitions and write them as SVG with SMIL animation, HTML with CSS, Lottie, GIF, APNG, MP4 or WebM.",
    discussion: """
      Each transition of each scene becomes SCENE.TRANSITION.svg and SCENE.TRANSITION.html, plus \
      SCENE.TRANSITION.frames.svg, a still storyboard of its key moments; --transition picks one, \
      --storyboard exports the scene's storyboard instead. --format gif, apng, mp4 or webm (repeat \
      --format for several) writes SCENE.TRANSITION.gif, .png, .mp4 or .webm instead: each frame the \
      still SVG of its instant, drawn by librsvg at --scale pixels a point (default 2) and encoded by \
      FFmpeg, --fps frames a second (default 60; a GIF at most 50). --format lottie writes \
      SCENE.TRANSITION.lottie.json, a Lottie animation at --fps. Files are written atomically, and \
      a file Morph did not write is never replaced without --force.

      Each problem is printed as FILE:LINE:COLUMN: error: MESSAGE (or FILE: error: MESSAGE): a bad \
      document is skipped and a file that cannot be written is left as it was, while every other file \
      is still written; the command then exits with status 1.
      """)

  @Argument(
    help: "Scene documents (.yaml, .yml or .json), or Swift previews of the catalog by name (default: every preview).")
  var files: [String] = []

  @Option(
    help: ArgumentHelp(
      "What to write: svg (the animation and its still storyboard), html, both, lottie, gif, apng, mp4 or webm; repeat for several.",
      valueName: "format"))
  var format: [FormatChoice] = [.both]

  // Unconditional, so that a negative number is read as the value it is, and refused by name.
  @Option(
    parsing: .unconditional,
    help: "Frames a second of Lottie (1…240), GIF, APNG, MP4 and WebM files (default 60; a GIF's 50).")
  var fps: Int?

  @Option(
    help: """
      How Lottie animations draw text: layers (text layers naming the font, drawn by players that have \
      it) or shapes (the font's glyph outlines, drawn alike by every player).
      """)
  var lottieText: LottieTextFormat = .layers

  @Option(help: "An HTML page to mount the animation in (an element with id=\"morph-stage\").")
  var template: String?

  @Flag(help: "Print the layout-triggering properties each HTML page animates.")
  var report = false

  @Flag(help: "Also write index.html, a gallery of everything exported.")
  var index = false

  @Option(help: "The folder to write into (created if needed).")
  var out: String = "output"

  @Option(help: "The transition to export (default: every transition).")
  var transition: String?

  @Flag(help: "Export each scene's storyboard instead of its transitions.")
  var storyboard = false

  @Flag(help: "Loop the animations, with a pause between runs (GIF and APNG files play forever).")
  var loop = false

  @Option(parsing: .unconditional, help: "The pause between loops, in seconds (0 to 3600).")
  var loopPause: Double = 1

  @Flag(help: "Replace files that Morph did not write.")
  var force = false

  @OptionGroup var scale: ScaleOption

  @OptionGroup var contentSizeCategory: ContentSizeCategoryOption

  @OptionGroup var images: ImageAccessOption

  func validate() throws {
    if files.isEmpty, CommandCatalog.current.previews.isEmpty {
      throw ValidationError("give at least one scene document")
    }
    if storyboard, transition != nil { throw ValidationError("give --transition or --storyboard, not both") }
    if !(loopPause >= 0 && loopPause <= PlanningLimits.maximumSeconds) {
      throw ValidationError(
        "--loop-pause must be a number of seconds from 0 to 3600, as a storyboard's 'pause' is, not \(loopPause)")
    }
    let settings = ExportSettings(framesPerSecond: fps, pixelScale: pixelScale)
    for format in formats {
      switch format.problem(with: settings) {
      case .framesPerSecond(let mustBe): throw ValidationError("--fps must be \(mustBe), not \(fps ?? 0)")
      case .pixelScale(let mustBe): throw ValidationError("--scale must be \(mustBe), not \(pixelScale)")
      case nil: continue
      }
    }
  }

  /// The formats written, each once, in the order given.
  var formats: [any ExportFormat] {
    var names: [String] = []
    for name in format.flatMap(\.formatNames) where !names.contains(name) { names.append(name) }
    return ExportFormatRegistry.standard.formats(named: names)
  }

  /// Pixels a point of raster and video frames: `--scale`, else 2.
  var pixelScale: Double { scale.scale ?? 2 }

  func run() async throws {
    if formats.contains(where: { $0 is VideoExportFormat }) {
      do {
        try VideoExporter.loadCodecLibrary()
      } catch {
        CommandSupport.printError("error: \(error)")
        throw ExitCode.failure
      }
    }
    let measurer: FreeTypeTextMeasurer
    do {
      measurer = try FreeTypeTextMeasurer()
    } catch {
      CommandSupport.printError("error: \(error)")
      throw ExitCode.failure
    }
    let page: HTMLTemplate
    do {
      page = try template.map { try HTMLTemplate(contentsOf: URL(fileURLWithPath: $0)) } ?? HTMLExporter.defaultTemplate
    } catch {
      CommandSupport.printError("\(template ?? ""): error: \(error)")
      throw ExitCode.failure
    }
    let export = BatchExport(
      planner: ExportJobPlanner(
        outputFolder: URL(fileURLWithPath: out), transition: transition, storyboard: storyboard, scale: scale.value,
        contentSizeCategory: contentSizeCategory.value),
      formats: formats,
      settings: ExportSettings(
        options: ExportOptions(loops: loop, loopPause: loopPause), framesPerSecond: fps, pixelScale: pixelScale,
        template: page, reportsHTML: report, lottieTextOutlines: lottieText == .shapes ? measurer : nil),
      writesIndex: index, writer: ExportFileWriter(replacesForeignFiles: force))
    let catalog = CommandCatalog.current
    let imageAccess = images.value
    let sources =
      files.isEmpty
      ? catalog.previews.map(ExportSource.plannable)
      : files.map { name in
        ExportSource(name: name) { () throws(LocatedError) in
          try CommandCatalog.plannable(named: name, in: catalog, imageAccess: imageAccess)
        }
      }
    let showsFrameProgress = isatty(STDERR_FILENO) != 0
    let failures = await export.run(sources, textMeasurer: measurer) { event in
      switch event {
      case .warning(let warning): CommandSupport.printError(warning.description)
      case .report(let url, let report): print("\(url.path):\n\(report)")
      case .progress(let done, let total, let url):
        // Progress for long batches only.
        if total > 8 { CommandSupport.printError("[\(done)/\(total)] \(url.path)") }
      case .frames(let done, let total, let url):
        if showsFrameProgress { FrameProgressBar.draw(done: done, total: total, path: url.path) }
      }
    }
    for failure in failures { CommandSupport.printError(failure.description) }
    if !failures.isEmpty { throw ExitCode.failure }
  }
}

/// What `morph export --format` takes: the name of a format of `ExportFormatRegistry.standard`, where
/// `svg` writes the animation and its still storyboard, or `both`, the SVG files and the HTML page.
struct FormatChoice: ExpressibleByArgument, Equatable {
  /// The names of the formats written.
  let formatNames: [String]

  /// Both documents: the SVG animation, its storyboard and the HTML page.
  static let both = FormatChoice(formatNames: ExportFormatRegistry.documentNames)

  private init(formatNames: [String]) {
    self.formatNames = formatNames
  }

  init?(argument: String) {
    switch argument {
    case "both": self = .both
    case "svg": self.init(formatNames: ["svg", "frames"])
    default:
      guard ExportFormatRegistry.standard.format(named: argument) != nil else { return nil }
      self.init(formatNames: [argument])
    }
  }

  static var allValueStrings: [String] {
    ExportFormatRegistry.standard.formats.map(\.name) + ["both"]
  }
}

/// How `morph export --format lottie` draws text.
enum LottieTextFormat: String, ExpressibleByArgument, CaseIterable {
  /// Text layers naming the measured font.
  case layers
  /// The measured font's glyph outlines, as filled shapes.
  case shapes
}
