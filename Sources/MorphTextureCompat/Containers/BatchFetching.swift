import Foundation
import MorphLayout

/// Texture's `ASBatchFetchingDelegate`: decides, from the time left before the user reaches the end of
/// a list, whether to fetch a batch. Kept on the list; Morph has no scrolling user, so it decides
/// from the distance alone (`leadingScreensForBatching`) and never calls it.
public protocol ASBatchFetchingDelegate: AnyObject {
  /// Whether to fetch a batch given the time left and the list's own guess.
  func shouldFetchBatch(withRemainingTime remainingTime: TimeInterval, hint: Bool) -> Bool
}

/// A weak reference to a batch fetching delegate, kept with a list.
private struct KeptBatchFetchingDelegate {
  weak var delegate: (any ASBatchFetchingDelegate)?
}

extension ListNode {
  /// Texture's `batchFetchingDelegate`, kept weakly; Morph never calls it (see ``ASBatchFetchingDelegate``).
  public var batchFetchingDelegate: (any ASBatchFetchingDelegate)? {
    get { self[kept: KeptBatchFetchingDelegate.self, initial: KeptBatchFetchingDelegate()].delegate }
    set { self[kept: KeptBatchFetchingDelegate.self, initial: KeptBatchFetchingDelegate()].delegate = newValue }
  }
}
