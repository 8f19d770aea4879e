import Foundation
import MorphTextureCompat
import Testing

/// A map view delegate counting region changes.
private final class RegionCounter: MKMapViewDelegate {
  var changes = 0
  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) { changes += 1 }
}

/// Texture's `ASMapNode` and the MapKit and Core Location values it takes.
@Suite struct MapNodeTests {
  @Test func distancesBecomeDegreesAtTheCentersLatitude() {
    let sanFrancisco = CLLocationCoordinate2DMake(37.7749, -122.4194)
    let region = MKCoordinateRegionMakeWithDistance(sanFrancisco, 20000, 20000)
    #expect(region.center == sanFrancisco)
    #expect(abs(region.span.latitudeDelta - 0.17966) < 0.0001)
    #expect(abs(region.span.longitudeDelta - 0.22738) < 0.0001)
    #expect(MKCoordinateRegion(center: sanFrancisco, latitudinalMeters: 20000, longitudinalMeters: 20000) == region)
  }

  @Test func theRegionIsTheOptionsRegionAndDefaultsToTheWorld() {
    let node = ASMapNode()
    #expect(node.region.span.longitudeDelta == 360 && node.options.mapType == .standard)
    let options = MKMapSnapshotter.Options()
    options.mapType = .satellite
    node.options = options
    #expect(options.copy() as? MKMapSnapshotter.Options == options && options.copy() as AnyObject !== options)
    let region = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35),
      span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
    node.region = region
    #expect(node.region == region && node.options.mapType == .satellite)
    #expect(options.region != region, "the options set are copied, not changed")
    #expect(DeviceOnlyDiagnostics.messages.contains { $0.contains("ASMapNode draws its map only on a device") })
  }

  @Test func zoomedAnnotationsSetTheRegionToFitThem() {
    let node = ASMapNode()
    let a = MKPointAnnotation(), b = MKPointAnnotation()
    a.coordinate = CLLocationCoordinate2DMake(10, 20)
    b.coordinate = CLLocationCoordinate2DMake(14, 26)
    b.title = "B"
    node.annotations = [a, b]
    #expect(node.region.span.longitudeDelta == 360, "ignored by default")
    node.showAnnotationsOptions = [.zoomed, .animated]
    node.annotations = [a, b]
    #expect(node.region.center == CLLocationCoordinate2DMake(12, 23))
    #expect(node.region.span == MKCoordinateSpan(latitudeDelta: 8, longitudeDelta: 12))
    #expect(node.annotations.count == 2 && node.annotations[1].title == "B")
  }

  @Test func aLiveMapIsAMapViewWithTheNodesSettings() {
    let node = ASMapNode()
    let counter = RegionCounter()
    node.mapDelegate = counter
    #expect(node.mapView == nil && !node.isLiveMap && node.needsMapReloadOnBoundsChange)
    node.annotations = [MKPointAnnotation()]
    node.isLiveMap = true
    let view = try! #require(node.mapView)
    #expect(view.annotations.count == 1 && view.delegate === counter)
    node.region = MKCoordinateRegionMakeWithDistance(CLLocationCoordinate2DMake(0, 0), 1000, 1000)
    #expect(view.region == node.region && counter.changes == 2)
    node.isLiveMap = false
    #expect(node.mapView == nil)
    node.needsMapReloadOnBoundsChange = false
    #expect(!node.needsMapReloadOnBoundsChange)
    #expect(ASMapNodeShowAnnotationsOptions.animated.rawValue == 2)
  }
}

/// Texture's `ASMapNode.annotations`, drawn as dots projected into the node with Web Mercator.
@Suite struct MapNodeAnnotationPinTests {
  private func annotation(_ latitude: Double, _ longitude: Double) -> MKPointAnnotation {
    MKPointAnnotation(coordinate: CLLocationCoordinate2DMake(latitude, longitude), title: "\(latitude),\(longitude)")
  }

  private func centers(of node: ASMapNode) -> [CGPoint] {
    node.subnodes!.map { CGPoint(x: $0.frame.midX, y: $0.frame.midY) }
  }

  /// A 20° by 10° region around 0° N, 0° E in 200 by 100 points: Mercator stretches the latitudes a
  /// little, so the region fits the height and reaches just short of the sides.
  @Test func annotationsAreDotsAtTheirProjectedCoordinates() {
    let node = ASMapNode()
    node.style.preferredSize = CGSize(width: 200, height: 100)
    node.region = MKCoordinateRegion(
      center: CLLocationCoordinate2DMake(0, 0), span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 20))
    node.annotations = [annotation(0, 0), annotation(0, 10), annotation(0, -5)]
    node.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 200, height: 100)))
    #expect(node.subnodes!.count == 3 && node.subnodes!.allSatisfy { $0.frame.size == CGSize(width: 12, height: 12) })
    let points = centers(of: node)
    #expect(points[0] == CGPoint(x: 100, y: 50))
    #expect(points[1].x > 199.8 && points[1].x <= 200 && points[1].y == 50, "at the region's east edge")
    #expect(abs((points[1].x - 100) - 2 * (100 - points[2].x)) < 0.0001, "longitudes are evenly spaced")
  }

  @Test func northIsUpAndLatitudesStretchAsOnAMercatorMap() {
    let node = ASMapNode()
    node.region = MKCoordinateRegion(
      center: CLLocationCoordinate2DMake(45, 0), span: MKCoordinateSpan(latitudeDelta: 40, longitudeDelta: 40))
    node.annotations = [annotation(60, 0), annotation(30, 0)]
    node.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 100, height: 100)))
    let points = centers(of: node)
    #expect(points[0].y < 50 && points[1].y > 50, "north above the center, south below")
    #expect(50 - points[0].y > points[1].y - 50, "a degree spans more of the map nearer the pole")
    node.annotations = []
    #expect(node.subnodes!.isEmpty)
  }
}

extension MapNodeAnnotationPinTests {
  @Test func thePinsAreInTheRecordedTimeline() async throws {
    let node = ASMapNode()
    node.name = "map"
    node.region = MKCoordinateRegion(
      center: CLLocationCoordinate2DMake(0, 0), span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10))
    let pin = MKPointAnnotation(coordinate: CLLocationCoordinate2DMake(0, 0), title: "HQ")
    node.annotations = [pin]
    let range = ASSizeRangeMake(CGSize(width: 100, height: 100))
    node.layoutAsRoot(sizeRange: range)
    #expect(node.subnodes![0].frame == CGRect(x: 44, y: 44, width: 12, height: 12))
    let timeline = try await TransitionPlanner().transition(node, sizeRange: range) {
      $0.region = MKCoordinateRegion(
        center: CLLocationCoordinate2DMake(0, 2.5), span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10))
    }
    let ids = timeline.sample(at: 0).elements.map(\.id)
    let id = try #require(ids.first { $0.contains("annotation HQ") }, "no pin among \(ids)")
    let state = try timeline.state(id, at: timeline.duration)
    #expect(isNear(state.frame.midX, 25.0317, tolerance: 1e-4), "the map moved a quarter east, the pin west")
    #expect(state.frame.midY == 50 && state.frame.size == CGSize(width: 12, height: 12))
    #expect(state.backgroundColor == UIColor.red.color)
  }
}
