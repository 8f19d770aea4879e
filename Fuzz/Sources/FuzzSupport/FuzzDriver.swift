import CFuzzerDriver
import Foundation

/// Runs a fuzz target under libFuzzer's driver with the process's arguments.
public enum FuzzDriver {
  /// Hands `test` to libFuzzer, which calls it with each input, and exits with libFuzzer's status.
  public static func run(_ test: MorphFuzzTestOneInput) -> Never {
    exit(morph_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv, test))
  }
}
