import Foundation
import MorphLayout

/// UIKit's `UITableViewCell`, as far as node code reaches it: its names (`UITableViewCell.SelectionStyle`
/// for a cell node's `selectionStyle`), and a cell view with a content view, labels and an accessory.
open class UITableViewCell: UIView {
  /// UIKit's `UITableViewCell.SelectionStyle` (the cell node's).
  public typealias SelectionStyle = CellNode.SelectionStyle

  /// UIKit's `UITableViewCell.CellStyle`.
  public enum CellStyle: Int, Sendable {
    case `default`, value1, value2, subtitle
  }

  /// UIKit's `UITableViewCell.AccessoryType`.
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  /// UIKit's `contentView`.
  public let contentView = UIView()
  /// UIKit's `textLabel`.
  public let textLabel: UILabel? = UILabel()
  /// UIKit's `detailTextLabel`, for the styles that show one.
  public private(set) var detailTextLabel: UILabel?
  /// UIKit's `imageView`.
  public let imageView: UIImageView? = UIImageView()
  /// UIKit's `selectionStyle` (`.default`).
  public var selectionStyle = SelectionStyle.default
  /// UIKit's `accessoryType` (`.none`).
  public var accessoryType = AccessoryType.none
  /// UIKit's `accessoryView`.
  public var accessoryView: UIView?
  /// UIKit's `separatorInset`. Kept.
  public var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  /// UIKit's `reuseIdentifier`.
  public private(set) var reuseIdentifier: String?

  /// UIKit's `init(style:reuseIdentifier:)`.
  public convenience init(style: CellStyle, reuseIdentifier: String?) {
    self.init(frame: .zero)
    self.reuseIdentifier = reuseIdentifier
    if style != .default { detailTextLabel = UILabel() }
  }

  /// UIKit's `prepareForReuse()`.
  open func prepareForReuse() {}
}

/// UIKit's `UICollectionReusableView`: a supplementary or cell view of a collection view.
open class UICollectionReusableView: UIView {
  /// UIKit's `reuseIdentifier`.
  public internal(set) var reuseIdentifier: String?
  /// UIKit's `prepareForReuse()`.
  open func prepareForReuse() {}
}

/// UIKit's `UICollectionViewCell`, with its content view.
open class UICollectionViewCell: UICollectionReusableView {
  /// UIKit's `contentView`.
  public let contentView = UIView()
  /// UIKit's `isSelected`.
  public var isSelected = false
  /// UIKit's `isHighlighted`.
  public var isHighlighted = false
  /// UIKit's `backgroundView`.
  public var backgroundView: UIView?
  /// UIKit's `selectedBackgroundView`.
  public var selectedBackgroundView: UIView?
}
