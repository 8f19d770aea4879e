import Foundation
import MorphXML

/// The preview's page templates, the same bytes as the files in `templates/` (a test keeps them equal;
/// `scripts/embed-templates` copies them).
enum PreviewTemplates {
  /// The player (`templates/preview.html`): the page reads the scene's slug from
  /// `<meta name="morph-scene">` in its head (`morph-head`) and fetches everything else.
  static let player = HTMLTemplate(
    data: Data(playerText.utf8), location: "Morph's preview template (templates/preview.html)")

  /// The index of a folder's scenes (`templates/preview-index.html`), filled at `morph-scenes`.
  static let index = HTMLTemplate(
    data: Data(indexText.utf8), location: "Morph's preview index template (templates/preview-index.html)")
}
