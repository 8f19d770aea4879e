import Foundation

/// The render workers of a preview server: at most ``PreviewRenderWorkers/count`` long-lived processes,
/// each rendering one request at a time, that a request waits for when all are busy.
///
/// Workers are started when first needed (``warmUp()`` starts them ahead). A worker that stops — a
/// trap in a scene's code, the time limit, an unreadable answer — is dropped once its request is
/// answered, and another is started in its place for the next request that needs one. ``stop()``
/// kills every worker and reaps it.
actor PreviewWorkerPool {
  /// How workers are started, how many at most, and how long a rendering may take.
  nonisolated let workers: PreviewRenderWorkers
  /// The workers waiting for a request.
  private var idle: [PreviewWorkerProcess] = []
  /// Every worker running, idle or busy, by process id.
  private var running: [pid_t: PreviewWorkerProcess] = [:]
  /// The requests waiting for a worker, first come first served.
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private var isStopped = false

  init(workers: PreviewRenderWorkers) {
    self.workers = workers
  }

  /// The ids of the worker processes running now.
  var processIDs: [pid_t] { running.keys.sorted() }

  /// Starts the workers, so that the first requests do not wait for them to start.
  func warmUp() {
    while !isStopped, running.count < workers.count, let worker = try? PreviewWorkerProcess(workers) {
      running[worker.pid] = worker
      idle.append(worker)
    }
  }

  /// A worker's answer to a request about a scene's bytes.
  /// - Throws: why no worker answered.
  nonisolated func answer(
    to request: PreviewWorkerRequest, source: Data, old: Data? = nil
  ) async throws(PreviewWorkerFailure) -> PreviewWorkerFrame<PreviewWorkerAnswer> {
    let worker = try await checkOut()
    let answer = await worker.answer(to: request.frame(source: source, old: old), timeLimit: workers.timeLimit)
    await checkIn(worker, isHealthy: (try? answer.get()) != nil)
    return try answer.get()
  }

  /// Kills every worker and reaps it; requests waiting for one are answered that the preview stops.
  func stop() async {
    isStopped = true
    for continuation in waiting { continuation.resume() }
    waiting.removeAll()
    let workers = Array(running.values)
    idle.removeAll()
    running.removeAll()
    for worker in workers { await worker.stop() }
  }

  /// An idle worker that still runs, else a new one if fewer than the most run, else the next worker
  /// checked in.
  private func checkOut() async throws(PreviewWorkerFailure) -> PreviewWorkerProcess {
    while true {
      if isStopped { throw .stopping }
      while let worker = idle.popLast() {
        guard worker.hasEnded else { return worker }
        running[worker.pid] = nil
      }
      if running.count < workers.count {
        let worker = try PreviewWorkerProcess(workers)
        running[worker.pid] = worker
        return worker
      }
      await withCheckedContinuation { waiting.append($0) }
    }
  }

  /// Takes a worker back after a request: a healthy one waits for the next request; one that failed
  /// is killed and reaped (it is, already, unless the answer was unreadable), making room for another.
  private func checkIn(_ worker: PreviewWorkerProcess, isHealthy: Bool) async {
    if isHealthy && !isStopped {
      idle.append(worker)
    } else {
      running[worker.pid] = nil
    }
    if !waiting.isEmpty { waiting.removeFirst().resume() }
    if !isHealthy { await worker.stop() }
  }
}
