import Foundation
import Testing

@testable import MorphVideo

/// A video's frames reuse the buffers of the frames before them, each zeroed, and a buffer goes back
/// only when no copy of its frame is left.
@Suite struct FrameBufferPoolTests {
  /// The address of a frame's bytes.
  static func address(of data: Data) -> UnsafeRawPointer {
    data.withUnsafeBytes { $0.baseAddress! }
  }

  @Test func aReleasedFramesBufferIsTheNextFramesZeroed() throws {
    let pool = FrameBufferPool(byteCount: 64)
    var (first, _) = try pool.take { bytes in bytes.storeBytes(of: 0xff, as: UInt8.self) }
    let firstAddress = Self.address(of: first)
    #expect(first.first == 0xff)
    first = Data()
    let (second, _) = try pool.take { _ in }
    #expect(Self.address(of: second) == firstAddress)
    #expect(second.count == 64 && second.allSatisfy { $0 == 0 })
  }

  @Test func aBufferStaysOutWhileACopyOfItsFrameIsKept() throws {
    let pool = FrameBufferPool(byteCount: 16)
    var (first, _) = try pool.take { _ in }
    let copy = first
    first = Data()
    let (second, _) = try pool.take { _ in }
    #expect(Self.address(of: second) != Self.address(of: copy))
    withExtendedLifetime(copy) {}
  }

  @Test func aFrameThatFailsToDrawGivesItsBufferBack() throws {
    let pool = FrameBufferPool(byteCount: 16)
    var failedAddress: UnsafeMutableRawPointer?
    #expect(throws: VideoError.rasterizingFailed("no")) {
      _ = try pool.take { (bytes) throws(VideoError) in
        failedAddress = bytes.baseAddress
        throw .rasterizingFailed("no")
      }
    }
    let (next, _) = try pool.take { _ in }
    #expect(Self.address(of: next) == UnsafeRawPointer(failedAddress))
  }

  @Test func aFrameDrawnIntoThePoolHasThePixelsOfOneDrawnAlone() throws {
    let svg = Data(
      """
      <svg xmlns="http://www.w3.org/2000/svg" width="40" height="30">\
      <rect x="5" y="5" width="20" height="10" fill="#336699" opacity="0.5"/></svg>
      """.utf8)
    let rasterizer = SVGRasterizer(scale: 2)
    let size = CGSize(width: 40, height: 30)
    let alone = try rasterizer.rasterize(svg, size: size)
    let pool = FrameBufferPool(byteCount: alone.pixels.count)
    // Twice, so that the second frame is drawn into the first one's buffer, drawn on before.
    for _ in 0..<2 {
      let pooled = try rasterizer.rasterize(svg, size: size, into: pool)
      #expect(pooled.pixels == alone.pixels)
      #expect((pooled.width, pooled.height, pooled.stride) == (alone.width, alone.height, alone.stride))
    }
  }
}
