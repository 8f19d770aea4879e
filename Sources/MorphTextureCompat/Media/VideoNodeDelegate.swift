import Foundation

/// Texture's `ASVideoNodeDelegate`: told of a video node's player, and, as a network image node's
/// delegate, of its poster image. Every method is optional in Texture; here each has a default that
/// does what Texture does without it.
///
/// A video node calls ``videoNode(_:shouldChangePlayerStateTo:)`` and
/// ``videoNode(_:willChange:to:)`` as Texture's does, at once: Morph loads a node's asset when the node
/// enters the preload state (``videoNodeDidStartInitialLoading(_:)``,
/// ``videoNodeDidFinishInitialLoading(_:)``, ``videoNode(_:didSetCurrent:)``, then the ready state),
/// and `play()` and `pause()` move the player's state. Playback time never advances off the device, so
/// the time, stall, end and failure methods are called only on a device.
public protocol ASVideoNodeDelegate: ASNetworkImageNodeDelegate {
  /// The video played to its end. Called only on a device (Morph plays no frames).
  func videoDidPlayToEnd(_ videoNode: ASVideoNode)
  /// The node was tapped. Called only on a device in answer to a tap; Morph delivers none.
  func didTap(_ videoNode: ASVideoNode)
  /// The player's state is about to change from `state` to `toState`.
  func videoNode(_ videoNode: ASVideoNode, willChange state: ASVideoNodePlayerState, to toState: ASVideoNodePlayerState)
  /// Whether `play()` (asking for `.playing`) or `pause()` (asking for `.paused`) may go ahead; true by
  /// default.
  func videoNode(_ videoNode: ASVideoNode, shouldChangePlayerStateTo state: ASVideoNodePlayerState) -> Bool
  /// The playback reached `timeInterval` seconds. Called only on a device (Morph's time does not advance).
  func videoNode(_ videoNode: ASVideoNode, didPlayTo timeInterval: TimeInterval)
  /// The player stalled at `timeInterval` seconds. Called only on a device.
  func videoNode(_ videoNode: ASVideoNode, didStallAt timeInterval: TimeInterval)
  /// The asset started loading.
  func videoNodeDidStartInitialLoading(_ videoNode: ASVideoNode)
  /// The asset finished loading and can play.
  func videoNodeDidFinishInitialLoading(_ videoNode: ASVideoNode)
  /// The player item for the asset was made and is the node's `currentItem`.
  func videoNode(_ videoNode: ASVideoNode, didSetCurrent currentItem: AVPlayerItem)
  /// The player recovered from a stall. Called only on a device.
  func videoNodeDidRecoverFromStall(_ videoNode: ASVideoNode)
  /// A value of the asset failed to load. Called only on a device (Morph never opens the media).
  func videoNode(_ videoNode: ASVideoNode, didFailToLoadValueForKey key: String, asset: AVAsset, error: any Error)
}

extension ASVideoNodeDelegate {
  /// Does nothing.
  public func videoDidPlayToEnd(_ videoNode: ASVideoNode) {}
  /// Does nothing.
  public func didTap(_ videoNode: ASVideoNode) {}
  /// Does nothing.
  public func videoNode(
    _ videoNode: ASVideoNode, willChange state: ASVideoNodePlayerState, to toState: ASVideoNodePlayerState
  ) {}
  /// Allows every change.
  public func videoNode(_ videoNode: ASVideoNode, shouldChangePlayerStateTo state: ASVideoNodePlayerState) -> Bool {
    true
  }
  /// Does nothing.
  public func videoNode(_ videoNode: ASVideoNode, didPlayTo timeInterval: TimeInterval) {}
  /// Does nothing.
  public func videoNode(_ videoNode: ASVideoNode, didStallAt timeInterval: TimeInterval) {}
  /// Does nothing.
  public func videoNodeDidStartInitialLoading(_ videoNode: ASVideoNode) {}
  /// Does nothing.
  public func videoNodeDidFinishInitialLoading(_ videoNode: ASVideoNode) {}
  /// Does nothing.
  public func videoNode(_ videoNode: ASVideoNode, didSetCurrent currentItem: AVPlayerItem) {}
  /// Does nothing.
  public func videoNodeDidRecoverFromStall(_ videoNode: ASVideoNode) {}
  /// Does nothing.
  public func videoNode(
    _ videoNode: ASVideoNode, didFailToLoadValueForKey key: String, asset: AVAsset, error: any Error
  ) {}
}
