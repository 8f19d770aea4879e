extension DisplayNode {
  /// Whether the node is visible (its interface state includes ``InterfaceState/visible``).
  public var isVisible: Bool { interfaceState.contains(.visible) }
  /// Whether the node is in the preload state.
  public var isInPreloadState: Bool { interfaceState.contains(.preload) }
  /// Whether the node is in the display state.
  public var isInDisplayState: Bool { interfaceState.contains(.display) }

  /// Adds a delegate told of the node's interface-state and lifecycle changes; the node holds it
  /// weakly, as Texture does. Adding one twice has no further effect.
  public func add(_ delegate: any InterfaceStateDelegate) {
    interfaceStateDelegates.removeAll { $0.delegate == nil }
    guard !interfaceStateDelegates.contains(where: { $0.delegate === delegate }) else { return }
    interfaceStateDelegates.append(WeakInterfaceStateDelegate(delegate: delegate))
  }

  /// Removes a delegate added with ``add(_:)``.
  public func remove(_ delegate: any InterfaceStateDelegate) {
    interfaceStateDelegates.removeAll { $0.delegate == nil || $0.delegate === delegate }
  }

  /// Runs `body` with each delegate still alive.
  func notifyInterfaceStateDelegates(_ body: (any InterfaceStateDelegate) -> Void) {
    guard !interfaceStateDelegates.isEmpty else { return }
    for reference in interfaceStateDelegates {
      if let delegate = reference.delegate { body(delegate) }
    }
  }

  /// Puts the node and its subnodes in the hierarchy, if not already: for each node,
  /// ``willEnterHierarchy()``, the move to ``InterfaceState/inHierarchy``, its subnodes, then
  /// ``didEnterHierarchy()``.
  func enterHierarchy() {
    guard !isInHierarchy else { return }
    isInHierarchy = true
    willEnterHierarchy()
    changeInterfaceState(to: .inHierarchy)
    for subnode in subnodes { subnode.enterHierarchy() }
    didEnterHierarchy()
    notifyInterfaceStateDelegates { $0.didEnterHierarchy() }
  }

  /// Takes the node and its subnodes out of the hierarchy: for each node, ``didExitHierarchy()`` and
  /// the move to the empty state, then its subnodes.
  func exitHierarchy() {
    guard isInHierarchy else { return }
    isInHierarchy = false
    didExitHierarchy()
    notifyInterfaceStateDelegates { $0.didExitHierarchy() }
    changeInterfaceState(to: [])
    for subnode in subnodes { subnode.exitHierarchy() }
  }

  /// Moves the node to `newState`, calling the enter and exit methods of the preload, display and
  /// visible states that changed (in that order, as Texture does), then ``interfaceStateDidChange(_:from:)``
  /// — on the node and on its delegates.
  private func changeInterfaceState(to newState: InterfaceState) {
    let oldState = interfaceState
    guard newState != oldState else { return }
    interfaceState = newState
    let changes: [(InterfaceState, (any InterfaceStateDelegate) -> Void, (any InterfaceStateDelegate) -> Void)] = [
      (.preload, { $0.didEnterPreloadState() }, { $0.didExitPreloadState() }),
      (.display, { $0.didEnterDisplayState() }, { $0.didExitDisplayState() }),
      (.visible, { $0.didEnterVisibleState() }, { $0.didExitVisibleState() }),
    ]
    for (state, enter, exit) in changes where newState.contains(state) != oldState.contains(state) {
      let call = newState.contains(state) ? enter : exit
      call(self)
      notifyInterfaceStateDelegates(call)
    }
    interfaceStateDidChange(newState, from: oldState)
    notifyInterfaceStateDelegates { $0.interfaceStateDidChange(newState, from: oldState) }
  }
}
