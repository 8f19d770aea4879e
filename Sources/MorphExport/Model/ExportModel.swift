import Foundation
import MorphTimeline

/// A timeline prepared for exporters: every property of every element as a normalized keyframe list
/// (see ``KeyframeTrack``) plus the element's presence intervals, free of any output format.
///
/// Evaluating the keyframes reproduces `Timeline.sample(at:)` from 0 to the duration: exactly (to
/// rounding) for linear, Bézier, discrete and immediate changes, and within ``samplingTolerance`` of
/// each movement's distance for springs.
public struct ExportModel: Hashable, Sendable {
  /// The id of the root element.
  public var rootID: String
  /// The timeline's duration in seconds.
  public var duration: Double
  /// The timeline's markers, in time order.
  public var markers: [TimelineMarker]
  /// Every element, parents before children, in the timeline's order.
  public var elements: [ExportElement]
  /// The largest error of sampled curves, as a fraction of the distance moved.
  public var samplingTolerance: Double

  /// The default ``samplingTolerance``: 0.1 % of the distance moved.
  public static let defaultSamplingTolerance = 0.001

  /// Normalizes a timeline.
  /// - Parameters:
  ///   - timeline: the timeline to export.
  ///   - samplingTolerance: the largest error of sampled springs, as a fraction of the distance moved.
  /// - Throws: ``ExportError/invalidTimeline(_:)`` when the timeline has no root element, duplicate
  ///   ids, a parent that is not an earlier element, a missing track, a value of the wrong kind, or a
  ///   number or time that is not finite or lies beyond ±``largestMagnitude`` (in a track, a presence
  ///   interval, a marker, or a text's lines, metrics or insets).
  /// - Complexity: O(e + s) for e elements and s segments, plus the samples of springs.
  public init(
    _ timeline: Timeline, samplingTolerance: Double = ExportModel.defaultSamplingTolerance
  ) throws(ExportError) {
    try Self.validate(timeline)
    rootID = timeline.rootID
    duration = timeline.duration
    markers = timeline.markers.sorted { $0.time < $1.time }
    self.samplingTolerance = samplingTolerance
    let duration = timeline.duration
    elements = timeline.elements.map { element in
      ExportElement(element, duration: duration, samplingTolerance: samplingTolerance)
    }
  }

  /// The element with an id.
  public func element(id: String) -> ExportElement? {
    elements.first { $0.id == id }
  }

  /// The elements under a parent (nil for the top level) at a time, back to front.
  public func children(of parentID: String?, at time: Double) -> [ExportElement] {
    let placed = elements.enumerated().compactMap {
      order, element -> (index: Int, order: Int, element: ExportElement)? in
      guard let presence = element.presence(at: time), presence.parentID == parentID else { return nil }
      return (presence.index, order, element)
    }
    return placed.sorted { ($0.index, $0.order) < ($1.index, $1.order) }.map(\.element)
  }

  /// The indexes of the elements that are ever under each parent, in model order, and of those ever at
  /// the top level (an element that changes parents is listed under each).
  func elementIndexesByParent() -> (byParent: [String: [Int]], topLevel: [Int]) {
    var byParent: [String: [Int]] = [:]
    var topLevel: [Int] = []
    for (index, element) in elements.enumerated() {
      var parents: [String?] = []
      for presence in element.presence where !parents.contains(presence.parentID) {
        parents.append(presence.parentID)
      }
      for parent in parents {
        if let parent { byParent[parent, default: []].append(index) } else { topLevel.append(index) }
      }
    }
    return (byParent, topLevel)
  }

  /// The smallest rectangle holding every frame the root element takes (in its parent's space).
  public var rootExtent: CGRect {
    guard let root = element(id: rootID) else { return .zero }
    let frames = root.track(.frame).keyframes.compactMap { keyframe -> CGRect? in
      if case .rect(let rect) = keyframe.value { return rect.standardized }
      return nil
    }
    return frames.dropFirst().reduce(frames.first ?? .zero) { $0.union($1) }
  }

  /// The largest magnitude of any number or time a timeline may hold: far beyond any real layout or
  /// animation, and small enough that sums and products of a few of them stay finite.
  public static let largestMagnitude: Double = 1e9

