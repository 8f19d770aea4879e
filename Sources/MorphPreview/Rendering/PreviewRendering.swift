import Foundation
import MorphTimeline
import MorphTransition

/// One request rendered: the planned timeline, the review data, and the SVG and HTML exports that a
/// `morph export` of the same timeline would write.
public struct PreviewRendering: Sendable {
  public var request: PreviewRequest
  public var timeline: Timeline
  public var review: PreviewReview
  public var svg: Data
  public var html: Data
}

/// What a render produced: the rendering, or the error that stopped it together with the last
/// rendering of the same request that succeeded (what the page keeps showing under the error).
public struct PreviewOutcome: Sendable {
  /// The current rendering, or the last good one when ``error`` is set.
  public var rendering: PreviewRendering?
  /// Why the document cannot be rendered now (`FILE:LINE:COLUMN: error: …`), or nil.
  public var error: String?
}
