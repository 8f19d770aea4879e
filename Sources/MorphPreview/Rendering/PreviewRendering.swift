import Foundation
import MorphTimeline
import MorphTransition

/// One request rendered: the planned timeline, the review data, and the SVG and HTML exports that a
/// `morph export` of the same timeline would write.
struct PreviewRendering: Sendable {
  var request: PreviewRequest
  /// The planned timeline when this process planned it; nil when a render worker did (the worker
  /// makes the request's downloads and thumbnail too).
  var timeline: Timeline?
  var review: PreviewReview
  var svg: Data
  var html: Data
}

/// What a render produced: the rendering, or the error that stopped it together with the last
/// rendering of the same request that succeeded (what the page keeps showing under the error).
struct PreviewOutcome: Sendable {
  /// The current rendering, or the last good one when ``error`` is set.
  var rendering: PreviewRendering?
  /// Why the document cannot be rendered now (`FILE:LINE:COLUMN: error: …`), or nil.
  var error: String?
}
