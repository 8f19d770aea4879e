import Foundation

/// Carries non-`Sendable` values (a node callback's closures) into `MainActor.assumeIsolated`.
///
/// Node callbacks such as `animateLayoutTransition(_:)` are nonisolated because nodes are, but Morph
/// only ever calls them on the main actor. `MainActor.assumeIsolated` checks that at runtime (it traps
/// otherwise) and runs its body synchronously on the calling thread, so the carried values never
/// cross threads; the box only tells the compiler so.
struct MainActorPassage<Value>: @unchecked Sendable {
  let value: Value
}
