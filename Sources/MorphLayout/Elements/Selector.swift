import Foundation

#if !canImport(ObjectiveC)
  /// The name of a method, as a control node's actions record it: the Objective-C runtime's
  /// `Selector` on platforms that have one, this value elsewhere (`Selector("buttonTapped")`).
  public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name.
    public let name: String

    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }

    public var description: String { name }
  }
#endif
