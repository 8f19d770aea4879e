import Foundation
import MorphLayout

extension MKCoordinateRegion {
  /// A coordinate on the Web Mercator plane, the whole world a unit square: x from 180° W (0) to 180° E
  /// (1), y from 85.0511° N (0) to 85.0511° S (1).
  static func mercator(_ coordinate: CLLocationCoordinate2D) -> CGPoint {
    let latitude = min(max(coordinate.latitude, -85.05112877980659), 85.05112877980659) * .pi / 180
    return CGPoint(
      x: (coordinate.longitude + 180) / 360,
      y: (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2)
  }

  /// Where `coordinate` falls in a map of this region drawn in `size`, as MapKit draws one: the region's
  /// center at the middle, Web Mercator scaled alike on both axes so that the whole region shows.
  func point(of coordinate: CLLocationCoordinate2D, in size: CGSize) -> CGPoint {
    let northWest = Self.mercator(
      CLLocationCoordinate2D(
        latitude: center.latitude + span.latitudeDelta / 2, longitude: center.longitude - span.longitudeDelta / 2))
    let southEast = Self.mercator(
      CLLocationCoordinate2D(
        latitude: center.latitude - span.latitudeDelta / 2, longitude: center.longitude + span.longitudeDelta / 2))
    let width = southEast.x - northWest.x, height = southEast.y - northWest.y
    guard width > 0 || height > 0 else { return CGPoint(x: size.width / 2, y: size.height / 2) }
    let scale = min(width > 0 ? size.width / width : .infinity, height > 0 ? size.height / height : .infinity)
    let middle = Self.mercator(center), point = Self.mercator(coordinate)
    return CGPoint(x: size.width / 2 + (point.x - middle.x) * scale, y: size.height / 2 + (point.y - middle.y) * scale)
  }
}

extension ASMapNode {
  /// The diameter of the dot that marks an annotation, in points.
  static let pinDiameter: CGFloat = 12

  /// A dot marking an annotation: red, as MapKit's default pin.
  static func makePin(for annotation: any MKAnnotation) -> ASDisplayNode {
    let pin = ASDisplayNode()
    pin.name = annotation.title.map { "annotation \($0)" } ?? "annotation"
    pin.backgroundColor = UIColor.red
    pin.cornerRadius = pinDiameter / 2
    pin.style.preferredSize = CGSize(width: pinDiameter, height: pinDiameter)
    return pin
  }

  /// Centers each annotation's dot on its coordinate, projected into the node's bounds from ``region``.
  func placePins(_ pins: [ASDisplayNode]) {
    let region = self.region, size = bounds.size
    for (annotation, pin) in zip(annotations, pins) {
      let point = region.point(of: annotation.coordinate, in: size)
      pin.frame = CGRect(
        x: point.x - Self.pinDiameter / 2, y: point.y - Self.pinDiameter / 2, width: Self.pinDiameter,
        height: Self.pinDiameter)
    }
  }
}
