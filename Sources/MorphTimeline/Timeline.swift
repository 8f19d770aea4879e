import Foundation

/// A recorded layout transition: every element, when it is in the hierarchy, and how its properties
/// change. It is the only thing exporters see, and ``sample(at:)`` is the truth every export must
/// reproduce.
public struct Timeline: Hashable, Sendable, Codable {
  /// The id of the element of the node that transitioned (or of the storyboard's root).
  public var rootID: String
  /// Every element, parents before children, siblings back to front as the final hierarchy has them.
  public var elements: [TimelineElement]
  /// The time the last movement or callback ends, in seconds.
  public var duration: Double
  /// Named moments, such as the start of each step of a storyboard.
  public var markers: [TimelineMarker]
  /// The layout transitions recorded, in the order they started.
  public var transitions: [TimelineTransition]
  /// What the recording noticed and let pass, in the order it happened: misuses of the transition API
  /// and layout traps (such as a cached layout reused although the node's style changed).
  public var diagnostics: [TransitionDiagnostic]

  public init(
    rootID: String, elements: [TimelineElement], duration: Double, markers: [TimelineMarker] = [],
    transitions: [TimelineTransition] = [], diagnostics: [TransitionDiagnostic] = []
  ) {
    self.rootID = rootID
    self.elements = elements
    self.duration = duration
    self.markers = markers
    self.transitions = transitions
    self.diagnostics = diagnostics
  }

  /// The element with an id.
  public func element(id: String) -> TimelineElement? {
    elements.first { $0.id == id }
  }
}

/// A named moment of a timeline.
public struct TimelineMarker: Hashable, Sendable, Codable {
  public var time: Double
  public var label: String

  public init(time: Double, label: String) {
    self.time = time
    self.label = label
  }
}
