/// A dictionary of at most `capacity` entries that, once full, makes room for a new entry by dropping
/// the one used longest ago (least recently used), so that a cache of ever new keys keeps bounded
/// memory without forgetting the keys in use. Lookups, insertions and evictions take constant time.
/// Not synchronized: its owner guards it.
struct LRUCache<Key: Hashable, Value> {
  private struct Entry {
    var key: Key
    var value: Value
    /// The neighbouring entries in order of use (indices into `entries`, -1 at either end).
    var older: Int
    var newer: Int
  }

  /// The most entries kept.
  let capacity: Int
  private var positions: [Key: Int] = [:]
  private var entries: [Entry] = []
  private var newest = -1
  private var oldest = -1

  /// An empty cache of at most `capacity` entries.
  init(capacity: Int) {
    precondition(capacity > 0, "LRUCache: the capacity must be positive")
    self.capacity = capacity
  }

  /// How many entries are kept now.
  var count: Int { entries.count }

  /// The value kept for `key`, which becomes the most recently used entry; nil when there is none.
  mutating func value(for key: Key) -> Value? {
    guard let position = positions[key] else { return nil }
    moveToNewest(position)
    return entries[position].value
  }

  /// Keeps `value` for `key` as the most recently used entry, dropping the least recently used one
  /// when the cache is full.
  mutating func insert(_ value: Value, for key: Key) {
    if let position = positions[key] {
      entries[position].value = value
      moveToNewest(position)
      return
    }
    let position: Int
    if entries.count < capacity {
      position = entries.count
      entries.append(Entry(key: key, value: value, older: -1, newer: -1))
    } else {
      position = oldest
      unlink(position)
      positions[entries[position].key] = nil
      entries[position] = Entry(key: key, value: value, older: -1, newer: -1)
    }
    positions[key] = position
    linkAsNewest(position)
  }

  private mutating func moveToNewest(_ position: Int) {
    guard position != newest else { return }
    unlink(position)
    linkAsNewest(position)
  }

  private mutating func unlink(_ position: Int) {
    let (older, newer) = (entries[position].older, entries[position].newer)
    if older >= 0 { entries[older].newer = newer } else { oldest = newer }
    if newer >= 0 { entries[newer].older = older } else { newest = older }
  }

  private mutating func linkAsNewest(_ position: Int) {
    entries[position].older = newest
    entries[position].newer = -1
    if newest >= 0 { entries[newest].newer = position } else { oldest = position }
    newest = position
  }
}
