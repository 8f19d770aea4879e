import MorphLayout

extension UITableViewCell {
  /// UIKit's `UITableViewCell.FocusStyle`.
  public enum FocusStyle: Int, Sendable {
    case `default`, custom
  }
}
