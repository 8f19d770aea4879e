import Foundation

/// How a ``PreviewServer`` starts the processes that render for it, so that a trap in a scene's code
/// (a failed precondition, a force-unwrapped nil in a Swift preview's node) stops a worker and not the
/// server: the server answers that request with the scene's error and goes on serving.
///
/// A worker is an executable that serves ``PreviewRenderWorker/run(path:previews:textMeasurer:)`` for
/// the server's catalog — the same documents and the same Swift previews — such as the running
/// executable started again with its hidden `_render-worker` command:
///
/// ```swift
/// let workers = PreviewRenderWorkers.thisExecutable(arguments: ["_render-worker", "--", "examples"])
/// let server = try PreviewServer(
///   path: "examples", port: 8080, textMeasurer: FreeTypeTextMeasurer(), renderWorkers: workers)
/// ```
public struct PreviewRenderWorkers: Sendable {
  /// The executable a worker runs.
  public var executable: URL
  /// The arguments it is started with (after its name).
  public var arguments: [String]
  /// The name it is started under (its `argv[0]`): its path, unless set.
  var name: String?
  /// How many workers render at once, at most.
  public var count: Int
  /// How long one rendering may take before its worker is killed and the request answered with an
  /// error.
  var timeLimit: Duration = .seconds(120)

  /// Workers running `executable` with `arguments`, `count` of them at most (by default
  /// ``defaultCount``).
  public init(executable: URL, arguments: [String], count: Int = defaultCount) {
    self.executable = executable
    self.arguments = arguments
    self.count = max(1, count)
  }

  /// Workers running the executable of this process, under the name it was started under: on Linux
  /// `/proc/self/exe`, which is this process's own build even after its file is replaced by a newer one.
  public static func thisExecutable(arguments: [String], count: Int = defaultCount) -> PreviewRenderWorkers {
    #if canImport(Darwin)
      let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    #else
      let executable = URL(fileURLWithPath: "/proc/self/exe")
    #endif
    var workers = PreviewRenderWorkers(executable: executable, arguments: arguments, count: count)
    workers.name = CommandLine.arguments.first
    return workers
  }

  /// Two workers, or one per core up to four.
  public static var defaultCount: Int {
    min(4, max(2, ProcessInfo.processInfo.activeProcessorCount))
  }
}
