import Foundation

extension DisplayNode {
  /// Lays the node out as the root of its tree: measures it for the range (the parent size is the
  /// range's maximum), gives it the measured size, and runs ``layoutIfNeeded(context:)``.
  /// - Returns: the node's layout.
  @discardableResult
  public func layoutAsRoot(sizeRange: SizeRange, context: LayoutContext = .current) -> Layout {
    let layout = layoutThatFits(sizeRange, parentSize: sizeRange.max, context: context)
    frame.size = layout.size
    layoutIfNeeded(context: context)
    return layout
  }

  /// Texture's layout pass: makes sure the node has a layout for its current bounds, applies it to the
  /// subnodes (their frames and, with automatic subnode management, which subnodes there are and their
  /// order), then lets every subnode do the same inside its own bounds.
  public func layoutIfNeeded(context: LayoutContext = .current) {
    let measurement = measurementForBounds(context: context)
    apply(measurement)
    for subnode in subnodes {
      subnode.layoutIfNeeded(context: context)
    }
  }

  /// A measurement whose size equals the bounds: the applied one, the last measured one, a new one
  /// for the last known range, or finally one for exactly the bounds.
  private func measurementForBounds(context: LayoutContext) -> NodeMeasurement {
    let size = bounds.size
    let grid = context.pixelGrid
    for candidate in [calculated, measurement].compactMap({ $0 })
    where candidate.size == size && candidate.version == layoutVersion && candidate.pixelGrid == grid {
      return candidate
    }
    if let calculated {
      let layout = layoutThatFits(calculated.constrainedSize, parentSize: calculated.parentSize, context: context)
      if layout.size == size, let measurement { return measurement }
    }
    _ = layoutThatFits(SizeRange(exactly: size), parentSize: size, context: context)
    return measurement!
  }

  /// Commits a measurement to the subnodes without animation: removals first, then insertions and
  /// moves, so the subnode order equals the layout's order; then every subnode gets its frame.
  func apply(_ measurement: NodeMeasurement) {
    calculated = measurement
    let nodes = measurement.sublayouts.map { $0.element as! DisplayNode }
    if automaticallyManagesSubnodes {
      let kept = Set(nodes.map(ObjectIdentifier.init))
      for subnode in subnodes where !kept.contains(ObjectIdentifier(subnode)) {
        subnode.supernode = nil
      }
      for node in nodes where node.supernode !== self {
        node.removeFromSupernode()
        node.supernode = self
      }
      subnodes = nodes
    }
    for (node, sublayout) in zip(nodes, measurement.sublayouts) {
      node.frame = sublayout.frame
    }
  }
}
