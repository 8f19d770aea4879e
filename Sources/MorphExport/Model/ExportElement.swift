import Foundation
import MorphLayout
import MorphTimeline

/// One element of an ``ExportModel``: a timeline element with its contents placed in its box and its
/// tracks normalized into keyframes.
///
/// The element's identity — `TimelineElement.id`, `TimelineElement.name`, `TimelineElement.kind`,
/// `TimelineElement.contentMode`, `TimelineElement.clipsToBounds`, `TimelineElement.specPath` and
/// its `TimelineElement.presence` — is read from the timeline's element through dynamic member lookup
/// (`element.id`); only what exporting adds is stored here.
@dynamicMemberLookup
public struct ExportElement: Hashable, Sendable {
  /// The timeline's element, with only the presence intervals that start within the timeline.
  public private(set) var source: TimelineElement
  /// What the element draws besides its box, in time order: each of its drawn contents with when it
  /// shows and where it lies in the box.
  public var contents: [ExportContent]
  /// One keyframe track per animatable property, in `AnimatableProperty` order.
  public var tracks: [KeyframeTrack]

  /// The export of a timeline element over a timeline of a duration.
  /// - Parameters:
  ///   - element: the timeline's element.
  ///   - duration: the timeline's duration; presence intervals and contents that start after it, and
  ///     intervals that end as they start, are left out.
  ///   - samplingTolerance: how closely keyframes follow curves that are sampled (springs).
  init(_ element: TimelineElement, duration: Double, samplingTolerance: Double) {
    var tracks = element.tracks.map {
      KeyframeTrack(normalizing: $0, duration: duration, samplingTolerance: samplingTolerance)
    }
    // Timelines list the tracks in property order; sorting, which is stable, is then left out.
    if !tracks.indices.dropFirst().allSatisfy({ tracks[$0 - 1].property <= tracks[$0].property }) {
      tracks.sort { $0.property < $1.property }
    }
    self.tracks = tracks
    let frame = tracks.first { $0.property == .frame }!
    contents = ExportContent.contents(of: element, frame: frame).filter { $0.drawn.start <= duration }
    var source = element
    source.presence = element.presence.filter { presence in
      presence.start <= duration && (presence.end.map { $0 > presence.start } ?? true)
    }
    self.source = source
  }

  /// A property of the timeline's element.
  public subscript<Value>(dynamicMember keyPath: KeyPath<TimelineElement, Value>) -> Value {
    source[keyPath: keyPath]
  }

  /// When the element is in the hierarchy, in the timeline's order: the timeline element's intervals
  /// that start within the timeline.
  public var presence: [Presence] {
    get { source.presence }
    set { source.presence = newValue }
  }

  /// Whether the element ever draws anything besides its box.
  public var drawsContent: Bool { contents.contains { $0.drawn.content != .none } }

  /// The keyframes of a property.
  public func track(_ property: AnimatableProperty) -> KeyframeTrack {
    // Found by index, so that the tracks passed over are not copied.
    guard let index = tracks.indices.first(where: { tracks[$0].property == property }) else {
      preconditionFailure("ExportElement \(source.id) has no \(property) track")
    }
    return tracks[index]
  }

  /// The presence interval covering a time, as `TimelineElement.presence(at:)` finds it.
  public func presence(at time: Double) -> Presence? {
    source.presence(at: time)
  }
}
