import Foundation

/// A Lottie animation (the Bodymovin JSON format that lottie-ios, lottie-android, lottie-web and
/// rlottie play), as far as Morph writes it. Keys are Lottie's own short names; times are in frames.
struct LottieAnimation {
  /// The format version the file follows.
  var v = "5.7.0"
  /// Frames per second.
  var fr: Double
  /// The first frame.
  var ip: Double = 0
  /// The frame after the last one shown.
  var op: Double
  /// The composition's width and height, in pixels.
  var w: Int
  var h: Int
  /// The composition's name.
  var nm: String
  /// No 3D layers.
  var ddd = 0
  /// Precompositions and images.
  var assets: [LottieAsset]
  /// The main composition's layers, front to back.
  var layers: [LottieLayer]
  /// The fonts text layers name; nil when there is no text.
  var fonts: LottieFontList?
  /// Named moments.
  var markers: [LottieMarker]
  /// The generator: Morph, by which Morph recognises the files it wrote.
  var meta = Generator()

  struct Generator {
    var g = ExportFileWriter.generatorMark
  }

  /// The animation's JSON, its keys in alphabetical order (as Morph recognises its own files by).
  var json: LottieJSON {
    var members: [(String, LottieJSON)] = [
      ("assets", .array(assets.map(\.json))), ("ddd", .number(Double(ddd))),
    ]
    if let fonts { members.append(("fonts", .object([("list", .array(fonts.list.map(\.json)))]))) }
    members += [
      ("fr", .number(fr)), ("h", .number(Double(h))), ("ip", .number(ip)), ("layers", .array(layers.map(\.json))),
      ("markers", .array(markers.map(\.json))), ("meta", .object([("g", .literal(meta.g))])), ("nm", .string(nm)),
      ("op", .number(op)), ("v", .literal(v)), ("w", .number(Double(w))),
    ]
    return .object(members)
  }
}

/// A precomposition (its layers) or an image (its size and bytes) that layers refer to by ``id``.
struct LottieAsset {
  var id: String
  /// A precomposition's layers, front to back.
  var layers: [LottieLayer]?
  /// An image's size in pixels.
  var w: Double?
  var h: Double?
  /// An image's folder (empty) and file name or data URI.
  var u: String?
  var p: String?
  /// 1 when ``p`` is a data URI embedding the image.
  var e: Int?

  var json: LottieJSON {
    var members: [(String, LottieJSON)] = [("id", .literal(id))]
    if let layers { members.append(("layers", .array(layers.map(\.json)))) }
    if let w, let h, let u, let p, let e {
      members += [
        ("w", .number(w)), ("h", .number(h)), ("u", .literal(u)), ("p", .string(p)), ("e", .number(Double(e))),
      ]
    }
    return .object(members)
  }
}

/// One layer: a shape layer, a text layer, an image, a precomposition or a null that others are
/// parented to.
struct LottieLayer {
  /// What a layer is (Lottie's `ty`).
  enum Kind: Int {
    case precomposition = 0
    case image = 2
    case null = 3
    case shape = 4
    case text = 5
  }

  var ddd = 0
  /// The layer's index, which ``parent`` refers to; unique within its composition.
  var ind: Int
  var ty: Kind
  /// The layer's name: the element's id, followed by what part of the element the layer draws.
  var nm: String
  /// The ``ind`` of the layer whose transform this one's follows.
  var parent: Int?
  /// The asset a precomposition or image layer shows.
  var refId: String?
  /// A precomposition layer's size, which clips what it shows.
  var w: Double?
  var h: Double?
  /// Time stretch: 1.
  var sr = 1
  /// The layer's transform and opacity.
  var ks: LottieTransform
  var ao = 0
  /// The frames the layer is shown in: from `ip` up to, not including, `op`.
  var ip: Double
  var op: Double
  /// The layer's time offset: 0, so that a precomposition's frames are the animation's.
  var st = 0
  /// Normal blending.
  var bm = 0
  /// A shape layer's shapes, front to back.
  var shapes: [LottieShape]?
  /// A text layer's text.
  var t: LottieText?
  /// Whether ``masksProperties`` clip the layer.
  var hasMask: Bool?
  var masksProperties: [LottieMask]?

  /// The layer's JSON, its type first.
  var json: LottieJSON {
    var members: [(String, LottieJSON)] = [
      ("ty", .number(Double(ty.rawValue))), ("ddd", .number(Double(ddd))), ("ind", .number(Double(ind))),
      ("nm", .string(nm)),
    ]
    if let parent { members.append(("parent", .number(Double(parent)))) }
    if let refId { members.append(("refId", .literal(refId))) }
    if let w, let h { members += [("w", .number(w)), ("h", .number(h))] }
    members += [
      ("sr", .number(Double(sr))), ("ks", ks.json), ("ao", .number(Double(ao))), ("ip", .number(ip)),
      ("op", .number(op)), ("st", .number(Double(st))), ("bm", .number(Double(bm))),
    ]
    if let shapes { members.append(("shapes", .array(shapes.map(\.json)))) }
    if let t { members.append(("t", t.json)) }
    if let hasMask, let masksProperties {
      members += [("hasMask", .bool(hasMask)), ("masksProperties", .array(masksProperties.map(\.json)))]
    }
    return .object(members)
  }
}

/// A layer's transform: it is drawn moved so that its anchor point `a` lies at position `p`, scaled
/// by `s` (percent) and rotated by `r` (degrees, clockwise) about the anchor, at opacity `o`
/// (percent). A shape group's transform (``LottieShape/transform(_:)``) has the same keys.
struct LottieTransform {
  var a: LottieProperty
  var p: LottieProperty
  var s: LottieProperty
  var r: LottieProperty
  var o: LottieProperty

  var json: LottieJSON { .object(members) }

