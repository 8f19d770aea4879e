import Foundation

/// How the review data writes numbers: rounded to 1/1000, so that the JSON stays short and stable.
enum PreviewNumbers {
  /// A value rounded to three decimals.
  static func value(_ number: Double) -> Double {
    guard number.isFinite else { return 0 }
    let rounded = (number * 1000).rounded() / 1000
    return rounded == 0 ? 0 : rounded
  }

  /// A rectangle as `[x, y, width, height]`.
  static func frame(_ rect: CGRect) -> [Double] {
    [rect.minX, rect.minY, rect.width, rect.height].map { value(Double($0)) }
  }
}
