import Foundation

/// A Dynamic Type size: how large a reader asked text to be (UIKit's `UIContentSizeCategory`), from
/// ``extraSmall`` to ``accessibilityExtraExtraExtraLarge``, in UIKit's order; ``large`` is iOS's
/// default.
///
/// Off the device the category is a choice of the run, not a setting that changes while it runs: the
/// current task's category is ``current`` — `large` unless bound with
/// `ContentSizeCategory.$current.withValue(.accessibilityLarge) { … }`. Scene documents
/// (`contentSizeCategory`), `morph layout|timeline|export --content-size-category` and the preview's
/// switcher bind it around everything they build, so that nodes reading a text style's font in their
/// initializers get the run's size.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
  /// xSmall.
  case extraSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large: iOS's default.
  case large
  /// xLarge.
  case extraLarge
  /// xxLarge.
  case extraExtraLarge
  /// xxxLarge: the largest size outside the accessibility sizes.
  case extraExtraExtraLarge
  /// AX1, the first of the larger accessibility sizes.
  case accessibilityMedium
  /// AX2.
  case accessibilityLarge
  /// AX3.
  case accessibilityExtraLarge
  /// AX4.
  case accessibilityExtraExtraLarge
  /// AX5, the largest size.
  case accessibilityExtraExtraExtraLarge

  /// The category of the current task's run: ``large`` unless bound otherwise.
  @TaskLocal public static var current: ContentSizeCategory = .large

  /// Runs `operation` with `category` as the current task's (``current``), passing its typed error on.
  public static func withCurrent<Value, Failure: Error>(
    _ category: ContentSizeCategory, _ operation: () async throws(Failure) -> Value
  ) async throws(Failure) -> Value {
    let outcome: Result<Value, Failure> = await $current.withValue(category) { () async -> Result<Value, Failure> in
      do throws(Failure) {
        return .success(try await operation())
      } catch {
        return .failure(error)
      }
    }
    return try outcome.get()
  }

  /// Whether this is one of the five larger accessibility sizes (AX1…AX5), as UIKit's
  /// `isAccessibilityCategory`.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// UIKit's Swift name of the category (`large`, `accessibilityExtraLarge`): what command-line options
  /// and scene documents take.
  public var name: String {
    switch self {
    case .extraSmall: "extraSmall"
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    case .extraLarge: "extraLarge"
    case .extraExtraLarge: "extraExtraLarge"
    case .extraExtraExtraLarge: "extraExtraExtraLarge"
    case .accessibilityMedium: "accessibilityMedium"
    case .accessibilityLarge: "accessibilityLarge"
    case .accessibilityExtraLarge: "accessibilityExtraLarge"
    case .accessibilityExtraExtraLarge: "accessibilityExtraExtraLarge"
    case .accessibilityExtraExtraExtraLarge: "accessibilityExtraExtraExtraLarge"
    }
  }

  /// The category UIKit's Swift name `name` names (see ``name``); nil for any other text.
  public init?(name: String) {
    guard let category = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = category
  }

  /// Every category's ``name``, smallest first, separated by commas: the list error messages give.
  public static var nameList: String { allCases.map(\.name).joined(separator: ", ") }

  public var description: String { name }

  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rawValue < rhs.rawValue }
}