  /// The transform's keys and values.
  var members: [(String, LottieJSON)] {
    [("a", a.json), ("p", p.json), ("s", s.json), ("r", r.json), ("o", o.json)]
  }

  /// A transform that places the layer's origin at a point, unscaled, unrotated and opaque.
  static func at(_ point: [Double]) -> LottieTransform {
    LottieTransform(
      a: .fixed([0, 0]), p: .fixed(point), s: .fixed([100, 100]), r: .fixed([0]), o: .fixed([100]))
  }
}

/// One item of a shape layer: a group, a rectangle, a path, a fill, a stroke or a group's transform.
enum LottieShape {
  /// Shapes drawn together, front to back, the last item being the group's transform; the name is one
  /// of Morph's own words (`background`, `border`…).
  case group(name: String, items: [LottieShape])
  /// A rectangle centred on `position`, with rounded corners of radius `roundness`.
  case rectangle(position: LottieProperty, size: LottieProperty, roundness: LottieProperty)
  /// A path of Bézier segments.
  case path(LottieProperty)
  /// Fills the paths before it: red, green, blue from 0 to 1 and opacity in percent.
  case fill(color: LottieProperty, opacity: LottieProperty)
  /// Strokes the paths before it with butt caps and miter joins.
  case stroke(color: LottieProperty, opacity: LottieProperty, width: LottieProperty)
  /// A group's transform.
  case transform(LottieTransform)

  /// The shape's JSON, its type first.
  var json: LottieJSON {
    switch self {
    case .group(let name, let items):
      return .object([("ty", .literal("gr")), ("nm", .literal(name)), ("it", .array(items.map(\.json)))])
    case .rectangle(let position, let size, let roundness):
      return .object([
        ("ty", .literal("rc")), ("d", .number(1)), ("p", position.json), ("s", size.json), ("r", roundness.json),
      ])
    case .path(let path):
      return .object([("ty", .literal("sh")), ("ks", path.json)])
    case .fill(let color, let opacity):
      return .object([("ty", .literal("fl")), ("c", color.json), ("o", opacity.json), ("r", .number(1))])
    case .stroke(let color, let opacity, let width):
      return .object([
        ("ty", .literal("st")), ("c", color.json), ("o", opacity.json), ("w", width.json), ("lc", .number(1)),
        ("lj", .number(1)), ("ml", .number(4)),
      ])
    case .transform(let transform):
      return .object(
        [("ty", .literal("tr"))] + transform.members + [
          ("sk", LottieProperty.fixed([0]).json), ("sa", LottieProperty.fixed([0]).json),
        ])
    }
  }
}

/// A mask that clips its layer to the inside of a path.
struct LottieMask {
  /// What the mask stands for, one of Morph's own words (`clipsToBounds`, `scaleAspectFill`).
  var nm: String
  /// Not inverted.
  var inv = false
  /// Adds to the visible area.
  var mode = "a"
  /// The path.
  var pt: LottieProperty
  /// Fully applied, without expansion.
  var o = LottieProperty.fixed([100])
  var x = LottieProperty.fixed([0])

  var json: LottieJSON {
    .object([
      ("nm", .literal(nm)), ("inv", .bool(inv)), ("mode", .literal(mode)), ("pt", pt.json), ("o", o.json),
      ("x", x.json),
    ])
  }
}

/// A text layer's text: one document, drawn from the layer's origin on its first baseline.
struct LottieText {
  /// The text and how it is drawn.
  struct Style {
    /// The font size in pixels.
    var s: Double
    /// The font's ``LottieFont/fName``.
    var f: String
    /// The characters.
    var t: String
    /// Left justified.
    var j = 0
    /// Tracking, in thousandths of an em.
    var tr: Double
    /// Line height, in pixels.
    var lh: Double
    /// No baseline shift.
    var ls = 0.0
    /// Fill color: red, green, blue from 0 to 1.
    var fc: [Double]
  }

  /// The text, from frame 0 on.
  var style: Style

  /// The text layer's `t`: one document keyframe at frame 0, no path, character grouping and no
  /// animators.
  var json: LottieJSON {
    let document: LottieJSON = .object([
      ("s", .number(style.s)), ("f", .string(style.f)), ("t", .string(style.t)), ("j", .number(Double(style.j))),
      ("tr", .number(style.tr)), ("lh", .number(style.lh)), ("ls", .number(style.ls)), ("fc", .numbers(style.fc)),
    ])
    return .object([
      ("d", .object([("k", .array([.object([("s", document), ("t", .number(0))])]))])), ("p", .object([])),
      ("m", .object([("g", .number(1)), ("a", LottieProperty.fixed([0, 0]).json)])), ("a", .array([])),
    ])
  }
}

/// The fonts of an animation's text layers.
struct LottieFontList {
  var list: [LottieFont]
}

/// A font text layers name: a family installed where the animation plays.
struct LottieFont: Hashable {
  /// The name text layers use.
  var fName: String
  /// The family.
  var fFamily: String
  /// The style, such as `Regular` or `Bold`.
  var fStyle: String
  /// The font's weight, as CSS numbers it.
  var fWeight: String
  /// The ascent, in percent of the font size.
  var ascent: Double

  var json: LottieJSON {
    .object([
      ("fName", .string(fName)), ("fFamily", .string(fFamily)), ("fStyle", .string(fStyle)),
      ("fWeight", .string(fWeight)), ("ascent", .number(ascent)),
    ])
  }
}

/// A named moment.
struct LottieMarker {
  /// The frame.
  var tm: Double
  /// The label.
  var cm: String
  /// No duration.
  var dr = 0

  var json: LottieJSON { .object([("tm", .number(tm)), ("cm", .string(cm)), ("dr", .number(Double(dr)))]) }
}
