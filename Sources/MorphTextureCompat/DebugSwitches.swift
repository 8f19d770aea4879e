import Foundation
import MorphLayout
import Synchronization

/// Texture's process-wide debugging switches, atomic so any thread may read them.
private enum DebugSwitches {
  static let storeUnflattenedLayouts = Atomic<Bool>(false)
  static let retainSublayoutLayoutElements = Atomic<Bool>(false)
}

extension DisplayNode {
  /// Texture's `shouldStoreUnflattenedLayouts` (false): a debugging switch that makes a device keep
  /// each node's layout before flattening. Kept; Morph keeps the spec tree's layout for its own output
  /// either way.
  public static var shouldStoreUnflattenedLayouts: Bool {
    get { DebugSwitches.storeUnflattenedLayouts.load(ordering: .relaxed) }
    set { DebugSwitches.storeUnflattenedLayouts.store(newValue, ordering: .relaxed) }
  }
}

extension Layout {
  /// Texture's `shouldRetainSublayoutLayoutElements` (false): a debugging switch that makes a layout
  /// retain the elements of its sublayouts. Kept; Morph's layouts hold their elements either way.
  public static var shouldRetainSublayoutLayoutElements: Bool {
    get { DebugSwitches.retainSublayoutLayoutElements.load(ordering: .relaxed) }
    set { DebugSwitches.retainSublayoutLayoutElements.store(newValue, ordering: .relaxed) }
  }
}
