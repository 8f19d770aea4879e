import CLibXML2
import Foundation

/// The bytes of an HTML page template, and where they came from.
///
/// A template is an ordinary HTML file, in UTF-8, with an element whose `id` marks where generated content
/// goes. Each ``HTMLDocument`` made from it is a fresh parse, so one template can serve any number of
/// documents, in parallel tasks too.
///
/// libxml2's HTML parser (2.9 follows HTML 4) lowercases element and attribute names, so inline SVG belongs
/// in the generated content, appended through ``HTMLDocument``, which keeps the case of names
/// (`viewBox`, `attributeName`), rather than in the template.
public struct HTMLTemplate: Hashable, Sendable {
  /// The parser options: no network access, no error output, no implied `<html>`/`<body>` and no default
  /// DOCTYPE added, and recovery, without which libxml2 ends a `<script>` at the first `</`.
  static let parseOptions = Int32(
    HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
      | HTML_PARSE_NOIMPLIED.rawValue | HTML_PARSE_NODEFDTD.rawValue | HTML_PARSE_RECOVER.rawValue)

  /// The template's path or URL, as error messages name it; it is also the parsed document's base URL.
  public let location: String
  /// The template's bytes, in UTF-8.
  public let data: Data

  /// A template from bytes in memory.
  ///
  /// - Parameters:
  ///   - data: The HTML, in UTF-8.
  ///   - location: The path or URL that error messages name for this template.
  public init(data: Data, location: String) {
    self.data = data
    self.location = location
  }

  /// The most bytes a template file may have: 16 MiB.
  public static let maximumFileSize = 16 << 20

  /// A template read from a file.
  ///
  /// - Parameter url: The file's URL; its path names the template in error messages.
  /// - Throws: ``XMLError/templateUnreadable(path:reason:)`` when the file cannot be read: it does not
  ///   exist, is a folder or a device rather than a regular file, is over ``maximumFileSize`` or may
  ///   not be read.
  public init(contentsOf url: URL) throws(XMLError) {
    let path = url.isFileURL ? url.path : url.absoluteString
    if url.isFileURL {
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
        throw .templateUnreadable(path: path, reason: "there is no such file")
      }
      switch attributes[.type] as? FileAttributeType {
      case .typeRegular?: break
      case .typeDirectory?: throw .templateUnreadable(path: path, reason: "it is a folder, not an HTML file")
      default: throw .templateUnreadable(path: path, reason: "it is not a regular file (a device, pipe or socket)")
      }
      if let size = attributes[.size] as? Int, size > Self.maximumFileSize {
        throw .templateUnreadable(
          path: path, reason: "it is \(size) bytes; a template is at most \(Self.maximumFileSize) bytes (16 MiB)")
      }
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .templateUnreadable(path: path, reason: "it may not be read (\(error.localizedDescription))")
    }
    self.init(data: data, location: path)
  }
}
