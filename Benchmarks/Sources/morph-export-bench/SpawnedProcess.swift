#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation

/// Runs an executable with `posix_spawn` and waits for it with `waitpid`, its standard output discarded.
/// (Foundation's `Process.waitUntilExit` polls its run loop every 50 ms on Linux, which would round every
/// time up to that step.)
///
/// - Returns: the exit status, or 128 plus the signal that ended the process.
func runToExit(_ executable: String, _ arguments: [String]) throws -> Int32 {
  let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
  let argv = ([executable] + arguments).map { strdup($0) } + [nil]
  let envp = environment.map { strdup($0) } + [nil]
  defer {
    for string in argv + envp { free(string) }
  }
  #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t?
  #else
    var actions = posix_spawn_file_actions_t()
  #endif
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
  var pid = pid_t()
  let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
  guard spawned == 0 else { throw SpawnFailure(executable: executable, code: spawned) }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
  let signal = status & 0x7f
  return signal == 0 ? (status >> 8) & 0xff : 128 + signal
}

/// `posix_spawn` could not start an executable.
struct SpawnFailure: Error, CustomStringConvertible {
  let executable: String
  let code: Int32

  var description: String { "cannot run \(executable): \(String(cString: strerror(code)))" }
}
