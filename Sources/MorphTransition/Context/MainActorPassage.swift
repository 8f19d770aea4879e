import Foundation

/// Carries non-`Sendable` values into code on the main actor.
///
/// Outside a planner's recording, Morph's transitions run on the main thread as UIKit code does:
/// `transitionLayout` enters the main actor with `MainActor.assumeIsolated` (which checks that at
/// runtime, traps otherwise, and runs its body synchronously on the calling thread), and an
/// asynchronous measurement commits in a main-actor task started from there. Either way the carried
/// values are only ever used on the main thread; the box only tells the compiler so.
struct MainActorPassage<Value>: @unchecked Sendable {
  let value: Value
}
