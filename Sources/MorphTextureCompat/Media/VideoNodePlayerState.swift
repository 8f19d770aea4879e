/// Texture's `ASVideoNodePlayerState`: where a video node's player is, with Texture's raw values.
public enum ASVideoNodePlayerState: Int, Hashable, Sendable {
  /// No asset loaded (the state of a new node, and of one whose asset changed).
  case unknown = 0
  /// The asset's first load is under way.
  case initialLoading = 1
  /// The player item can play.
  case readyToPlay = 2
  /// Enough is buffered to play, but the player is not playing.
  case playbackLikelyToKeepUpButNotPlaying = 3
  /// The player is playing.
  case playing = 4
  /// The asset is loading (at first, or after a stall).
  case loading = 5
  /// The player was paused.
  case paused = 6
  /// The video played to its end.
  case finished = 7
}
