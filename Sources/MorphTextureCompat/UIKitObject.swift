import Foundation

#if canImport(ObjectiveC)
  /// The root of UIKit's value classes (`UIColor`, `UIFont`, `UIImage`, `NSParagraphStyle`):
  /// `NSObject`, as on iOS.
  public typealias UIKitObject = NSObject
#else
  /// The root of UIKit's value classes (`UIColor`, `UIFont`, `UIImage`, `NSParagraphStyle`) where the
  /// platform has no Objective-C runtime. It has `NSObject`'s equality, hashing and description, so
  /// code written against UIKit compiles and behaves alike — `class func`s in extensions, attribute
  /// dictionaries mixing colors and fonts (inferred as `[NSAttributedString.Key: UIKitObject]`) — but
  /// it is not an `NSObject`: Linux Foundation's attributed strings cannot compare two different
  /// `NSObject` attribute values (they stop the program), while they compare these by `isEqual(_:)`.
  open class UIKitObject: Hashable, CustomStringConvertible {
    public init() {}

    /// Whether `object` is equal to this object; identity unless a subclass says otherwise.
    open func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }

    /// A hash agreeing with ``isEqual(_:)``; the object's identity unless a subclass says otherwise.
    open var hash: Int { ObjectIdentifier(self).hashValue }

    open var description: String { "<\(type(of: self))>" }

    /// Whether the object is an instance of `aClass` or of a subclass of it.
    public func isKind(of aClass: AnyClass) -> Bool {
      var current: AnyClass? = type(of: self)
      while let candidate = current {
        if candidate == aClass { return true }
        current = _getSuperclass(candidate)
      }
      return false
    }

    /// Whether the object is an instance of exactly `aClass`.
    public func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }

    public static func == (lhs: UIKitObject, rhs: UIKitObject) -> Bool { lhs.isEqual(rhs) }

    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
  }
#endif
