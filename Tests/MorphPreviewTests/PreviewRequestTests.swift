import Foundation
import MorphLayout
import Testing

@testable import MorphPreview

@Suite struct PreviewRequestTests {
  @Test func queryParametersChooseTheTimelineAndTheScreen() throws {
    #expect(try PreviewRequest(scene: "s", query: [:]).subject == .transition(nil))
    #expect(try PreviewRequest(scene: "s", query: ["transition": "open"]).subject == .transition("open"))
    #expect(try PreviewRequest(scene: "s", query: ["storyboard": "1"]).subject == .storyboard)
    let rotation = try PreviewRequest(
      scene: "s", query: ["rotate": "1", "device": "iphone-se", "orientation": "landscape"])
    #expect(rotation.subject == .rotation)
    #expect(rotation.device == DeviceSize.named("iphone-se"))
    #expect(rotation.orientation == .landscape)
  }

  @Test func queryItemsRoundTrip() throws {
    let requests = [
      PreviewRequest(scene: "s"), PreviewRequest(scene: "s", subject: .transition("a b")),
      PreviewRequest(scene: "s", subject: .storyboard, device: DeviceSize.all[2], orientation: .landscape),
      PreviewRequest(scene: "s", subject: .rotation, device: DeviceSize.all[0]),
      PreviewRequest(scene: "s", contentSizeCategory: .accessibilityExtraLarge),
    ]
    for request in requests {
      var query: [String: String] = [:]
      for item in request.queryItems { query[item.name] = item.value }
      #expect(try PreviewRequest(scene: "s", query: query) == request)
    }
    #expect(
      PreviewRoutes.url(for: requests[1], resource: "export.svg") == "/scene/s/export.svg?transition=a%20b")
  }

  @Test func theTextSizeIsAContentSizeCategoryByUIKitsName() throws {
    #expect(try PreviewRequest(scene: "s", query: [:]).contentSizeCategory == nil)
    #expect(try PreviewRequest(scene: "s", query: ["contentSizeCategory": ""]).contentSizeCategory == nil)
    let request = try PreviewRequest(scene: "s", query: ["contentSizeCategory": "extraSmall"])
    #expect(request.contentSizeCategory == .extraSmall)
    #expect(
      throws: PreviewRequestError(
        "unknown content size category 'XL'; expected one of: extraSmall, small, medium, large, extraLarge, "
          + "extraExtraLarge, extraExtraExtraLarge, accessibilityMedium, accessibilityLarge, "
          + "accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge")
    ) {
      try PreviewRequest(scene: "s", query: ["contentSizeCategory": "XL"])
    }
  }

  @Test func unknownDevicesOrientationsAndRotationsWithoutADeviceAreRefused() {
    #expect(throws: PreviewRequestError.self) { try PreviewRequest(scene: "s", query: ["device": "pager"]) }
    #expect(throws: PreviewRequestError.self) {
      try PreviewRequest(scene: "s", query: ["device": "iphone-se", "orientation": "sideways"])
    }
    #expect(throws: PreviewRequestError("a rotation needs a device (device=ID)")) {
      try PreviewRequest(scene: "s", query: ["rotate": "1"])
    }
  }

  @Test func aDevicePinsTheWidthOfItsOrientationAndKeepsTheHeightRange() {
    let device = DeviceSize.named("iphone-15")!
    let range = SizeRange(min: CGSize(width: 375, height: 0), max: CGSize(width: 375, height: CGFloat.infinity))
    #expect(
      device.sizeRange(in: .portrait, for: range)
        == SizeRange(min: CGSize(width: 393, height: 0), max: CGSize(width: 393, height: CGFloat.infinity)))
    #expect(device.sizeRange(in: .landscape, for: range).max.width == 852)
    #expect(Orientation.portrait.rotated == .landscape)
  }
}
