import Foundation
import MorphLayout

/// Texture's `ASMapNodeShowAnnotationsOptions`: whether a map node's region follows its annotations.
public struct ASMapNodeShowAnnotationsOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The region is as set; the annotations do not move it.
  public static let ignored = ASMapNodeShowAnnotationsOptions([])
  /// Setting the annotations sets the region to one fitting them.
  public static let zoomed = ASMapNodeShowAnnotationsOptions(rawValue: 1 << 0)
  /// With ``zoomed`` and a live map, the region change animates (on a device).
  public static let animated = ASMapNodeShowAnnotationsOptions(rawValue: 1 << 1)
}

/// Texture's `ASMapNode`: an image node showing a snapshot of a map region — or, with ``isLiveMap``, a
/// live ``MKMapView`` — with annotations on it.
///
/// Only a device draws maps: Morph lays the node out as an image node (give it a preferred size), draws
/// the map as an empty image and says so through ``DeviceOnlyDiagnostics``. Each annotation is drawn
/// as a red dot at its coordinate, projected into the node's bounds from ``region`` with Web Mercator as
/// MapKit projects it. ``ASMapNodeShowAnnotationsOptions/zoomed`` fits the region to the annotations as
/// Texture does.
open class ASMapNode: ASImageNode {
  /// The snapshot options set, made on first read otherwise.
  private var snapshotOptions: MKMapSnapshotter.Options?
  /// The live map, while there is one.
  private var liveMapView: MKMapView?
  /// The dots marking the annotations, in their order.
  private var pins: [ASDisplayNode] = []

  /// A map node of the whole world; ``DeviceOnlyDiagnostics`` says that only a device draws its map.
  public override init() {
    super.init()
    DeviceOnlyDiagnostics.report("ASMapNode draws its map only on a device; Morph leaves the map empty")
  }

  /// Texture's `options`: what the snapshot shows. Read before being set, they are a standard map of the
  /// whole world at the node's calculated size (MapKit's 256 × 256 before layout). Setting them replaces
  /// ``region``; a live map takes their region and map type.
  public var options: MKMapSnapshotter.Options {
    get {
      if let snapshotOptions { return snapshotOptions }
      let options = MKMapSnapshotter.Options()
      if calculatedSize != .zero { options.size = calculatedSize }
      snapshotOptions = options
      return options
    }
    set {
      snapshotOptions = newValue
      placePins(pins)
      liveMapView?.region = newValue.region
      liveMapView?.mapType = newValue.mapType
    }
  }

  /// Texture's `region`: the region of ``options`` (the whole world by default); setting it sets a copy
  /// of the options with that region.
  public var region: MKCoordinateRegion {
    get { options.region }
    set {
      let copy = options.copied()
      copy.region = newValue
      options = copy
    }
  }

  /// Texture's `mapView`: the live map while ``isLiveMap`` is true, else nil. Only a device draws it.
  public var mapView: MKMapView? { liveMapView }

  /// Texture's `isLiveMap` (false): whether the node shows an interactive ``MKMapView`` instead of a
  /// snapshot. Turning it on makes the map view, with the node's options, annotations and map delegate.
  public var isLiveMap = false {
    didSet {
      guard isLiveMap != oldValue else { return }
      guard isLiveMap else {
        liveMapView = nil
        return
      }
      let view = MKMapView(frame: bounds)
      view.delegate = mapDelegate
      view.mapType = options.mapType
      view.region = options.region
      view.addAnnotations(annotations)
      liveMapView = view
      DeviceOnlyDiagnostics.report("ASMapNode's live map is a MKMapView, which only a device draws")
    }
  }

  /// Texture's `needsMapReloadOnBoundsChange` (true): whether a new snapshot is taken when the node's size
  /// changes. Kept; Morph takes no snapshots.
  public var needsMapReloadOnBoundsChange = true

  /// Texture's `mapDelegate`, held weakly: the live map's delegate.
  public weak var mapDelegate: (any MKMapViewDelegate)? {
    didSet { liveMapView?.delegate = mapDelegate }
  }

  /// Texture's `annotations`: the annotations shown on the map, each as a red dot at its coordinate. With
  /// ``ASMapNodeShowAnnotationsOptions/zoomed`` in ``showAnnotationsOptions``, setting them sets the
  /// region to fit them: centered between the outermost, spanning twice their extent.
  public var annotations: [any MKAnnotation] = [] {
    didSet {
      for pin in pins { pin.removeFromSupernode() }
      pins = annotations.map(Self.makePin)
      for pin in pins { addSubnode(pin) }
      placePins(pins)
      if let liveMapView {
        liveMapView.removeAnnotations(liveMapView.annotations)
        liveMapView.addAnnotations(annotations)
      }
      if showAnnotationsOptions.contains(.zoomed) {
        region = MKCoordinateRegion(fitting: annotations)
      }
    }
  }

  /// Texture's `showAnnotationsOptions` (`.ignored`).
  public var showAnnotationsOptions = ASMapNodeShowAnnotationsOptions.ignored

  /// Places the annotations' dots.
  open override func layout() {
    super.layout()
    placePins(pins)
  }

  open override var kindName: String { "map" }
}
