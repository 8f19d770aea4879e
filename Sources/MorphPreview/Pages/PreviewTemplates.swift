import Foundation
import MorphXML

/// The preview's page templates and the player's script and style sheet: the files in
/// `Sources/MorphPreview/Templates/`, compiled into the library.
enum PreviewTemplates {
  /// The player (`Templates/preview.html`): the page reads the scene's slug from
  /// `<meta name="morph-scene">` in its head (`morph-head`), loads ``playerScript`` and
  /// ``playerStyleSheet``, and fetches everything else.
  static let player = HTMLTemplate(
    data: Data(PackageResources.preview_html), location: "Morph's preview template (Templates/preview.html)")

  /// The index of a folder's scenes (`Templates/preview-index.html`), filled at `morph-scenes`.
  static let index = HTMLTemplate(
    data: Data(PackageResources.preview_index_html),
    location: "Morph's preview index template (Templates/preview-index.html)")

  /// The player's script (`Templates/preview.js`), served at `/preview.js`.
  static let playerScript = Data(PackageResources.preview_js)

  /// The player's style sheet (`Templates/preview.css`), served at `/preview.css`.
  static let playerStyleSheet = Data(PackageResources.preview_css)
}
