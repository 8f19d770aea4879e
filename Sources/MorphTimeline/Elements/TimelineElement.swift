import Foundation
import MorphLayout

/// One node of a timeline, as exporters see it: its identity, kind and content, when it is in the
/// hierarchy, and how each animatable property changes.
public struct TimelineElement: Hashable, Sendable, Codable {
  /// A stable id derived from the node's name (unique within the timeline).
  public var id: String
  /// The node's name, if it has one.
  public var name: String?
  /// The node's kind: `display`, `text`, `image`, `networkImage`, `button`, `editableText`.
  public var kind: String
  /// The contents the node drew, in time order: the first from when the element is first in the
  /// hierarchy, each shown until the next one starts. Empty for an element that draws nothing.
  public var contents: [DrawnContent]
  /// How the node lays its contents into its bounds while they differ from the size they were drawn for.
  public var contentMode: ContentMode
  /// Whether content outside the element's bounds is hidden.
  public var clipsToBounds: Bool
  /// The layout specs that placed the node in its supernode, from the root spec down
  /// (`background/stack/overlay[1]/inset/relative`); nil for the root and hand-placed nodes.
  public var specPath: String?
  /// When the element is in the hierarchy; several intervals when it leaves and comes back.
  public var presence: [Presence] {
    didSet { presenceIsInTimeOrder = presence.isInTimeOrder }
  }
  /// Whether ``presence`` is in time order, for finding the interval at a time quickly.
  private var presenceIsInTimeOrder: Bool
  /// One track per animatable property, in ``AnimatableProperty`` order.
  public var tracks: [PropertyTrack]

  /// An element from its parts.
  /// - Parameters:
  ///   - id: the element's unique id.
  ///   - name: the node's name.
  ///   - kind: the node's kind.
  ///   - contents: the contents it drew, in time order.
  ///   - contentMode: how it lays its contents into its bounds.
  ///   - clipsToBounds: whether it clips its contents and subnodes to its bounds.
  ///   - presence: when it is in the hierarchy.
  ///   - tracks: one track per animatable property.
  ///   - specPath: the layout specs that placed it.
  public init(
    id: String, name: String?, kind: String, contents: [DrawnContent], contentMode: ContentMode = .scaleToFill,
    clipsToBounds: Bool, presence: [Presence], tracks: [PropertyTrack], specPath: String? = nil
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
    let inOrder = zip(tracks, tracks.dropFirst()).allSatisfy { $0.property < $1.property }
    self.tracks = inOrder ? tracks : tracks.sorted { $0.property < $1.property }
  }

  private enum CodingKeys: String, CodingKey {
    case id, name, kind, contents, contentMode, clipsToBounds, specPath, presence, tracks
  }

  /// An element decoded as ``init(id:name:kind:contents:contentMode:clipsToBounds:presence:tracks:specPath:)``
  /// makes one: its tracks in property order whatever order they were written in.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(String.self, forKey: .id),
      name: try container.decodeIfPresent(String.self, forKey: .name),
      kind: try container.decode(String.self, forKey: .kind),
      contents: try container.decode([DrawnContent].self, forKey: .contents),
      contentMode: try container.decode(ContentMode.self, forKey: .contentMode),
      clipsToBounds: try container.decode(Bool.self, forKey: .clipsToBounds),
      presence: try container.decode([Presence].self, forKey: .presence),
      tracks: try container.decode([PropertyTrack].self, forKey: .tracks),
      specPath: try container.decodeIfPresent(String.self, forKey: .specPath))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encodeIfPresent(name, forKey: .name)
    try container.encode(kind, forKey: .kind)
    try container.encode(contents, forKey: .contents)
    try container.encode(contentMode, forKey: .contentMode)
    try container.encode(clipsToBounds, forKey: .clipsToBounds)
    try container.encodeIfPresent(specPath, forKey: .specPath)
    try container.encode(presence, forKey: .presence)
    try container.encode(tracks, forKey: .tracks)
  }

  /// The contents the node shows once everything is over: what it drew last.
  public var content: ElementContent { contents.last?.content ?? .none }

  /// The contents showing at a time, if the node draws any.
  public func drawnContent(at time: Double) -> DrawnContent? {
    contents.isEmpty ? nil : contents[DrawnContent.index(in: contents, at: time)]
  }

  /// The track of a property.
  public func track(_ property: AnimatableProperty) -> PropertyTrack {
    guard let track = tracks.first(where: { $0.property == property }) else {
      preconditionFailure("TimelineElement \(id) has no \(property) track")
    }
    return track
  }

  /// The presence interval covering a time, if the element is in the hierarchy then.
  public func presence(at time: Double) -> Presence? {
    presence.last(covering: time, inTimeOrder: presenceIsInTimeOrder)
  }
}
