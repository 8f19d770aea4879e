/// A valid scene document that writes every numeric field the scene format has — the root's and the
/// nodes' sizes, styles, alphas, corner radii, borders, fonts and insets, the specs' spacings, ratios
/// and offsets, script frames, alphas, transforms, durations, delays, Bézier and spring curves,
/// keyframes, presets' durations, delays, staggers and effects, size transitions and storyboard
/// pauses — each as a named placeholder, so that each field can be given each boundary value while
/// every other field keeps its ordinary one.
public enum NumericFieldTemplate {
  /// A field: its placeholder's name and its ordinary value.
  public struct Field: Sendable {
    public var name: String
    public var ordinary: String
  }

  /// The template's fields, in the order they appear.
  public static let fields: [Field] = {
    var fields: [Field] = []
    var seen: Set<String> = []
    var rest = Substring(text)
    while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
      let body = rest[open.upperBound..<close.lowerBound]
      let parts = body.split(separator: ":", maxSplits: 1)
      if seen.insert(String(parts[0])).inserted {
        fields.append(Field(name: String(parts[0]), ordinary: String(parts[1])))
      }
      rest = rest[close.upperBound...]
    }
    return fields
  }()

  /// The document with `field` written as `literal` and every other field as its ordinary value.
  public static func document(setting field: String? = nil, to literal: String = "") -> String {
    var result = ""
    var rest = Substring(text)
    while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
      result += rest[..<open.lowerBound]
      let parts = rest[open.upperBound..<close.lowerBound].split(separator: ":", maxSplits: 1)
      result += parts[0] == field ?? "" ? literal : String(parts[1])
      rest = rest[close.upperBound...]
    }
    return result + rest
  }

  /// Whether a field's value is written inside a frame expression's text, whose grammar differs.
  public static func isInExpression(_ field: String) -> Bool {
    ["offsetDX", "offsetDY", "offsetDW", "offsetDH", "widthFactor", "heightDivisor"].contains(field)
  }

  /// The template: `{{NAME:ORDINARY}}` marks a field.
  static let text = """
    morph: 1
    name: Every number
    scale: {{scale:2}}
    sizeRange: { min: [{{minWidth:320}}, {{minHeight:0}}], max: [{{maxWidth:375}}, {{maxHeight:inf}}] }
    root:
      alpha: {{rootAlpha:1}}
      cornerRadius: {{rootCornerRadius:4}}
      border: { width: {{rootBorderWidth:1}}, color: "#000" }
      style: { minHeight: {{rootMinHeight:10}} }
    nodes:
      box:
        intrinsicSize: [{{intrinsicWidth:40}}, {{intrinsicHeight:30}}]
        alpha: {{nodeAlpha:0.5}}
        cornerRadius: {{nodeCornerRadius:8}}
        border: { width: {{nodeBorderWidth:2}} }
        style: { flexGrow: {{flexGrow:1}}, flexShrink: {{flexShrink:1}}, spacingBefore: {{spacingBefore:2}}, spacingAfter: {{spacingAfter:2}}, flexBasis: {{flexBasis:10}}, maxWidth: {{maxWidth:300}}, minWidth: {{minWidth:0}}, maxHeight: {{maxHeight:500}} }
      label:
        type: text
        text: Hello
        font: { size: {{fontSize:17}}, weight: {{fontWeight:400}} }
        lineSpacing: {{lineSpacing:2}}
        minimumLineHeight: {{minimumLineHeight:0}}
        maximumLineHeight: {{maximumLineHeight:40}}
        paragraphSpacing: {{paragraphSpacing:0}}
        maximumNumberOfLines: {{maximumNumberOfLines:2}}
        textContainerInset: [{{textInsetTop:1}}, 2, 3, 4]
        style: { ascender: {{ascender:0}}, descender: {{descender:0}}, width: {{styleWidth:100}}, height: auto }
      rich:
        type: text
        runs:
          - { text: "Big ", font: { size: {{runFontSize:20}} }, kern: {{kern:1}} }
          - { text: small }
      button:
        type: button
        title: Go
        contentEdgeInsets: [{{buttonInsetTop:10}}, 16, 10, 16]
        style: { preferredSize: [{{preferredWidth:80}}, {{preferredHeight:44}}] }
      pinned:
        intrinsicSize: [10, 10]
        style: { layoutPosition: [{{layoutX:5}}, {{layoutY:5}}] }
      badge:
        intrinsicSize: [8, 8]
    states:
      one:
        layout:
          kind: inset
          insets: {{insets:10}}
          child:
            kind: stack
            direction: vertical
            spacing: {{stackSpacing:4}}
            lineSpacing: {{stackLineSpacing:0}}
            flexWrap: wrap
            children:
              - { kind: ratio, ratio: {{ratio:0.5}}, child: box }
              - label
              - { kind: corner, location: topRight, offset: [{{cornerOffsetX:1}}, {{cornerOffsetY:1}}], child: button, corner: badge }
      two:
        layout:
          kind: stack
          direction: horizontal
          spacing: 8
          children:
            - box
            - rich
            - { kind: inset, insets: [{{insetTop:0}}, 1, 2, 3], child: { kind: absolute, children: [pinned] } }
    transitions:
      scripted:
        from: one
        to: two
        animation:
          - set:
              box: { frame: [{{setX:0}}, {{setY:0}}, {{setWidth:10}}, {{setHeight:10}}], alpha: {{setAlpha:0}}, cornerRadius: {{setCornerRadius:2}}, border: { width: {{setBorderWidth:1}} }, transform: { translation: [{{translateX:1}}, {{translateY:1}}], scale: {{transformScale:1.5}}, rotation: {{rotation:45}} } }
          - animate:
              duration: {{animateDuration:0.4}}
              delay: {{animateDelay:0.1}}
              curve: [{{bezierX1:0.4}}, {{bezierY1:0}}, {{bezierX2:0.2}}, {{bezierY2:1}}]
              changes:
                box: { frame: "final(box) + ({{offsetDX:3}}, {{offsetDY:4}}, {{offsetDW:0}}, {{offsetDH:0}})", alpha: 1, transform: { scale: [{{scaleX:1}}, {{scaleY:2}}] } }
          - animate:
              duration: {{springDuration:0.5}}
              curve: { damping: {{damping:0.7}}, velocity: {{velocity:0}} }
              changes:
                rich: { frame: "final(rich) - (width * {{widthFactor:0.5}}, height / {{heightDivisor:2}})" }
          - keyframes:
              duration: {{keyframesDuration:1}}
              delay: {{keyframesDelay:0}}
              keyframes:
                - { relativeStart: {{relativeStart:0}}, relativeDuration: {{relativeDuration:0.5}}, changes: { box: { alpha: 0.5 } } }
                - { relativeStart: 0.5, relativeDuration: 0.5, changes: { box: { alpha: {{keyframeAlpha:1}} } } }
              completion:
                - complete: true
      preset:
        from: two
        to: one
        animation: { effect: [{ scale: {{effectScale:0.5}} }, { offset: [{{effectOffsetX:10}}, {{effectOffsetY:0}}] }], duration: {{presetDuration:0.3}}, delay: {{presetDelay:0}}, stagger: {{stagger:0.05}}, curve: { damping: {{presetDamping:1}}, velocity: {{presetVelocity:0}} } }
      textureDefault:
        from: one
        to: two
        animation: { preset: texture, duration: {{textureDuration:0.2}}, delay: {{textureDelay:0}} }
      rotate:
        size: [{{rotateWidth:667}}, {{rotateHeight:375}}]
        animation: { effect: { move: top }, duration: {{rotateDuration:0.25}} }
    storyboard:
      - scripted
      - { transition: preset, pause: {{pause:0.5}} }
      - { pause: {{pauseAlone:1}} }
      - textureDefault
      - rotate
    """
}
