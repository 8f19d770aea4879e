import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a render worker gave no answer to a request. None is a property of the scene's bytes: an
/// outcome with one is not kept, and the next request for the scene renders it again, in a fresh
/// worker.
enum PreviewWorkerFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// The worker stopped while rendering — killed by a signal (a Swift runtime trap is SIGILL or
  /// SIGTRAP) or exited — with the lines it wrote on standard error meanwhile that tell why (from the
  /// runtime's `FILE:LINE: Fatal error: …`).
  case stopped(PreviewWorkerExit, standardError: [String])
  /// The rendering took longer than the time limit, and the worker was killed.
  case timedOut(Duration)
  /// The worker answered something that is not an answer (and was killed).
  case unreadableAnswer(String)
  /// No worker could be started.
  case cannotStart(String)
  /// The server is stopping, and its workers with it.
  case stopping

  var description: String {
    switch self {
    case .stopped(let exit, let lines):
      let stopped = "the renderer stopped (\(exit)) while rendering this scene"
      return lines.isEmpty ? stopped : ([stopped + ":"] + lines).joined(separator: "\n")
    case .timedOut(let limit):
      return "the rendering took longer than \(Self.seconds(limit)) seconds; its renderer was stopped"
    case .unreadableAnswer(let what):
      return "the renderer answered \(what); it was stopped"
    case .cannotStart(let reason):
      return "the renderer could not be started: \(reason)"
    case .stopping:
      return "the preview is stopping"
    }
  }

  private static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    guard attoseconds != 0 else { return String(seconds) }
    return String(format: "%.1f", Double(seconds) + Double(attoseconds) / 1e18)
  }
}

/// How a worker process ended, from its wait status.
enum PreviewWorkerExit: Equatable, Sendable, CustomStringConvertible {
  /// Killed by a signal.
  case signal(Int32)
  /// Exited with a status.
  case status(Int32)

  /// How a process ended, from the status `waitpid` gave.
  init(waitStatus: Int32) {
    let signal = waitStatus & 0x7F
    self = signal == 0 ? .status((waitStatus >> 8) & 0xFF) : .signal(signal)
  }

  /// `signal 4, SIGILL` or `exit status 1`.
  var description: String {
    switch self {
    case .signal(let number): Self.signalNames[number].map { "signal \(number), \($0)" } ?? "signal \(number)"
    case .status(let status): "exit status \(status)"
    }
  }

  /// The names of the signals that stop a process, by this platform's numbers.
  private static let signalNames: [Int32: String] = [
    SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
    SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV",
    SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM", SIGUSR1: "SIGUSR1", SIGUSR2: "SIGUSR2",
    SIGSYS: "SIGSYS", SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ",
  ]
}
