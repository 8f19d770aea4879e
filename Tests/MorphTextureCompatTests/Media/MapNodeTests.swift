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
    let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35), span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
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
