import Foundation

/// What a cached layout remembers of the style it was measured with, to tell at a cache hit whether the
/// style changed since (``TextureRule/styleChangeKeepsCachedLayout``): one 64-bit key of the properties a
/// node's own measurement reads — width, height and their minimums and maximums. Other properties are
/// read by the node's parent spec each time it lays the node out, so no cached layout of the node
/// depends on them.
///
/// The style keeps the key up to date as its size properties are set, and a measurement keeps it too:
/// a cache hit compares 8 bytes. (Keeping the values in each of a node's three cached measurements, or
/// hashing them at every hit, measurably slows layout passes down.)
extension LayoutElementStyle {
  /// The size properties' Texture names, in the order of the key's property hashes.
  static let sizePropertyNames = ["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight"]

  /// The key of six size properties, compared at every cache hit: a 34-bit hash of all six in the high
  /// bits, and a 5-bit hash of each in the low 30, which name the properties that changed. Two
  /// different sets of values share a key with a probability of about 2⁻³⁴; such a change would go
  /// unnoticed.
  static func sizeKey(
    width: LayoutDimension, height: LayoutDimension, minWidth: LayoutDimension, maxWidth: LayoutDimension,
    minHeight: LayoutDimension, maxHeight: LayoutDimension
  ) -> UInt64 {
    var all: UInt64 = 0x9E37_79B9_7F4A_7C15
    var each: UInt64 = 0
    mix(width, into: &all, &each, at: 0)
    mix(height, into: &all, &each, at: 1)
    mix(minWidth, into: &all, &each, at: 2)
    mix(maxWidth, into: &all, &each, at: 3)
    mix(minHeight, into: &all, &each, at: 4)
    mix(maxHeight, into: &all, &each, at: 5)
    return (all & ~0x3FFF_FFFF) | each
  }

  /// The key of a style whose six size properties are all `auto`.
  static let autoSizeKey = sizeKey(
    width: .auto, height: .auto, minWidth: .auto, maxWidth: .auto, minHeight: .auto, maxHeight: .auto)

  /// Recomputes ``sizeKey`` after a size property was set.
  mutating func updateSizeKey() {
    sizeKey = Self.sizeKey(
      width: width, height: height, minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight,
      maxHeight: maxHeight)
  }

  /// The names of the size properties whose hashes differ between two keys.
  static func changedSizeProperties(_ a: UInt64, _ b: UInt64) -> [String] {
    sizePropertyNames.indices.compactMap { index in
      (a >> (5 * UInt64(index))) & 0x1F == (b >> (5 * UInt64(index))) & 0x1F ? nil : sizePropertyNames[index]
    }
  }

  /// The current value of a size property, by name.
  func sizeProperty(_ name: String) -> LayoutDimension {
    switch name {
    case "width": return width
    case "height": return height
    case "minWidth": return minWidth
    case "maxWidth": return maxWidth
    case "minHeight": return minHeight
    default: return maxHeight
    }
  }

  @inline(__always)
  private static func mix(_ dimension: LayoutDimension, into all: inout UInt64, _ each: inout UInt64, at index: UInt64)
  {
    let unitCode: UInt64 =
      switch dimension.unit {
      case .auto: 1
      case .points: 2
      case .fraction: 3
      }
    var hash = (UInt64(dimension.value.bitPattern) &+ unitCode &* 0xC2B2_AE3D_27D4_EB4F) &* 0xFF51_AFD7_ED55_8CCD
    hash ^= hash >> 33
    all = (all ^ hash) &* 0xC4CE_B9FE_1A85_EC53
    all ^= all >> 29
    each |= (hash >> 59) << (5 * index)
  }
}
