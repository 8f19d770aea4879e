import Foundation

/// How one property of one element changes over a timeline: its value before the first segment, and
/// its segments in the order they start.
///
/// A segment takes over from its start: at any time the property follows the latest-starting segment
/// that has started (the one recorded last, for equal starts), holding its end value once it is over.
/// This is how a new animation of a property interrupts a running one from its current value.
public struct PropertyTrack: Hashable, Sendable, Codable {
  public var property: AnimatableProperty
  /// The value before any segment starts.
  public var initialValue: AnimatableValue
  /// The segments, ordered by start (stable for equal starts).
  public private(set) var segments: [TrackSegment]

  public init(property: AnimatableProperty, initialValue: AnimatableValue, segments: [TrackSegment] = []) {
    self.property = property
    self.initialValue = initialValue
    self.segments = []
    for segment in segments { append(segment) }
  }

  private enum CodingKeys: String, CodingKey {
    case property, initialValue, segments
  }

  /// A track decoded as ``init(property:initialValue:segments:)`` makes one: its segments ordered by
  /// start whatever order they were written in.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      property: try container.decode(AnimatableProperty.self, forKey: .property),
      initialValue: try container.decode(AnimatableValue.self, forKey: .initialValue),
      segments: try container.decode([TrackSegment].self, forKey: .segments))
  }

  /// Adds a segment, keeping the segments ordered by start.
  public mutating func append(_ segment: TrackSegment) {
    let index = segments.lastIndex { $0.start <= segment.start }.map { $0 + 1 } ?? 0
    segments.insert(segment, at: index)
  }

  /// The value at a time (right-continuous: at a segment's start, that segment already applies).
  /// - Complexity: O(log *n*) in the number of segments.
  public func value(at time: Double) -> AnimatableValue {
    // The last segment starting at or before `time`, by binary search over the ordered starts.
    var low = 0
    var high = segments.count
    while low < high {
      let middle = (low + high) / 2
      if segments[middle].start <= time { low = middle + 1 } else { high = middle }
    }
    guard low > 0 else { return initialValue }
    return segments[low - 1].value(at: time)
  }

  /// The value once every segment is over.
  public var finalValue: AnimatableValue { value(at: .infinity) }

  /// Whether the property ever changes.
  public var isAnimated: Bool { segments.contains { $0.to != initialValue || $0.from != initialValue } }
}
