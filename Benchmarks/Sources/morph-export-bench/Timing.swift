/// The median of timed runs of something that writes bytes.
struct Timing {
  /// The bytes one run writes.
  let bytes: Int
  /// The median run's wall time.
  let seconds: Double

  /// Decimal megabytes per second.
  var megabytesPerSecond: Double { Double(bytes) / seconds / 1_000_000 }

  /// Runs `body` once untimed, then `iterations` times timed with a ContinuousClock; `body` returns the
  /// bytes it wrote.
  init(iterations: Int, _ body: () throws -> Int) rethrows {
    _ = try body()
    let clock = ContinuousClock()
    var times: [Double] = []
    var bytes = 0
    for _ in 0..<iterations {
      let start = clock.now
      bytes = try body()
      times.append(Self.seconds(clock.now - start))
    }
    self.bytes = bytes
    self.seconds = times.sorted()[times.count / 2]
  }

  /// A duration in seconds.
  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
