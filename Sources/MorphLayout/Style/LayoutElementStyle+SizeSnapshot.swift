import Foundation

/// The style properties a node's own measurement reads — width, height and their minimums and maximums
/// — as they were when a layout was measured, to tell at a cache hit whether they changed since
/// (``TextureRule/styleChangeKeepsCachedLayout``). Other properties are read by the node's parent spec
/// each time it lays the node out, so no cached layout of the node depends on them.
package struct StyleSizeSnapshot {
  var width: LayoutDimension
  var height: LayoutDimension
  var minWidth: LayoutDimension
  var maxWidth: LayoutDimension
  var minHeight: LayoutDimension
  var maxHeight: LayoutDimension

  init(_ style: LayoutElementStyle) {
    width = style.width
    height = style.height
    minWidth = style.minWidth
    maxWidth = style.maxWidth
    minHeight = style.minHeight
    maxHeight = style.maxHeight
  }

  /// The properties whose values differ in `style`, by their Texture names, with the old and new value.
  func changes(in style: LayoutElementStyle) -> [(property: String, old: LayoutDimension, new: LayoutDimension)] {
    let pairs: [(String, LayoutDimension, LayoutDimension)] = [
      ("width", width, style.width), ("height", height, style.height),
      ("minWidth", minWidth, style.minWidth), ("maxWidth", maxWidth, style.maxWidth),
      ("minHeight", minHeight, style.minHeight), ("maxHeight", maxHeight, style.maxHeight),
    ]
    return pairs.filter { $0.1 != $0.2 }.map { (property: $0.0, old: $0.1, new: $0.2) }
  }
}

extension LayoutElementStyle {
  /// Whether the style's size properties have a snapshot's values (the check of every cache hit, made
  /// on the style in place).
  @inline(__always)
  func hasSize(of snapshot: StyleSizeSnapshot) -> Bool {
    height == snapshot.height && width == snapshot.width && minHeight == snapshot.minHeight
      && maxHeight == snapshot.maxHeight && minWidth == snapshot.minWidth && maxWidth == snapshot.maxWidth
  }
}
