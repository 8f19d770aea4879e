import Foundation

/// A video player node's video node delegate: updates the player's controls as the video node's state
/// changes and forwards each call to the player node's delegate, as Texture's player node does. (The
/// time, stall and end calls, which come only on a device, keep their defaults.)
final class VideoPlayerNodeVideoDelegate: ASVideoNodeDelegate {
  private unowned let playerNode: ASVideoPlayerNode

  init(playerNode: ASVideoPlayerNode) {
    self.playerNode = playerNode
  }

  private var delegate: (any ASVideoPlayerNodeDelegate)? { playerNode.delegate }

  func videoNode(_ videoNode: ASVideoNode, willChange state: ASVideoNodePlayerState, to toState: ASVideoNodePlayerState)
  {
    delegate?.videoPlayerNode(playerNode, willChangeVideoNode: state, toVideoNode: toState)
    if toState == .readyToPlay {
      playerNode.duration = videoNode.currentItem?.duration ?? .invalid
      playerNode.updateDurationTimeLabel()
    }
    let playbackButton = playerNode.control(.playbackButton) as? DefaultPlaybackButtonNode
    if toState == .playing {
      playbackButton?.buttonType = .pause
      playerNode.removeSpinner()
    } else if toState != .playbackLikelyToKeepUpButNotPlaying && toState != .readyToPlay {
      playbackButton?.buttonType = .play
    }
    if toState == .loading || toState == .initialLoading { playerNode.showSpinner() }
    if [.readyToPlay, .paused, .playbackLikelyToKeepUpButNotPlaying].contains(toState) { playerNode.removeSpinner() }
  }

  func videoNode(_ videoNode: ASVideoNode, shouldChangePlayerStateTo state: ASVideoNodePlayerState) -> Bool {
    delegate?.videoPlayerNode(playerNode, shouldChangeVideoNodeStateTo: state) ?? true
  }

  func videoNode(_ videoNode: ASVideoNode, didSetCurrent currentItem: AVPlayerItem) {
    delegate?.videoPlayerNode(playerNode, didSetCurrent: currentItem)
  }

  func videoNodeDidStartInitialLoading(_ videoNode: ASVideoNode) {
    delegate?.videoPlayerNodeDidStartInitialLoading(playerNode)
  }

  func videoNodeDidFinishInitialLoading(_ videoNode: ASVideoNode) {
    delegate?.videoPlayerNodeDidFinishInitialLoading(playerNode)
  }
}
