import Foundation
import MorphXML

extension HTMLExporter {
  /// Morph's own page, the same bytes as `templates/default.html` (a test keeps them equal): a plain
  /// HTML5 page marked `<meta name="generator" content="Morph">`, whose title (`morph-title`), head
  /// (`morph-head`) and stage (`morph-stage`) the exporter fills, with a Replay button.
  public static let defaultTemplate = HTMLTemplate(
    data: Data(defaultTemplateText.utf8), location: "Morph's default template (templates/default.html)")

  /// The text of ``defaultTemplate``.
  static let defaultTemplateText = """
    <!DOCTYPE html>
    <html lang="en">
    <head id="morph-head">
    <meta charset="utf-8">
    <meta name="generator" content="Morph">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title id="morph-title"></title>
    <style>
      html { background: #f3f4f6; color: #1f2937; font: 14px/1.5 system-ui, sans-serif; }
      body { margin: 0; padding: 24px; }
      .morph-page { display: inline-flex; flex-direction: column; align-items: flex-start; gap: 12px; }
      #morph-stage { background: #ffffff; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.16); }
      .morph-controls button { font: inherit; padding: 2px 12px; border: 1px solid #9ca3af; border-radius: 4px;
        background: #ffffff; color: inherit; cursor: pointer; }
    </style>
    </head>
    <body>
    <div class="morph-page">
    <div id="morph-stage"></div>
    <div class="morph-controls"><button type="button" data-morph-replay>Replay</button></div>
    </div>
    </body>
    </html>

    """
}
