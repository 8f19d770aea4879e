import Foundation
import MorphLayout
import MorphPlanning
import MorphTransition

/// Runs a transition script as the `animateLayoutTransition(_:)` override it stands for: `set` steps
/// write node properties at once, `animate` and `keyframes` steps call the context's UIKit-shaped
/// animation methods (recorded on the transition's virtual clock), their completions run the nested
/// steps when the clock reaches them, and `complete` calls `completeTransition(_:)`.
///
/// Frames are evaluated when their step runs, in the order written, so `current(NODE)` sees what the
/// steps before it set. A frame that cannot be evaluated — `initial(NODE)` for a node the layout
/// before the transition does not contain, say — stops the script; ``error`` then says where.
///
/// It belongs to its scene's recording: Morph calls `animateLayoutTransition(_:)` and animation
/// completions where that recording runs, one at a time.
final class ScriptInterpreter {
  private let transition: SceneTransition
  private let steps: [ScriptStep]
  private let nodes: [String: DisplayNode]
  private var completions = 0
  /// The first problem met while running; the script stops there.
  private(set) var error: LocatedError? {
    didSet {
      if oldValue == nil, let error { didFail?(error) }
    }
  }
  /// Called once, with the first problem, when the script stops on it.
  var didFail: ((LocatedError) -> Void)?
  /// Whether the script has started (the transition committed and called `animateLayoutTransition(_:)`).
  private(set) var hasRun = false
  /// The names of the nodes the transition removes, once the script has started.
  private(set) var removedNodeNames: [String] = []

  /// Whether the script has called `completeTransition(_:)`.
  var hasCompleted: Bool { completions > 0 }

  /// An interpreter for a transition's script.
  /// - Parameters:
  ///   - transition: the transition, for messages.
  ///   - steps: the script.
  ///   - nodes: the scene's nodes by name (the decoder checked that the script names only these).
  init(transition: SceneTransition, steps: [ScriptStep], nodes: [String: DisplayNode]) {
    self.transition = transition
    self.steps = steps
    self.nodes = nodes
  }

  /// The `animateLayoutTransitionBlock` that runs the script.
  var block: (DisplayNode, any ContextTransitioning) -> Void {
    { [self] _, context in
      hasRun = true
      removedNodeNames = context.removedSubnodes().map { $0.name ?? $0.description }
      run(steps, context)
    }
  }

  private func run(_ steps: [ScriptStep], _ context: any ContextTransitioning) {
    for step in steps {
      guard error == nil else { return }
      switch step {
      case .set(let changes):
        apply(changes, context)
      case .animate(let animation):
        context.animate(
          withDuration: animation.duration, delay: animation.delay,
          curve: animation.curve.timingCurve(duration: animation.duration),
          animations: { self.apply(animation.changes, context) },
          completion: completion(animation.completion, context))
      case .keyframes(let keyframes):
        context.animateKeyframes(
          withDuration: keyframes.duration, delay: keyframes.delay, options: keyframes.options,
          animations: {
            self.apply(keyframes.changes, context)
            for keyframe in keyframes.keyframes {
              context.addKeyframe(
                withRelativeStartTime: keyframe.relativeStart, relativeDuration: keyframe.relativeDuration,
                animations: { self.apply(keyframe.changes, context) })
            }
          },
          completion: completion(keyframes.completion, context))
      case .complete(let didComplete, let location):
        completions += 1
        guard completions == 1 else {
          error = LocatedError(
            at: location,
            "transition '\(transition.name)' runs 'complete' a second time; a transition completes once")
          return
        }
        context.completeTransition(didComplete)
      }
    }
  }

  /// A completion block running `steps`; nil for none, as a Swift override would pass.
  private func completion(_ steps: [ScriptStep], _ context: any ContextTransitioning) -> ((Bool) -> Void)? {
    guard !steps.isEmpty else { return nil }
    return { _ in self.run(steps, context) }
  }

  /// Sets the changes' properties on their nodes, in the order written.
  private func apply(_ changes: [ScriptChange], _ context: any ContextTransitioning) {
    for change in changes {
      let node = nodes[change.node]!
      for assignment in change.assignments {
        guard error == nil else { return }
        switch assignment.value {
        case .frame(let expression):
          guard let frame = evaluate(expression, context, node: change.node) else { return }
          node.frame = frame
        case .alpha(let alpha): node.alpha = alpha
        case .backgroundColor(let color): node.backgroundColor = color
        case .cornerRadius(let radius): node.cornerRadius = radius
        case .borderWidth(let width): node.borderWidth = width
        case .borderColor(let color): node.borderColor = color
        case .transform(let transform): node.transform = transform
        }
      }
    }
  }

  /// The frame an expression gives now for a node; nil (with ``error`` set) if it has none, or if the
  /// frame is not finite or has a negative width or height. (UIKit standardizes such a frame — it
  /// moves the origin by the negative size and makes the size positive — which in a script is almost
  /// always a slip such as `final(c) - (0, 0, 100, 0)` on a narrower node, so Morph refuses it.)
  private func evaluate(
    _ expression: FrameExpression, _ context: any ContextTransitioning, node name: String
  )
    -> CGRect?
  {
    var base = CGRect.zero
    if let reference = expression.node {
      let node = nodes[reference.name]!
      switch reference.source {
      case .initial: base = context.initialFrame(for: node)
      case .final: base = context.finalFrame(for: node)
      case .current: base = node.frame
      }
      // The transitioning node itself is not among its layouts' sublayouts: its frame before and
      // after keeps its origin and takes the layout's size.
      if base.isNull, reference.source != .current,
        let layout = context.layout(forKey: reference.source == .initial ? .from : .to), layout.element === node
      {
        base = CGRect(origin: node.frame.origin, size: layout.size)
      }
      guard !base.isNull else {
        let layout = reference.source == .initial ? "before" : "after"
        error = LocatedError(
          at: reference.location,
          "\(reference.source.rawValue)(\(reference.name)) has no frame: node '\(reference.name)' is not in the "
            + "layout \(layout) transition '\(transition.name)'")
        return nil
      }
    }
    let frame = expression.frame(from: base)
    guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) else {
      error = LocatedError(
        at: expression.location,
        "the frame expression \(SceneValue.quoted(expression.text)) gives a frame that is not finite "
          + "(a division by zero?)")
      return nil
    }
    if let (axis, length) = [("width", frame.size.width), ("height", frame.size.height)].first(where: { $0.1 < 0 }) {
      error = LocatedError(
        at: expression.location,
        "the frame expression \(SceneValue.quoted(expression.text)) gives node '\(name)' a negative \(axis), "
          + "\(NumberFormat.exact(length)), in transition '\(transition.name)'; a frame's width and height are "
          + "not negative (UIKit would move its origin instead)")
      return nil
    }
    return frame
  }
}
