import MorphLayout

extension UITableView {
  /// UIKit's `UITableView.Style`; Morph draws every style as a plain list.
  public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }

  /// UIKit's `UITableView.RowAnimation`: how a device animates inserted, deleted and reloaded rows.
  /// Morph applies edits at once, so every animation but `.none` is reported as device-only.
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }

  /// UIKit's `UITableView.ScrollPosition`: where a row scrolled to ends up.
  public enum ScrollPosition: Int, Sendable {
    case none, top, middle, bottom

    /// The vertical alignment Morph scrolls with.
    var alignment: ListScrollAlignment {
      switch self {
      case .none: .nearest
      case .top: .start
      case .middle: .center
      case .bottom: .end
      }
    }
  }
}
