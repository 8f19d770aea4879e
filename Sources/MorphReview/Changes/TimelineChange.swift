import Foundation

/// One difference between two versions of a timeline: an element added or removed, a property that
/// ends elsewhere or moves otherwise, a change of timing or of what an element draws.
///
/// A change names the element as the new version calls it (the old version's name for a removed
/// element) and says how large it is at its largest and when that is, so that a reviewer can jump
/// to the moment it shows most.
public struct TimelineChange: Hashable, Sendable {
  /// The kinds of change, in the order a review lists them.
  public enum Kind: String, CaseIterable, Comparable, Sendable {
    /// An element, or a transition, only the old version has.
    case removed
    /// An element, or a transition, only the new version has.
    case added
    /// A property that ends at another value: a frame (where the layout put the element), its parent.
    case layout
    /// A property that ends at the same value but gets there otherwise: another path or curve.
    case motion
    /// The same movements at other times: a changed duration or delay, an element that enters or
    /// leaves at another time, contents drawn at another time.
    case timing
    /// What an element draws: its text, its image.
    case content
    /// A property other than the frame that ends at another value: alpha, colors, corners, borders,
    /// transform.
    case style

    public static func < (lhs: Kind, rhs: Kind) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  /// What kind of change it is.
  public var kind: Kind
  /// The element, as the new version names it (as the old one does for a removed element); nil for a
  /// change of the transition itself, such as its duration.
  public var element: String?
  /// The element's id in the old version's timeline; nil for an added element or the transition itself.
  public var oldElementID: String?
  /// The element's id in the new version's timeline; nil for a removed element or the transition itself.
  public var newElementID: String?
  /// What changed: an animatable property's name (`frame`, `alpha`, …), `parent`, `presence`,
  /// `contents`, `duration` or `transition`.
  public var aspect: String
  /// The largest difference between the two versions over time, in ``unit``; nil where the change is
  /// not a quantity (added, removed, contents).
  public var largestDifference: Double?
  /// The unit of ``largestDifference``: `pt`, `s`, or empty for a ratio such as alpha.
  public var unit: String
  /// When the difference is largest, in seconds from the start; nil where it is not a quantity.
  public var time: Double?
  /// The old version, described.
  public var old: String
  /// The new version, described.
  public var new: String

  /// A change from its parts.
  public init(
    kind: Kind, element: String?, oldElementID: String? = nil, newElementID: String? = nil, aspect: String,
    largestDifference: Double? = nil, unit: String = "", time: Double? = nil, old: String, new: String
  ) {
    self.kind = kind
    self.element = element
    self.oldElementID = oldElementID
    self.newElementID = newElementID
    self.aspect = aspect
    self.largestDifference = largestDifference
    self.unit = unit
    self.time = time
    self.old = old
    self.new = new
  }

  /// The order of a review: by kind, then largest first, then by element and aspect.
  static func reviewOrder(_ lhs: TimelineChange, _ rhs: TimelineChange) -> Bool {
    if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
    let left = lhs.largestDifference ?? 0
    let right = rhs.largestDifference ?? 0
    if left != right { return left > right }
    if lhs.element != rhs.element { return (lhs.element ?? "") < (rhs.element ?? "") }
    return lhs.aspect < rhs.aspect
  }
}
