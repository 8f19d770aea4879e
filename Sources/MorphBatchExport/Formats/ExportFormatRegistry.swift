import Foundation

/// The formats an export can write, in the order they are offered, each under a unique name.
///
/// ``standard`` holds Morph's: the animation as SVG with SMIL, its still storyboard, the HTML page,
/// Lottie, GIF, APNG, MP4 and WebM. Register another with ``register(_:)`` (see ``ExportFormat``).
public struct ExportFormatRegistry: Sendable {
  /// The formats, in the order they are offered.
  public private(set) var formats: [any ExportFormat]

  /// A registry of `formats`.
  /// - Precondition: no two formats share a name.
  public init(_ formats: [any ExportFormat]) {
    self.formats = []
    for format in formats {
      do {
        try register(format)
      } catch {
        preconditionFailure(error.description)
      }
    }
  }

  /// Morph's formats.
  public static let standard = ExportFormatRegistry([
    SVGExportFormat(), StoryboardExportFormat(), HTMLExportFormat(), LottieExportFormat(),
    VideoExportFormat(.gif), VideoExportFormat(.apng), VideoExportFormat(.mp4), VideoExportFormat(.webm),
  ])

  /// The formats written unless others are asked for: the SVG animation, its storyboard and the HTML
  /// page.
  public static let documentNames = ["svg", "frames", "html"]

  /// Adds a format, offered after the others.
  /// - Throws: ``ExportFormatRegistryError`` when a format of the registry has its name or its
  ///   file-name extension.
  public mutating func register(_ format: any ExportFormat) throws(ExportFormatRegistryError) {
    if formats.contains(where: { $0.name == format.name }) { throw .duplicateName(format.name) }
    if formats.contains(where: { $0.pathExtension == format.pathExtension }) {
      throw .duplicatePathExtension(format.pathExtension)
    }
    formats.append(format)
  }

  /// The format with a name; nil if none has it.
  public func format(named name: String) -> (any ExportFormat)? {
    formats.first { $0.name == name }
  }

  /// The formats with these names, in the order given; the names no format has are ignored.
  public func formats(named names: [String]) -> [any ExportFormat] {
    names.compactMap(format(named:))
  }
}

/// Why a format cannot join a registry.
public enum ExportFormatRegistryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A format of the registry already has this name.
  case duplicateName(String)
  /// A format of the registry already writes files with this extension.
  case duplicatePathExtension(String)

  public var description: String {
    switch self {
    case .duplicateName(let name): "a format named '\(name)' is already registered"
    case .duplicatePathExtension(let pathExtension): "a format already writes '.\(pathExtension)' files"
    }
  }
}
