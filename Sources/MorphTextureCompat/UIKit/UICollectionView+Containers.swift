import MorphLayout

extension UICollectionView {
  /// UIKit's `UICollectionView.ScrollDirection`.
  public typealias ScrollDirection = CollectionFlowLayout.ScrollDirection

  /// UIKit's `UICollectionView.ScrollPosition`: where an item scrolled to ends up, vertically and
  /// horizontally.
  public struct ScrollPosition: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)

    /// The vertical alignment Morph scrolls with; none given leaves the axis as it is.
    var vertical: ListScrollAlignment {
      if contains(.top) { return .start }
      if contains(.centeredVertically) { return .center }
      if contains(.bottom) { return .end }
      return .unchanged
    }

    /// The horizontal alignment Morph scrolls with; none given leaves the axis as it is.
    var horizontal: ListScrollAlignment {
      if contains(.left) { return .start }
      if contains(.centeredHorizontally) { return .center }
      if contains(.right) { return .end }
      return .unchanged
    }
  }

  /// UIKit's `UICollectionView.elementKindSectionHeader`.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// UIKit's `UICollectionView.elementKindSectionFooter`.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

/// UIKit's `UICollectionViewLayout`.
public typealias UICollectionViewLayout = CollectionViewLayout
/// UIKit's `UICollectionViewFlowLayout`.
public typealias UICollectionViewFlowLayout = CollectionFlowLayout
/// UIKit's `UICollectionViewLayoutAttributes`.
public typealias UICollectionViewLayoutAttributes = CollectionLayoutAttributes
