import Foundation

/// Core Location's `CLLocationDegrees`: a latitude or longitude in degrees.
public typealias CLLocationDegrees = Double
/// Core Location's `CLLocationDistance`: a distance in meters.
public typealias CLLocationDistance = Double

/// Core Location's `CLLocationCoordinate2D`: a latitude and longitude in degrees (WGS 84).
public struct CLLocationCoordinate2D: Hashable, Sendable {
  /// Degrees north of the equator (negative: south).
  public var latitude: CLLocationDegrees
  /// Degrees east of the prime meridian (negative: west).
  public var longitude: CLLocationDegrees

  /// The coordinate 0° N, 0° E.
  public init() {
    self.init(latitude: 0, longitude: 0)
  }

  /// A coordinate of a latitude and longitude.
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// Core Location's `CLLocationCoordinate2DMake(_:_:)`.
public func CLLocationCoordinate2DMake(
  _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// Core Location's `CLLocationCoordinate2DIsValid(_:)`: whether the latitude is within ±90° and the
/// longitude within ±180°.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
  abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// MapKit's `MKCoordinateSpan`: how many degrees of latitude and longitude a region spans.
public struct MKCoordinateSpan: Hashable, Sendable {
  /// Degrees of latitude, north to south.
  public var latitudeDelta: CLLocationDegrees
  /// Degrees of longitude, west to east.
  public var longitudeDelta: CLLocationDegrees

  /// An empty span.
  public init() {
    self.init(latitudeDelta: 0, longitudeDelta: 0)
  }

  /// A span of degrees of latitude and longitude.
  public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
    self.latitudeDelta = latitudeDelta
    self.longitudeDelta = longitudeDelta
  }
}

/// MapKit's `MKCoordinateSpanMake(_:_:)`.
public func MKCoordinateSpanMake(
  _ latitudeDelta: CLLocationDegrees, _ longitudeDelta: CLLocationDegrees
) -> MKCoordinateSpan {
  MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta)
}

/// MapKit's `MKCoordinateRegion`: the part of the map around a center that a span covers.
public struct MKCoordinateRegion: Hashable, Sendable {
  /// The region's center.
  public var center: CLLocationCoordinate2D
  /// How far the region reaches, centered on `center`.
  public var span: MKCoordinateSpan

  /// Meters a degree of latitude (or of longitude on the equator) covers, on a sphere of WGS 84's
  /// equatorial radius, 6,378,137 m.
  static let metersPerDegree = 2 * Double.pi * 6_378_137 / 360

  /// The whole world as Web Mercator shows it (MapKit's `MKCoordinateRegionForMapRect(MKMapRectWorld)`):
  /// centered on 0° N, 0° E, from 85.0511° S to 85.0511° N and all longitudes.
  public static let world = MKCoordinateRegion(
    center: CLLocationCoordinate2D(),
    span: MKCoordinateSpan(latitudeDelta: 2 * 85.05112877980659, longitudeDelta: 360))

  /// An empty region at 0° N, 0° E.
  public init() {
    self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan())
  }

  /// A region of a center and span.
  public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
    self.center = center
    self.span = span
  }

  /// MapKit's `init(center:latitudinalMeters:longitudinalMeters:)`: a region reaching that many meters
  /// north to south and west to east, converted to degrees at the center's latitude.
  public init(
    center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance
  ) {
    let latitudeDelta = latitudinalMeters / Self.metersPerDegree
    let longitudeDelta = longitudinalMeters / (Self.metersPerDegree * cos(center.latitude * .pi / 180))
    self.init(center: center, span: MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta))
  }
}

/// MapKit's `MKCoordinateRegionMake(_:_:)`.
public func MKCoordinateRegionMake(_ center: CLLocationCoordinate2D, _ span: MKCoordinateSpan) -> MKCoordinateRegion {
  MKCoordinateRegion(center: center, span: span)
}

/// MapKit's `MKCoordinateRegionMakeWithDistance(_:_:_:)`; see
/// ``MKCoordinateRegion/init(center:latitudinalMeters:longitudinalMeters:)``.
public func MKCoordinateRegionMakeWithDistance(
  _ centerCoordinate: CLLocationCoordinate2D, _ latitudinalMeters: CLLocationDistance,
  _ longitudinalMeters: CLLocationDistance
) -> MKCoordinateRegion {
  MKCoordinateRegion(
    center: centerCoordinate, latitudinalMeters: latitudinalMeters, longitudinalMeters: longitudinalMeters)
}

/// MapKit's `MKMapType`: which map is drawn. Only a device draws maps.
public enum MKMapType: UInt, Sendable {
  /// Streets and names.
  case standard = 0
  /// Satellite imagery.
  case satellite
  /// Satellite imagery with streets and names.
  case hybrid
  /// Satellite imagery with 3D buildings.
  case satelliteFlyover
  /// Satellite imagery with 3D buildings, streets and names.
  case hybridFlyover
  /// Streets and names, muted so that data drawn over them stands out.
  case mutedStandard
}
