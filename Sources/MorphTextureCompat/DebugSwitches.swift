import Foundation
import MorphLayout

/// Texture's process-wide debugging switches, kept behind a lock so any thread may read them.
private enum DebugSwitches {
  static let lock = NSLock()
  nonisolated(unsafe) static var storeUnflattenedLayouts = false
  nonisolated(unsafe) static var retainSublayoutLayoutElements = false
}

extension DisplayNode {
  /// Texture's `shouldStoreUnflattenedLayouts` (false): a debugging switch that makes a device keep
  /// each node's layout before flattening. Kept; Morph keeps the spec tree's layout for its own output
  /// either way.
  public static var shouldStoreUnflattenedLayouts: Bool {
    get { DebugSwitches.lock.withLock { DebugSwitches.storeUnflattenedLayouts } }
    set { DebugSwitches.lock.withLock { DebugSwitches.storeUnflattenedLayouts = newValue } }
  }
}

extension Layout {
  /// Texture's `shouldRetainSublayoutLayoutElements` (false): a debugging switch that makes a layout
  /// retain the elements of its sublayouts. Kept; Morph's layouts hold their elements either way.
  public static var shouldRetainSublayoutLayoutElements: Bool {
    get { DebugSwitches.lock.withLock { DebugSwitches.retainSublayoutLayoutElements } }
    set { DebugSwitches.lock.withLock { DebugSwitches.retainSublayoutLayoutElements = newValue } }
  }
}
