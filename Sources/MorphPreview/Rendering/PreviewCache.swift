/// A least-recently-used cache bounded by the bytes its values hold: adding a value evicts the values
/// used longest ago until the total is within the budget. A value larger than the whole budget is
/// not kept.
///
/// Every distinct query a page (or anyone) sends makes a rendering, so the renderer's caches must not
/// grow with the number of queries seen.
struct PreviewCache<Key: Hashable, Value> {
  /// The most bytes the values may hold together.
  let budget: Int
  /// The bytes the values hold now.
  private(set) var cost = 0
  private var slots: [Key: Slot] = [:]
  /// A counter that orders uses: each use of a key stamps it with the next number.
  private var clock: UInt64 = 0
  /// Keys by the stamp of their last use; the smallest is the least recently used.
  private var order: [UInt64: Key] = [:]
  private var oldest: UInt64 = 0

  private struct Slot {
    var value: Value
    var cost: Int
    var stamp: UInt64
  }

  init(budget: Int) {
    self.budget = budget
  }

  /// How many values are kept.
  var count: Int { slots.count }

  /// The value for a key, marking it as the most recently used.
  mutating func value(for key: Key) -> Value? {
    guard var slot = slots[key] else { return nil }
    order[slot.stamp] = nil
    slot.stamp = tick()
    order[slot.stamp] = key
    slots[key] = slot
    return slot.value
  }

  /// Keeps a value that holds `cost` bytes, replacing the key's value, then evicts the least recently
  /// used values until the cache is within its budget.
  mutating func set(_ value: Value, cost: Int, for key: Key) {
    remove(key)
    guard cost <= budget else { return }
    let stamp = tick()
    slots[key] = Slot(value: value, cost: cost, stamp: stamp)
    order[stamp] = key
    self.cost += cost
    while self.cost > budget, oldest < clock {
      if let victim = order[oldest] { remove(victim) }
      oldest += 1
    }
  }

  /// Forgets a key's value.
  mutating func remove(_ key: Key) {
    guard let slot = slots.removeValue(forKey: key) else { return }
    order[slot.stamp] = nil
    cost -= slot.cost
  }

  private mutating func tick() -> UInt64 {
    clock += 1
    return clock
  }
}
