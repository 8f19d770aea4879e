import ArgumentParser
import Foundation
import MorphPlanning
import MorphReview
import MorphScene
import MorphText

/// `morph diff OLD NEW [--tolerance N] [--format text|json|html] [--scale N] [--content-size-category NAME]
/// [--product NAME] [--scratch-path DIR]`: what a change did to a scene's or a Swift package's
/// transitions, element by element.
struct DiffCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two versions of a scene document's or Swift previews' transitions and print what changed.",
    discussion: """
      OLD and NEW are scene documents, or a document as a git revision has it, written \
      REVISION:PATH as git show reads it (main:examples/card-expand.yaml); a revision's image nodes \
      read their image files from the working tree. They may also be a Swift package of previews: its \
      folder, or REVISION:FOLDER (main:. for the package at the repository's top), checked out into a \
      scratch git worktree; each version's previews executable (--product, else the package's one \
      executable product) is built in the package's build folder (--scratch-path, else its .build) \
      and compared preview by preview. Every transition and the storyboard of either version is \
      planned and compared element by element: elements added or removed, properties \
      that end elsewhere (layout, style), that get there another way (motion), or at other times \
      (timing), and contents drawn otherwise, each with its largest difference and when it occurs. \
      Elements pair by node name, and a renamed node by the specs that placed it. --format html \
      writes a self-contained page on standard output: both versions play side by side and \
      overlaid, in sync, with the changed elements outlined and the table's rows jumping to the \
      time their change peaks.

      Exits with status 0 when nothing changed beyond --tolerance, 1 when something did, 2 when a \
      version cannot be read or planned (its error printed as FILE:LINE:COLUMN: error: MESSAGE) and \
      64 for a wrong use of the command.
      """)

  @Argument(help: "The old version: a scene document or Swift package folder, or REVISION:PATH.")
  var old: String

  @Argument(help: "The new version: a scene document or Swift package folder, or REVISION:PATH.")
  var new: String

  @Option(
    parsing: .unconditional,
    help: "The largest difference that is not a change, in points, seconds or a ratio (default: 0.01).")
  var tolerance: Double = 0.01

  @OptionGroup var scale: ScaleOption

  @OptionGroup var contentSizeCategory: ContentSizeCategoryOption

  @OptionGroup var images: ImageAccessOption

  @Option(help: "The output: 'text' for people, 'json' for tools, 'html' for a page playing both versions.")
  var format: ReviewFormat = .text

  @Option(help: "A Swift package's previews executable (default: its one executable product).")
  var product: String?

  @Option(
    help: ArgumentHelp(
      "Where a Swift package's versions are built (default: the package's .build).", valueName: "folder"))
  var scratchPath: String?

  /// The status of a comparison that found a change.
  static let changedStatus: Int32 = 1
  /// The status of a version that could not be read or planned.
  static let troubleStatus: Int32 = 2

  func validate() throws {
    guard tolerance.isFinite, tolerance >= 0, tolerance <= 1e6 else {
      throw ValidationError("--tolerance must be a number from 0 to 1000000, such as 0.01 or 0.5, not \(tolerance)")
    }
  }

  func run() async throws {
    let review: Review
    do {
      if let catalogs = try await catalogVersions() {
        review = try await compare(catalogs)
      } else {
        review = try await compareDocuments()
      }
    } catch let error as LocatedError {
      CommandSupport.printError(error.description)
      throw ExitCode(Self.troubleStatus)
    } catch let error as ExitCode {
      throw error
    } catch {
      CommandSupport.printError("error: \(error)")
      throw ExitCode(Self.troubleStatus)
    }
    let written: Data
    do {
      written = try format.format(review.named(old: old, new: new))
    } catch {
      CommandSupport.printError("error: the review page cannot be written: \(error)")
      throw ExitCode(Self.troubleStatus)
    }
    FileHandle.standardOutput.write(written)
    if !review.isIdentical { throw ExitCode(Self.changedStatus) }
  }

  /// The two versions as Swift packages of previews; nil when neither is one.
  /// - Throws: `ExitCode.validationFailure` when one is a package and the other is not.
  private func catalogVersions() async throws -> (old: CatalogVersion, new: CatalogVersion)? {
    let before = await CatalogVersion.named(old)
    let after = await CatalogVersion.named(new)
    if let before, let after { return (before, after) }
    guard before == nil, after == nil else {
      let (package, other) = before == nil ? (new, old) : (old, new)
      CommandSupport.printError(
        "error: \(package) is a Swift package and \(other) is not (\(await CatalogVersion.whyNot(other))): "
          + "compare a package with a package, or a scene document with a scene document")
      throw ExitCode.validationFailure
    }
    if product != nil || scratchPath != nil {
      CommandSupport.printError("error: --product and --scratch-path are for comparing Swift packages")
      throw ExitCode.validationFailure
    }
    return nil
  }

  /// Compares two versions of a Swift package's catalog, each built and asked for its timelines.
  private func compare(_ catalogs: (old: CatalogVersion, new: CatalogVersion)) async throws -> Review {
    var planning: [String] = []
    if let value = scale.scale { planning += ["--scale", "\(value)"] }
    if let name = contentSizeCategory.name { planning += ["--content-size-category", name] }
    let scratch = scratchPath.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL }
    let before = try await catalogs.old.timelines(product: product, scratchPath: scratch, planningArguments: planning)
    let after = try await catalogs.new.timelines(product: product, scratchPath: scratch, planningArguments: planning)
    return Review.comparing(catalog: (old, before), (new, after), tolerance: tolerance)
  }

  /// Compares two versions of a scene document (or of a Swift preview of this executable's catalog).
  private func compareDocuments() async throws -> Review {
    let options = PlanningOptions(
      textMeasurer: try FreeTypeTextMeasurer(), scale: scale.value, contentSizeCategory: contentSizeCategory.value)
    let before = try await version(old)
    let after = try await version(new)
    do {
      return try await Review.comparing(before.plannable, after.plannable, options: options, tolerance: tolerance)
    } catch {
      let named = [before.revision, after.revision].compactMap { $0?.naming(error) }.first { $0 != error }
      throw named ?? error
    }
  }

  /// The plannable an argument names, and the revision it was read from, if any.
  private func version(
    _ argument: String
  ) async throws(LocatedError) -> (plannable: any Plannable, revision: DocumentRevision?) {
    if !FileManager.default.fileExists(atPath: argument), var revision = DocumentRevision(argument) {
      let document = try await revision.read(imageAccess: images.value)
      return (document, revision)
    }
    return (try CommandCatalog.plannable(named: argument, imageAccess: images.value), nil)
  }
}

extension Review {
  /// The review with its versions named as the command's arguments name them.
  fileprivate func named(old: String, new: String) -> Review {
    Review(old: old, new: new, tolerance: tolerance, subjects: subjects)
  }
}

extension ReviewFormat: ExpressibleByArgument {}
