import Foundation

extension DisplayNode {
  /// Lays the node out as the root of its tree: measures it for the range (the parent size is the
  /// range's maximum), gives it the measured size, loads it (see ``isNodeLoaded``), and runs
  /// ``layoutIfNeeded(context:)``.
  /// - Returns: the node's layout.
  @discardableResult
  public func layoutAsRoot(sizeRange: SizeRange, context: LayoutContext = .current) -> Layout {
    let layout = layoutThatFits(sizeRange, parentSize: sizeRange.max, context: context)
    frame.size = layout.size
    loadIfNeeded()
    if supernode?.isInHierarchy ?? true { enterHierarchy() }
    layoutIfNeeded(context: context)
    return layout
  }

  /// Texture's layout pass: makes sure the node has a layout for its current bounds, applies it to the
  /// subnodes (their frames and, with automatic subnode management, which subnodes there are and their
  /// order), then lets every subnode do the same inside its own bounds. A node a layout transition is
  /// measuring (`layoutPendingCount` > 0) is skipped with its subtree, as in Texture. So is, as in
  /// UIKit, a subtree nothing changed in since its last pass: its layout is still valid for its bounds
  /// and no node below it was invalidated, resized or moved.
  public func layoutIfNeeded(context: LayoutContext = .current) {
    layoutIfNeeded(forSize: bounds.size, context: context)
  }

  /// The layout pass for the size the node has or is about to have: a layout transition lays its
  /// subnodes out for their final sizes before their frames animate there.
  package func layoutIfNeeded(forSize size: CGSize, context: LayoutContext) {
    layOutSubtree(forSize: size, context: context)
    // A pass started here may have changed what a supernode's next pass must visit.
    markSupernodesForLayoutPass()
  }

  /// The recursive pass: every supernode of the node is inside its own pass (its flag is set).
  private func layOutSubtree(forSize size: CGSize, context: LayoutContext) {
    guard layoutPendingCount == 0 else { return }
    if !needsLayoutPass, calculated?.fits(size, grid: context.pixelGrid, version: layoutVersion) == true {
      return
    }
    needsLayoutPass = true
    makeCalculatedFit(size, context: context)
    commitSublayouts(calculated.unsafelyUnwrapped.sublayouts)
    if isNodeLoaded {
      layout()
      layoutDidFinish()
      notifyInterfaceStateDelegates { $0.nodeDidLayout() }
    }
    var subtreeNeedsPass = false
    for subnode in subnodes {
      subnode.layOutSubtree(forSize: subnode.storedFrame.size, context: context)
      subtreeNeedsPass = subtreeNeedsPass || subnode.needsLayoutPass
    }
    needsLayoutPass = subtreeNeedsPass
  }

  /// Makes ``calculated`` a measurement of a size: the applied one, the last measured one, a new one
  /// for the last known range, or finally one for exactly the size. (The caches are tested in place,
  /// not copied.)
  private func makeCalculatedFit(_ size: CGSize, context: LayoutContext) {
    let grid = context.pixelGrid
    let version = layoutVersion
    if calculated?.fits(size, grid: grid, version: version) == true { return }
    if measurement?.fits(size, grid: grid, version: version) == true {
      calculated = measurement
      return
    }
    if let range = calculated?.constrainedSize, let parentSize = calculated?.parentSize {
      let layout = layoutThatFits(range, parentSize: parentSize, context: context)
      if layout.size == size {
        calculated = measurement
        return
      }
    }
    _ = layoutThatFits(SizeRange(exactly: size), parentSize: size, context: context)
    calculated = measurement
  }

  /// Commits a measurement to the subnodes without animation: with automatic subnode management the
  /// subnodes become exactly the layout's nodes, in its order (removals first, then insertions and
  /// moves); then every node of the layout gets its frame.
  package func apply(_ measurement: NodeMeasurement) {
    needsLayoutPass = true
    markSupernodesForLayoutPass()
    commit(measurement)
  }

  /// ``apply(_:)`` inside a layout pass, where the node's flag is already set.
  private func commit(_ measurement: NodeMeasurement) {
    calculated = measurement
    commitSublayouts(measurement.sublayouts)
  }

  /// Makes the subnodes and their frames those of the applied layout's sublayouts.
  private func commitSublayouts(_ sublayouts: [Layout]) {
    if automaticallyManagesSubnodes && !Self.sameNodes(subnodes, sublayouts) {
      let nodes = sublayouts.map { $0.element as! DisplayNode }
      let kept = Set(nodes.map(ObjectIdentifier.init))
      for subnode in subnodes where !kept.contains(ObjectIdentifier(subnode)) {
        subnode.supernode = nil
        subnode.exitHierarchy()
      }
      for node in nodes where node.supernode !== self {
        node.removeFromSupernode()
        node.supernode = self
      }
      subnodes = nodes
      if isNodeLoaded {
        for node in nodes { node.loadIfNeeded() }
      }
      if isInHierarchy {
        for node in nodes { node.enterHierarchy() }
      }
    }
    for sublayout in sublayouts {
      let subnode = sublayout.element as! DisplayNode
      let frame = sublayout.frame
      if frame.size != subnode.storedFrame.size { subnode.needsLayoutPass = true }
      subnode.storedFrame = frame
    }
  }

  /// Whether the subnodes are exactly the layouts' elements, in order (identity, no allocation).
  private static func sameNodes(_ subnodes: [DisplayNode], _ sublayouts: [Layout]) -> Bool {
    guard subnodes.count == sublayouts.count else { return false }
    for index in subnodes.indices where subnodes[index] !== sublayouts[index].element {
      return false
    }
    return true
  }
}
