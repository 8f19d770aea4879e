import Foundation
import Testing

@testable import MorphVideo

/// Loading the MorphVideoCodec library: found beside the test binary, and every way it can be missing
/// or wrong said in words.
@Suite struct VideoCodecLibraryTests {
  private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-codec-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  private func message(_ result: Result<VideoCodecLibrary, VideoError>) -> String {
    guard case .failure(.codecUnavailable(let message)) = result else { return "loaded" }
    return message
  }

  @Test func theBuiltLibraryIsFoundBesideTheTests() throws {
    let library = try VideoCodecLibrary.loaded()
    #expect(library.functions.version == 3)
    #expect(library.functions.passes(VideoFormat.gif.codecFormat) == 2)
    #expect(
      VideoCodecLibrary.searchedFolders.contains { folder in
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(VideoCodecLibrary.fileName).path)
      })
  }

  @Test func aFolderWithoutItNamesWhereItLookedAndHowToBuildIt() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = message(VideoCodecLibrary.load(from: [folder]))
    #expect(text.contains("\(VideoCodecLibrary.fileName) is not in \(folder.path);"), "\(text)")
    #expect(text.contains("`swift build --product MorphVideoCodec`"))
    #expect(message(VideoCodecLibrary.load(from: [])).contains("is not in any folder"))
  }

  @Test func aFileThatIsNotALibraryCannotBeLoaded() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent(VideoCodecLibrary.fileName).path
    try Data("not a library".utf8).write(to: URL(fileURLWithPath: path))
    #expect(message(VideoCodecLibrary.load(from: [folder])).hasPrefix("cannot load \(path): "))
  }

  /// Another shared library under the name: zlib, where the system has it as a file.
  @Test(.enabled(if: Self.zlib != nil)) func anotherLibraryIsNotTakenForIt() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent(VideoCodecLibrary.fileName).path
    let zlib = URL(fileURLWithPath: try #require(Self.zlib)).resolvingSymlinksInPath()
    try FileManager.default.copyItem(atPath: zlib.path, toPath: path)
    #expect(
      message(VideoCodecLibrary.load(from: [folder]))
        == "\(path) is not the MorphVideoCodec library: it has no morph_video_codec_functions")
  }

  static let zlib = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/lib64", "/usr/lib"]
    .map { "\($0)/libz.so.1" }.first(where: FileManager.default.fileExists)
}
