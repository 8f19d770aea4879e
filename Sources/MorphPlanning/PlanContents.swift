import Foundation
import MorphLayout

/// What a ``Plannable`` holds, as `morph list` prints it: its states, transitions, storyboard steps and
/// nodes, each in the order declared.
public struct PlanContents: Hashable, Sendable {
  /// A node and its type.
  public struct Node: Hashable, Sendable {
    /// The node's name.
    public var name: String
    /// The node's type: `display`, `text`, `image`, `button`, ….
    public var type: String

    public init(name: String, type: String) {
      self.name = name
      self.type = type
    }
  }

  /// A transition and what it changes.
  public struct Transition: Hashable, Sendable {
    /// The transition's name.
    public var name: String
    /// The state a state transition starts in; nil for any other.
    public var fromState: String?
    /// The state a state transition ends in; nil for any other.
    public var toState: String?
    /// The size range a size transition goes to; nil for any other.
    public var sizeRange: SizeRange?
    /// How it animates, in one word: `none` when it is not animated, `script` for a document's own
    /// `animateLayoutTransition(_:)`, `texture` for Texture's default animation, `morph` for one of
    /// Morph's, `node` for whatever a Swift preview's node does.
    public var animation: String

    public init(name: String, fromState: String?, toState: String?, sizeRange: SizeRange?, animation: String) {
      self.name = name
      self.fromState = fromState
      self.toState = toState
      self.sizeRange = sizeRange
      self.animation = animation
    }
  }

  /// A storyboard step: a transition by name after a pause, or a pause alone.
  public struct StoryboardStep: Hashable, Sendable {
    /// The transition's name; nil for a pause alone.
    public var transition: String?
    /// The seconds it waits or holds.
    public var pause: TimeInterval

    public init(transition: String?, pause: TimeInterval) {
      self.transition = transition
      self.pause = pause
    }
  }

  /// The file it is declared in, as named: a document's path as given, a preview's Swift file.
  public var file: String
  /// Its name for people, if it gives one.
  public var name: String?
  /// The states' names, in the order declared; empty without states.
  public var states: [String]
  /// The state it starts in; nil without states.
  public var initialState: String?
  /// The transitions, in the order declared.
  public var transitions: [Transition]
  /// The storyboard's steps, in order.
  public var storyboard: [StoryboardStep]
  /// Every node.
  public var nodes: [Node]

  public init(
    file: String, name: String?, states: [String], initialState: String?, transitions: [Transition],
    storyboard: [StoryboardStep], nodes: [Node]
  ) {
    self.file = file
    self.name = name
    self.states = states
    self.initialState = initialState
    self.transitions = transitions
    self.storyboard = storyboard
    self.nodes = nodes
  }
}
