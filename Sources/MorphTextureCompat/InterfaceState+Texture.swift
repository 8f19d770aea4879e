import MorphLayout

/// Texture's `ASInterfaceState`: how far a node is towards being on screen (see `InterfaceState`).
public typealias ASInterfaceState = InterfaceState

/// Texture's `ASInterfaceStateDelegate`: told of a node's interface-state and lifecycle changes; add
/// one with `add(_:)` on a node, or override its methods in a node subclass.
public typealias ASInterfaceStateDelegate = InterfaceStateDelegate

/// Texture's `ASInterfaceStateIncludesVisible`: whether `interfaceState` includes the visible state.
public func ASInterfaceStateIncludesVisible(_ interfaceState: ASInterfaceState) -> Bool {
  interfaceState.contains(.visible)
}

/// Texture's `ASInterfaceStateIncludesDisplay`: whether `interfaceState` includes the display state.
public func ASInterfaceStateIncludesDisplay(_ interfaceState: ASInterfaceState) -> Bool {
  interfaceState.contains(.display)
}

/// Texture's `ASInterfaceStateIncludesPreload`: whether `interfaceState` includes the preload state.
public func ASInterfaceStateIncludesPreload(_ interfaceState: ASInterfaceState) -> Bool {
  interfaceState.contains(.preload)
}

/// Texture's `ASInterfaceStateIncludesMeasureLayout`: whether `interfaceState` includes the
/// measure-layout state.
public func ASInterfaceStateIncludesMeasureLayout(_ interfaceState: ASInterfaceState) -> Bool {
  interfaceState.contains(.measureLayout)
}
