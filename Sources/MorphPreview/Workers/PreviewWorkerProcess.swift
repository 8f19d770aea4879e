import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One render worker process: asked one request at a time, killed when a request takes longer than
/// the time limit, and reaped exactly once.
///
/// Each request is written and its answer read with blocking calls on the worker's own serial dispatch
/// queue, never on Swift's cooperative pool. When the worker stops instead of answering, it is reaped
/// and the request's answer is a ``PreviewWorkerFailure`` naming how it ended, with what it wrote on
/// standard error meanwhile. A worker that failed once is not asked again.
final class PreviewWorkerProcess: @unchecked Sendable {
  /// The process's id.
  let pid: pid_t
  private let input: PreviewWorkerStream
  private let output: PreviewWorkerStream
  private let standardError: PreviewWorkerStandardError
  private let queue: DispatchQueue
  /// Fires when the request under way has had its time: rescheduled for each request.
  private let deadline: any DispatchSourceTimer
  /// Guards ``waitStatus``, ``isAnswering`` and ``timedOut``, and is held while the process is
  /// signalled or reaped, so that no signal can reach another process that was given the id after this
  /// one was reaped.
  private let lock = NSLock()
  /// The wait status once reaped.
  private var waitStatus: Int32?
  /// Whether a request is under way, which the deadline may stop.
  private var isAnswering = false
  /// Whether the time limit killed the request under way.
  private var timedOut = false

  /// How many lines of what a stopped worker wrote on standard error its request's answer quotes.
  static let quotedLines = 10

  /// Starts a worker.
  /// - Throws: ``PreviewWorkerFailure/cannotStart(_:)``.
  init(_ workers: PreviewRenderWorkers) throws(PreviewWorkerFailure) {
    let launch = try PreviewWorkerLaunch(workers)
    pid = launch.pid
    input = launch.input
    output = launch.output
    standardError = PreviewWorkerStandardError(descriptor: launch.standardError)
    queue = DispatchQueue(label: "morph.preview.worker.\(launch.pid)")
    deadline = DispatchSource.makeTimerSource(queue: .global())
    deadline.setEventHandler { [weak self] in self?.killForTime() }
    deadline.schedule(deadline: .distantFuture)
    deadline.resume()
  }

  /// A worker let go of without being stopped (its pool dropped) is killed and reaped all the same.
  deinit {
    deadline.cancel()
    if waitStatus == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }
  }

  /// Whether the process has ended (reaping it if so): a worker that ended between requests is not
  /// asked another.
  var hasEnded: Bool {
    lock.withLock {
      if waitStatus != nil { return true }
      var status: Int32 = 0
      guard waitpid(pid, &status, WNOHANG) == pid else { return false }
      waitStatus = status
      return true
    }
  }

  /// Sends a request and waits for its answer, for `timeLimit` at most.
  /// - Returns: the answer, or why there is none (the worker is then reaped).
  func answer(
    to request: PreviewWorkerFrame<PreviewWorkerRequest>, timeLimit: Duration
  ) async -> Result<PreviewWorkerFrame<PreviewWorkerAnswer>, PreviewWorkerFailure> {
    await withCheckedContinuation { continuation in
      queue.async {
        continuation.resume(returning: self.blockingAnswer(to: request, timeLimit: timeLimit))
      }
    }
  }

  /// Kills the process (a request under way is answered that it stopped) and reaps it once that
  /// request is answered.
  func stop() async {
    lock.withLock {
      if waitStatus == nil { kill(pid, SIGKILL) }
    }
    await withCheckedContinuation { continuation in
      queue.async {
        _ = self.reap()
        continuation.resume()
      }
    }
  }

  private func blockingAnswer(
    to request: PreviewWorkerFrame<PreviewWorkerRequest>, timeLimit: Duration
  ) -> Result<PreviewWorkerFrame<PreviewWorkerAnswer>, PreviewWorkerFailure> {
    standardError.startRequest()
    lock.withLock { isAnswering = true }
    let (seconds, attoseconds) = timeLimit.components
    deadline.schedule(
      deadline: .now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)))
    defer {
      lock.withLock { isAnswering = false }
      deadline.schedule(deadline: .distantFuture)
    }
    let failure: PreviewWorkerStream.Failure
    do {
      try request.write(to: input)
      if let answer = try PreviewWorkerFrame<PreviewWorkerAnswer>.read(from: output) { return .success(answer) }
      failure = .closed
    } catch {
      failure = error
    }
    let status = reap()
    if lock.withLock({ timedOut }) { return .failure(.timedOut(timeLimit)) }
    switch failure {
    case .malformed(let what): return .failure(.unreadableAnswer(what))
    case .closed, .system:
      let lines = standardError.crashLines(Self.quotedLines, waitingUpTo: .seconds(2))
      return .failure(.stopped(PreviewWorkerExit(waitStatus: status), standardError: lines))
    }
  }

  /// Kills the process for taking longer than the time limit, if it is still answering a request.
  private func killForTime() {
    lock.withLock {
      guard isAnswering, waitStatus == nil else { return }
      timedOut = true
      kill(pid, SIGKILL)
    }
  }

  /// Kills the process if it still runs and waits for it: its wait status. Called on ``queue`` only.
  private func reap() -> Int32 {
    lock.withLock {
      if let waitStatus { return waitStatus }
      // A worker whose output ended has exited (or is exiting: its status is already set), so the
      // signal changes nothing then; one that answered something unreadable is still running.
      kill(pid, SIGKILL)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      waitStatus = status
      return status
    }
  }
}
