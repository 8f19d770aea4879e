import Foundation

/// The state of one batch fetch of a ``ListNode`` (Texture's `ASBatchContext`): the list begins it when
/// its content ends within ``ListNode/leadingScreensForBatching`` screens of its visible end, hands it
/// to the delegate, and asks for no other batch until the delegate completes or cancels it.
open class BatchContext: NSObject {
  private enum State { case idle, fetching, cancelled }
  private var state = State.idle

  public override init() {}

  /// Whether a batch is being fetched.
  public func isFetching() -> Bool { state == .fetching }

  /// Ends the batch; the list may ask for the next one (Texture's `completeBatchFetching(_:)`).
  public func completeBatchFetching(_ didComplete: Bool) { state = .idle }

  /// Whether the last batch was cancelled.
  public func batchFetchingWasCancelled() -> Bool { state == .cancelled }

  /// Cancels the batch.
  public func cancelBatchFetching() { state = .cancelled }

  /// Marks a batch as being fetched.
  public func beginBatchFetching() { state = .fetching }
}
