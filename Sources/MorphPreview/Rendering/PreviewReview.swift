import Foundation

/// What a preview page needs besides the exported animation: the scene's choices, the timeline's
/// shape (key times, markers), and for the review overlays every element's provenance and tracks and
/// every transition's initial and final frames and spec boxes. It is sent to the page as JSON.
///
/// Frames are `[x, y, width, height]` in the root's coordinate space; times are in seconds.
struct PreviewReview: Codable, Hashable, Sendable {
  /// The scene: its slug, its document's `name` and its file.
  var scene: SceneInfo
  /// The timeline shown (`transition`, `storyboard` or `rotation`) and its transition's name.
  var subject: Subject
  /// What the page can switch to.
  var choices: Choices
  /// The stage's size: the largest extent the root reaches.
  var size: [Double]
  /// The timeline's duration.
  var duration: Double
  /// Every time something starts or ends (segments, appearances, removals, markers), sorted: where
  /// the player's previous/next keyframe buttons step to.
  var keyTimes: [Double]
  /// The storyboard's steps.
  var markers: [Marker]
  /// Every element, back to front.
  var elements: [Element]
  /// Every layout transition recorded.
  var transitions: [Transition]
  /// What the planner noticed and let pass (the timeline's diagnostics), then the document's warnings
  /// (such as a transition that never runs `complete`), in that order.
  var diagnostics: [Diagnostic]
  /// Where the page fetches the rendered animation.
  var exports: Exports

  struct SceneInfo: Codable, Hashable, Sendable {
    var slug: String
    var name: String?
    var file: String
  }

  struct Subject: Codable, Hashable, Sendable {
    var kind: String
    var name: String?
    var device: String?
    var orientation: String
    /// The content size category asked for (UIKit's name); nil: the document's.
    var contentSizeCategory: String? = nil
  }

  struct Choices: Codable, Hashable, Sendable {
    var transitions: [String]
    var storyboard: Bool
    var devices: [Device]
    /// The content size categories the page offers, UIKit's names from the smallest.
    var contentSizeCategories: [String]
  }

  struct Device: Codable, Hashable, Sendable {
    var id: String
    var name: String
    var width: Double
    var height: Double
  }

  struct Marker: Codable, Hashable, Sendable {
    var time: Double
    var label: String
  }

  struct Element: Codable, Hashable, Sendable {
    /// The id the exports carry (`data-morph-id`).
    var id: String
    var name: String?
    var kind: String
    /// The kinds of the specs that placed the node (`stack/inset[1]/overlay`).
    var specPath: String?
    /// When the element is in the hierarchy: `[start, end]`, end null while it stays.
    var presence: [[Double?]]
    /// The properties that change, with their segments.
    var tracks: [Track]
  }

  struct Track: Codable, Hashable, Sendable {
    var property: String
    var segments: [Segment]
  }

  struct Segment: Codable, Hashable, Sendable {
    var start: Double
    var end: Double
    /// The timing curve: `linear`, `ease-in-out`, `cubic-bezier(…)`, `spring(damping …)`, `discrete`.
    var curve: String
  }

  /// A diagnostic or warning, as the page lists it.
  struct Diagnostic: Codable, Hashable, Sendable {
    /// The description of the node concerned (`<display card>`), or the document's location
    /// (`FILE:LINE:COLUMN`) for a warning.
    var subject: String
    /// When it happened, in seconds; null for a warning about the document.
    var time: Double?
    /// What happened, what Morph did, and how to fix it.
    var message: String
  }

  struct Transition: Codable, Hashable, Sendable {
    /// The transitioning node's element id.
    var node: String
    var start: Double
    /// When `completeTransition` ran; null if it never did.
    var completion: Double?
    var inserted: [String]
    var removed: [String]
    var moved: [String]
    /// Per element id, the context's `initialFrame` and `finalFrame` (null where the node is absent).
    var frames: [String: Frames]
    /// The spec boxes before and after.
    var specsBefore: [SpecBox]
    var specsAfter: [SpecBox]
  }

  struct Frames: Codable, Hashable, Sendable {
    var initial: [Double]?
    var final: [Double]?
  }

  /// A layout spec's box, and the nodes it placed (directly or through the specs below it).
  struct SpecBox: Codable, Hashable, Sendable {
    var kind: String
    /// The kinds from the root down to this spec, as an element's `specPath` spells them.
    var path: String
    var frame: [Double]
    /// The names of the nodes below this spec.
    var nodes: [String]
  }

  struct Exports: Codable, Hashable, Sendable {
    var svg: String
    var html: String
    /// The files the timeline can be downloaded as, as `morph export` writes them.
    var downloads: [Download]
  }

  /// A file the shown timeline can be downloaded as.
  struct Download: Codable, Hashable, Sendable {
    /// What the file is: `SVG`, `Storyboard`, `HTML`, `Lottie`….
    var label: String
    /// Where it is served, with the request's query.
    var url: String
    /// The name it is saved under.
    var file: String
  }
}
