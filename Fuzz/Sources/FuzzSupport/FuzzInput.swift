import Foundation

/// A fuzzer's bytes read front to back as the values a harness builds from. Past the last byte every
/// read returns its first choice, so every input, even an empty one, describes something complete, and
/// a small change of the input changes a small part of what is built.
public struct FuzzInput {
  private let bytes: [UInt8]
  private var position = 0

  /// Reads `bytes`.
  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The next byte; 0 past the end.
  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// Whether the next byte is odd.
  public mutating func bool() -> Bool { byte() & 1 == 1 }

  /// A whole number in a range (of at most 65,536 values), from one or two bytes.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    let count = range.count
    guard count > 1 else { return range.lowerBound }
    let raw = count <= 256 ? Int(byte()) : Int(byte()) << 8 | Int(byte())
    return range.lowerBound + raw % count
  }

  /// One of some choices.
  public mutating func choice<Element>(_ choices: [Element]) -> Element {
    choices[int(in: 0...(choices.count - 1))]
  }

  /// One of the cases of an enumeration.
  public mutating func choice<Case: CaseIterable>(of type: Case.Type) -> Case {
    choice(Array(type.allCases))
  }

  /// A finite number in a range, in 1/65,535 steps.
  public mutating func number(in range: ClosedRange<Double>) -> Double {
    let fraction = Double(int(in: 0...65_535)) / 65_535
    return range.lowerBound + (range.upperBound - range.lowerBound) * fraction
  }

  /// A length as a careless caller might give it: mostly ordinary points, otherwise an edge case —
  /// zero, negative zero, a fraction of a pixel, a negative length, a length at or beyond Texture's
  /// 10,000,000 limit, the largest finite number, infinity or NaN.
  public mutating func length() -> CGFloat {
    switch byte() % 16 {
    case 0: 0
    case 1: -0.0
    case 2: 0.25
    case 3: -CGFloat(number(in: 0...1000))
    case 4: 10_000_000
    case 5: 1e12
    case 6: .greatestFiniteMagnitude
    case 7: .infinity
    case 8: -.infinity
    case 9: .nan
    default: CGFloat(number(in: 0...1000))
    }
  }

  /// Text of up to `maximumLength` characters drawn from letters, digits, spaces and line breaks, the
  /// characters markup must escape, control characters XML forbids, noncharacters, and characters
  /// made of several scalars.
  public mutating func text(maximumLength: Int) -> String {
    let length = int(in: 0...maximumLength)
    var text = ""
    for _ in 0..<length { text += choice(Self.pieces) }
    return text
  }

  private static let pieces: [String] = [
    "a", "B", "z", "0", "9", " ", " ", "\t", "\n", "\r", "\r\n", "<", ">", "&", "\"", "'", "]]>", "--", "<!--",
    "&amp;", "<script>", "</style>", "\u{0}", "\u{1}", "\u{8}", "\u{B}", "\u{C}", "\u{1B}", "\u{1F}", "\u{7F}",
    "\u{85}", "\u{A0}", "\u{2028}", "\u{FEFF}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "é", "e\u{301}", "ß",
    "中", "🦜", "👩🏽‍💻", "🇫🇷", "\u{10FFFF}", "{", "}", "\\", "/", "*/", "@", ";", ":", "#", "%", "$",
  ]
}
