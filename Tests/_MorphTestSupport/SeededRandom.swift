/// A deterministic random number generator (SplitMix64): the same seed gives the same sequence on
/// every platform and every run, so that a generated document that fails a test is generated again,
/// byte for byte, when the test runs again.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator starting from `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// A random element of a non-empty collection.
  public mutating func pick<C: Collection>(_ collection: C) -> C.Element {
    let offset = Int.random(in: 0..<collection.count, using: &self)
    return collection[collection.index(collection.startIndex, offsetBy: offset)]
  }
}
