import Foundation

/// AVFoundation's `AVLayerVideoGravity`: how a player layer fits its video into its bounds. Texture's
/// `gravity` properties take the raw value (`AVLayerVideoGravity.resizeAspectFill.rawValue`).
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  /// A gravity of the given AVFoundation name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A gravity of the given AVFoundation name.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// The video fits inside the bounds, its aspect ratio kept (AVFoundation's default).
  public static let resizeAspect = AVLayerVideoGravity(rawValue: VideoNode.resizeAspectGravity)
  /// The video fills the bounds, its aspect ratio kept, cut where it overflows.
  public static let resizeAspectFill = AVLayerVideoGravity(rawValue: VideoNode.resizeAspectFillGravity)
  /// The video is stretched to the bounds.
  public static let resize = AVLayerVideoGravity(rawValue: VideoNode.resizeGravity)
}
