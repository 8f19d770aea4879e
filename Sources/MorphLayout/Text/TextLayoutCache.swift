import Foundation

/// Remembers text broken into lines, keyed by (runs, attributes, width), so that a text measured again
/// for a width it was already measured for — by another stack pass, another node showing the same
/// text, or an exporter — is not measured again (Texture keeps such a cache for its text nodes).
///
/// A cache belongs to one ``TextMeasuring`` (its ``TextMeasuring/layoutCache``), because another
/// measurer gives other widths. It holds at most `capacity` layouts and starts over when full. Safe to
/// use from several threads.
public final class TextLayoutCache: @unchecked Sendable {
  private struct Key: Hashable {
    var runs: [TextRun]
    var attributes: TextAttributes
    var width: CGFloat
  }

  /// The most layouts kept at once.
  public let capacity: Int
  private let lock = NSLock()
  private var layouts: [Key: TextLayout] = [:]

  /// An empty cache keeping up to `capacity` layouts.
  public init(capacity: Int = 4096) {
    precondition(capacity > 0, "TextLayoutCache: the capacity must be positive")
    self.capacity = capacity
  }

  /// The number of layouts cached.
  public var count: Int { lock.withLock { layouts.count } }

  /// The cached layout of `text` in `attributes.font` and `attributes.color` for a width, or the one
  /// `make` computes, which is then cached. A NaN width is the same request as an infinite one (the
  /// line breaker reads both as "no limit").
  public func layout(
    of text: String, attributes: TextAttributes, width: CGFloat, make: () -> TextLayout
  ) -> TextLayout {
    layout(of: [attributes.run(text)], attributes: attributes, width: width, make: make)
  }

  /// The cached layout of `runs` for a width, or the one `make` computes, which is then cached. A NaN
  /// width is the same request as an infinite one.
  public func layout(
    of runs: [TextRun], attributes: TextAttributes, width: CGFloat, make: () -> TextLayout
  ) -> TextLayout {
    let key = Key(runs: runs, attributes: attributes, width: width.isNaN ? .infinity : width)
    if let cached = lock.withLock({ layouts[key] }) { return cached }
    let layout = make()
    lock.withLock {
      if layouts.count >= capacity { layouts.removeAll(keepingCapacity: true) }
      layouts[key] = layout
    }
    return layout
  }
}

extension TextMeasuring {
  /// No cache unless the measurer provides one.
  public var layoutCache: TextLayoutCache? { nil }

  /// `text` broken into lines for a width by ``TextLineBreaker``, through the measurer's
  /// ``layoutCache`` when it has one.
  public func textLayout(of text: String, attributes: TextAttributes, width: CGFloat) -> TextLayout {
    textLayout(of: [attributes.run(text)], attributes: attributes, width: width)
  }

  /// `runs` broken into lines for a width by ``TextLineBreaker``, through the measurer's
  /// ``layoutCache`` when it has one.
  public func textLayout(of runs: [TextRun], attributes: TextAttributes, width: CGFloat) -> TextLayout {
    guard let layoutCache else {
      return TextLineBreaker.layout(runs, attributes: attributes, width: width, measurer: self)
    }
    return layoutCache.layout(of: runs, attributes: attributes, width: width) {
      TextLineBreaker.layout(runs, attributes: attributes, width: width, measurer: self)
    }
  }
}
