import Foundation
import MorphLayout

/// UIKit's `UIFont`: an immutable font object (a ``UIKitObject``), measured and drawn as Morph's
/// `Font`.
///
/// Apple's font names are mapped to families fontconfig finds through ``familySubstitutions``: the
/// system font and Apple's sans-serif families become DejaVu Sans, its monospaced families DejaVu Sans
/// Mono and its serif families DejaVu Serif. A name's weight suffix (`-Bold`, `-Medium`, …) gives the
/// weight. Italic faces are measured and drawn upright.
open class UIFont: UIKitObject, @unchecked Sendable {
  /// UIKit's `UIFont.Weight`, with its values.
  public struct Weight: Hashable, Sendable, RawRepresentable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    public static let ultraLight = Weight(-0.8)
    public static let thin = Weight(-0.6)
    public static let light = Weight(-0.4)
    public static let regular = Weight(0)
    public static let medium = Weight(0.23)
    public static let semibold = Weight(0.3)
    public static let bold = Weight(0.4)
    public static let heavy = Weight(0.56)
    public static let black = Weight(0.62)

    /// The weight of a CSS weight (100…900): 400 regular, 600 semibold, …
    init(cssWeight: Int) {
      let weights: [Int: UIFont.Weight] = [
        100: .ultraLight, 200: .thin, 300: .light, 400: .regular, 500: .medium, 600: .semibold, 700: .bold,
        800: .heavy, 900: .black,
      ]
      self = weights[cssWeight] ?? .regular
    }

