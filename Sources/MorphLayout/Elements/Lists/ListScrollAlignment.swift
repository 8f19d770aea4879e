import Foundation

/// Where ``ListNode/scroll(toCellAt:vertically:horizontally:)`` places a cell along one axis (UIKit's
/// scroll positions): not at all, as little as shows it whole, or at the start, middle or end of the
/// visible area.
public enum ListScrollAlignment: Sendable, Hashable {
  /// The axis keeps its offset.
  case unchanged
  /// The smallest scroll that shows the cell (UIKit's `.none`).
  case nearest
  /// The cell's leading edge at the visible area's (top or left).
  case start
  /// The cell centered in the visible area.
  case center
  /// The cell's trailing edge at the visible area's (bottom or right).
  case end

  /// The offset along one axis that places a cell spanning `cell` in a visible area of `length`
  /// starting at `current`.
  func offset(current: CGFloat, length: CGFloat, cell: ClosedRange<CGFloat>) -> CGFloat {
    switch self {
    case .unchanged: current
    case .start: cell.lowerBound
    case .center: (cell.lowerBound + cell.upperBound - length) / 2
    case .end: cell.upperBound - length
    case .nearest:
      if cell.lowerBound < current {
        cell.lowerBound
      } else if cell.upperBound > current + length {
        cell.upperBound - length
      } else {
        current
      }
    }
  }
}
