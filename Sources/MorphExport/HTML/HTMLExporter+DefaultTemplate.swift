import Foundation
import MorphXML

extension HTMLExporter {
  /// Morph's own page, `Sources/MorphExport/Templates/default.html` compiled into the library: a plain
  /// HTML5 page marked `<meta name="generator" content="Morph">`, whose title (`morph-title`), head
  /// (`morph-head`) and stage (`morph-stage`) the exporter fills, with a Replay button.
  public static let defaultTemplate = HTMLTemplate(
    data: Data(PackageResources.default_html), location: "Morph's default template (Templates/default.html)")
}
