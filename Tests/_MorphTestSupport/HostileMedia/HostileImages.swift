import Foundation

/// Small image files that stand for huge ones, built byte by byte.
enum HostileImages {
  /// A PNG header declaring `width` × `height` pixels of 1 bit, with no pixel data: 57 bytes.
  static func png(width: UInt32, height: UInt32) -> Data {
    var header = Data()
    header.append(contentsOf: bigEndian(width) + bigEndian(height) + [1, 0, 0, 0, 0])
    return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + chunk("IHDR", header) + chunk("IDAT", Data())
      + chunk("IEND", Data())
  }

  /// A GIF of `frames` frames of one pixel: about 16 bytes a frame.
  static func gif(frames: Int) -> Data {
    var data = Data("GIF89a".utf8)
    // A 1 × 1 screen with a global colour table of two colours: black and white.
    data.append(contentsOf: [1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF])
    // Each frame: an image descriptor, LZW minimum code size 2, then clear, pixel 0, end of
    // information in 3-bit codes (0x44 0x01), and the block terminator.
    let frame: [UInt8] = [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0]
    for _ in 0..<frames { data.append(contentsOf: frame) }
    data.append(0x3B)
    return data
  }

  /// An SVG whose groups each `<use>` the level below ten times, `depth` levels deep: 10^depth
  /// rectangles in a few hundred bytes.
  static func nestedUses(depth: Int) -> Data {
    var levels = [#"<g id="l0"><rect width="1" height="1"/></g>"#]
    for level in 1...depth {
      levels.append(
        #"<g id="l\#(level)">"# + String(repeating: ##"<use href="#l\##(level - 1)"/>"##, count: 10) + "</g>")
    }
    return Data((#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">"# + levels.joined() + "</svg>").utf8)
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  /// A PNG chunk: length, type, data and the CRC-32 of type and data.
  private static func chunk(_ type: String, _ body: Data) -> Data {
    let typed = Data(type.utf8) + body
    return Data(bigEndian(UInt32(body.count))) + typed + Data(bigEndian(crc32(typed)))
  }

  private static func crc32(_ bytes: Data) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
