import Foundation
import MorphLayout
import MorphTimeline

/// Builds the layers of a Lottie animation from an export model, element by element, in the
/// structure ``LottieExporter`` documents.
///
/// An element that draws nothing but its box becomes one shape layer (its background, and its border
/// above it); one that draws contents or holds children becomes a precomposition layer, so that its
/// opacity fades it as one picture and its mask clips it, whose asset holds its border, children,
/// contents and box, front to back. Inside a precomposition the element's box lies at
/// (``margin``, ``margin``), so that children may stray that far beyond the box before the
/// precomposition's own bounds cut them.
struct LottieCompositionBuilder {
  let model: ExportModel
  let plan: StackingPlan
  let frameRate: Double
  let format: LottieFormat
  /// How far a precomposition reaches beyond its element's box on every side.
  let margin: Double
  /// The frame after the last one.
  let endFrame: Double
  /// Gives text as glyph outlines, drawn as shapes; nil for text layers.
  let textOutlines: (any TextOutlining)?

  /// The precompositions and images made so far.
  var assets: [LottieAsset] = []
  /// The fonts text layers named so far, in the order first named.
  var fonts: [LottieFont] = []
  /// The most segments of glyph outlines to make (``LottieExporter/outlineSegmentBudget``), and those
  /// made so far: past the budget no more are made, and the exporter refuses the file.
  let outlineSegmentBudget: Int
  var outlineSegments = 0
  /// The image asset made for each image source, and the size the asset gives the image.
  var images: [String: (id: String, size: CGSize)] = [:]
  /// The precomposition made for each element, by model index.
  private var precompositions: [Int: String] = [:]

  init(
    model: ExportModel, frameRate: Double, format: LottieFormat, margin: Double, endFrame: Double,
    textOutlines: (any TextOutlining)?, outlineSegmentBudget: Int = LottieExporter.defaultOutlineSegmentBudget
  ) {
    self.textOutlines = textOutlines
    self.outlineSegmentBudget = outlineSegmentBudget
    self.model = model
    self.plan = StackingPlan(model)
    self.frameRate = frameRate
    self.format = format
    self.margin = margin
    self.endFrame = endFrame
  }

  /// The layers of the elements under a parent (nil for the top level), front to back, placed in a
  /// composition whose origin lies at `origin` of the parent's box space.
  mutating func layers(under parentID: String?, origin: [Double]) -> [LottieLayer] {
    var layers: [LottieLayer] = []
    for slot in plan.slots(under: parentID).reversed() {
      for interval in slot.intervals {
        layers.append(layer(of: slot.element, shownDuring: interval, origin: origin))
      }
    }
    for index in layers.indices { layers[index].ind = index + 1 }
    return layers
  }

  // MARK: - Elements

  private mutating func layer(of index: Int, shownDuring interval: TimeSpan, origin: [Double]) -> LottieLayer {
    let element = model.elements[index]
    let isComposed = !plan.slots(under: element.id).isEmpty || element.drawsContent
    let inset = isComposed ? margin : 0
    let frame = element.track(.frame)
    let transform = element.track(.transform)
    let anchor = channel([frame]) { [inset + $0[0].components[2] / 2, inset + $0[0].components[3] / 2] }
    let position = channel([frame, transform]) { values in
      let box = values[0].components
      let moved = values[1].components
      return [origin[0] + box[0] + box[2] / 2 + moved[0], origin[1] + box[1] + box[3] / 2 + moved[1]]
    }
    let ks = LottieTransform(
      a: property(anchor), p: property(position),
      s: property(channel([transform]) { [$0[0].components[2] * 100, $0[0].components[3] * 100] }),
      r: property(channel([transform]) { [$0[0].components[4] * 180 / .pi] }),
      o: property(channel([element.track(.alpha)]) { [$0[0].components[0] * 100] }))
    var layer = LottieLayer(
      ind: 0, ty: .null, nm: element.id, ks: ks, ip: format.frame(interval.start * frameRate),
      op: interval.end.map { format.frame($0 * frameRate) } ?? endFrame)
    if isComposed {
      let extent = frame.keyframes.reduce(into: (width: 0.0, height: 0.0)) { extent, keyframe in
        extent.width = max(extent.width, keyframe.value.components[2])
        extent.height = max(extent.height, keyframe.value.components[3])
      }
      layer.ty = .precomposition
      layer.refId = precomposition(of: index)
      // Whole pixels: players read a precomposition's size as integers.
      layer.w = (extent.width + 2 * margin).rounded(.up)
      layer.h = (extent.height + 2 * margin).rounded(.up)
      if element.clipsToBounds {
        layer.hasMask = true
        layer.masksProperties = [LottieMask(nm: "clipsToBounds", pt: boxPath(of: element, at: [margin, margin]))]
      }
    } else if let shapes = boxShapes(of: element, includingBorder: true) {
      layer.ty = .shape
      layer.shapes = shapes
    }
    return layer
  }