    /// The CSS weight (100…900) closest to this weight.
    public var cssWeight: Int {
      let scale: [(CGFloat, Int)] = [
        (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700), (0.56, 800),
        (0.62, 900),
      ]
      return scale.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
    }
  }

  /// UIKit's `UIFont.TextStyle`: a Dynamic Type text style, with UIKit's raw values. Its sizes at each
  /// content size category are Apple's (see `DynamicTypeSizes`).
  public struct TextStyle: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The UIKit style for one of Morph's text styles.
    public init(_ style: MorphLayout.TextStyle) {
      self = Self.styles.first { $0.value == style }!.key
    }

    /// Morph's text style this one is; a raw value UIKit does not define is taken as ``body``.
    public var style: MorphLayout.TextStyle { Self.styles[self] ?? .body }

    private static let styles: [TextStyle: MorphLayout.TextStyle] = [
      .largeTitle: .largeTitle, .title1: .title1, .title2: .title2, .title3: .title3, .headline: .headline,
      .body: .body, .callout: .callout, .subheadline: .subheadline, .footnote: .footnote, .caption1: .caption1,
      .caption2: .caption2,
    ]
  }

  /// The font measured and drawn.
  public let font: Font
  /// The name the font was asked for by (`.SFUI-Regular` for the system font).
  public let fontName: String
  /// Whether an italic face was asked for (drawn upright).
  public let isItalic: Bool

  /// A font of Morph's, named `fontName`.
  public init(font: Font, fontName: String, isItalic: Bool = false) {
    self.font = font
    self.fontName = fontName
    self.isItalic = isItalic
    super.init()
  }

  /// UIKit's `init?(name:size:)`: the family comes from ``familySubstitutions``, the weight from the
  /// name's suffix; nil for a size that is not positive and finite.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard fontSize > 0, fontSize.isFinite else { return nil }
    let parts = fontName.split(separator: "-", maxSplits: 1).map(String.init)
    let style = parts.count > 1 ? parts[1].lowercased() : ""
    self.init(
      font: Font(family: Self.family(forName: parts[0]), size: fontSize, weight: Self.weight(ofStyle: style)),
      fontName: fontName, isItalic: style.contains("italic") || style.contains("oblique"))
  }

  /// The point size.
  public var pointSize: CGFloat { font.size }
  /// The family drawn.
  public var familyName: String { font.family }
  /// The line height of the font as Morph's default measurer measures it.
  public var lineHeight: CGFloat { DefaultTextMeasurer.shared.metrics(for: font).lineHeight }
  /// The ascent of the font as Morph's default measurer measures it.
  public var ascender: CGFloat { DefaultTextMeasurer.shared.metrics(for: font).ascent }
  /// Minus the descent of the font as Morph's default measurer measures it.
  public var descender: CGFloat { -DefaultTextMeasurer.shared.metrics(for: font).descent }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(font: Font(family: font.family, size: fontSize, weight: font.weight), fontName: fontName, isItalic: isItalic)
  }

  /// UIKit's `systemFont(ofSize:)`.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// UIKit's `systemFont(ofSize:weight:)`.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      font: Font(family: family(forName: systemFontName), size: fontSize, weight: weight.cssWeight),
      fontName: systemFontName)
  }

  /// UIKit's `boldSystemFont(ofSize:)`.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// UIKit's `italicSystemFont(ofSize:)` (drawn upright).
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(
      font: Font(family: family(forName: systemFontName), size: fontSize), fontName: systemFontName, isItalic: true)
  }

  /// UIKit's `monospacedSystemFont(ofSize:weight:)`.
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      font: Font(family: family(forName: "Menlo"), size: fontSize, weight: weight.cssWeight), fontName: "Menlo")
  }

  /// UIKit's `preferredFont(forTextStyle:)`: the system font at the style's size and weight for the
  /// run's content size category (`ContentSizeCategory.current`), as Apple's Dynamic Type table
  /// gives them (`DynamicTypeSizes`).
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// UIKit's `preferredFont(forTextStyle:compatibleWith:)`: the style's font at the trait collection's
  /// content size category, or the run's when it is nil or sets none (`.unspecified`).
  open class func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let size = style.style.size(at: traitCollection.resolvedContentSizeCategory)
    return systemFont(ofSize: size.pointSize, weight: Weight(cssWeight: size.weight))
  }

  /// UIKit's `systemFontSize` (14).
  open class var systemFontSize: CGFloat { 14 }
  /// UIKit's `labelFontSize` (17).
  open class var labelFontSize: CGFloat { 17 }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return other.font == font && other.fontName == fontName && other.isItalic == isItalic
  }

  open override var hash: Int { font.hashValue }

  open override var description: String { "UIFont(\(fontName) \(font))" }

  // MARK: - Names

  /// The name of the system font.
  static let systemFontName = ".SFUI"

  private static let lock = NSLock()
  nonisolated(unsafe) private static var substitutions: [String: String] = [
    ".SFUI": Font.defaultFamily, ".SFUIText": Font.defaultFamily, ".SFUIDisplay": Font.defaultFamily,
    "SFProText": Font.defaultFamily, "SFProDisplay": Font.defaultFamily, "SF Pro": Font.defaultFamily,
    "HelveticaNeue": Font.defaultFamily, "Helvetica Neue": Font.defaultFamily, "Helvetica": Font.defaultFamily,
    "Arial": Font.defaultFamily, "ArialMT": Font.defaultFamily, "Avenir": Font.defaultFamily,
    "AvenirNext": Font.defaultFamily, "Avenir Next": Font.defaultFamily, "Verdana": Font.defaultFamily,
    "Menlo": "DejaVu Sans Mono", "Courier": "DejaVu Sans Mono", "CourierNewPSMT": "DejaVu Sans Mono",
    "SFMono": "DejaVu Sans Mono", "Georgia": "DejaVu Serif", "TimesNewRomanPSMT": "DejaVu Serif",
    "Times New Roman": "DejaVu Serif", "Palatino": "DejaVu Serif",
  ]

  /// Apple's font family names (the part of a font name before `-`) and the family Morph measures and
  /// draws for each; a name not listed is used as the family itself, for fontconfig to find. Change
  /// it to map a team's brand fonts to the files it installs.
  public static var familySubstitutions: [String: String] {
    get {
      lock.lock()
      defer { lock.unlock() }
      return substitutions
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      substitutions = newValue
    }
  }

  static func family(forName name: String) -> String {
    familySubstitutions[name] ?? name
  }

  /// The CSS weight a font name's style suffix names (`Bold`, `DemiBold`, `Medium`, …).
  static func weight(ofStyle style: String) -> Int {
    let names: [(String, Int)] = [
      ("ultralight", 100), ("extralight", 200), ("thin", 200), ("light", 300), ("medium", 500),
      ("demibold", 600), ("semibold", 600), ("extrabold", 800), ("heavy", 800), ("black", 900), ("bold", 700),
    ]
    return names.first { style.contains($0.0) }?.1 ?? 400
  }
}
