import Foundation

/// Something a recording noticed and let pass, as Texture would: a misuse of the transition API, such
/// as calling `completeTransition(_:)` twice or never, or a layout trap (a `LayoutDiagnostic`, such as a
/// node reusing its cached layout although its style changed). A `TransitionPlanner` collects them in
/// its `diagnostics` and the timeline's ``Timeline/diagnostics``; without a planner they are dropped.
public struct TransitionDiagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The virtual time it happened at, in seconds.
  public var time: Double
  /// The description of the node concerned.
  public var node: String
  /// What happened and what Morph did about it.
  public var message: String

  /// A diagnostic about a node at a time.
  public init(time: Double, node: String, message: String) {
    self.time = time
    self.node = node
    self.message = message
  }

  /// The node, the time and the message on one line.
  public var description: String { "\(node) at \(time) s: \(message)" }
}