  /// The asset of an element's precomposition, made on first use: its border, children, contents
  /// and box, front to back.
  private mutating func precomposition(of index: Int) -> String {
    if let id = precompositions[index] { return id }
    let element = model.elements[index]
    let id = "comp_\(precompositions.count)"
    precompositions[index] = id
    let corner = [margin, margin]
    var layers: [LottieLayer] = []
    if let border = borderShapes(of: element) {
      layers.append(shapeLayer(named: element.id + " border", shapes: [border], at: corner))
    }
    layers += self.layers(under: element.id, origin: corner)
    layers += contentLayers(of: element, at: corner, firstIndex: layers.count + 1)
    if let box = boxShapes(of: element, includingBorder: false) {
      layers.append(shapeLayer(named: element.id + " box", shapes: box, at: corner))
    }
    for index in layers.indices { layers[index].ind = index + 1 }
    assets.append(LottieAsset(id: id, layers: layers))
    return id
  }

  /// A shape layer shown throughout, its origin at a point.
  func shapeLayer(named name: String, shapes: [LottieShape], at point: [Double]) -> LottieLayer {
    LottieLayer(
      ind: 0, ty: .shape, nm: name, ks: .at(point.map(format.value)), ip: 0, op: endFrame, shapes: shapes)
  }

  // MARK: - Box and border

  /// The element's background (and border, when asked), in its box's space; nil when it draws neither.
  private func boxShapes(of element: ExportElement, includingBorder: Bool) -> [LottieShape]? {
    var groups: [LottieShape] = []
    if includingBorder, let border = borderShapes(of: element) { groups.append(border) }
    if let fill = fill(of: element.track(.backgroundColor)) {
      let frame = element.track(.frame)
      groups.append(
        group(
          "background",
          [
            .rectangle(
              position: property(channel([frame]) { [$0[0].components[2] / 2, $0[0].components[3] / 2] }),
              size: property(channel([frame]) { [max($0[0].components[2], 0), max($0[0].components[3], 0)] }),
              roundness: property(channel([element.track(.cornerRadius)]) { [max($0[0].components[0], 0)] })),
            fill,
          ]))
    }
    return groups.isEmpty ? nil : groups
  }

  /// The border as UIKit draws it, inside the box: a stroke of the border's width along the box's
  /// outline inset by half of it, with the corner radius less half of it.
  private func borderShapes(of element: ExportElement) -> LottieShape? {
    let width = element.track(.borderWidth)
    guard width.keyframes.contains(where: { $0.value.components[0] > 0 }),
      let color = colorChannels(of: element.track(.borderColor))
    else { return nil }
    let frame = element.track(.frame)
    let tracks = [frame, width, element.track(.cornerRadius)]
    let inset = { (values: [AnimatableValue]) -> (box: [Double], border: Double, radius: Double) in
      (values[0].components, max(values[1].components[0], 0), max(values[2].components[0], 0))
    }
    return group(
      "border",
      [
        .rectangle(
          position: property(
            channel(tracks) {
              let v = inset($0); return [v.box[2] / 2, v.box[3] / 2]
            }),
          size: property(
            channel(tracks) {
              let v = inset($0); return [max(v.box[2] - v.border, 0), max(v.box[3] - v.border, 0)]
            }),
          roundness: property(
            channel(tracks) {
              let v = inset($0); return [max(v.radius - v.border / 2, 0)]
            })),
        .stroke(
          color: property(color.rgb), opacity: property(color.alpha),
          width: property(channel([width]) { [max($0[0].components[0], 0)] })),
      ])
  }

  /// A fill of a color track; nil when it never holds a color.
  private func fill(of track: KeyframeTrack) -> LottieShape? {
    guard let color = colorChannels(of: track) else { return nil }
    return .fill(color: property(color.rgb), opacity: property(color.alpha))
  }

  /// A color track's red, green and blue (0…1) and its opacity in percent, as Lottie's fills take them.
  private func colorChannels(of track: KeyframeTrack) -> (rgb: LottieChannel, alpha: LottieChannel)? {
    guard let color = ComponentChannel.colorChannels(of: track) else { return nil }
    return (LottieChannel(color.rgb), LottieChannel(color.alpha).map { [$0[0] * 100] })
  }

