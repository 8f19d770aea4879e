import Foundation
import MorphCatalog

/// What a batch exports: a scene document, or a Swift preview of a node class.
public enum ExportSource: Sendable {
  /// The scene document at a path.
  case document(String)
  /// A preview declared in Swift; its files are named after the preview, as a document's are named
  /// after the document.
  case preview(NodePreview)
}
