import Foundation
import MorphTimeline

/// A timeline with its ``ExportModel``, normalized once so that every exporter writing the timeline
/// shares it: pass it to `export(_:)` of each exporter in place of the timeline.
public struct PreparedTimeline: Sendable {
  /// The timeline.
  public let timeline: Timeline
  /// The timeline normalized for exporters.
  public let model: ExportModel

  /// Normalizes a timeline for exporters.
  /// - Parameters:
  ///   - timeline: the timeline.
  ///   - samplingTolerance: the largest error of sampled springs, as a fraction of the distance moved
  ///     (``ExportOptions/samplingTolerance``).
  /// - Throws: as `ExportModel.init(_:samplingTolerance:)`.
  public init(
    _ timeline: Timeline, samplingTolerance: Double = ExportModel.defaultSamplingTolerance
  )
    throws(ExportError)
  {
    self.timeline = timeline
    model = try ExportModel(timeline, samplingTolerance: samplingTolerance)
  }
}
