import Foundation

/// An interval during which an element is in the hierarchy: under which parent, and at which index
/// among its siblings (0 is the back).
public struct Presence: Hashable, Sendable {
  /// When the element enters, in seconds.
  public var start: Double
  /// When it leaves; nil if it stays to the end.
  public var end: Double?
  /// The parent element's id; nil for the root.
  public var parentID: String?
  /// The index among the parent's children, back to front.
  public var index: Int

  public init(start: Double, end: Double?, parentID: String?, index: Int) {
    self.start = start
    self.end = end
    self.parentID = parentID
    self.index = index
  }

  /// Whether the interval covers a time (the start is included, the end is not).
  public func contains(_ time: Double) -> Bool {
    time >= start && (end.map { time < $0 } ?? true)
  }
}
