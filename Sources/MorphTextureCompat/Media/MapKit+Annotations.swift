import Foundation

/// MapKit's `MKAnnotation`: something at a coordinate of a map, with an optional title and subtitle
/// (nil by default).
public protocol MKAnnotation: AnyObject {
  /// Where the annotation is.
  var coordinate: CLLocationCoordinate2D { get }
  /// Its title.
  var title: String? { get }
  /// Its subtitle.
  var subtitle: String? { get }
}

extension MKAnnotation {
  /// No title.
  public var title: String? { nil }
  /// No subtitle.
  public var subtitle: String? { nil }
}

/// MapKit's `MKPointAnnotation`: an annotation at a coordinate, with a title and subtitle.
open class MKPointAnnotation: NSObject, MKAnnotation {
  /// Where the annotation is (0° N, 0° E until set).
  public var coordinate: CLLocationCoordinate2D
  /// Its title.
  public var title: String?
  /// Its subtitle.
  public var subtitle: String?

  /// An annotation at 0° N, 0° E.
  public override init() {
    coordinate = CLLocationCoordinate2D()
    super.init()
  }

  /// MapKit's `init(coordinate:title:subtitle:)`.
  public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
    self.coordinate = coordinate
    self.title = title
    self.subtitle = subtitle
    super.init()
  }
}

/// MapKit's `MKMapViewDelegate`: told of a live map's changes. Every method is optional, as in MapKit;
/// Morph's ``MKMapView`` tells it when its region is set.
public protocol MKMapViewDelegate: AnyObject {
  /// MapKit's `mapView(_:regionWillChangeAnimated:)`.
  func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
  /// MapKit's `mapView(_:regionDidChangeAnimated:)`.
  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
}

extension MKMapViewDelegate {
  /// Does nothing.
  public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
  /// Does nothing.
  public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
}

/// MapKit's `MKMapView`: a live, interactive map — a view only a device draws (Morph draws it as a
/// placeholder of its size). It keeps its region, map type, annotations and delegate.
open class MKMapView: UIView {
  /// MapKit's `delegate`, held weakly.
  public weak var delegate: (any MKMapViewDelegate)?
  /// MapKit's `mapType` (`.standard`).
  public var mapType = MKMapType.standard
  /// MapKit's `annotations`, in the order added.
  public private(set) var annotations: [any MKAnnotation] = []
  /// MapKit's `region` (the whole world).
  public var region: MKCoordinateRegion {
    get { currentRegion }
    set { setRegion(newValue, animated: false) }
  }
  private var currentRegion = MKCoordinateRegion.world

  /// MapKit's `setRegion(_:animated:)`: sets the region, telling the delegate before and after.
  public func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
    delegate?.mapView(self, regionWillChangeAnimated: animated)
    currentRegion = region
    delegate?.mapView(self, regionDidChangeAnimated: animated)
  }

  /// MapKit's `addAnnotations(_:)`.
  public func addAnnotations(_ annotations: [any MKAnnotation]) {
    self.annotations += annotations
  }

  /// MapKit's `addAnnotation(_:)`.
  public func addAnnotation(_ annotation: any MKAnnotation) {
    addAnnotations([annotation])
  }

  /// MapKit's `removeAnnotations(_:)`.
  public func removeAnnotations(_ annotations: [any MKAnnotation]) {
    self.annotations.removeAll { annotation in annotations.contains { $0 === annotation } }
  }

  /// MapKit's `removeAnnotation(_:)`.
  public func removeAnnotation(_ annotation: any MKAnnotation) {
    removeAnnotations([annotation])
  }

  /// MapKit's `showAnnotations(_:animated:)`: adds the annotations not shown yet and sets the region
  /// to one fitting them all.
  public func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
    addAnnotations(annotations.filter { annotation in !self.annotations.contains { $0 === annotation } })
    setRegion(MKCoordinateRegion(fitting: annotations), animated: animated)
  }
}

/// MapKit's `MKMapSnapshotter`: makes a still image of a map, which only a device can draw.
open class MKMapSnapshotter: NSObject {
  /// The options it was made with.
  public let options: Options

  /// MapKit's `init(options:)`.
  public init(options: Options) {
    self.options = options
    super.init()
  }

  /// MapKit's `MKMapSnapshotter.Options`: what a map snapshot shows and at what size.
  open class Options: NSObject, NSCopying {
    /// MapKit's `region` (the whole world).
    public var region = MKCoordinateRegion.world
    /// MapKit's `mapType` (`.standard`).
    public var mapType = MKMapType.standard
    /// MapKit's `size` of the snapshot, in points (256 × 256).
    public var size = CGSize(width: 256, height: 256)
    /// MapKit's `scale` of the snapshot (the screen's).
    public var scale = UIScreen.main.scale
    /// MapKit's `showsBuildings` (true).
    public var showsBuildings = true

    /// Options for a standard map of the whole world.
    public override init() {
      super.init()
    }

    /// NSCopying's `copy(with:)`: options with the same values.
    public func copy(with zone: NSZone?) -> Any { copied() }

    /// Options with the same values.
    func copied() -> Options {
      let copy = Options()
      copy.region = region
      copy.mapType = mapType
      copy.size = size
      copy.scale = scale
      copy.showsBuildings = showsBuildings
      return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? Options else { return false }
      return other.region == region && other.mapType == mapType && other.size == size && other.scale == scale
        && other.showsBuildings == showsBuildings
    }

    open override var hash: Int { region.hashValue ^ Int(mapType.rawValue) }
  }
}

/// MapKit's `MKMapSnapshotOptions`, the Objective-C name of ``MKMapSnapshotter/Options``, which older
/// Swift code spells.
public typealias MKMapSnapshotOptions = MKMapSnapshotter.Options

extension MKCoordinateRegion {
  /// The region Texture's `ASMapNode` fits annotations in: centered between the northernmost and
  /// southernmost, westernmost and easternmost of them, spanning twice their extent; the whole world for
  /// none.
  init(fitting annotations: [any MKAnnotation]) {
    let coordinates = annotations.map(\.coordinate)
    guard !coordinates.isEmpty else {
      self = .world
      return
    }
    let north = coordinates.map(\.latitude).max()!
    let south = coordinates.map(\.latitude).min()!
    let west = coordinates.map(\.longitude).min()!
    let east = coordinates.map(\.longitude).max()!
    self.init(
      center: CLLocationCoordinate2D(latitude: north - (north - south) * 0.5, longitude: west + (east - west) * 0.5),
      span: MKCoordinateSpan(latitudeDelta: abs(north - south) * 2, longitudeDelta: abs(east - west) * 2))
  }
}
