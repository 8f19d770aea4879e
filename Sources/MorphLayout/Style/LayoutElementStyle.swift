import Foundation

/// The layout properties every node and spec carries (Texture's `ASLayoutElementStyle`), with Texture's
/// defaults: all sizes `auto`, `flexGrow` and `flexShrink` 0, `flexBasis` auto, `alignSelf` auto,
/// spacing, ascender and descender 0, `layoutPosition` at the origin.
public struct LayoutElementStyle: Hashable, Sendable {
  public var width: LayoutDimension = .auto {
    didSet { updateSizeKey() }
  }
  public var height: LayoutDimension = .auto {
    didSet { updateSizeKey() }
  }
  public var minWidth: LayoutDimension = .auto {
    didSet { updateSizeKey() }
  }
  public var maxWidth: LayoutDimension = .auto {
    didSet { updateSizeKey() }
  }
  public var minHeight: LayoutDimension = .auto {
    didSet { updateSizeKey() }
  }
  public var maxHeight: LayoutDimension = .auto {
    didSet { updateSizeKey() }
  }
  /// The key of the six size properties above (``sizeKey(width:height:minWidth:maxWidth:minHeight:maxHeight:)``),
  /// kept up to date by their setters so that a cache hit compares 8 bytes.
  package internal(set) var sizeKey: UInt64 = LayoutElementStyle.autoSizeKey

  /// Space before the element along a stack's main axis.
  public var spacingBefore: CGFloat = 0
  /// Space after the element along a stack's main axis.
  public var spacingAfter: CGFloat = 0
  /// How much of a stack's positive free space the element takes (Texture's default 0).
  public var flexGrow: CGFloat = 0
  /// How much of a stack's overflow the element gives up (Texture's default 0, unlike CSS's 1).
  public var flexShrink: CGFloat = 0
  /// The element's main-axis size before flexing; `auto` uses its natural size.
  public var flexBasis: LayoutDimension = .auto
  /// Overrides the stack's `alignItems` for this element.
  public var alignSelf: StackLayoutAlignSelf = .auto
  /// Distance from the top to the first baseline, used by baseline alignment.
  public var ascender: CGFloat = 0
  /// Distance from the last baseline to the bottom, negative for fonts (Texture's convention).
  public var descender: CGFloat = 0
  /// The element's origin inside an ``AbsoluteLayoutSpec``.
  public var layoutPosition: CGPoint = .zero

  public init() {}

  /// Width and height in points. Setting it pins both; reading it gives the points of each axis
  /// (0 for an automatic axis). Reading it while a fraction is set is a programming error, as in Texture.
  public var preferredSize: CGSize {
    get {
      precondition(
        width.unit != .fraction && height.unit != .fraction,
        "LayoutElementStyle.preferredSize: a fractional size is set; use preferredLayoutSize")
      return CGSize(width: width.value, height: height.value)
    }
    set {
      width = .points(newValue.width)
      height = .points(newValue.height)
    }
  }

  /// The minimum width and height in points (0 for an automatic or fractional axis).
  public var minSize: CGSize {
    get { CGSize(width: Self.points(minWidth), height: Self.points(minHeight)) }
    set {
      minWidth = .points(newValue.width)
      minHeight = .points(newValue.height)
    }
  }

  /// The maximum width and height in points (0 for an automatic or fractional axis).
  public var maxSize: CGSize {
    get { CGSize(width: Self.points(maxWidth), height: Self.points(maxHeight)) }
    set {
      maxWidth = .points(newValue.width)
      maxHeight = .points(newValue.height)
    }
  }

  /// Width and height as dimensions.
  public var preferredLayoutSize: LayoutSize {
    get { LayoutSize(width: width, height: height) }
    set {
      width = newValue.width
      height = newValue.height
    }
  }

  /// Minimum width and height as dimensions.
  public var minLayoutSize: LayoutSize {
    get { LayoutSize(width: minWidth, height: minHeight) }
    set {
      minWidth = newValue.width
      minHeight = newValue.height
    }
  }

  /// Maximum width and height as dimensions.
  public var maxLayoutSize: LayoutSize {
    get { LayoutSize(width: maxWidth, height: maxHeight) }
    set {
      maxWidth = newValue.width
      maxHeight = newValue.height
    }
  }

  private static func points(_ dimension: LayoutDimension) -> CGFloat {
    dimension.unit == .points ? dimension.value : 0
  }
}
