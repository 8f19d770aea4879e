import Foundation

/// UIKit's `UISearchBar`. Its height is UIKit's (iOS 13 through 17): 56 points in every style, 75 with
/// a prompt; it has no intrinsic width, so `sizeThatFits(_:)` keeps the width offered.
open class UISearchBar: UIView {
  /// UIKit's `UISearchBar.Style`.
  public enum Style: Int, Sendable {
    case `default`, prominent, minimal
  }

  /// UIKit's search bar height on iOS 13–17.
  static let standardHeight: CGFloat = 56
  /// What a prompt adds above the field.
  static let promptHeight: CGFloat = 19

  /// UIKit's `delegate`.
  public weak var delegate: (any UISearchBarDelegate)?
  /// UIKit's `text`.
  public var text: String? = ""
  /// UIKit's `placeholder`.
  public var placeholder: String?
  /// UIKit's `prompt`.
  public var prompt: String?
  /// UIKit's `searchBarStyle` (`.default`).
  public var searchBarStyle = Style.default
  /// UIKit's `barTintColor`.
  public var barTintColor: UIColor?
  /// UIKit's `showsCancelButton` (false).
  public var showsCancelButton = false
  /// UIKit's `showsBookmarkButton` (false). Kept.
  public var showsBookmarkButton = false
  /// UIKit's `showsScopeBar` (false). Kept.
  public var showsScopeBar = false
  /// UIKit's `scopeButtonTitles`. Kept.
  public var scopeButtonTitles: [String]?
  /// UIKit's `keyboardType`. Kept.
  public var keyboardType = UIKeyboardType.default
  /// UIKit's `returnKeyType`. Kept.
  public var returnKeyType = UIReturnKeyType.search
  /// UIKit's `searchTextField`: the field inside the bar.
  public let searchTextField: UITextField = {
    let field = UITextField()
    field.borderStyle = .roundedRect
    return field
  }()

  /// UIKit's `setShowsCancelButton(_:animated:)`.
  public func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// UIKit's `becomeFirstResponder()`: begins editing; asks the delegate first.
  @discardableResult public func becomeFirstResponder() -> Bool {
    guard delegate?.searchBarShouldBeginEditing(self) ?? true else { return false }
    delegate?.searchBarTextDidBeginEditing(self)
    return true
  }

  /// UIKit's `resignFirstResponder()`: ends editing; asks the delegate first.
  @discardableResult public func resignFirstResponder() -> Bool {
    guard delegate?.searchBarShouldEndEditing(self) ?? true else { return false }
    delegate?.searchBarTextDidEndEditing(self)
    return true
  }

  private var height: CGFloat { Self.standardHeight + (prompt == nil ? 0 : Self.promptHeight) }

  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: height) }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: height) }

  override var drawnState: [String: String] {
    var state = super.drawnState
    state["text"] = text ?? ""
    if let placeholder { state["placeholder"] = placeholder }
    state["searchBarStyle"] = String(describing: searchBarStyle)
    state["showsCancelButton"] = String(showsCancelButton)
    return state
  }
}

/// UIKit's `UISearchBarDelegate`; every method is optional, as in UIKit (the defaults answer as UIKit
/// does when a delegate does not implement one).
public protocol UISearchBarDelegate: AnyObject {
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
