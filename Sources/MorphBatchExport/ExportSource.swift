import Foundation
import MorphCatalog

/// What a batch exports: a scene document, or a Swift preview of a node class.
public enum ExportSource: Sendable {
  /// The scene document at a path.
  case document(String)
  /// A preview declared in Swift; its files are named after the preview, as a document's are named
  /// after the document.
  case preview(NodePreview)

  /// How errors and clash messages name the source: the document's path, or the preview's name.
  public var name: String {
    switch self {
    case .document(let path): path
    case .preview(let preview): preview.name
    }
  }
}
