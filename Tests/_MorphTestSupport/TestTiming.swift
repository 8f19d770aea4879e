import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How much slower than usual the code under test runs: ThreadSanitizer, which the test command runs
/// the whole suite under a second time, makes the instrumented code and the `morph` binary it starts
/// several times slower. Tests that bound how long a server takes to answer scale their bounds by it.
public enum TestTiming {
  /// Whether the ThreadSanitizer runtime is loaded into this process.
  public static let isUnderThreadSanitizer: Bool = {
    #if canImport(Darwin)
      let everyImage = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
    #else
      let everyImage: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
    #endif
    return dlsym(everyImage, "__tsan_init") != nil
  }()

  /// The factor to scale a time bound by: 10 under ThreadSanitizer, else 1.
  public static let scale: Double = isUnderThreadSanitizer ? 10 : 1
}
