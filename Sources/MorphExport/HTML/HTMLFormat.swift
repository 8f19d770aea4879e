import Foundation
import MorphLayout
import MorphXML

/// Turns lengths, numbers, colors, durations and keyframe offsets into CSS text, always through
/// `NumberFormat` and at fixed precisions.
struct HTMLFormat {
  /// Decimal places of lengths, opacities and color components.
  let precision: Int

  /// A plain number at ``precision``.
  func number(_ value: Double) -> String {
    NumberFormat.format(value, precision: precision)
  }

  /// A length in CSS pixels: `12.5px`.
  func pixels(_ value: Double) -> String {
    number(value) + "px"
  }

  /// A time fraction, progress, scale factor, angle or control point, at ``ExportOptions/timePrecision``.
  func fine(_ value: Double) -> String {
    NumberFormat.format(value, precision: ExportOptions.timePrecision)
  }

  /// A duration or delay, rounded down to ``ExportOptions/timePrecision`` decimals: `0.4s`.
  ///
  /// Times are rounded down so that a jump is never written later than it happens: at its exact time the
  /// page already shows the value after it, as ``Timeline/sample(at:)`` does.
  func seconds(_ value: Double) -> String {
    NumberFormat.format(ExportOptions.roundedDownToTimePrecision(value), precision: ExportOptions.timePrecision) + "s"
  }

  /// A fraction (0…1) as a percentage, rounded down as ``seconds(_:)`` rounds: `28.5714%`.
  func percent(_ fraction: Double) -> String {
    NumberFormat.format(
      ExportOptions.roundedDownToTimePrecision(fraction) * 100, precision: ExportOptions.timePrecision - 2) + "%"
  }

  /// A color as CSS: `transparent` for no color, `rgb(r,g,b)` when opaque, `rgba(r,g,b,a)` otherwise, with
  /// red, green and blue on CSS's 0…255 scale (fractions kept to ``precision``) and every component clamped.
  func color(_ color: Color?) -> String {
    guard let color else { return "transparent" }
    let channels = [color.red, color.green, color.blue].map { number(Self.clamped($0) * 255) }
    let alpha = Self.clamped(color.alpha)
    guard alpha < 1 else { return "rgb(" + channels.joined(separator: ",") + ")" }
    return "rgba(" + (channels + [number(alpha)]).joined(separator: ",") + ")"
  }

  /// Text as a quoted CSS string. Backslashes and quotes are escaped, and so are `<` (so that no
  /// `</style` can appear) and line breaks, which CSS strings cannot hold.
  static func string(_ text: String) -> String {
    var result = "'"
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "'": result += "\\'"
      case "<": result += "\\3c "
      case "\n": result += "\\a "
      case "\r": result += "\\d "
      case "\u{0C}": result += "\\c "
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "'"
  }

  private static func clamped(_ component: Double) -> Double {
    min(max(component, 0), 1)
  }
}
