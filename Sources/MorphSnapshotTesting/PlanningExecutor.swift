import Dispatch

/// Runs the plans of snapshot strategies on a dispatch queue rather than Swift's cooperative pool.
///
/// swift-snapshot-testing waits for an asynchronous snapshot by blocking the calling thread. Tests
/// run on the cooperative pool, which has a thread per core; on a two-core machine two tests waiting
/// at once would leave a plan no thread to run on until their timeout. The plan's task prefers this
/// executor, and so do the tasks it starts, so it always has a thread.
enum PlanningExecutor {
  /// Starts `body` in a task that runs on the planning queue where the platform supports task
  /// executors (Linux, macOS 15), and on the cooperative pool before that.
  static func run(_ body: @escaping @Sendable () async -> Void) {
    if #available(macOS 15, iOS 18, *) {
      Task(executorPreference: DispatchTaskExecutor.planning) { await body() }
    } else {
      Task.detached { await body() }
    }
  }
}

/// A task executor that runs each job on a concurrent dispatch queue.
@available(macOS 15, iOS 18, *)
private final class DispatchTaskExecutor: TaskExecutor {
  static let planning = DispatchTaskExecutor(label: "Morph snapshot planning")

  private let queue: DispatchQueue

  private init(label: String) {
    queue = DispatchQueue(label: label, attributes: .concurrent)
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }
}
