import Foundation
import MorphLayout
import MorphPlanning
import MorphTransition

/// A named preview of a node class of your own: how to make the node, the size to show it at, its
/// named transitions and an optional storyboard — what a scene document declares with `root`,
/// `size`, `transitions` and `storyboard`, so that `morph export`, `morph timeline` and
/// `morph preview` treat both alike.
///
/// ```swift
/// NodePreview("signup-form", title: "Signup form", size: CGSize(width: 375, height: 200)) {
///   SignupNode()
/// } transitions: {
///   Transition("nameToAge") { (node: SignupNode) in
///     node.fieldState = .age
///     node.transitionLayout(withAnimation: true)
///   }
///   Transition("ageToName", from: { $0.fieldState = .age }) { node in
///     node.fieldState = .name
///     node.transitionLayout(withAnimation: true)
///   }
/// } storyboard: {
///   Step("nameToAge")
///   Pause(0.5)
///   Step("ageToName")
/// }
/// ```
///
/// Each plan makes a fresh node, in the task that plans it, so previews plan in parallel; the node's
/// class and the closures run there, as `transitionLayout` runs inside any planner's recording.
public struct NodePreview: Sendable {
  /// The preview's name: its files are `NAME.TRANSITION.svg` and so on, and commands take it where
  /// they take a document's path.
  public let name: String
  /// The gallery's and the player's caption (the name when nil), as a document's `name`.
  public let title: String?
  /// The size range the node is laid out for, as a document's `size`.
  public var sizeRange: SizeRange
  /// The screen scale layouts snap to (default 2), as a document's `scale`.
  public var scale: CGFloat
  /// The Dynamic Type size the node is made and laid out at, as a document's `contentSizeCategory`; nil:
  /// the run's (`ContentSizeCategory.current`). A category a command or the preview's menu gives wins.
  public var contentSizeCategory: ContentSizeCategory?
  /// The animation of nodes that do not override `animateLayoutTransition(_:)`.
  public var defaultAnimation: DefaultTransition
  /// The transitions, in the order declared.
  public let transitions: [PreviewTransition]
  /// The storyboard's steps, in order; empty when the preview has none.
  public let storyboard: [PreviewStoryboardStep]
  /// Where the preview is declared, for errors.
  public let location: FileLocation
  let makeNode: @Sendable () -> DisplayNode

  /// A preview of the node `makeNode` makes.
  /// - Parameters:
  ///   - name: the name the files and commands use (letters, digits, `-`, `_` and `.`).
  ///   - title: the caption (default: the name).
  ///   - sizeRange: the size range to lay the node out for.
  ///   - scale: the screen scale layouts snap to.
  ///   - contentSizeCategory: the Dynamic Type size the node is made at (nil: the run's).
  ///   - defaultAnimation: the animation of nodes without an `animateLayoutTransition(_:)` of their own.
  ///   - filePath: the declaring file, for errors (the caller's, by default).
  ///   - line: the declaring line, for errors (the caller's, by default).
  ///   - column: the declaring column, for errors (the caller's, by default).
  ///   - makeNode: makes the node in its starting state; called once per plan.
  ///   - transitions: the named transitions.
  ///   - storyboard: the storyboard, if any.
  public init<Node: DisplayNode>(
    _ name: String, title: String? = nil, sizeRange: SizeRange, scale: CGFloat = 2,
    contentSizeCategory: ContentSizeCategory? = nil, defaultAnimation: DefaultTransition = .morph,
    filePath: String = #filePath, line: Int = #line, column: Int = #column,
    makeNode: @escaping @Sendable () -> Node,
    @TransitionBuilder<Node> transitions: () -> [Transition<Node>] = { [] },
    @StoryboardBuilder storyboard: () -> [PreviewStoryboardStep] = { [] }
  ) {
    self.name = name
    self.title = title
    self.sizeRange = sizeRange
    self.scale = scale
    self.contentSizeCategory = contentSizeCategory
    self.defaultAnimation = defaultAnimation
    self.transitions = transitions().map(\.erased)
    self.storyboard = storyboard()
    location = FileLocation(file: filePath, line: line, column: column)
    self.makeNode = makeNode
  }

  /// A preview of the node `makeNode` makes, laid out at exactly `size`.
  public init<Node: DisplayNode>(
    _ name: String, title: String? = nil, size: CGSize, scale: CGFloat = 2,
    contentSizeCategory: ContentSizeCategory? = nil, defaultAnimation: DefaultTransition = .morph,
    filePath: String = #filePath, line: Int = #line, column: Int = #column,
    makeNode: @escaping @Sendable () -> Node,
    @TransitionBuilder<Node> transitions: () -> [Transition<Node>] = { [] },
    @StoryboardBuilder storyboard: () -> [PreviewStoryboardStep] = { [] }
  ) {
    self.init(
      name, title: title, sizeRange: SizeRange(exactly: size), scale: scale,
      contentSizeCategory: contentSizeCategory, defaultAnimation: defaultAnimation,
      filePath: filePath, line: line, column: column, makeNode: makeNode,
      transitions: transitions, storyboard: storyboard)
  }

  /// The transition named `name`.
  public func transition(named name: String) -> PreviewTransition? {
    transitions.first { $0.name == name }
  }
}
