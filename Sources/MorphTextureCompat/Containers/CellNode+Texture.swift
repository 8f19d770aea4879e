import Foundation
import MorphLayout

/// Texture's `ASCellNodeVisibilityEvent`: what happened to a cell's visibility as its list scrolled.
public enum ASCellNodeVisibilityEvent: UInt, Sendable {
  case visible, visibleRectChanged, invisible, willBeginDragging, didEndDragging, didStopScrolling
}

/// The UITableViewCell properties of a cell node that Morph keeps but does not draw.
struct KeptCellProperties {
  var focusStyle = UITableViewCell.FocusStyle.default
  var accessoryType = UITableViewCell.AccessoryType.none
  var separatorInset = UIEdgeInsets.zero
  var backgroundView: UIView?
  var selectedBackgroundView: UIView?
}

extension CellNode {
  private var keptCell: KeptCellProperties {
    get { self[kept: KeptCellProperties.self, initial: KeptCellProperties()] }
    set { self[kept: KeptCellProperties.self, initial: KeptCellProperties()] = newValue }
  }

  /// Texture's `focusStyle`. Kept; Morph has no focus.
  public var focusStyle: UITableViewCell.FocusStyle {
    get { keptCell.focusStyle }
    set { keptCell.focusStyle = newValue }
  }

  /// Texture's `accessoryType`: the mark a table cell draws at its trailing edge. Kept; Morph does not
  /// draw it and says so once when one is set.
  public var accessoryType: UITableViewCell.AccessoryType {
    get { keptCell.accessoryType }
    set {
      keptCell.accessoryType = newValue
      if newValue != .none {
        DeviceOnlyDiagnostics.report("\(self): table cell accessories are drawn only on a device")
      }
    }
  }

  /// Texture's `separatorInset`: the inset of the line a table draws between rows. Kept; Morph draws no
  /// separators.
  public var separatorInset: UIEdgeInsets {
    get { keptCell.separatorInset }
    set { keptCell.separatorInset = newValue }
  }

  /// Texture's `backgroundView`. Kept; Morph draws the cell's own background and says so once when one
  /// is set.
  public var backgroundView: UIView? {
    get { keptCell.backgroundView }
    set {
      keptCell.backgroundView = newValue
      if newValue != nil {
        DeviceOnlyDiagnostics.report("\(self): a cell's backgroundView is drawn only on a device")
      }
    }
  }

  /// Texture's `selectedBackgroundView`: shown while the cell is selected. Kept.
  public var selectedBackgroundView: UIView? {
    get { keptCell.selectedBackgroundView }
    set { keptCell.selectedBackgroundView = newValue }
  }
}
