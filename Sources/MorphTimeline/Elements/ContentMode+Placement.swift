import Foundation
import MorphLayout

extension ContentMode {
  /// Where contents drawn for bounds of size `drawn` lie within bounds of size `bounds`, as a rect in
  /// the bounds' coordinate space, as a layer lays its contents out while its bounds animate:
  /// `scaleToFill` stretches them to the bounds, `scaleAspectFit` and `scaleAspectFill` scale
  /// them uniformly to fit inside or to cover the bounds, centred, and the positional modes place them
  /// unscaled at the centre, an edge or a corner. `redraw` draws them anew for every size: they take
  /// the bounds (a text keeps its lines, unscaled, from the top left).
  /// - Parameters:
  ///   - drawn: the size the contents were drawn for (negative sizes count as 0).
  ///   - bounds: the current bounds' size (negative sizes count as 0).
  public func placement(ofContentsSized drawn: CGSize, in bounds: CGSize) -> CGRect {
    let drawn = CGSize(width: max(drawn.width, 0), height: max(drawn.height, 0))
    let bounds = CGSize(width: max(bounds.width, 0), height: max(bounds.height, 0))
    func placed(_ size: CGSize, x: CGFloat, y: CGFloat) -> CGRect {
      CGRect(
        x: (bounds.width - size.width) * x, y: (bounds.height - size.height) * y, width: size.width,
        height: size.height)
    }
    switch self {
    case .scaleToFill, .redraw:
      return CGRect(origin: .zero, size: bounds)
    case .scaleAspectFit, .scaleAspectFill:
      let ratios = [
        drawn.width > 0 ? bounds.width / drawn.width : nil,
        drawn.height > 0 ? bounds.height / drawn.height : nil,
      ].compactMap { $0 }
      guard let scale = self == .scaleAspectFit ? ratios.min() : ratios.max() else {
        return CGRect(origin: .zero, size: bounds)
      }
      return placed(CGSize(width: drawn.width * scale, height: drawn.height * scale), x: 0.5, y: 0.5)
    case .center: return placed(drawn, x: 0.5, y: 0.5)
    case .top: return placed(drawn, x: 0.5, y: 0)
    case .bottom: return placed(drawn, x: 0.5, y: 1)
    case .left: return placed(drawn, x: 0, y: 0.5)
    case .right: return placed(drawn, x: 1, y: 0.5)
    case .topLeft: return placed(drawn, x: 0, y: 0)
    case .topRight: return placed(drawn, x: 1, y: 0)
    case .bottomLeft: return placed(drawn, x: 0, y: 1)
    case .bottomRight: return placed(drawn, x: 1, y: 1)
    }
  }

}
