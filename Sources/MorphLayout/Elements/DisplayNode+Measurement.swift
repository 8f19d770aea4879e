import Foundation

extension DisplayNode {
  /// Measures the node: reuses a cached layout for identical inputs — one of the last two measurements
  /// or the applied layout, which then becomes the node's `measurement` — otherwise intersects the range with the
  /// node's style (the incoming range wins where they conflict) and calculates for it, made well-formed.
  ///
  /// Two measurements are kept because a stack commonly measures a flexible child twice per pass (for
  /// its basis, then for its flexed size): with one, every pass would miss both.
  public func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
    let grid = context.pixelGrid
    let version = layoutVersion
    if measurement?.matches(constrainedSize, parentSize: parentSize, grid: grid, version: version) == true {
      return measurement.unsafelyUnwrapped.layout(of: self)
    }
    if previousMeasurement?.matches(constrainedSize, parentSize: parentSize, grid: grid, version: version) == true {
      swap(&measurement, &previousMeasurement)
      return measurement.unsafelyUnwrapped.layout(of: self)
    }
    if calculated?.matches(constrainedSize, parentSize: parentSize, grid: grid, version: version) == true {
      previousMeasurement = measurement
      measurement = calculated
      return calculated.unsafelyUnwrapped.layout(of: self)
    }
    let resolved = constrainedSize.intersect(style.sizeRange(parentSize: parentSize))
    lastUnflattenedLayout = nil
    let layout = calculateLayoutThatFits(resolved.sanitized, parentSize: parentSize, context: context)
    swap(&previousMeasurement, &measurement)
    measurement = NodeMeasurement(
      size: layout.size, sublayouts: layout.sublayouts, unflattened: lastUnflattenedLayout,
      constrainedSize: constrainedSize, parentSize: parentSize, pixelGrid: grid, version: version)
    lastUnflattenedLayout = nil
    return layout
  }

  /// Lays a node with a spec out: the spec's display nodes become the sublayouts, at absolute positions
  /// ceiled to the pixel grid, in depth-first spec order.
  func calculateSpecLayout(_ spec: LayoutSpec, _ range: SizeRange, context: LayoutContext) -> Layout {
    let grid = context.pixelGrid
    let specLayout = spec.layoutThatFits(range, parentSize: range.max, context: context).placed(at: .zero)
    let flattened = specLayout.flattenedNodeLayouts(grid: grid)
    #if DEBUG
      Self.checkUniqueness(of: flattened, in: self)
    #endif
    lastUnflattenedLayout = specLayout
    return Layout(element: self, size: specLayout.size, sublayouts: flattened, grid: grid)
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
