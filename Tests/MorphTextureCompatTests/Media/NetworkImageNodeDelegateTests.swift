import Foundation
import MorphTextureCompat
import Testing

/// A network image node delegate recording what it is told.
private final class RecordingImageDelegate: ASNetworkImageNodeDelegate {
  var calls: [String] = []
  var loaded: UIImage?
  var info: ASNetworkImageLoadInfo?

  func imageNodeDidStartFetchingData(_ imageNode: ASNetworkImageNode) { calls.append("fetching") }

  func imageNode(_ imageNode: ASNetworkImageNode, didLoad image: UIImage, info: ASNetworkImageLoadInfo) {
    calls.append("loaded")
    loaded = image
    self.info = info
  }

  func imageNode(_ imageNode: ASNetworkImageNode, didFailWithError error: any Error) {
    calls.append("failed \((error as NSError).code)")
  }
}

/// A delegate implementing only Texture's older `imageNode(_:didLoad:)`.
private final class PlainImageDelegate: ASNetworkImageNodeDelegate {
  var loadedSizes: [CGSize] = []
  func imageNode(_ imageNode: ASNetworkImageNode, didLoad image: UIImage) { loadedSizes.append(image.size) }
}

/// A downloader of an app's own.
private final class AppDownloader: ASImageDownloaderProtocol {}

/// Texture's `ASNetworkImageNodeDelegate`, `delegate` and `init(cache:downloader:)`: file URLs load when
/// the node enters the preload state, and the delegate is told synchronously.
@Suite struct NetworkImageNodeDelegateTests {
  static let star = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Images/filled_star@3x.png")

  private func laidOut(_ node: ASNetworkImageNode) {
    node.style.preferredSize = CGSize(width: 30, height: 30)
    node.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 100, height: 100)))
  }

  @Test func aFileURLLoadsWhenTheNodeEntersThePreloadState() throws {
    let node = ASNetworkImageNode()
    let delegate = RecordingImageDelegate()
    node.shouldCacheImage = false
    node.url = Self.star
    node.delegate = delegate
    #expect(node.image == nil && delegate.calls.isEmpty, "nothing loads before the preload state")
    laidOut(node)
    #expect(delegate.calls == ["fetching", "loaded"])
    let image = try #require(node.image)
    #expect(image.size == CGSize(width: 30, height: 30) && delegate.loaded === image)
    #expect(delegate.info?.sourceType == .fileURL && delegate.info?.url == Self.star)
    #expect(node.currentImageQuality == 1)
  }

  @Test func aURLSetInThePreloadStateLoadsAtOnceAndOnlyOnce() {
    let node = ASNetworkImageNode()
    let delegate = PlainImageDelegate()
    node.delegate = delegate
    node.shouldCacheImage = false
    laidOut(node)
    node.url = Self.star
    #expect(delegate.loadedSizes == [CGSize(width: 30, height: 30)], "the default forwards to didLoad")
    laidOut(node)
    node.url = Self.star
    #expect(delegate.loadedSizes.count == 1)
  }

  @Test func aFileWithoutAnImageFailsAndCachedLoadsLookTheNameUpInTheAssets() {
    let node = ASNetworkImageNode()
    let delegate = RecordingImageDelegate()
    node.delegate = delegate
    laidOut(node)
    node.shouldCacheImage = false
    node.url = URL(fileURLWithPath: "/nonexistent/missing-image.png")
    #expect(delegate.calls == ["fetching", "failed \(NSURLErrorFileDoesNotExist)"] && node.image == nil)
    node.shouldCacheImage = true
    node.url = URL(fileURLWithPath: "/nonexistent/another-missing-image.png")
    #expect(delegate.calls.count == 4, "with caching, only the asset folders are searched, by file name")
  }

  @Test func remoteURLsAreLeftToADevice() {
    let node = ASNetworkImageNode()
    let delegate = RecordingImageDelegate()
    node.delegate = delegate
    laidOut(node)
    node.url = URL(string: "https://example.com/photo.jpg")
    #expect(delegate.calls == ["fetching"] && node.image == nil, "fetching starts; only a device downloads")
    #expect(DeviceOnlyDiagnostics.messages.contains { $0.contains("ASNetworkImageNode downloads only on a device") })
  }

  @Test func theDelegateIsHeldWeaklyAndSettingsAreKept() {
    let node = ASNetworkImageNode(cache: nil, downloader: AppDownloader())
    do {
      let delegate = RecordingImageDelegate()
      node.delegate = delegate
      #expect(node.delegate === delegate)
    }
    #expect(node.delegate == nil)
    #expect(ASNetworkImageNode.useMainThreadDelegateCallbacks)
    ASNetworkImageNode.useMainThreadDelegateCallbacks = false
    #expect(!ASNetworkImageNode.useMainThreadDelegateCallbacks)
    ASNetworkImageNode.useMainThreadDelegateCallbacks = true
    #expect(ASBasicImageDownloader.shared() === ASBasicImageDownloader.shared())
    let multiplex = ASMultiplexImageNode(cache: nil, downloader: ASBasicImageDownloader.shared())
    #expect(multiplex.imageIdentifiers.isEmpty)
  }
}
