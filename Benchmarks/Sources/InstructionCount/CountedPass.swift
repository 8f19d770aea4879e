import CInstructionCount
import Foundation

/// The one pass of a benchmark whose instructions `Benchmarks/instructions` counts: callgrind runs the
/// runner with collection off and counts only what ``run(_:)`` brackets, so building the inputs,
/// warming up and printing do not count.
///
/// `MORPH_BENCH_EXTRA_WORK=N` adds N iterations of a loop the optimizer cannot remove inside the counted
/// pass: the regression check's self-test uses it to show that extra work is caught.
public enum CountedPass {
  /// Runs `body` with collection on.
  @discardableResult
  public static func run<T>(_ body: () throws -> T) rethrows -> T {
    let extra = extraWork
    morph_instructions_start()
    defer { morph_instructions_stop() }
    injectExtraWork(extra)
    return try body()
  }

  /// Runs `body` with collection on, for a pass that awaits (nothing else runs meanwhile), on the
  /// caller's actor: no hop to another thread is counted.
  @discardableResult
  public static func run<T>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
  ) async rethrows -> T {
    let extra = extraWork
    morph_instructions_start()
    defer { morph_instructions_stop() }
    injectExtraWork(extra)
    return try await body()
  }

  private static let extraWork = ProcessInfo.processInfo.environment["MORPH_BENCH_EXTRA_WORK"].flatMap { Int($0) } ?? 0

  @inline(never)
  private static func injectExtraWork(_ iterations: Int) {
    guard iterations > 0 else { return }
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<iterations { state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
    // Kept observable so that the loop is not removed.
    if state == 42 { print("") }
  }
}
