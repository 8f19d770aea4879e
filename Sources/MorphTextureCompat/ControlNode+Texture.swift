import Foundation
import MorphLayout

// Texture's target-action queries of a control node.
extension ControlNode {
  /// Texture's `allTargets()`: every object registered with `addTarget(_:action:forControlEvents:)`
  /// that is still alive (an `NSObject` as itself, any other object by its identity).
  public func allTargets() -> Set<AnyHashable> {
    Set(
      targetActions.compactMap { entry in
        entry.target.map { ($0 as? NSObject).map(AnyHashable.init) ?? AnyHashable(ObjectIdentifier($0)) }
      })
  }

  /// Texture's `actionsForTarget(_:forControlEvent:)`: the names of the actions registered for
  /// `target` and any of `events`, nil if there are none.
  public func actionsForTarget(_ target: Any, forControl events: ASControlNodeEvent) -> [String]? {
    let actions = actions(forTarget: target as AnyObject, forControlEvent: events).map(\.description)
    return actions.isEmpty ? nil : actions
  }
}
