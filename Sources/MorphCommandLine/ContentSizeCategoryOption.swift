import ArgumentParser
import Foundation
import MorphLayout

/// `--content-size-category NAME`, the Dynamic Type size of the run, as `layout`, `timeline` and
/// `export` take it: UIKit's name of a `UIContentSizeCategory` (`large`, `accessibilityExtraLarge`).
struct ContentSizeCategoryOption: ParsableArguments {
  @Option(
    name: .customLong("content-size-category"),
    help: ArgumentHelp(
      "The Dynamic Type size text styles and UIFont.preferredFont use, by UIKit's name such as large or "
        + "accessibilityExtraLarge (default: the document's 'contentSizeCategory', else large).",
      valueName: "name"))
  var name: String?

  /// The category given (nil: the document's, else `large`).
  var value: ContentSizeCategory? { name.flatMap(ContentSizeCategory.init(name:)) }

  /// Refuses a name that is not one of UIKit's twelve categories.
  func validate() throws {
    if let name, ContentSizeCategory(name: name) == nil {
      throw ValidationError(
        "--content-size-category '\(name)' is not a content size category; expected one of: "
          + ContentSizeCategory.nameList)
    }
  }
}
