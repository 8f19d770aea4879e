import Foundation
import MorphLayout

// UIKit's attributed-string vocabulary over Foundation's `NSAttributedString`: the attribute keys
// UIKit adds, paragraph styles, alignment, line breaking and underlines.

extension NSAttributedString.Key {
  /// A `UIFont`.
  public static let font = NSAttributedString.Key("NSFont")
  /// A `UIColor` for the glyphs.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// A `UIColor` behind the glyphs.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// Extra advance after each character, in points (a number).
  public static let kern = NSAttributedString.Key("NSKern")
  /// An `NSParagraphStyle`.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// An `NSUnderlineStyle` raw value (a number).
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// An `NSUnderlineStyle` raw value for a line through the glyphs (a number).
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// A `UIColor` for the underline.
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// A link (`URL` or `String`).
  public static let link = NSAttributedString.Key("NSLink")
}

#if !canImport(ObjectiveC)
  extension NSAttributedString {
    /// An empty attributed string: `NSAttributedString()` and `NSMutableAttributedString()`, as on
    /// Apple's platforms. (The argument only keeps this apart from `NSObject`'s `init()`, which an
    /// extension cannot override.)
    public convenience init(_ empty: Void = ()) {
      self.init(string: "")
    }
  }
#endif

/// UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

/// UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping = 0
  case byCharWrapping = 1
  case byClipping = 2
  case byTruncatingHead = 3
  case byTruncatingTail = 4
  case byTruncatingMiddle = 5
}

/// UIKit's `NSUnderlineStyle`.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let single = NSUnderlineStyle(rawValue: 0x01)
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  /// A dotted line; Morph draws the line it patterns solid.
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  /// A dashed line; drawn solid.
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  /// A dash-dot line; drawn solid.
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  /// A dash-dot-dot line; drawn solid.
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  /// Underlines words only, not the spaces between them; Morph underlines the spaces too.
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// UIKit's `NSParagraphStyle`: how the lines of a paragraph are set.
open class NSParagraphStyle: UIKitObject, @unchecked Sendable {
  /// The style with every value at UIKit's default.
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }

  public internal(set) var alignment: NSTextAlignment = .natural
  public internal(set) var lineSpacing: CGFloat = 0
  public internal(set) var paragraphSpacing: CGFloat = 0
  public internal(set) var paragraphSpacingBefore: CGFloat = 0
  public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
  public internal(set) var minimumLineHeight: CGFloat = 0
  public internal(set) var maximumLineHeight: CGFloat = 0
  public internal(set) var lineHeightMultiple: CGFloat = 0
  public internal(set) var firstLineHeadIndent: CGFloat = 0
  public internal(set) var headIndent: CGFloat = 0
  public internal(set) var tailIndent: CGFloat = 0

  public override init() {}

  /// A copy whose values can be changed (`mutableCopy() as! NSMutableParagraphStyle` on iOS).
  public func mutableStyle() -> NSMutableParagraphStyle {
    let copy = NSMutableParagraphStyle()
    copy.setParagraphStyle(self)
    return copy
  }
}

/// UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  public override var alignment: NSTextAlignment {
    get { super.alignment }
    set { super.alignment = newValue }
  }
  public override var lineSpacing: CGFloat {
    get { super.lineSpacing }
    set { super.lineSpacing = newValue }
  }
  public override var paragraphSpacing: CGFloat {
    get { super.paragraphSpacing }
    set { super.paragraphSpacing = newValue }
  }
  public override var paragraphSpacingBefore: CGFloat {
    get { super.paragraphSpacingBefore }
    set { super.paragraphSpacingBefore = newValue }
  }
  public override var lineBreakMode: NSLineBreakMode {
    get { super.lineBreakMode }
    set { super.lineBreakMode = newValue }
  }
  public override var minimumLineHeight: CGFloat {
    get { super.minimumLineHeight }
    set { super.minimumLineHeight = newValue }
  }
  public override var maximumLineHeight: CGFloat {
    get { super.maximumLineHeight }
    set { super.maximumLineHeight = newValue }
  }
  public override var lineHeightMultiple: CGFloat {
    get { super.lineHeightMultiple }
    set { super.lineHeightMultiple = newValue }
  }
  public override var firstLineHeadIndent: CGFloat {
    get { super.firstLineHeadIndent }
    set { super.firstLineHeadIndent = newValue }
  }
  public override var headIndent: CGFloat {
    get { super.headIndent }
    set { super.headIndent = newValue }
  }
  public override var tailIndent: CGFloat {
    get { super.tailIndent }
    set { super.tailIndent = newValue }
  }

  /// Copies every value of `style`.
  public func setParagraphStyle(_ style: NSParagraphStyle) {
    alignment = style.alignment
    lineSpacing = style.lineSpacing
    paragraphSpacing = style.paragraphSpacing
    paragraphSpacingBefore = style.paragraphSpacingBefore
    lineBreakMode = style.lineBreakMode
    minimumLineHeight = style.minimumLineHeight
    maximumLineHeight = style.maximumLineHeight
    lineHeightMultiple = style.lineHeightMultiple
    firstLineHeadIndent = style.firstLineHeadIndent
    headIndent = style.headIndent
    tailIndent = style.tailIndent
  }
}
