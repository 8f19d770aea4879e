import Foundation
import MorphTextureCompat
import Testing

/// An animated image of a cover image and a frame count.
private final class TwoFrameAnimation: ASAnimatedImageProtocol {
  let coverImage: UIImage
  let totalDuration: TimeInterval = 0.2
  let frameCount = 2
  let loopCount = 0

  init(cover: UIImage) {
    coverImage = cover
  }
}

/// Texture's remaining button and image node members: the title node's type, images and background
/// images per state, animated images and display completions.
@Suite struct ButtonAndImageNodeTextureTests {
  private func image(_ width: CGFloat, _ height: CGFloat, _ source: String) -> UIImage {
    UIImage(nodeImage: NodeImage(source: source, size: CGSize(width: width, height: height)))
  }

  @Test func titleNodeIsTheTextNodeShowingTheTitle() {
    let button = ASButtonNode()
    button.setTitle("Send", with: UIFont.systemFont(ofSize: 14), with: .black, for: .normal)
    let title: ASTextNode = button.titleNode
    #expect(title.attributedText == nil && title.text == "Send")
    let layout = button.layoutThatFits(.unconstrained)
    #expect(layout.sublayouts.contains { $0.element === title })
  }

  @Test func imagesAndBackgroundImagesAreReturnedPerState() {
    let button = ASButtonNode()
    let icon = image(16, 16, "icon.png"), pressed = image(20, 20, "pressed.png")
    button.setImage(icon, for: .normal)
    button.setBackgroundImage(pressed, for: .highlighted)
    #expect(button.image(for: .normal) === icon)
    #expect(button.image(for: .highlighted) == nil)
    #expect(button.backgroundImage(for: .highlighted) === pressed)
    #expect(button.backgroundImage(for: .normal) == nil)
  }

  @Test func theBackgroundImageIsDrawnBehindTheTitleAtTheButtonsSize() {
    let button = ASButtonNode()
    button.setTitle("OK", with: UIFont.systemFont(ofSize: 12), with: nil, for: .normal)
    button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
    button.setBackgroundImage(image(4, 4, "pill.png"), for: .normal)
    let layout = button.layoutThatFits(.unconstrained)
    #expect(layout.sublayouts.first?.element === button.backgroundImageNode, "drawn first, so behind")
    #expect(layout.sublayouts.first?.size == layout.size, "stretched over the whole button")
    #expect(layout.sublayouts.count == 2)
  }

  @Test func animatedImagesShowTheirCoverImageAndCallTheHook() {
    let node = ASImageNode()
    let animation = TwoFrameAnimation(cover: image(40, 30, "cover.gif"))
    node.animatedImage = animation
    #expect(node.animatedImage === animation)
    #expect(node.image === animation.coverImage)
    #expect(node.layoutThatFits(.unconstrained).size == CGSize(width: 40, height: 30))
    #expect(DeviceOnlyDiagnostics.messages.contains { $0.contains("animatedImage plays only on a device") })
    node.animatedImage = nil
    #expect(node.image == nil)
  }

  @Test func displayCompletionsRunAtOnceNotCancelled() {
    let node = ASImageNode()
    var results: [Bool] = []
    node.setNeedsDisplay { results.append($0) }
    #expect(results == [false])
    let block: asimagenode_modification_block_t = { image, _ in image }
    node.imageModificationBlock = block
    #expect(node.imageModificationBlock != nil)
  }
}
