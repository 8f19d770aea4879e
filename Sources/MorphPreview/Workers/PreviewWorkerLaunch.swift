import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A render worker process just started with `posix_spawn`, and the server's ends of its standard
/// streams.
///
/// Its standard streams are sockets, made close-on-exec as they are made (so that no process another
/// thread starts meanwhile inherits them); the server writes requests with `send`, so that a worker
/// gone is an error and never a SIGPIPE in the server. The worker inherits no other descriptor of the
/// server's: those not close-on-exec are closed in it as it starts. It starts with every signal at its
/// default action and none blocked, whatever the server ignores (SwiftNIO ignores SIGPIPE, the command
/// SIGINT and SIGTERM). Unless the environment says otherwise, the Swift runtime's backtracer is off in
/// the worker (`SWIFT_BACKTRACE=enable=no`): a trap then ends the worker at once, after printing its
/// `Fatal error` line and the runtime's short stack trace, rather than after symbolicating its stack.
struct PreviewWorkerLaunch {
  let pid: pid_t
  /// The worker's standard input.
  let input: PreviewWorkerStream
  /// The worker's standard output.
  let output: PreviewWorkerStream
  /// The server's end of the worker's standard error.
  let standardError: Int32

  /// Starts a worker.
  /// - Throws: ``PreviewWorkerFailure/cannotStart(_:)`` with the system's reason.
  init(_ workers: PreviewRenderWorkers) throws(PreviewWorkerFailure) {
    var pairs: [(server: Int32, worker: Int32)] = []
    do {
      for _ in 0..<3 { pairs.append(try Self.socketPair()) }
    } catch {
      Self.close(pairs.flatMap { [$0.server, $0.worker] })
      throw error
    }
    // The worker's ends are its own once it runs; the server's are closed when spawning fails.
    defer { Self.close(pairs.map(\.worker)) }
    switch Self.spawn(workers, standardStreams: pairs.map(\.worker)) {
    case .success(let pid):
      self.pid = pid
      input = PreviewWorkerStream(descriptor: pairs[0].server, isSocket: true)
      output = PreviewWorkerStream(descriptor: pairs[1].server, isSocket: true)
      standardError = pairs[2].server
    case .failure(let error):
      Self.close(pairs.map(\.server))
      throw error
    }
  }

  /// Spawns the executable with `standardStreams` as its descriptors 0, 1 and 2.
  private static func spawn(
    _ workers: PreviewRenderWorkers, standardStreams: [Int32]
  ) -> Result<pid_t, PreviewWorkerFailure> {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    for (target, descriptor) in standardStreams.enumerated() {
      posix_spawn_file_actions_adddup2(&actions, descriptor, Int32(target))
    }
    var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
    #if canImport(Darwin)
      flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #else
      for descriptor in inheritedDescriptors() where !standardStreams.contains(descriptor) {
        posix_spawn_file_actions_addclose(&actions, descriptor)
      }
    #endif
    posix_spawnattr_setflags(&attributes, Int16(flags))
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigdefault(&attributes, &all)

    let argv = ([workers.name ?? workers.executable.path] + workers.arguments).map { strdup($0) } + [nil]
    var environment = ProcessInfo.processInfo.environment
    if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid = pid_t()
    let result = posix_spawn(&pid, workers.executable.path, &actions, &attributes, argv, envp)
    guard result == 0 else {
      return .failure(.cannotStart("\(workers.executable.path): \(String(cString: strerror(result)))"))
    }
    return .success(pid)
  }

  #if !canImport(Darwin)
    /// The descriptors above standard error open in this process without close-on-exec, which a
    /// spawned process would inherit.
    private static func inheritedDescriptors() -> [Int32] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
      return names.compactMap(Int32.init).filter { $0 > 2 && fcntl($0, F_GETFD) & FD_CLOEXEC == 0 }
    }
  #endif

  /// A connected pair of sockets, both close-on-exec; the server's end raises no SIGPIPE.
  private static func socketPair() throws(PreviewWorkerFailure) -> (server: Int32, worker: Int32) {
    var descriptors: [Int32] = [0, 0]
    #if canImport(Darwin)
      guard socketpair(AF_UNIX, SOCK_STREAM, 0, &descriptors) == 0 else { throw systemFailure("socketpair") }
      for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
      var on: Int32 = 1
      setsockopt(descriptors[0], SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    #else
      let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
      guard socketpair(AF_UNIX, type, 0, &descriptors) == 0 else { throw systemFailure("socketpair") }
    #endif
    return (descriptors[0], descriptors[1])
  }

  private static func systemFailure(_ call: String) -> PreviewWorkerFailure {
    .cannotStart("\(call): \(String(cString: strerror(errno)))")
  }

  private static func close(_ descriptors: [Int32]) {
    #if canImport(Darwin)
      for descriptor in descriptors { _ = Darwin.close(descriptor) }
    #else
      for descriptor in descriptors { _ = Glibc.close(descriptor) }
    #endif
  }
}
