import Foundation
import MorphTimeline

/// A planned timeline of a scene document and the path its files are named after.
public struct ExportJob: Sendable {
  /// The document the timeline was planned from, as it was named.
  public let source: String
  /// The planned transition or storyboard.
  public let timeline: Timeline
  /// The path the files are named after, without extension (`output/signup-form.nameToAge`).
  public let base: URL
  /// The gallery's caption for the job (`Signup form — nameToAge`).
  public let title: String

  /// A job.
  public init(source: String, timeline: Timeline, base: URL, title: String) {
    self.source = source
    self.timeline = timeline
    self.base = base
    self.title = title
  }

  /// Where this job writes its file of a format.
  public func url(of format: any ExportFormat) -> URL {
    base.appendingPathExtension(format.pathExtension)
  }
}
