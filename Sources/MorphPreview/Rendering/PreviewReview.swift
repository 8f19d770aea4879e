import Foundation

/// What a preview page needs besides the exported animation: the scene's choices, the timeline's
/// shape (key times, markers), and for the review overlays every element's provenance and tracks and
/// every transition's initial and final frames and spec boxes. It is sent to the page as JSON.
///
/// Frames are `[x, y, width, height]` in the root's coordinate space; times are in seconds.
public struct PreviewReview: Codable, Hashable, Sendable {
  /// The scene: its slug, its document's `name` and its file.
  public var scene: SceneInfo
  /// The timeline shown (`transition`, `storyboard` or `rotation`) and its transition's name.
  public var subject: Subject
  /// What the page can switch to.
  public var choices: Choices
  /// The stage's size: the largest extent the root reaches.
  public var size: [Double]
  /// The timeline's duration.
  public var duration: Double
  /// Every time something starts or ends (segments, appearances, removals, markers), sorted: where
  /// the player's previous/next keyframe buttons step to.
  public var keyTimes: [Double]
  /// The storyboard's steps.
  public var markers: [Marker]
  /// Every element, back to front.
  public var elements: [Element]
  /// Every layout transition recorded.
  public var transitions: [Transition]
  /// What the planner noticed and let pass (the timeline's diagnostics), then the document's warnings
  /// (such as a transition that never runs `complete`), in that order.
  public var diagnostics: [Diagnostic]
  /// Where the page fetches the rendered animation.
  public var exports: Exports

  public struct SceneInfo: Codable, Hashable, Sendable {
    public var slug: String
    public var name: String?
    public var file: String
  }

  public struct Subject: Codable, Hashable, Sendable {
    public var kind: String
    public var name: String?
    public var device: String?
    public var orientation: String
    /// The content size category asked for (UIKit's name); nil: the document's.
    public var contentSizeCategory: String? = nil
  }

  public struct Choices: Codable, Hashable, Sendable {
    public var transitions: [String]
    public var storyboard: Bool
    public var devices: [Device]
    /// The content size categories the page offers, UIKit's names from the smallest.
    public var contentSizeCategories: [String]
  }

  public struct Device: Codable, Hashable, Sendable {
    public var id: String
    public var name: String
    public var width: Double
    public var height: Double
  }

  public struct Marker: Codable, Hashable, Sendable {
    public var time: Double
    public var label: String
  }

  public struct Element: Codable, Hashable, Sendable {
    /// The id the exports carry (`data-morph-id`).
    public var id: String
    public var name: String?
    public var kind: String
    /// The kinds of the specs that placed the node (`stack/inset[1]/overlay`).
    public var specPath: String?
    /// When the element is in the hierarchy: `[start, end]`, end null while it stays.
    public var presence: [[Double?]]
    /// The properties that change, with their segments.
    public var tracks: [Track]
  }

  public struct Track: Codable, Hashable, Sendable {
    public var property: String
    public var segments: [Segment]
  }

  public struct Segment: Codable, Hashable, Sendable {
    public var start: Double
    public var end: Double
    /// The timing curve: `linear`, `ease-in-out`, `cubic-bezier(…)`, `spring(damping …)`, `discrete`.
    public var curve: String
  }

  /// A diagnostic or warning, as the page lists it.
  public struct Diagnostic: Codable, Hashable, Sendable {
    /// The description of the node concerned (`<display card>`), or the document's location
    /// (`FILE:LINE:COLUMN`) for a warning.
    public var subject: String
    /// When it happened, in seconds; null for a warning about the document.
    public var time: Double?
    /// What happened, what Morph did, and how to fix it.
    public var message: String
  }

  public struct Transition: Codable, Hashable, Sendable {
    /// The transitioning node's element id.
    public var node: String
    public var start: Double
    /// When `completeTransition` ran; null if it never did.
    public var completion: Double?
    public var inserted: [String]
    public var removed: [String]
    public var moved: [String]
    /// Per element id, the context's `initialFrame` and `finalFrame` (null where the node is absent).
    public var frames: [String: Frames]
    /// The spec boxes before and after.
    public var specsBefore: [SpecBox]
    public var specsAfter: [SpecBox]
  }

  public struct Frames: Codable, Hashable, Sendable {
    public var initial: [Double]?
    public var final: [Double]?
  }

  /// A layout spec's box, and the nodes it placed (directly or through the specs below it).
  public struct SpecBox: Codable, Hashable, Sendable {
    public var kind: String
    /// The kinds from the root down to this spec, as an element's `specPath` spells them.
    public var path: String
    public var frame: [Double]
    /// The names of the nodes below this spec.
    public var nodes: [String]
  }

  public struct Exports: Codable, Hashable, Sendable {
    public var svg: String
    public var html: String
    /// The files the timeline can be downloaded as, as `morph export` writes them.
    public var downloads: [Download]
  }

  /// A file the shown timeline can be downloaded as.
  public struct Download: Codable, Hashable, Sendable {
    /// What the file is: `SVG`, `Storyboard`, `HTML`, `Lottie`….
    public var label: String
    /// Where it is served, with the request's query.
    public var url: String
    /// The name it is saved under.
    public var file: String
  }
}
