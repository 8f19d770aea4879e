import Foundation
import MorphLayout

/// UIKit's `UIContentSizeCategoryAdjusting`: text views and controls that can update their font when
/// the reader changes the text size.
///
/// Off the device the content size category is a choice of the run (`ContentSizeCategory.current`)
/// and never changes while it runs, so a font made with `preferredFont(forTextStyle:)` already has the
/// run's size and there is nothing to adjust: ``adjustsFontForContentSizeCategory`` is stored and
/// returned as set, with no other effect. Lay the same code out at another category to see it there.
public protocol UIContentSizeCategoryAdjusting: AnyObject {
  /// UIKit's `adjustsFontForContentSizeCategory` (false by default); stored, see the protocol.
  var adjustsFontForContentSizeCategory: Bool { get set }
}

/// The value a node-backed object keeps for ``UIContentSizeCategoryAdjusting``.
private struct AdjustsFontForContentSizeCategory {
  var isOn = false
}

extension UIContentSizeCategoryAdjusting where Self: NodeBackedObject {
  /// Kept with the object's node, so a view class declares the conformance alone.
  public var adjustsFontForContentSizeCategory: Bool {
    get { node[kept: AdjustsFontForContentSizeCategory.self, initial: AdjustsFontForContentSizeCategory()].isOn }
    set {
      node[kept: AdjustsFontForContentSizeCategory.self, initial: AdjustsFontForContentSizeCategory()].isOn = newValue
    }
  }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextField: UIContentSizeCategoryAdjusting {}
extension UITextView: UIContentSizeCategoryAdjusting {}
