/// Reports what a fuzz target found wrong by stopping the process, so that libFuzzer keeps the input
/// that caused it as a crash.
public enum FuzzFinding {
  /// Stops with a message when `condition` does not hold.
  public static func check(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #file,
    line: UInt = #line
  ) {
    if !condition() { fatalError(message(), file: file, line: line) }
  }
}
