import Foundation
import MorphLayout
import MorphXML

/// Turns numbers, points, colors and times into attribute text, always through
/// `NumberFormat.format` and at fixed precisions.
struct SVGFormat {
  /// Decimal places of values.
  let precision: Int

  /// A value.
  func number(_ value: Double) -> String {
    NumberFormat.format(value, precision: precision)
  }

  /// Values separated by spaces (a point, a scale, a list of coordinates).
  func numbers(_ values: [Double]) -> String {
    values.map(number).joined(separator: " ")
  }

  /// A time, key time or control point, at ``ExportOptions/timePrecision``.
  func fine(_ value: Double) -> String {
    NumberFormat.format(value, precision: ExportOptions.timePrecision)
  }

  /// A key time (a fraction of the run, 0…1), rounded down to ``ExportOptions/timePrecision``
  /// decimals, so that a jump is never late: Chromium reads key times as 32-bit floats, and a jump
  /// rounded up would still show the old value at its own time.
  func keyTime(_ fraction: Double) -> String {
    fine(min(max(ExportOptions.roundedDownToTimePrecision(fraction), 0), 1))
  }

  /// A duration in seconds, with its unit.
  func seconds(_ value: Double) -> String {
    fine(value) + "s"
  }

  /// `#rrggbb` for red, green and blue components (0…1, clamped), each rounded to 8 bits.
  func color(_ components: [Double]) -> String {
    let hexDigits = Array("0123456789abcdef")
    var text = "#"
    for component in components.prefix(3) {
      let byte = Int((min(max(component, 0), 1) * 255).rounded())
      text.append(hexDigits[byte / 16])
      text.append(hexDigits[byte % 16])
    }
    return text
  }
}
