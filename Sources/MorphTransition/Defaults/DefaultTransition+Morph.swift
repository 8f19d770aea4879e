import Foundation
import MorphLayout
import MorphTimeline

extension DefaultTransition {
  /// Morph's animated default: morphs survivors, moves inserted and removed subnodes through the
  /// transition's states, staggers inserted and moving subnodes, completes when the last one ends.
  static func animateMorphing(
    _ context: TransitionContext, animation: TransitionAnimation?, transition: SubnodeTransition,
    stagger: TimeInterval
  ) {
    let node = context.node
    let animation =
      animation
      ?? TransitionAnimation(
        duration: node.defaultLayoutTransitionDuration, delay: node.defaultLayoutTransitionDelay,
        curve: TimingCurve(node.defaultLayoutTransitionOptions.curve))
    let fromSize = context.layout(forKey: .from)?.size ?? .zero
    let toSize = context.layout(forKey: .to)?.size ?? .zero
    let inserted = Set(context.insertedSubnodes().map(ObjectIdentifier.init))

    // Inserted subnodes start at their final frames, in the transition's insertion state.
    var staggered: [DisplayNode] = []
    var targets: [ObjectIdentifier: (frame: CGRect, alpha: CGFloat, transform: NodeTransform)] = [:]
    for subnode in context.subnodes(forKey: .to) {
      let final = context.finalFrame(for: subnode)
      if inserted.contains(ObjectIdentifier(subnode)) {
        targets[ObjectIdentifier(subnode)] = (final, subnode.alpha, subnode.transform)
        let start = SubnodeTransition.state(
          of: transition.insertion, from: subnode.alpha, subnode.transform, frame: final, container: toSize)
        subnode.frame = final
        subnode.alpha = start.alpha
        subnode.transform = start.transform
        staggered.append(subnode)
      } else if subnode.frame != final {
        targets[ObjectIdentifier(subnode)] = (final, subnode.alpha, subnode.transform)
        staggered.append(subnode)
      }
    }

    // Removed subnodes leave towards the transition's removal state, and get their own state back
    // once they are removed.
    let removed = context.removedSubnodes()
    let removedStates = removed.map { ($0.alpha, $0.transform) }
    let finish: (Bool) -> Void = { finished in
      for (subnode, state) in zip(removed, removedStates) {
        subnode.alpha = state.0
        subnode.transform = state.1
      }
      context.completeTransition(finished)
    }
    context.animate(
      animation,
      animations: {
        for subnode in removed {
          let end = SubnodeTransition.state(
            of: transition.removal, from: subnode.alpha, subnode.transform, frame: subnode.frame,
            container: fromSize)
          subnode.alpha = end.alpha
          subnode.transform = end.transform
        }
        if fromSize != toSize { node.frame = CGRect(origin: node.frame.origin, size: toSize) }
      },
      completion: staggered.isEmpty ? finish : nil)
    guard !staggered.isEmpty else { return }
    context.animate(
      staggered, staggeredBy: stagger, animation,
      changes: { subnode in
        guard let target = targets[ObjectIdentifier(subnode)] else { return }
        subnode.frame = target.frame
        subnode.alpha = target.alpha
        subnode.transform = target.transform
      },
      completion: finish)
  }
}