  /// Whether a number is finite and within ±``largestMagnitude``.
  private static func isInRange(_ value: Double) -> Bool { abs(value) <= largestMagnitude }

  private static func validate(_ timeline: Timeline) throws(ExportError) {
    guard isInRange(timeline.duration) && timeline.duration >= 0 else {
      throw .invalidTimeline("the duration must be a number of seconds from 0 to 1e9, not \(timeline.duration)")
    }
    for marker in timeline.markers where !isInRange(marker.time) {
      throw .invalidTimeline("the marker \(marker.label) is at \(marker.time), not a time within ±1e9 seconds")
    }
    var seen = Set<String>()
    let allProperties = AnimatableProperty.allCases
    for element in timeline.elements {
      for presence in element.presence {
        guard isInRange(presence.start), presence.end.map(isInRange) ?? true else {
          throw .invalidTimeline("element \(element.id) has a presence interval with a time beyond ±1e9 seconds")
        }
        if let parentID = presence.parentID, !seen.contains(parentID) {
          throw .invalidTimeline("element \(element.id) is placed under \(parentID), which is not an earlier element")
        }
      }
      guard seen.insert(element.id).inserted else {
        throw .invalidTimeline("two elements have the id \(element.id)")
      }
      var contentsStart = -Double.infinity
      for drawn in element.contents {
        guard isInRange(drawn.start), drawn.start >= contentsStart else {
          throw .invalidTimeline(
            "element \(element.id) has contents drawn at \(drawn.start), not a time within ±1e9 seconds in time order")
        }
        guard isInRange(Double(drawn.size.width)), isInRange(Double(drawn.size.height)) else {
          throw .invalidTimeline("element \(element.id) has contents drawn for a size beyond ±1e9")
        }
        contentsStart = drawn.start
        try validate(drawn.content, of: element.id)
      }
      for property in allProperties {
        // Found by index, so that the tracks passed over are not copied.
        guard let index = element.tracks.indices.first(where: { element.tracks[$0].property == property }) else {
          throw .invalidTimeline("element \(element.id) has no \(property) track")
        }
        try validate(element.tracks[index], of: element.id)
      }
    }
    guard seen.contains(timeline.rootID) else {
      throw .invalidTimeline("the root element \(timeline.rootID) is not among the elements")
    }
  }

  /// Checks that every number exporters write for a text's lines, runs, metrics, colors and insets is
  /// within ±``largestMagnitude``.
  private static func validate(_ content: ElementContent, of id: String) throws(ExportError) {
    let numbers = content.exportedNumbers
    guard numbers.allSatisfy({ isInRange(Double($0)) }) else {
      throw .invalidTimeline("element \(id) has text whose lines, metrics, color or insets are not numbers within ±1e9")
    }
  }

  /// A value's numbers for messages, as `0, 0, 1e+300, 20` (not Swift's debug description).
  private static func listed(_ value: AnimatableValue) -> String {
    value.components.map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int64($0)) : "\($0)" }
      .joined(separator: ", ")
  }

  private static func validate(_ track: PropertyTrack, of id: String) throws(ExportError) {
    try validate(track.initialValue, of: track.property, of: id)
    for segment in track.segments {
      try validate(segment.from, of: track.property, of: id)
      try validate(segment.to, of: track.property, of: id)
    }
    for segment in track.segments where !(isInRange(segment.start) && isInRange(segment.duration)) {
      throw .invalidTimeline("element \(id) has a \(track.property) segment at a time beyond ±1e9 seconds")
    }
  }

  /// Checks that a value of a track is of the property's kind and its numbers are within
  /// ±``largestMagnitude``.
  private static func validate(
    _ value: AnimatableValue, of property: AnimatableProperty, of id: String
  ) throws(ExportError) {
    guard value.fits(property) else {
      throw .invalidTimeline("element \(id) has a \(property) track holding [\(Self.listed(value))]")
    }
    guard value.allComponents(satisfy: isInRange) else {
      throw .invalidTimeline("element \(id) has a \(property) value beyond ±1e9: [\(Self.listed(value))]")
    }
  }
}
