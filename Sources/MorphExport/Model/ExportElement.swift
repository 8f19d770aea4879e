import Foundation
import MorphLayout
import MorphTransition

/// One element of an ``ExportModel``: a timeline element with its tracks normalized into keyframes.
public struct ExportElement: Hashable, Sendable {
  /// The element's id in the timeline (unique).
  public var id: String
  /// The node's name, if it has one.
  public var name: String?
  /// The node's kind: `display`, `text`, `image`, `networkImage`, `button`, `editableText`.
  public var kind: String
  /// What the element draws besides its box, in time order: each of its drawn contents with when it
  /// shows and where it lies in the box.
  public var contents: [ExportContent]
  /// How the node lays its contents into its box.
  public var contentMode: ContentMode
  /// Whether content and children outside the element's box are hidden.
  public var clipsToBounds: Bool
  /// The layout specs that placed the node, if known.
  public var specPath: String?
  /// When the element is in the hierarchy, in the timeline's order; only intervals that start within
  /// the timeline are kept.
  public var presence: [Presence] {
    didSet { presenceIsInTimeOrder = presence.isInTimeOrder }
  }
  /// Whether ``presence`` is in time order, for finding the interval at a time quickly.
  private var presenceIsInTimeOrder: Bool
  /// One track per animatable property, in `AnimatableProperty` order.
  public var tracks: [KeyframeTrack]

  /// An element from its parts.
  /// - Parameters:
  ///   - id: the element's id.
  ///   - name: the node's name.
  ///   - kind: the node's kind.
  ///   - contents: what it draws besides its box, in time order.
  ///   - contentMode: how it lays its contents into its box.
  ///   - clipsToBounds: whether it clips its content and children to its box.
  ///   - specPath: the layout specs that placed it.
  ///   - presence: when it is in the hierarchy.
  ///   - tracks: one keyframe track per animatable property.
  public init(
    id: String, name: String?, kind: String, contents: [ExportContent], contentMode: ContentMode,
    clipsToBounds: Bool, specPath: String?, presence: [Presence], tracks: [KeyframeTrack]
  ) {
    self.id = id
    self.name = name
    self.kind = kind
    self.contents = contents
    self.contentMode = contentMode
    self.clipsToBounds = clipsToBounds
    self.specPath = specPath
    self.presence = presence
    presenceIsInTimeOrder = presence.isInTimeOrder
    self.tracks = tracks.sorted { $0.property < $1.property }
  }

  /// Whether the element ever draws anything besides its box.
  public var drawsContent: Bool { contents.contains { $0.drawn.content != .none } }

  /// The keyframes of a property.
  public func track(_ property: AnimatableProperty) -> KeyframeTrack {
    guard let track = tracks.first(where: { $0.property == property }) else {
      preconditionFailure("ExportElement \(id) has no \(property) track")
    }
    return track
  }

  /// The presence interval covering a time, as `TimelineElement.presence(at:)` finds it.
  public func presence(at time: Double) -> Presence? {
    presence.last(covering: time, inTimeOrder: presenceIsInTimeOrder)
  }
}
