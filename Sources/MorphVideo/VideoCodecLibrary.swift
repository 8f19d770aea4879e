import CVideoCodecInterface
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The MorphVideoCodec library, which draws frames with librsvg and encodes and decodes them with FFmpeg,
/// loaded with `dlopen` the first time it is needed: a program that makes no video (every `morph` run
/// but a video export) never maps librsvg, FFmpeg and the libraries they bring.
///
/// It is looked for beside the executable MorphVideo is linked into, where `swift build` puts it.
struct VideoCodecLibrary: @unchecked Sendable {
  // Unchecked: the functions are C functions of a library that is never unloaded, and they keep no
  // state between calls but what their arguments hold.

  /// The library's functions.
  let functions: morph_video_codec

  /// The library's file name on this platform.
  static var fileName: String {
    #if canImport(Darwin)
      "libMorphVideoCodec.dylib"
    #else
      "libMorphVideoCodec.so"
    #endif
  }

  /// The library, loaded on first use from ``searchedFolders``, or why it cannot be.
  static let shared = load(from: searchedFolders)

  /// The loaded library.
  /// - Throws: ``VideoError/codecUnavailable(_:)`` when it cannot be found or loaded.
  static func loaded() throws(VideoError) -> VideoCodecLibrary { try shared.get() }

  /// Where the library is looked for, in order: the folder of the running executable, then those of
  /// loaded test bundles (on macOS, `xctest` runs a bundle SwiftPM built beside the library).
  static var searchedFolders: [URL] {
    let executable = Bundle.main.executableURL.map { [$0] } ?? []
    let testBundles = Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
    var folders: [URL] = []
    for file in executable + testBundles {
      let folder = file.resolvingSymlinksInPath().deletingLastPathComponent()
      if !folders.contains(folder) { folders.append(folder) }
    }
    return folders
  }

  /// Loads the library from the first of `folders` that has it.
  /// - Returns: the library, or ``VideoError/codecUnavailable(_:)`` saying where it was looked for, or
  ///   why the file found could not be used.
  static func load(from folders: [URL]) -> Result<VideoCodecLibrary, VideoError> {
    guard
      let path = folders.map({ $0.appendingPathComponent(fileName).path }).first(where: FileManager.default.fileExists)
    else {
      let places = folders.map(\.path).joined(separator: ", ")
      return .failure(
        .codecUnavailable(
          "GIF, APNG, MP4 and WebM files are drawn and encoded by the MorphVideoCodec library (librsvg and "
            + "FFmpeg), loaded only when one is made, and \(fileName) is not in \(places.isEmpty ? "any folder" : places); "
            + "`swift build` builds it beside morph (or `swift build --product MorphVideoCodec`), and a package's "
            + "own executable lists the product MorphVideoCodec among its dependencies"))
    }
    guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
      return .failure(
        .codecUnavailable("cannot load \(path): \(dlerror().map { String(cString: $0) } ?? "no reason given")"))
    }
    guard let entry = dlsym(handle, MORPH_VIDEO_CODEC_ENTRY) else {
      dlclose(handle)
      return .failure(
        .codecUnavailable("\(path) is not the MorphVideoCodec library: it has no \(MORPH_VIDEO_CODEC_ENTRY)"))
    }
    let functions = unsafeBitCast(entry, to: morph_video_codec_entry.self)().pointee
    guard functions.version == MORPH_VIDEO_CODEC_VERSION else {
      dlclose(handle)
      return .failure(
        .codecUnavailable(
          "\(path) was built from other sources than this program (its interface version is \(functions.version), "
            + "not \(MORPH_VIDEO_CODEC_VERSION)); rebuild both"))
    }
    return .success(VideoCodecLibrary(functions: functions))
  }
}
