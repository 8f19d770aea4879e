import ArgumentParser
import Foundation

/// What every `morph` command shares: how it reports on standard error and checks `--scale`.
enum CommandSupport {
  /// Writes a line to standard error.
  static func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// Refuses a `--scale` that is negative or not a number.
  static func validate(scale: Double?) throws {
    if let scale, !(scale.isFinite && scale >= 0) {
      throw ValidationError("--scale must be a number that is not negative, such as 2 or 3")
    }
  }
}
