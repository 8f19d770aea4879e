import Foundation
import MorphTextureCompat
import Testing

/// An identifier's name, "nil" for none.
private func name(_ identifier: ASImageIdentifier?) -> String {
  identifier?.base as? String ?? "nil"
}

/// A data source of images at hand and file URLs, by identifier, and a delegate recording its calls.
private final class Versions: ASMultiplexImageNodeDataSource, ASMultiplexImageNodeDelegate {
  var images: [ASImageIdentifier: UIImage] = [:]
  var urls: [ASImageIdentifier: URL] = [:]
  var calls: [String] = []

  func multiplexImageNode(
    _ imageNode: ASMultiplexImageNode, imageForImageIdentifier imageIdentifier: ASImageIdentifier
  )
    -> UIImage?
  { images[imageIdentifier] }

  func multiplexImageNode(
    _ imageNode: ASMultiplexImageNode, urlForImageIdentifier imageIdentifier: ASImageIdentifier
  )
    -> URL?
  { urls[imageIdentifier] }

  func multiplexImageNode(
    _ imageNode: ASMultiplexImageNode, didUpdate image: UIImage?, withIdentifier imageIdentifier: ASImageIdentifier?,
    from previousImage: UIImage?, withIdentifier previousImageIdentifier: ASImageIdentifier?
  ) {
    calls.append("update \(name(previousImageIdentifier))->\(name(imageIdentifier))")
  }

  func multiplexImageNode(
    _ imageNode: ASMultiplexImageNode, didFinishDownloadingImageWithIdentifier imageIdentifier: ASImageIdentifier,
    error: (any Error)?
  ) {
    calls.append("read \(imageIdentifier)\(error == nil ? "" : " failed")")
  }
}

/// Texture's `ASMultiplexImageNode`: the best version available is shown, loading best first or, with
/// intermediate images, worst first.
@Suite struct MultiplexImageNodeTests {
  static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Images")

  private func image(_ side: CGFloat, _ source: String) -> UIImage {
    UIImage(nodeImage: NodeImage(source: source, size: CGSize(width: side, height: side)))
  }

  private func node(_ versions: Versions) -> ASMultiplexImageNode {
    let node = ASMultiplexImageNode(cache: nil, downloader: ASBasicImageDownloader.shared())
    node.dataSource = versions
    node.delegate = versions
    node.imageIdentifiers = ["best", "medium", "worst"]
    return node
  }

  private func preload(_ node: ASMultiplexImageNode) {
    node.layoutAsRoot(sizeRange: ASSizeRangeMake(CGSize(width: 100, height: 100)))
  }

  @Test func showsTheBestVersionAtHandWhenItEntersThePreloadState() {
    let versions = Versions()
    versions.images = ["medium": image(20, "medium.png"), "worst": image(10, "worst.png")]
    let node = node(versions)
    #expect(node.image == nil && node.loadedImageIdentifier == nil)
    preload(node)
    #expect(name(node.loadedImageIdentifier) == "medium" && name(node.displayedImageIdentifier) == "medium")
    #expect(node.image?.size == CGSize(width: 20, height: 20))
    #expect(versions.calls == ["update nil->medium"], "the best has no source, so loading stops")
  }

  @Test func loadsTheBestVersionFromItsFileURL() {
    let versions = Versions()
    versions.images = ["worst": image(10, "worst.png")]
    versions.urls = ["best": Self.images.appendingPathComponent("filled_star@2x.png")]
    let node = node(versions)
    preload(node)
    #expect(name(node.loadedImageIdentifier) == "best")
    #expect(node.image?.size == CGSize(width: 30, height: 30))
    #expect(versions.calls == ["update nil->worst", "read best", "update worst->best"])
  }

  @Test func intermediateImagesLoadWorstFirst() {
    let versions = Versions()
    versions.images = [
      "worst": image(10, "worst.png"), "medium": image(20, "medium.png"), "best": image(30, "best.png"),
    ]
    let node = node(versions)
    node.downloadsIntermediateImages = true
    preload(node)
    #expect(name(node.loadedImageIdentifier) == "best")
    #expect(versions.calls == ["update nil->best"], "the best at hand is shown at once")
    versions.calls = []
    versions.images["best"] = nil
    versions.urls["best"] = URL(fileURLWithPath: "/nonexistent/best.png")
    node.reloadImageIdentifierSources()
    #expect(versions.calls == ["update nil->medium", "read best failed"])
    #expect(name(node.loadedImageIdentifier) == "medium" && node.image?.size == CGSize(width: 20, height: 20))
  }

  @Test func newIdentifiersLoadInThePreloadStateAndLeavingItClearsTheImage() {
    let versions = Versions()
    versions.images = ["large": image(40, "large.png")]
    let node = node(versions)
    preload(node)
    #expect(node.image == nil)
    node.imageIdentifiers = ["large"]
    #expect(name(node.loadedImageIdentifier) == "large" && node.image?.size == CGSize(width: 40, height: 40))
    let remote = Versions()
    remote.urls = ["web": URL(string: "https://example.com/a.png")!]
    node.dataSource = remote
    node.imageIdentifiers = ["web"]
    #expect(name(node.loadedImageIdentifier) == "large", "a remote version is left to a device")
    #expect(DeviceOnlyDiagnostics.messages.contains { $0.contains("ASMultiplexImageNode downloads only on a device") })
  }

  @Test func settingsAndErrorCodesKeepTexturesValues() {
    let node = ASMultiplexImageNode()
    #expect(node.shouldRenderProgressImages && node.shouldRetryImageDownload && !node.downloadsIntermediateImages)
    node.shouldRenderProgressImages = false
    node.shouldRetryImageDownload = false
    #expect(!node.shouldRenderProgressImages && !node.shouldRetryImageDownload)
    #expect(ASMultiplexImageNodeErrorCode.noSourceForImage.rawValue == 0)
    #expect(ASMultiplexImageNodeErrorCode.phAssetIsUnavailable.rawValue == 3)
    #expect(ASMultiplexImageNodeErrorDomain == "ASMultiplexImageNodeErrorDomain")
    let asset = PHAsset(localIdentifier: "A1")
    #expect(Versions().multiplexImageNode(node, assetForLocalIdentifier: asset.localIdentifier) == nil)
  }
}
