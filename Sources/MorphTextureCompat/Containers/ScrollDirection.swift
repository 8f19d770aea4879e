import MorphLayout

extension ScrollNode.Directions {
  /// Texture's `ASScrollDirectionNone`: no direction.
  public static let none: ScrollNode.Directions = []
}

/// Texture's `ASScrollDirectionContainsVerticalDirection`: whether the directions include up or down.
public func ASScrollDirectionContainsVerticalDirection(_ scrollDirection: ASScrollDirection) -> Bool {
  !scrollDirection.isDisjoint(with: .vertical)
}

/// Texture's `ASScrollDirectionContainsHorizontalDirection`: whether the directions include left or
/// right.
public func ASScrollDirectionContainsHorizontalDirection(_ scrollDirection: ASScrollDirection) -> Bool {
  !scrollDirection.isDisjoint(with: .horizontal)
}

/// Texture's `ASScrollDirectionContainsRight`.
public func ASScrollDirectionContainsRight(_ scrollDirection: ASScrollDirection) -> Bool {
  scrollDirection.contains(.right)
}

/// Texture's `ASScrollDirectionContainsLeft`.
public func ASScrollDirectionContainsLeft(_ scrollDirection: ASScrollDirection) -> Bool {
  scrollDirection.contains(.left)
}

/// Texture's `ASScrollDirectionContainsUp`.
public func ASScrollDirectionContainsUp(_ scrollDirection: ASScrollDirection) -> Bool {
  scrollDirection.contains(.up)
}

/// Texture's `ASScrollDirectionContainsDown`.
public func ASScrollDirectionContainsDown(_ scrollDirection: ASScrollDirection) -> Bool {
  scrollDirection.contains(.down)
}

/// Texture's `ASScrollDirectionApplyTransform`: the direction as seen through `transform` — a horizontal
/// direction swaps left and right under a transform that mirrors x (`a < 0`); failing that, a vertical
/// one swaps up and down under one that mirrors y (`d < 0`), as for an inverted chat list.
public func ASScrollDirectionApplyTransform(
  _ scrollDirection: ASScrollDirection, _ transform: CGAffineTransform
) -> ASScrollDirection {
  if transform.a < 0, ASScrollDirectionContainsHorizontalDirection(scrollDirection) {
    return scrollDirection.swapping(.left, .right)
  }
  if transform.d < 0, ASScrollDirectionContainsVerticalDirection(scrollDirection) {
    return scrollDirection.swapping(.up, .down)
  }
  return scrollDirection
}

extension ASScrollDirection {
  /// The directions with `first` and `second` exchanged.
  fileprivate func swapping(_ first: ASScrollDirection, _ second: ASScrollDirection) -> ASScrollDirection {
    var swapped = subtracting([first, second])
    if contains(first) { swapped.insert(second) }
    if contains(second) { swapped.insert(first) }
    return swapped
  }
}
