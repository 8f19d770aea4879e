import Foundation
import MorphTextureCompat
import Testing

/// A controller that animates alongside a size change, as apps write it.
private final class RotatingController: ASDKViewController<ASDisplayNode> {
  var sizes: [CGSize] = []
  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { _ in self.sizes.append(size) }, completion: nil)
  }
}

/// A coordinator that runs the animation at once.
private final class ImmediateCoordinator: UIViewControllerTransitionCoordinator {
  var isAnimated: Bool { false }
  var transitionDuration: TimeInterval { 0 }
  var isCancelled: Bool { false }
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animation?(self)
    completion?(self)
    return true
  }
}

/// UIKit requests that only a device can carry out, kept and reported.
@Suite struct AppRequestsAndSizeTransitionTests {
  @Test func openingAURLIsRecordedAndFails() throws {
    let url = try #require(URL(string: "https://example.com/pets/1"))
    #expect(!UIApplication.shared.openURL(url))
    #expect(UIApplication.shared.requestedURLs.contains(url))
    #expect(!UIApplication.shared.canOpenURL(url))
    var heard: Bool?
    UIApplication.shared.open(url) { heard = $0 }
    #expect(heard == false)
    #expect(DeviceOnlyDiagnostics.messages.contains { $0.hasPrefix("UIApplication.openURL") })
  }

  @Test func aSizeTransitionOverrideRunsItsAnimationWithTheCoordinator() {
    let controller = RotatingController(node: ASDisplayNode())
    controller.viewWillTransition(to: CGSize(width: 812, height: 375), with: ImmediateCoordinator())
    #expect(controller.sizes == [CGSize(width: 812, height: 375)])
  }

  @Test func subtreeRasterizationIsRecorded() {
    let node = ASDisplayNode()
    #expect(!node.isSubtreeRasterized)
    node.enableSubtreeRasterization()
    #expect(node.isSubtreeRasterized)
  }

  @Test func underlinePatternsHaveUIKitsValues() {
    #expect(NSUnderlineStyle.patternDot.rawValue == 0x0100)
    #expect(NSUnderlineStyle.patternDashDot.rawValue == 0x0300)
    #expect(NSUnderlineStyle([.single, .byWord]).rawValue == 0x8001)
  }
}
