// The app's colors, written as an iOS app writes them.
#if canImport(AsyncDisplayKit)
  import AsyncDisplayKit
#else
  import MorphTextureCompat
#endif

extension UIColor {
  /// The shelter's brand green.
  static let shelterGreen = UIColor(red: 0.16, green: 0.55, blue: 0.42, alpha: 1)
  /// Text that supports the main text.
  static let secondaryText = UIColor(white: 0.45, alpha: 1)
  /// The photo's placeholder while it loads.
  static let photoPlaceholder = UIColor(red: 0.91, green: 0.93, blue: 0.92, alpha: 1)
}
