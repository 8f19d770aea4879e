import ArgumentParser
import Foundation
import MorphPlanning
import MorphReview
import MorphScene
import MorphText

/// `morph diff OLD NEW [--tolerance N] [--format text|json|html] [--scale N] [--content-size-category NAME]`:
/// what a change did to a scene's transitions, element by element.
struct DiffCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two versions of a scene document's transitions and print what changed.",
    discussion: """
      OLD and NEW are scene documents, or a document as a git revision has it, written \
      REVISION:PATH as git show reads it (main:examples/card-expand.yaml); a revision's image nodes \
      read their image files from the working tree. Every transition and the storyboard of either \
      version is planned and compared element by element: elements added or removed, properties \
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

  @Argument(help: "The old version: a scene document, or REVISION:PATH.")
  var old: String

  @Argument(help: "The new version: a scene document, or REVISION:PATH.")
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
      let options = PlanningOptions(
        textMeasurer: try FreeTypeTextMeasurer(), scale: scale.value, contentSizeCategory: contentSizeCategory.value)
      let before = try await version(old)
      let after = try await version(new)
      do {
        review = try await Review.comparing(before.plannable, after.plannable, options: options, tolerance: tolerance)
      } catch {
        let named = [before.revision, after.revision].compactMap { $0?.naming(error) }.first { $0 != error }
        throw named ?? error
      }
    } catch let error as LocatedError {
      CommandSupport.printError(error.description)
      throw ExitCode(Self.troubleStatus)
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
