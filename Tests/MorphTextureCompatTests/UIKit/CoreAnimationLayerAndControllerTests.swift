import MorphTextureCompat
import Testing

/// Gradient and shape layers keep what apps set; view controllers hold their node.
@Suite struct CoreAnimationLayerAndControllerTests {
  @Test func gradientLayersKeepColorsStopsDirectionAndType() {
    let gradient = CAGradientLayer()
    #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1))
    #expect(gradient.type == .axial && gradient.locations == nil)
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    gradient.locations = [0, 0.7]
    gradient.startPoint = CGPoint(x: 0, y: 0)
    gradient.endPoint = CGPoint(x: 1, y: 1)
    gradient.type = .radial
    #expect(gradient.gradientColors == [UIColor.red.color, UIColor.blue.color])
    #expect(gradient.locations?.map(\.doubleValue) == [0, 0.7])
    #expect(gradient.type.rawValue == "radial")
  }

  @Test func shapeLayersKeepPathFillStrokeAndDashes() {
    let shape = CAShapeLayer()
    #expect(shape.fillColor?.color == .black && shape.strokeColor == nil)
    #expect(shape.lineWidth == 1 && shape.strokeStart == 0 && shape.strokeEnd == 1)
    shape.path = UIBezierPath(roundedRect: CGRect(x: 2, y: 3, width: 40, height: 20), cornerRadius: 4).cgPath
    shape.fillColor = nil
    shape.strokeColor = UIColor.green.cgColor
    shape.lineWidth = 2
    shape.lineDashPattern = [4, 2]
    shape.strokeEnd = 0.5
    #expect(shape.path?.boundingBox == CGRect(x: 2, y: 3, width: 40, height: 20))
    #expect(shape.strokeColor?.color == UIColor.green.color && shape.fillColor == nil)
    #expect(shape.lineDashPattern?.map(\.intValue) == [4, 2] && shape.strokeEnd == 0.5)
  }

  @Test func viewControllersHoldTheirTypedNodeAndShowItsView() {
    let table = ASTableNode()
    let controller = ASDKViewController(node: table)
    let typed: ASTableNode = controller.node
    #expect(typed === table)
    #expect(controller.view.node === table)
    let plain = ASViewController<ASDisplayNode>()
    #expect(type(of: plain.node) == ASDisplayNode.self)
  }

  @Test func viewControllersLoadTheirViewOnceAndRecordNavigation() {
    final class Screen: UIViewController {
      var loads = 0
      override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
      }
    }
    let root = Screen()
    let detail = Screen()
    #expect(!root.isViewLoaded)
    _ = root.view
    _ = root.view
    #expect(root.loads == 1 && root.view.frame == UIScreen.main.bounds)
    let navigation = UINavigationController(rootViewController: root)
    navigation.pushViewController(detail, animated: true)
    #expect(navigation.topViewController === detail && detail.navigationController === navigation)
    #expect(navigation.popViewController(animated: true) === detail)
    #expect(navigation.popViewController(animated: true) == nil)
    root.present(detail, animated: true)
    #expect(root.presentedViewController === detail && detail.presentingViewController === root)
    detail.dismiss(animated: true)
    #expect(root.presentedViewController == nil)
  }

  @Test func theApplicationHasAWindowOfTheScreensSizeAndKeepsItsSettings() {
    #expect(UIApplication.shared.keyWindow?.frame == UIScreen.main.bounds)
    #expect(UIApplication.shared.windows.count == 1)
    #expect(UITraitCollection.current.userInterfaceStyle == .light)
    #expect(UITraitCollection.current.displayScale == UIScreen.main.scale)
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    #expect(dark.hasDifferentColorAppearance(comparedTo: UITraitCollection.current))
  }
}
