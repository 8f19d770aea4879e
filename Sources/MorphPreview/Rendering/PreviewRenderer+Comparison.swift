import Foundation
import MorphPlanning
import MorphReview

extension PreviewRenderer {
  /// The review page of a scene document against the document as a git revision has it, as
  /// `morph preview --compare-with REVISION` serves it: `morph diff REVISION:PATH PATH`'s page, made
  /// where renderings are made (a render worker, when there are workers). Nil for a scene that is not in
  /// the catalog or cannot be read; a Swift preview, a revision git cannot read and a version that
  /// cannot be planned fail with why.
  nonisolated func comparison(of slug: String, with revision: String) async -> PreviewDownload? {
    guard let (entry, source) = scene(slug) else { return nil }
    guard !entry.source.isBuiltIntoExecutable else {
      return .failed(
        "\(place(of: entry)): error: a Swift preview compares with another revision through "
          + "`morph diff \(revision):PACKAGE PACKAGE`\n")
    }
    let old = await ChildProcess.run(
      "git", ["show", "\(revision):./\(entry.url.lastPathComponent)"], in: entry.url.deletingLastPathComponent())
    guard old.status == 0 else {
      return .failed("\(revision):\(name(of: entry)): error: git cannot read it: \(old.reason)\n")
    }
    switch placement {
    case .inProcess:
      return await comparisonPage(of: entry, old: old.output, new: source, revision: revision)
    case .workers(let pool):
      do {
        let request = PreviewWorkerRequest(.comparison, PreviewRequest(scene: slug), revision: revision)
        return try await pool.answer(to: request, source: source, old: old.output).download()
      } catch {
        return .failed(message(for: error, entry: entry) + "\n")
      }
    }
  }

  /// The review page of two versions' bytes of a document, planned here: the old one's errors name
  /// `REVISION:NAME`.
  func comparisonPage(
    of entry: PreviewCatalog.Entry, old: Data, new: Data, revision: String
  ) async -> PreviewDownload {
    let oldName = "\(revision):\(name(of: entry))"
    let options = PlanningOptions(textMeasurer: textMeasurer)
    do {
      let before: VersionTimelines
      do {
        before = try await Self.timelines(of: entry, from: old, options: options)
      } catch {
        var named = error
        if named.file == entry.url.path { named.file = oldName }
        if named.location?.file == entry.url.path { named.location?.file = oldName }
        return .failed(named.description + "\n")
      }
      var after = try await Self.timelines(of: entry, from: new, options: options)
      after.origin = name(of: entry)
      var review = Review.comparing(before, after, tolerance: 0.01)
      review.old = oldName
      return .file(PreviewDownload.File(name: "review.html", data: try ReviewFormat.html.format(review)))
    } catch {
      return .failed(message(for: error, entry: entry) + "\n")
    }
  }

  /// Every timeline a version's bytes plan, off the renderer's actor.
  @concurrent
  nonisolated private static func timelines(
    of entry: PreviewCatalog.Entry, from bytes: Data, options: PlanningOptions
  ) async throws(LocatedError) -> VersionTimelines {
    try await VersionTimelines.planning(try entry.source.plannable(from: bytes, of: entry), options: options)
  }
}
