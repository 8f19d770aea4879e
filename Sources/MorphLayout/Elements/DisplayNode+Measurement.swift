import Foundation

extension DisplayNode {
  /// Measures the node: reuses a cached layout for identical inputs — one of the last two measurements
  /// or the applied layout, which then becomes the node's `measurement` — otherwise intersects the range with the
  /// node's style (the incoming range wins where they conflict) and calculates for it, made well-formed.
  ///
  /// Two measurements are kept because a stack commonly measures a flexible child twice per pass (for
  /// its basis, then for its flexed size): with one, every pass would miss both.
  ///
  /// As in Texture, a cached layout does not depend on the node's style: if the style's width, height or
  /// their bounds changed since the layout was measured, the layout is still reused (and the trap is
  /// reported to ``LayoutDiagnostics/current``), unless the context's
  /// ``LayoutContext/styleChangesInvalidateLayout`` invalidates the node first, as Texture's Yoga build does.
  public func layoutThatFits(_ constrainedSize: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
    let grid = context.pixelGrid
    var version = layoutVersion
    if measurement?.matches(constrainedSize, parentSize: parentSize, grid: grid, version: version) == true {
      if measurement.unsafelyUnwrapped.styleKey == style.sizeKey
        || reuseDespiteStyleChange(measured: measurement.unsafelyUnwrapped.styleKey, context: context)
      {
        return measurement.unsafelyUnwrapped.layout(of: self)
      }
      version = layoutVersion
    } else if previousMeasurement?.matches(constrainedSize, parentSize: parentSize, grid: grid, version: version)
      == true
    {
      if previousMeasurement.unsafelyUnwrapped.styleKey == style.sizeKey
        || reuseDespiteStyleChange(measured: previousMeasurement.unsafelyUnwrapped.styleKey, context: context)
      {
        swap(&measurement, &previousMeasurement)
        return measurement.unsafelyUnwrapped.layout(of: self)
      }
      version = layoutVersion
    } else if calculated?.matches(constrainedSize, parentSize: parentSize, grid: grid, version: version) == true {
      if calculated.unsafelyUnwrapped.styleKey == style.sizeKey
        || reuseDespiteStyleChange(measured: calculated.unsafelyUnwrapped.styleKey, context: context)
      {
        previousMeasurement = measurement
        measurement = calculated
        return calculated.unsafelyUnwrapped.layout(of: self)
      }
      version = layoutVersion
    }
    let measuredStyle = style
    let resolved = constrainedSize.intersect(measuredStyle.sizeRange(parentSize: parentSize))
    lastUnflattenedLayout = nil
    let layout = calculateLayoutThatFits(resolved.sanitized, parentSize: parentSize, context: context)
    swap(&previousMeasurement, &measurement)
    measurement = NodeMeasurement(
      size: layout.size, sublayouts: layout.sublayouts, unflattenedBox: lastUnflattenedLayout,
      constrainedSize: constrainedSize, parentSize: parentSize, pixelGrid: grid, version: version,
      styleKey: measuredStyle.sizeKey)
    lastUnflattenedLayout = nil
    return layout
  }

  /// Called at a cache hit whose layout was measured with other size style values than the node's style
  /// has now: reports the trap and reuses the stale layout, as Texture's layout-spec build does; or,
  /// when the context asks for Texture's Yoga build, invalidates the node (its layout version moves on,
  /// so no cached layout of it matches any more) so that it is measured afresh.
  /// - Parameter key: the size style key the cached layout was measured with.
  /// - Returns: whether to reuse the cached layout.
  private func reuseDespiteStyleChange(measured key: UInt64, context: LayoutContext) -> Bool {
    if context.styleChangesInvalidateLayout {
      invalidateCalculatedLayout()
      return false
    }
    guard let collector = LayoutDiagnostics.current else { return true }
    let current = style
    let changed = LayoutElementStyle.changedSizeProperties(key, current.sizeKey)
    for property in changed.isEmpty ? ["size"] : changed {
      let now = changed.isEmpty ? "" : " (it is \(current.sizeProperty(property)) now)"
      collector.report(
        .staleStyle(property: property), about: self, description: description,
        message: "reused its cached layout although its style's \(property) changed since that layout was "
          + "measured\(now), so it keeps its old size (Texture's layout-spec build does the same: a style change "
          + "does not invalidate a node); call setNeedsLayout() on \(description) after changing its style")
    }
    return true
  }

  /// Lays a node with a spec out: the spec's display nodes become the sublayouts, at absolute positions
  /// ceiled to the pixel grid, in depth-first spec order.
  func calculateSpecLayout(_ spec: LayoutSpec, _ range: SizeRange, context: LayoutContext) -> Layout {
    spec.isMutable = false
    let grid = context.pixelGrid
    let specLayout = spec.layoutThatFits(range, parentSize: range.max, context: context).placed(at: .zero)
    let flattened = specLayout.flattenedNodeLayouts(grid: grid)
    #if DEBUG
      Self.checkUniqueness(of: flattened, in: self)
    #endif
    lastUnflattenedLayout = SpecTreeLayout(specLayout)
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
