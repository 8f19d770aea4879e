import Foundation

/// UIKit's `UITraitCollection`: the environment views and controllers lay out for. The current one
/// describes the main screen (see ``UIScreen``) in light mode, compact width and regular height (an
/// iPhone in portrait), left to right, at the run's content size category (see
/// `ContentSizeCategory.current`); ``use(_:)`` picks another for the code that runs after.
public final class UITraitCollection: NSObject, @unchecked Sendable {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var chosen: UITraitCollection?

  /// UIKit's `current`: the chosen traits, else the main screen's.
  public static var current: UITraitCollection {
    lock.lock()
    defer { lock.unlock() }
    return chosen
      ?? UITraitCollection(
        displayScale: UIScreen.main.scale,
        preferredContentSizeCategory: UIContentSizeCategory(ContentSizeCategory.current))
  }

  /// Makes `traits` the current traits (nil: the main screen's again), for the code that runs after.
  public static func use(_ traits: UITraitCollection?) {
    lock.lock()
    defer { lock.unlock() }
    chosen = traits
  }

  /// UIKit's `userInterfaceStyle` (`.light`).
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// UIKit's `displayScale`.
  public let displayScale: CGFloat
  /// UIKit's `horizontalSizeClass` (`.compact`).
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// UIKit's `verticalSizeClass` (`.regular`).
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// UIKit's `layoutDirection` (`.leftToRight`).
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  /// UIKit's `userInterfaceIdiom` (`.phone`).
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  /// UIKit's `preferredContentSizeCategory`: the Dynamic Type size, ``UIContentSizeCategory/unspecified``
  /// in a collection that does not set it.
  public let preferredContentSizeCategory: UIContentSizeCategory

  /// Traits of these values.
  public init(
    userInterfaceStyle: UIUserInterfaceStyle = .light, displayScale: CGFloat = 3,
    horizontalSizeClass: UIUserInterfaceSizeClass = .compact, verticalSizeClass: UIUserInterfaceSizeClass = .regular,
    layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
    userInterfaceIdiom: UIUserInterfaceIdiom = .phone,
    preferredContentSizeCategory: UIContentSizeCategory = .unspecified
  ) {
    self.userInterfaceStyle = userInterfaceStyle
    self.displayScale = displayScale
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.layoutDirection = layoutDirection
    self.userInterfaceIdiom = userInterfaceIdiom
    self.preferredContentSizeCategory = preferredContentSizeCategory
    super.init()
  }

  /// UIKit's `init(userInterfaceStyle:)`: the current traits in that style.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    let current = UITraitCollection.current
    self.init(
      userInterfaceStyle: userInterfaceStyle, displayScale: current.displayScale,
      horizontalSizeClass: current.horizontalSizeClass, verticalSizeClass: current.verticalSizeClass,
      layoutDirection: current.layoutDirection, userInterfaceIdiom: current.userInterfaceIdiom,
      preferredContentSizeCategory: current.preferredContentSizeCategory)
  }

  /// UIKit's `init(traitsFrom:)`: each trait as the last collection that sets it gives it, unset
  /// where none does.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    func last<Trait: Equatable>(_ trait: (UITraitCollection) -> Trait, unset: Trait) -> Trait {
      traitCollections.last { trait($0) != unset }.map(trait) ?? unset
    }
    self.init(
      userInterfaceStyle: last({ $0.userInterfaceStyle }, unset: .unspecified),
      displayScale: last({ $0.displayScale }, unset: 0),
      horizontalSizeClass: last({ $0.horizontalSizeClass }, unset: .unspecified),
      verticalSizeClass: last({ $0.verticalSizeClass }, unset: .unspecified),
      layoutDirection: last({ $0.layoutDirection }, unset: .unspecified),
      userInterfaceIdiom: last({ $0.userInterfaceIdiom }, unset: .unspecified),
      preferredContentSizeCategory: last({ $0.preferredContentSizeCategory }, unset: .unspecified))
  }

  // MARK: Traits added elsewhere
  // The content size category trait (`preferredContentSizeCategory`) is declared in an extension in a
  // file of its own, beside UIContentSizeCategory, not here.

  /// UIKit's `hasDifferentColorAppearance(comparedTo:)`.
  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    traitCollection?.userInterfaceStyle != userInterfaceStyle
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return userInterfaceStyle == other.userInterfaceStyle && displayScale == other.displayScale
      && horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
      && layoutDirection == other.layoutDirection && userInterfaceIdiom == other.userInterfaceIdiom
      && preferredContentSizeCategory == other.preferredContentSizeCategory
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(userInterfaceStyle)
    hasher.combine(displayScale)
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(preferredContentSizeCategory)
    return hasher.finalize()
  }
}

/// UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}

/// UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified, compact, regular
}

/// UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}
