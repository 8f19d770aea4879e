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
