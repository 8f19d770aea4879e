import Foundation
import MorphLayout

/// An arithmetic font for layout tests, like the Ahem test font: every character (grapheme cluster)
/// advances exactly `font.size` points, the ascent is 0.8 × size, the descent 0.2 × size and there is
/// no line gap. It counts how often it is asked and how many characters it measured, so caching and the
/// cost of line breaking can be tested; the counts are safe to read and update from several threads.
public final class AhemTextMeasurer: TextMeasuring, @unchecked Sendable {
  private let lock = NSLock()
  private var widthCalls = 0
  private var measuredCharacters = 0
  private var metricsCalls = 0

  /// The cache of text layouts; nil unless the measurer was made with `cachesLayouts`.
  public let layoutCache: TextLayoutCache?

  /// A measurer; with `cachesLayouts` its text layouts are cached.
  public init(cachesLayouts: Bool = false) {
    layoutCache = cachesLayouts ? TextLayoutCache() : nil
  }

  /// How many times ``width(of:font:)`` has been called.
  public var widthMeasurementCount: Int { lock.withLock { widthCalls } }

  /// How many characters (grapheme clusters) ``width(of:font:)`` has been asked to measure, in all.
  public var measuredCharacterCount: Int { lock.withLock { measuredCharacters } }

  /// How many times ``metrics(for:)`` has been called.
  public var metricsMeasurementCount: Int { lock.withLock { metricsCalls } }

  /// Sets the counts back to zero.
  public func resetCounts() {
    lock.withLock {
      widthCalls = 0
      measuredCharacters = 0
      metricsCalls = 0
    }
  }

  public func metrics(for font: Font) -> FontMetrics {
    lock.withLock { metricsCalls += 1 }
    return FontMetrics(ascent: 0.8 * font.size, descent: 0.2 * font.size, lineGap: 0)
  }

  public func width(of text: Substring, font: Font) -> CGFloat {
    let count = text.count
    lock.withLock {
      widthCalls += 1
      measuredCharacters += count
    }
    return CGFloat(count) * font.size
  }
}
