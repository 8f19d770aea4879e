import Foundation

/// A layout trap Morph noticed: the layout is what Texture computes, but probably not what the code
/// meant, such as a node reusing its cached layout although its style changed since.
///
/// Collect them around a layout with ``LayoutDiagnostics/collect(_:)``; a `TransitionPlanner`
/// collects them while it records and adds them to its diagnostics and the timeline's.
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// What kind of trap it is.
  public enum Kind: Hashable, Sendable {
    /// A node reused its cached layout although a layout-affecting property of its style (named, such as
    /// `height`) changed since that layout was measured.
    case staleStyle(property: String)
    /// A layout's size was not valid (not finite, negative or beyond 10,000,000) and became 0 × 0.
    case invalidSize
  }

  /// What kind of trap it is.
  public var kind: Kind
  /// The description of the node or spec concerned, such as `<display image>` or `<inset spec>`.
  public var element: String
  /// What happened, what Morph did, and how to fix it.
  public var message: String

  /// A diagnostic about an element.
  public init(kind: Kind, element: String, message: String) {
    self.kind = kind
    self.element = element
    self.message = message
  }

  /// The element and the message on one line.
  public var description: String { "\(element): \(message)" }
}

/// Collects the ``LayoutDiagnostic``s of the layouts run while it is bound as ``current``, each trap
/// once per element (a layout pass may measure a node several times).
///
/// ```swift
/// let (layout, diagnostics) = LayoutDiagnostics.collect { card.layoutAsRoot(sizeRange: range) }
/// ```
///
/// Layout code only reads ``current`` when it has found a trap, so collecting costs nothing otherwise.
/// A collector may be shared by layouts on several threads.
public final class LayoutDiagnostics: @unchecked Sendable {
  /// The collector of the current task, if any.
  @TaskLocal public static var current: LayoutDiagnostics?

  /// Guards `collected`, `seen` and `drained`.
  private let lock = NSLock()
  private var collected: [LayoutDiagnostic] = []
  private var seen: Set<Key> = []
  private var drained = 0

  /// What makes two reports the same trap: the element's identity and the kind.
  private struct Key: Hashable {
    var element: ObjectIdentifier
    var kind: LayoutDiagnostic.Kind
  }

  /// An empty collector.
  public init() {}

  /// Everything collected so far, in the order it was found.
  public var diagnostics: [LayoutDiagnostic] { lock.withLock { collected } }

  /// Runs `body` with this collector bound as ``current``.
  public func collecting<T>(_ body: () throws -> T) rethrows -> T {
    try Self.$current.withValue(self, operation: body)
  }

  /// Runs `body` with a new collector bound and returns its result with the diagnostics found.
  public static func collect<T>(_ body: () throws -> T) rethrows -> (result: T, diagnostics: [LayoutDiagnostic]) {
    let collector = LayoutDiagnostics()
    let result = try collector.collecting(body)
    return (result, collector.diagnostics)
  }

  /// The diagnostics found since the last call (for a consumer that forwards them as they come).
  public func takeNew() -> [LayoutDiagnostic] {
    lock.withLock {
      let new = Array(collected[drained...])
      drained = collected.count
      return new
    }
  }

  /// Notes a trap about an element unless the same trap was noted for it already.
  func report(_ kind: LayoutDiagnostic.Kind, about element: AnyObject, description: String, message: String) {
    lock.withLock {
      guard seen.insert(Key(element: ObjectIdentifier(element), kind: kind)).inserted else { return }
      collected.append(LayoutDiagnostic(kind: kind, element: description, message: message))
    }
  }
}
