import Foundation
import MorphPlanning
import Testing
import _MorphTestSupport

@testable import MorphScene

/// Every document in `BadScenes/` fails with exactly the message listed here, located at the offending
/// key or value. The documents are built too, so problems found after decoding are covered.
@Suite struct BadSceneTests {
  static let expected: [String: String] = [
    "font-size-too-large.yaml":
      "6:55: error: expected a font size of at most 10000 points for 'size', found number 100000",
    "alias-as-key.yaml":
      "10:47: error: more than 100000 YAML nodes once this alias of 'a3' is expanded (it repeats 11111); a scene document holds at most 100000 mappings, sequences and scalars, counting aliased ones at every use",
    "aliased-value.yaml":
      "6:12: error: expected a number for 'spacing', found string \"ten\"",
    "escape-sequence.yaml":
      "3:17: error: unknown kind 'stak\\e[31m'; expected one of: node, spacer, stack, inset, overlay, background, center, relative, ratio, absolute, corner, wrapper",
    "layout-too-deep.yaml":
      "259:19: error: the layout tree nests deeper than 256 specs and nodes here (inside node 'n255'); a scene's layout tree, through its nodes' own layouts, nests at most 256 levels",
    "scale-too-small.yaml":
      "2:8: error: expected 0 (no pixel snapping) or a scale of at least 0.01 for 'scale', found number 5e-324",
    "alpha-out-of-range.yaml":
      "4:19: error: expected a number from 0 to 1 for 'alpha', found number 2",
    "bad-color.yaml":
      "5:22: error: expected a color (#rgb, #rrggbb, #rrggbbaa or a name such as lightGray) for 'backgroundColor', found string \"#12345\"",
    "bad-dimension.yaml":
      "5:25: error: expected a number of points, a percentage such as \"50%\", or auto for 'flexBasis', found string \"half\"",
    "bad-content-mode.yaml":
      "6:18: error: invalid value 'aspectFit' for 'contentMode'; expected one of: scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight",
    "bad-enum.yaml": "5:14: error: invalid value 'diagonal' for 'direction'; expected one of: vertical, horizontal",
    "bad-font-weight.yaml":
      "4:63: error: invalid value 'heavyish' for 'weight'; expected one of: ultraLight, thin, light, regular, medium, semibold, bold, heavy, black",
    "bad-content-size-category.yaml":
      "2:22: error: invalid value 'accessibilityHuge' for 'contentSizeCategory'; expected one of: extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge; did you mean 'accessibilityLarge'?",
    "bad-text-style.yaml":
      "4:56: error: invalid value 'subhead' for 'textStyle'; expected one of: largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2",
    "bad-insets.yaml":
      "5:11: error: expected insets [top, left, bottom, right] for 'insets', found a sequence",
    "bad-ratio.yaml":
      "5:10: error: expected a positive number (height / width) or a fraction such as \"2/3\" for 'ratio', found number 0",
    "bad-run-kern.yaml": "7:27: error: expected a number for 'kern', found string \"wide\"",
    "bad-sequence-item.json":
      "7:27: error: expected a node name or a spec (a mapping with a 'kind') for an item of 'children', found number 42",
    "duplicate-key.yaml": "4:3: error: duplicate key 'title' in this mapping; each key may appear only once",
    "duplicate-node-name.yaml": "8:27: error: duplicate node name 'title'; it is already declared at 4:3",
    "empty-states.yaml":
      "3:9: error: 'states' is empty; expected at least one state, or no 'states' key",
    "empty.yaml": "1:1: error: the document is empty; expected a mapping that starts with 'morph: 1'",
    "fractional-version.yaml":
      "1:8: error: expected a whole number for 'morph', found number 1.5",
    "image-file-missing.yaml": "6:11: error: no image file \"images/missing.png\" relative to the document",
    "image-file-not-an-image.yaml":
      "6:11: error: expected a PNG, JPEG, GIF, WebP or SVG image file for 'file', found string \"image-file-not-an-image.yaml\"",
    "infinite-minimum.yaml": "2:25: error: expected a finite number for the height in 'min', found number .inf",
    "initial-without-states.yaml":
      "3:10: error: 'initial' names state 'open', but the document declares no 'states'",
    "intrinsic-size-and-layout.yaml":
      "12:30: error: node 'card' has both 'intrinsicSize' and 'layout' in state 'sized'; a node with a layout is sized by it",
    "invalid-node-name.yaml":
      "5:21: error: invalid node name \"sub title\"; a name starts with a letter or '_' and continues with letters, digits, '_' or '-'",
    "json-syntax-error.json":
      "4:31: error: invalid YAML: did not find expected ',' or '}' (while parsing a flow mapping at 4:13)",
    "key-not-a-name.yaml":
      "4:3: error: expected a key name, found a sequence",
    "key-of-another-type.yaml":
      "6:5: error: unknown key 'title' in node 'caption' ('title' is a key of button nodes, not of text nodes); expected one of: type, style, backgroundColor, alpha, cornerRadius, border, clipsToBounds, contentMode, text, runs, font, color, alignment, maximumNumberOfLines, lineSpacing, truncationToken, truncationMode, lineBreakMode, minimumLineHeight, maximumLineHeight, paragraphSpacing, textContainerInset",
    "max-below-min.yaml": "2:37: error: the maximum width 320 is below the minimum width 375",
    "missing-child.yaml": "6:7: error: missing 'child' in inset spec; expected a node name or a spec",
    "missing-kind.yaml":
      "4:3: error: missing 'kind' in the spec; expected one of: node, spacer, stack, inset, overlay, background, center, relative, ratio, absolute, corner, wrapper",
    "missing-morph.yaml": "1:1: error: missing 'morph' at the top level; expected the format version, 'morph: 1'",
    "negative-line-count.yaml":
      "4:59: error: expected a whole number that is not negative (0 for no limit) for 'maximumNumberOfLines', found number -1",
    "negative-size.yaml": "5:21: error: expected a length that is not negative for 'width', found number -44",
    "nesting-too-deep.yaml":
      "3:70: error: mappings and sequences nest deeper than 64 levels here; a scene document nests at most 64",
    "no-size.yaml":
      "1:1: error: missing 'size' or 'sizeRange' at the top level; expected 'size: [w, h]' or 'sizeRange: {min: [w, h], max: [w, h]}'",
    "node-contains-itself.yaml": "7:39: error: node 'card' contains itself: card → content → card",
    "node-used-twice.yaml":
      "13:44: error: node 'title' appears twice in the layout of state 'two' (first at 12:11); an element may appear only once in a layout tree",
    "not-a-boolean.yaml":
      "4:26: error: expected true or false for 'clipsToBounds', found string \"maybe\"",
    "not-a-mapping.yaml": "1:1: error: expected a mapping for the document, found a sequence",
    "not-utf8.yaml":
      "3:10: error: the file is not UTF-8 text: the byte 0xE9 here is not valid UTF-8",
    "run-without-text.yaml":
      "9:9: error: missing 'text' in run 2 of node 'body'; expected the run's characters",
    "runs-not-a-list.yaml": "6:11: error: expected a sequence for 'runs', found a mapping",
    "scale-too-large.yaml":
      "2:8: error: expected a scale of at most 100 for 'scale', found number 1000000000",
    "size-and-size-range.yaml": "3:1: error: both 'size' and 'sizeRange' are given; expected exactly one of them",
    "size-of-three.yaml":
      "2:7: error: expected a size [width, height] for 'size', found a sequence",
    "syntax-error.yaml":
      "6:1: error: invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence at 5:13)",
    "tab-indentation.yaml":
      "4:1: error: invalid YAML: found character that cannot start any token (while scanning for the next token at 4:1)",
    "text-and-runs.yaml":
      "7:5: error: node 'body' gives both 'text' and 'runs'; expected one of them: 'text' for text in one style, 'runs' for text in several",
    "type-change-in-state.yaml":
      "9:16: error: unknown key 'type' in node 'title' in state 'big' (a node's type cannot change between states); expected one of: style, backgroundColor, alpha, cornerRadius, border, clipsToBounds, contentMode, text, runs, font, color, alignment, maximumNumberOfLines, lineSpacing, truncationToken, truncationMode, lineBreakMode, minimumLineHeight, maximumLineHeight, paragraphSpacing, textContainerInset",
    "unknown-corner-location.yaml":
      "7:13: error: invalid value 'middle' for 'location'; expected one of: topLeft, topRight, bottomLeft, bottomRight",
    "unknown-initial-state.yaml":
      "3:10: error: unknown initial state 'hafl'; expected one of: empty, half; did you mean 'half'?",
    "unknown-json-key.json":
      "4:3: error: unknown key 'layuot' at the top level; expected one of: morph, name, scale, contentSizeCategory, size, sizeRange, root, nodes, layout, states, initial, transitions, storyboard; did you mean 'layout'?",
    "unknown-kind.yaml":
      "4:9: error: unknown kind 'stak'; expected one of: node, spacer, stack, inset, overlay, background, center, relative, ratio, absolute, corner, wrapper; did you mean 'stack'?",
    "unknown-node-in-state.yaml":
      "11:7: error: state 'age' changes unknown node 'ageFeild'; expected one of the declared nodes: nameField, ageField; did you mean 'ageField'?",
    "unknown-node-key.yaml":
      "7:5: error: unknown key 'colour' in node 'title'; expected one of: type, style, backgroundColor, alpha, cornerRadius, border, clipsToBounds, contentMode, text, runs, font, color, alignment, maximumNumberOfLines, lineSpacing, truncationToken, truncationMode, lineBreakMode, minimumLineHeight, maximumLineHeight, paragraphSpacing, textContainerInset; did you mean 'color'?",
    "unknown-node-type.yaml":
      "4:18: error: invalid value 'label' for 'type'; expected one of: display, text, image, button, editableText",
    "unknown-run-key.yaml":
      "8:26: error: unknown key 'colour' in run 2 of node 'body'; expected one of: text, font, color, kern, underline, background; did you mean 'color'?",
    "unknown-spec-key.yaml":
      "6:3: error: unknown key 'spacing' in inset spec; expected one of: kind, style, insets, child",
    "unknown-top-level-key.yaml":
      "3:1: error: unknown key 'node' at the top level; expected one of: morph, name, scale, contentSizeCategory, size, sizeRange, root, nodes, layout, states, initial, transitions, storyboard; did you mean 'nodes'?",
    "unsupported-version.yaml": "1:8: error: unsupported format version 2; this morph reads version 1",
    "wrong-type.yaml": "6:12: error: expected a number for 'spacing', found string \"ten\"",
    "zero-font-size.yaml":
      "4:51: error: expected a positive number for 'size', found number 0",
  ]

