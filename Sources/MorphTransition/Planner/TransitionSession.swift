import Foundation
import MorphLayout
import MorphTimeline

/// Everything the transitions of one recording share: the recorder and its virtual clock, the layout
/// context, the default animation, the transitions committed so far, the asynchronous measurements in
/// flight and the diagnostics.
///
/// A ``TransitionPlanner`` makes one per recording and binds it as ``current`` while its code runs, so
/// every `transitionLayout` call made meanwhile — from the recording's body, a measurement
/// completion, an animation or a completion — joins it. A `transitionLayout` call outside any
/// recording gets a private session that runs its clock until idle as soon as the transition has
/// committed: animations reach their end values at once and completions run immediately.
final class TransitionSession {
  /// The session of the recording whose code is running.
  static var current: TransitionSession? { binding?.object }
  @TaskLocal private static var binding: RecordingReference<TransitionSession>?

  let recorder = AnimationRecorder()
  let layoutContext: LayoutContext
  /// Collects the layout traps of the recording's layouts, forwarded to ``diagnostics`` as they come.
  let layoutDiagnostics = LayoutDiagnostics()
  let defaultTransition: DefaultTransition
  /// Whether a planner drives the clock (else the session runs it after each commit).
  private let isDrivenByPlanner: Bool
  private(set) var diagnostics: [TransitionDiagnostic] = []
  /// The transitions committed, in commit order.
  private(set) var committed: [LayoutTransition] = []
  /// The transitions whose asynchronous measurement the planner has not run yet, oldest first.
  private var pendingMeasurements: [LayoutTransition] = []
  private var isRunningClock = false
  /// How many of ``committed`` were checked for being unfinished already.
  private var checkedForUnfinished = 0

  init(layoutContext: LayoutContext, defaultTransition: DefaultTransition, isDrivenByPlanner: Bool) {
    self.layoutContext = layoutContext
    self.defaultTransition = defaultTransition
    self.isDrivenByPlanner = isDrivenByPlanner
  }

  /// The session `transitionLayout` joins: the current one, or a new private one.
  static func currentOrPrivate() -> TransitionSession {
    current ?? TransitionSession(layoutContext: .current, defaultTransition: .morph, isDrivenByPlanner: false)
  }

  /// Runs `body` with this session (and its layout context and diagnostics collector) bound as the
  /// current ones, then forwards the layout traps it found.
  func withCurrent<T>(_ body: () -> T) -> T {
    let result = Self.$binding.withValue(RecordingReference(object: self)) {
      LayoutContext.$current.withValue(layoutContext) { layoutDiagnostics.collecting(body) }
    }
    forwardLayoutDiagnostics()
    return result
  }

  /// Adds the layout traps found since the last call to ``diagnostics``, at the current virtual time.
  func forwardLayoutDiagnostics() {
    for diagnostic in layoutDiagnostics.takeNew() {
      diagnostics.append(
        TransitionDiagnostic(time: recorder.now, node: diagnostic.element, message: diagnostic.message))
    }
  }

  /// Notes a misuse that was ignored, at a virtual time (nil: now).
  func report(_ message: String, about node: DisplayNode, at time: Double? = nil) {
    diagnostics.append(TransitionDiagnostic(time: time ?? recorder.now, node: node.description, message: message))
  }

  /// Measures a transition asynchronously. A planner runs the measurement before its clock moves on
  /// (see ``runUntilIdle()``). Outside a recording, where code runs on the main actor as UIKit code
  /// does, the transition measures in a task and commits on the main actor later.
  func measureAsynchronously(_ transition: LayoutTransition) {
    if isDrivenByPlanner {
      pendingMeasurements.append(transition)
    } else {
      let passage = MainActorPassage(value: transition)
      Task { @MainActor in await passage.value.measureAsynchronously() }
    }
  }

  /// Notes a transition whose layout was committed, for the planner's checks and timeline.
  func didCommit(_ transition: LayoutTransition) {
    guard isDrivenByPlanner else { return }
    committed.append(transition)
  }

  /// Forgets the committed transitions once the planner has built its timeline (they refer back to
  /// the session).
  func close() {
    committed = []
  }

  /// Called when a commit, including its animation's start, is over: a private session runs its
  /// clock until idle.
  func didFinishCommit() {
    guard !isDrivenByPlanner, !isRunningClock else { return }
    isRunningClock = true
    defer { isRunningClock = false }
    while withCurrent({ recorder.clock.runNext() }) {}
  }

  /// Runs the virtual clock until nothing is scheduled, running every asynchronous measurement, off
  /// the recording's executor, before the clock moves on (a measurement takes no virtual time, so its
  /// commit happens at the time its transition started).
  nonisolated(nonsending) func runUntilIdle() async {
    while true {
      if !pendingMeasurements.isEmpty {
        await pendingMeasurements.removeFirst().measureAsynchronously()
        forwardLayoutDiagnostics()
      } else if !withCurrent({ recorder.clock.runNext() }) {
        return
      }
    }
  }

  /// The transitions committed since the last call whose animation has not completed them, in commit
  /// order. Call it only once nothing is left to run: a transition unfinished then never finishes, so
  /// each transition is checked once, and a storyboard's checks cost time linear in its steps.
  func unreportedUnfinishedTransitions() -> [LayoutTransition] {
    let unchecked = committed[checkedForUnfinished...]
    checkedForUnfinished = committed.count
    return unchecked.filter { !($0.context?.isCompleted ?? true) }
  }
}