  /// The box's outline with its rounded corners, from a point, as a mask's path.
  func boxPath(of element: ExportElement, at corner: [Double]) -> LottieProperty {
    let keys = channel([element.track(.frame), element.track(.cornerRadius)]) { values in
      [values[0].components[2], values[0].components[3], values[1].components[0]]
    }
    let path = { (values: [Double]) in
      LottieBezierPath.roundedRectangle(
        x: corner[0], y: corner[1], width: values[0], height: values[1], radius: values[2]
      ).rounded(by: format)
    }
    guard keys.isAnimated else { return .fixedPath(path(keys.initial)) }
    return .animated(keyframes(of: keys) { .path(path($0)) })
  }

  /// A group of shapes, drawn at the layer's origin.
  func group(_ name: String, _ items: [LottieShape]) -> LottieShape {
    .group(name: name, items: items + [.transform(.at([0, 0]))])
  }

  // MARK: - Contents

  /// The layers of an element's contents, front to back, with the box's origin at a point; the first
  /// of them will have the index `firstIndex` in its composition.
  private mutating func contentLayers(of element: ExportElement, at corner: [Double], firstIndex: Int) -> [LottieLayer]
  {
    var layers: [LottieLayer] = []
    for shown in element.contents.reversed() where shown.drawn.content != .none {
      let ip = format.frame(max(shown.drawn.start, 0) * frameRate)
      let op = shown.end.map { format.frame($0 * frameRate) } ?? endFrame
      var parent: Int?
      var origin = corner
      if shown.isPlacedAnew {
        // A null placed and scaled where the content mode lays the contents; the drawing follows it.
        let placement = LottieChannel(ComponentChannel(shown.placement) { shown.transform(for: $0) })
        let ks = LottieTransform(
          a: .fixed([0, 0]),
          p: property(placement.map { [corner[0] + $0[0], corner[1] + $0[1]] }),
          s: property(placement.map { [$0[2] * 100, $0[3] * 100] }),
          r: .fixed([0]), o: .fixed([100]))
        parent = firstIndex + layers.count
        origin = [0, 0]
        layers.append(LottieLayer(ind: 0, ty: .null, nm: element.id + " placement", ks: ks, ip: ip, op: op))
      }
      for var part in drawing(shown.drawn, mode: element.contentMode, name: element.id, origin: origin) {
        part.parent = parent
        part.ip = ip
        part.op = op
        layers.append(part)
      }
    }
    return layers
  }

  /// The layers drawing contents at their drawn size with the box's origin at a point, front to back.
  private mutating func drawing(
    _ drawn: DrawnContent, mode: ContentMode, name: String, origin: [Double]
  ) -> [LottieLayer] {
    let width = Double(drawn.size.width)
    switch drawn.content {
    case .none:
      return []
    case .text(let text):
      let inset = text.textContainerInset
      return textLayers(
        text, containerWidth: width - Double(inset.left + inset.right), inset: inset, name: name, origin: origin)
    case .editableText(let field):
      let inset = field.textContainerInset
      return textLayers(
        field.shown, containerWidth: width - Double(inset.left + inset.right), inset: inset, name: name,
        origin: origin)
    case .image(let source):
      guard let source else { return [] }
      return [imageLayer(source, size: drawn.size, mode: mode, name: name, origin: origin)]
    }
  }

  // MARK: - Properties

  /// A channel of an element's tracks at this animation's frame rate.
  private func channel(_ tracks: [KeyframeTrack], _ values: ([AnimatableValue]) -> [Double]) -> LottieChannel {
    LottieChannel(tracks, frameRate: frameRate, duration: model.duration, values)
  }

  /// A channel as a property: fixed when it never changes, else its keyframes.
  func property(_ channel: LottieChannel) -> LottieProperty {
    guard channel.isAnimated else { return .fixed(channel.initial.map(format.value)) }
    return .animated(keyframes(of: channel) { .numbers($0.map(format.value)) })
  }

  /// A channel's keys as keyframes, each value made by `value`.
  private func keyframes(of channel: LottieChannel, _ value: ([Double]) -> LottieKeyframe.Value) -> [LottieKeyframe] {
    channel.keys.indices.map { index in
      let key = channel.keys[index]
      let easing: LottieKeyframe.Easing
      if index + 1 == channel.keys.count {
        easing = .none
      } else if channel.keys[index + 1].time == key.time {
        easing = .hold
      } else {
        switch key.interpolation {
        case .hold: easing = .hold
        case .linear: easing = .curve(x1: 0, y1: 0, x2: 1, y2: 1)
        case .spline(let x1, let y1, let x2, let y2):
          easing = .curve(x1: format.easing(x1), y1: format.easing(y1), x2: format.easing(x2), y2: format.easing(y2))
        }
      }
      return LottieKeyframe(time: format.frame(key.time * frameRate), value: value(key.values), easing: easing)
    }
  }
}
