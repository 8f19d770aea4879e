import Foundation
import MorphLayout
import MorphPlanning

/// A named transition of a ``NodePreview``'s node: an optional set-up that puts the fresh node in the
/// transition's starting state (a document transition's `from`), and the change itself, which
/// changes the node's state and calls `transitionLayout(withAnimation:)` (or transitions to a new
/// size range), as Texture code does.
public struct Transition<Node: DisplayNode>: Sendable {
  /// The transition's name.
  public let name: String
  let setUp: @Sendable (Node) -> Void
  let change: @Sendable (Node) -> Void
  let location: FileLocation
  /// What `morph list` shows the transition changes and how it animates.
  var listed = Listing()

  /// A transition that runs `change` on the node, after `setUp` has put it in its starting state.
  public init(
    _ name: String, from setUp: @escaping @Sendable (Node) -> Void = { _ in },
    filePath: String = #filePath, line: Int = #line, column: Int = #column,
    _ change: @escaping @Sendable (Node) -> Void
  ) {
    self.name = name
    self.setUp = setUp
    self.change = change
    location = FileLocation(file: filePath, line: line, column: column)
  }

  /// A transition of the node's layout to a new size range, as a rotation from portrait to landscape
  /// (`transitionLayout(with:animated:)`), after `setUp`.
  public static func resize(
    _ name: String, to sizeRange: SizeRange, animated: Bool = true,
    from setUp: @escaping @Sendable (Node) -> Void = { _ in },
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> Transition {
    var transition = Transition(name, from: setUp, filePath: filePath, line: line, column: column) { node in
      node.transitionLayout(with: sizeRange, animated: animated)
    }
    transition.listed = Listing(sizeRange: sizeRange, animation: animated ? "node" : "none")
    return transition
  }

  /// The transition over any display node (the node is the preview's own, of class `Node`).
  var erased: PreviewTransition {
    let setUp = setUp
    let change = change
    return PreviewTransition(
      name: name, location: location, listed: listed, setUp: { setUp($0 as! Node) }, change: { change($0 as! Node) })
  }
}

/// A transition of a ``NodePreview``, over its node whatever its class.
public struct PreviewTransition: Sendable {
  /// The transition's name.
  public let name: String
  /// Where it is declared.
  public let location: FileLocation
  /// What `morph list` shows it changes and how it animates.
  let listed: Listing
  let setUp: @Sendable (DisplayNode) -> Void
  let change: @Sendable (DisplayNode) -> Void
}

/// Builds a ``NodePreview``'s transitions.
@resultBuilder
public enum TransitionBuilder<Node: DisplayNode> {
  public static func buildExpression(_ transition: Transition<Node>) -> [Transition<Node>] { [transition] }
  public static func buildBlock(_ parts: [Transition<Node>]...) -> [Transition<Node>] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [Transition<Node>]?) -> [Transition<Node>] { part ?? [] }
  public static func buildEither(first: [Transition<Node>]) -> [Transition<Node>] { first }
  public static func buildEither(second: [Transition<Node>]) -> [Transition<Node>] { second }
  public static func buildArray(_ parts: [[Transition<Node>]]) -> [Transition<Node>] { parts.flatMap { $0 } }
}

/// What `morph list` shows of a preview's transition: the size range a resize goes to (nil for a
/// change of the node's own), and how it animates (`node`: as the node's `animateLayoutTransition(_:)`
/// or the preview's default animation does; `none` for a resize that is not animated).
struct Listing: Sendable {
  var sizeRange: SizeRange?
  var animation = "node"
}