  /// Reads, decodes and builds a bad document the way `morph layout` does.
  static func error(building name: String) -> LocatedError? {
    do {
      _ = try SceneBuilder(textMeasurer: AhemTextMeasurer()).build(
        contentsOfFile: TestFiles.badScenes.appendingPathComponent(name).path)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: expected.keys.sorted())
  func failsWithALocatedMessage(name: String) {
    let description = Self.error(building: name)?.description
    let directory = TestFiles.badScenes.path + "/"
    #expect(
      description.map { $0.replacingOccurrences(of: directory, with: "BadScenes/") }
        == "BadScenes/\(name):\(Self.expected[name]!)")
  }

  @Test func everyBadSceneHasAnExpectedMessage() {
    let files = TestFiles.names(in: TestFiles.badScenes)
    #expect(files.count >= 50)
    #expect(files == Self.expected.keys.sorted())
  }

  @Test func aFileThatCannotBeReadIsNamed() {
    #expect {
      try SceneDecoder.decode(contentsOfFile: "/nonexistent/scene.yaml")
    } throws: { error in
      (error as? LocatedError)?.description == "/nonexistent/scene.yaml: error: no such file"
    }
  }

  @Test func theDecoderReadsFilesByPath() throws {
    let path = TestFiles.badScenes.appendingPathComponent("wrong-type.yaml").path
    #expect {
      try SceneDecoder.decode(contentsOfFile: path)
    } throws: { error in
      (error as? LocatedError)?.description
        == "\(path):6:12: error: expected a number for 'spacing', found string \"ten\""
    }
  }
}
