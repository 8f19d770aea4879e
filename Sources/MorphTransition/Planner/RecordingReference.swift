/// A reference to one of a recording's objects (its ``TransitionSession`` or ``AnimationRecorder``),
/// bound as a task-local value while the recording's code runs.
///
/// The transition stack is not `Sendable`: a recording's planner, session, recorder, clock and nodes
/// belong to the isolation domain that started the recording — the main actor, an actor of the
/// caller's, or one task — and only code running there touches them. Task-local values must be
/// `Sendable`, hence this box. It is sound because a recording binds it only around its own
/// synchronous code (state changes, `transitionLayout` calls, clock callbacks, commits), which runs in
/// that domain; the one thing Morph runs elsewhere, an asynchronous measurement, runs while the
/// recording awaits it and reads no binding.
struct RecordingReference<Object: AnyObject>: @unchecked Sendable {
  let object: Object
}
