import CLibXML2

/// NUL-terminated copies of strings, made once and kept until the pool is freed, so that timed code
/// hands libxml2 ready C strings and converts nothing.
final class CStringPool {
  private var strings: [UnsafeMutablePointer<xmlChar>] = []

  deinit {
    for string in strings { string.deallocate() }
  }

  /// A C string with the UTF-8 bytes of `text`, valid as long as the pool.
  func make(_ text: String) -> UnsafePointer<xmlChar> {
    let bytes = Array(text.utf8)
    let string = UnsafeMutablePointer<xmlChar>.allocate(capacity: bytes.count + 1)
    string.initialize(from: bytes, count: bytes.count)
    string[bytes.count] = 0
    strings.append(string)
    return UnsafePointer(string)
  }
}
