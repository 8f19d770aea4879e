import Foundation

extension DisplayNode {
  /// Measures the node: reuses the last measurement for identical inputs, otherwise intersects the range
  /// with the node's style (the incoming range wins where they conflict) and calculates.
  public func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
    let grid = context.pixelGrid
    if let measurement, measurement.matches(constrainedSize, parentSize: parentSize, grid: grid, version: layoutVersion) {
      return measurement.layout(of: self)
    }
    let resolved = constrainedSize.intersect(style.sizeRange(parentSize: parentSize))
    let result = calculateMeasurement(resolved, context: context)
    measurement = NodeMeasurement(
      size: result.layout.size, sublayouts: result.layout.sublayouts, unflattened: result.unflattened,
      constrainedSize: constrainedSize, parentSize: parentSize, pixelGrid: grid, version: layoutVersion)
    return result.layout
  }

  /// The node's flattened layout for an already resolved range: measured by
  /// ``calculateSizeThatFits(_:)`` for a leaf, else by its layout spec, whose display nodes become
  /// the sublayouts at pixel-snapped absolute positions.
  public func calculateLayoutThatFits(_ constrainedSize: SizeRange, context: LayoutContext) -> Layout {
    calculateMeasurement(constrainedSize, context: context).layout
  }

  private func calculateMeasurement(_ range: SizeRange, context: LayoutContext) -> (layout: Layout, unflattened: Layout?) {
    let grid = context.pixelGrid
    let spec = layoutSpecThatFits(range)
    if spec is NoLayoutSpec {
      let size = range.clamp(calculateSizeThatFits(range.max))
      return (Layout(element: self, size: size, grid: grid), nil)
    }
    let specLayout = spec.layoutThatFits(range, parentSize: range.max, context: context).placed(at: .zero)
    let flattened = specLayout.flattenedNodeLayouts(grid: grid)
    Self.checkUniqueness(of: flattened, in: self)
    return (Layout(element: self, size: specLayout.size, sublayouts: flattened, grid: grid), specLayout)
  }

  /// An element may appear only once in a spec tree (Texture asserts the same).
  private static func checkUniqueness(of layouts: [Layout], in node: DisplayNode) {
    var seen = Set<ObjectIdentifier>()
    for layout in layouts {
      precondition(
        seen.insert(ObjectIdentifier(layout.element)).inserted,
        "\(node): the layout spec contains \(layout.element) more than once")
    }
  }

  /// The layout most recently applied to the node's subnodes.
  public var calculatedLayout: Layout? { calculated?.layout(of: self) }

  /// The size of ``calculatedLayout``, or zero.
  public var calculatedSize: CGSize { calculated?.size ?? .zero }

  /// The range ``calculatedLayout`` was computed for.
  public var constrainedSizeForCalculatedLayout: SizeRange { calculated?.constrainedSize ?? .zero }

  /// The spec tree's layout behind ``calculatedLayout``, before flattening; nil for a leaf node.
  public var unflattenedCalculatedLayout: Layout? { calculated?.unflattened }
}
