import MorphLayout

extension UITableViewCell {
  /// UIKit's `UITableViewCell.FocusStyle`.
  public enum FocusStyle: Int, Sendable {
    case `default`, custom
  }

  /// UIKit's `UITableViewCell.AccessoryType`: the mark a table draws at a row's trailing edge.
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }
}
