/// A non-negative number as decimal digits: the value is `0.d₁d₂…dₙ × 10^pointPosition`, read from the
/// shortest representation that round-trips the `Double`.
struct ShortestDecimal {
  /// The significant digits, as ASCII digits; no leading zeros, and empty for zero.
  var digits: [UInt8]
  /// How many digits stand before the decimal point (negative when zeros follow the point first).
  var pointPosition: Int

  init(_ magnitude: Double) {
    // `description` is the shortest round-tripping form: "123.45", "0.001", "1e-05", "1.5e+16".
    let text = magnitude.description
    var mantissa = Substring(text)
    var exponent = 0
    if let e = text.firstIndex(of: "e") {
      mantissa = text[..<e]
      exponent = Int(text[text.index(after: e)...]) ?? 0
    }
    var digits: [UInt8] = []
    var integerDigits = 0
    var seenPoint = false
    for byte in mantissa.utf8 {
      if byte == UInt8(ascii: ".") {
        seenPoint = true
      } else {
        digits.append(byte)
        if !seenPoint { integerDigits += 1 }
      }
    }
    var position = integerDigits + exponent
    let leadingZeros = digits.prefix { $0 == UInt8(ascii: "0") }.count
    digits.removeFirst(leadingZeros)
    position -= leadingZeros
    while digits.last == UInt8(ascii: "0") { digits.removeLast() }
    self.digits = digits
    self.pointPosition = digits.isEmpty ? 0 : position
  }

  /// Rounds half away from zero to `fractionDigits` decimals.
  mutating func round(toFractionDigits fractionDigits: Int) {
    let kept = pointPosition + fractionDigits
    guard kept < digits.count else { return }
    guard kept >= 0 else {
      // Every digit lies at least two places below the last kept decimal: less than half of it.
      digits = []
      pointPosition = 0
      return
    }
    let roundsUp = digits[kept] >= UInt8(ascii: "5")
    digits.removeSubrange(kept...)
    if roundsUp {
      var index = digits.count - 1
      while index >= 0 && digits[index] == UInt8(ascii: "9") {
        digits.removeLast()
        index -= 1
      }
      if index >= 0 {
        digits[index] += 1
      } else {
        digits = [UInt8(ascii: "1")]
        pointPosition += 1
      }
    }
    while digits.last == UInt8(ascii: "0") { digits.removeLast() }
    if digits.isEmpty { pointPosition = 0 }
  }

  /// The digits with the decimal point placed, without exponent, leading `+` or trailing zeros.
  func plainString() -> String {
    guard !digits.isEmpty else { return "0" }
    var bytes: [UInt8] = []
    if pointPosition <= 0 {
      bytes.append(UInt8(ascii: "0"))
      bytes.append(UInt8(ascii: "."))
      bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: -pointPosition))
      bytes.append(contentsOf: digits)
    } else if pointPosition >= digits.count {
      bytes.append(contentsOf: digits)
      bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: pointPosition - digits.count))
    } else {
      bytes.append(contentsOf: digits[..<pointPosition])
      bytes.append(UInt8(ascii: "."))
      bytes.append(contentsOf: digits[pointPosition...])
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
