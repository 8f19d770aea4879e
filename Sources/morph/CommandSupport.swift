import ArgumentParser
import Foundation
import MorphScene

/// What every `morph` command shares: how it reports on standard error and checks `--scale`.
enum CommandSupport {
  /// Writes a line to standard error.
  static func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// Refuses a `--scale` that is negative, not a number, beyond ``SceneLimits/maximumScale``, or
  /// positive but below ``SceneLimits/minimumScale``.
  static func validate(scale: Double?) throws {
    if let scale, !(scale >= 0 && scale <= SceneLimits.maximumScale) {
      throw ValidationError("--scale must be a number from 0 to 100, such as 2 or 3")
    }
    if let scale, scale > 0, scale < SceneLimits.minimumScale {
      throw ValidationError("--scale must be 0 (no pixel snapping) or at least 0.01, such as 2 or 3")
    }
  }
}
