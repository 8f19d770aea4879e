import Foundation
import MorphLayout

/// The scroll view properties of a list that Morph keeps but does not draw.
struct KeptListProperties {
  var inverted = false
  var isPagingEnabled = false
  var automaticallyAdjustsContentOffset = false
  var allowsSelectionDuringEditing = false
  var allowsMultipleSelectionDuringEditing = false
  var alwaysBounceVertical = false
  var alwaysBounceHorizontal = false
  var showsVerticalScrollIndicator = true
  var showsHorizontalScrollIndicator = true
}

extension ListNode {
  var keptList: KeptListProperties {
    get { self[kept: KeptListProperties.self, initial: KeptListProperties()] }
    set { self[kept: KeptListProperties.self, initial: KeptListProperties()] = newValue }
  }

  /// Texture's `inverted`: on a device the list is flipped so that it fills from the bottom (a chat).
  /// Kept; Morph lays the list out from the top and says so once when it is turned on.
  public var inverted: Bool {
    get { keptList.inverted }
    set {
      keptList.inverted = newValue
      if newValue {
        DeviceOnlyDiagnostics.report(
          "\(self): inverted lists fill from the bottom only on a device; Morph lays the list out from the top")
      }
    }
  }

  /// Texture's `isPagingEnabled`: whether scrolling stops at whole pages. Kept; Morph does not scroll.
  public var isPagingEnabled: Bool {
    get { keptList.isPagingEnabled }
    set { keptList.isPagingEnabled = newValue }
  }

  /// Texture's `setContentOffset(_:animated:)`: sets the offset at once; an animated scroll plays only
  /// on a device and is reported as such.
  public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    if animated { Self.reportAnimatedScroll(self) }
    self.contentOffset = contentOffset
  }

  static func reportAnimatedScroll(_ list: ListNode) {
    DeviceOnlyDiagnostics.report(
      "\(list): animated scrolling plays only on a device; Morph draws the list at the final offset")
  }

  /// Texture's `performBatch(animated:updates:completion:)`: the updates apply as one batch; the
  /// animation plays only on a device.
  public func performBatch(animated: Bool, updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    performBatchUpdates(updates, completion: completion)
  }

  /// Texture's `isProcessingUpdates`: always false, as Morph applies every edit before returning.
  public var isProcessingUpdates: Bool { false }

  /// Texture's `onDidFinishProcessingUpdates(_:)`: runs the block at once, as no update is pending.
  public func onDidFinishProcessingUpdates(_ didFinishProcessingUpdates: () -> Void) {
    didFinishProcessingUpdates()
  }

  /// Texture's `waitUntilAllUpdatesAreProcessed()`: returns at once, as no update is pending.
  public func waitUntilAllUpdatesAreProcessed() {}
}
