import Foundation
import MorphVideo
import Testing
import _MorphTestSupport

/// `morph export --format gif|apng|mp4|webm` through the built binary: the files, their frames decoded
/// back, the foreign-file rule and the options' errors.
@Suite(.serialized) struct MorphExportVideoCommandTests {
  private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-video-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// nameToAge lasts 0.4 s: at 20 frames a second, 9 frames from 0 to 0.4 s.
  @Test(arguments: [("gif", "gif"), ("apng", "png"), ("mp4", "mp4"), ("webm", "webm")])
  func eachFormatWritesTheTransitionsFrames(format: String, pathExtension: String) throws {
    let out = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: out) }
    let arguments = [
      "export", "examples/signup-form.yaml", "--out", out.path, "--transition", "nameToAge", "--format", format,
      "--fps", "20", "--scale", "1",
    ]
    let result = try MorphBinary.run(arguments)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.error.isEmpty)
    let file = out.appendingPathComponent("signup-form.nameToAge.\(pathExtension)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == [file.lastPathComponent])
    let video = try DecodedVideo(try Data(contentsOf: file))
    // yuv420p needs even sizes: a white column is added to the 375-point width.
    #expect((video.width, video.height) == (format == "mp4" || format == "webm" ? 376 : 375, 200))
    #expect(video.frames.map { ($0.time * 20).rounded() } == (0...8).map(Double.init))
    // Written again over its own file: the same frames, no complaint.
    let again = try MorphBinary.run(arguments)
    #expect(again.status == 0, "\(again.error)")
    #expect(try DecodedVideo(try Data(contentsOf: file)).frames.count == 9)
  }

  /// Every format is the same file whatever the memory the encoders are given held before: the second run
  /// has the C library fill every block it hands out, and every block freed, with a pattern. (At @2x:
  /// libx264's AVX-512 macroblock tree, which read such memory, made no difference at @1x.)
  @Test func eachFormatIsTheSameFileWhateverTheMemoryHeld() throws {
    #if os(Linux)
      let fillingMemory = ["MALLOC_PERTURB_": "170"]
    #else
      let fillingMemory = ["MallocPreScribble": "1", "MallocScribble": "1"]
    #endif
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    func export(into name: String, environment: [String: String]) throws -> [String: Data] {
      let out = folder.appendingPathComponent(name)
      let result = try MorphBinary.run(
        ["export", "examples/signup-form.yaml", "--out", out.path]
          + ["gif", "apng", "mp4", "webm"].flatMap { ["--format", $0] },
        environment: environment)
      #expect(result.status == 0, "\(result.error)")
      let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
      return try Dictionary(
        uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: out.appendingPathComponent($0))) })
    }
    let plain = try export(into: "plain", environment: [:])
    let filled = try export(into: "filled", environment: fillingMemory)
    #expect(plain.count == 8)
    for (name, bytes) in plain.sorted(by: { $0.key < $1.key }) {
      #expect(filled[name] == bytes, "\(name) differs")
    }
  }

  /// Through `script`, which gives morph a terminal: the bar is redrawn in place and ends its line at
  /// the last frame (nameToAge at 100 frames a second: 41 frames).
  @Test func aTerminalShowsTheFramesProgress() throws {
    let out = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: out) }
    let morph = [
      MorphBinary.productsDirectory.appendingPathComponent("morph").path, "export", "examples/signup-form.yaml",
      "--out", out.path, "--transition", "nameToAge", "--format", "apng", "--fps", "100", "--scale", "0.5",
    ]
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    #if os(Linux)
      process.arguments = ["-qec", morph.map { "'\($0)'" }.joined(separator: " "), "/dev/null"]
    #else
      process.arguments = ["-q", "/dev/null"] + morph
    #endif
    process.currentDirectoryURL = MorphBinary.repository
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(printed)")
    let file = out.appendingPathComponent("signup-form.nameToAge.png").path
    #expect(printed.contains("\r\u{1B}[K[##########----------] 21/41 frames  \(file)"), "\(printed)")
    #expect(printed.contains("\r\u{1B}[K[####################] 41/41 frames  \(file)\r\n"), "\(printed)")
  }

  @Test func aFileMorphDidNotWriteIsLeftAlone() throws {
    let out = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: out) }
    let file = out.appendingPathComponent("signup-form.nameToAge.gif")
    try Data("GIF89a not Morph's".utf8).write(to: file)
    let result = try MorphBinary.run([
      "export", "examples/signup-form.yaml", "--out", out.path, "--transition", "nameToAge", "--format", "gif",
      "--format", "svg", "--scale", "1", "--fps", "10",
    ])
    #expect(result.status == 1)
    #expect(
      result.error == "\(file.path): error: the file exists and was not written by Morph; pass --force to replace it\n")
    #expect(try Data(contentsOf: file) == Data("GIF89a not Morph's".utf8))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == [
        "signup-form.nameToAge.frames.svg", "signup-form.nameToAge.gif", "signup-form.nameToAge.svg",
      ])
  }

  @Test(arguments: [
    (
      ["--format", "gif", "--fps", "60"],
      "--fps must be 1 to 50 for a GIF (its frame delays are whole hundredths of a second), not 60"
    ),
    (["--format", "mp4", "--fps", "0"], "--fps must be 1 to 120, not 0"),
    (
      ["--format", "webm", "--scale", "8"],
      "--scale must be from 0.25 to 4 for gif, apng, mp4 and webm, such as 2 or 3, not 8.0"
    ),
  ])
  func optionsOutOfRangeAreUsageErrors(arguments: [String], message: String) throws {
    let out = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: out) }
    let result = try MorphBinary.run(["export", "examples/signup-form.yaml", "--out", out.path] + arguments)
    #expect(result.status == 64)
    #expect(result.error.hasPrefix("Error: \(message)\n"), "\(result.error)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
  }

  /// `morph` loads librsvg and FFmpeg only for a video format: the binary itself does not link them.
  @Test func morphDoesNotLinkTheVideoLibraries() throws {
    let morph = MorphBinary.productsDirectory.appendingPathComponent("morph").path
    let process = Process()
    #if os(Linux)
      process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
      process.arguments = [morph]
    #else
      process.executableURL = URL(fileURLWithPath: "/usr/bin/otool")
      process.arguments = ["-L", morph]
    #endif
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let linked = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(linked.contains("libxml2"), "\(linked)")
    for library in ["MorphVideoCodec", "librsvg", "libavcodec", "libavformat", "libavfilter", "libswscale", "libcairo"]
    {
      #expect(!linked.contains(library), "morph links \(library):\n\(linked)")
    }
  }

  /// Without the MorphVideoCodec library beside it, `morph` still exports SVG, and refuses a video format
  /// before writing anything, saying where it looked and how to build it.
  @Test func aMissingCodecLibraryIsReportedBeforeAnythingIsWritten() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let morph = folder.appendingPathComponent("morph")
    try FileManager.default.copyItem(at: MorphBinary.productsDirectory.appendingPathComponent("morph"), to: morph)
    let out = folder.appendingPathComponent("out")
    func run(_ formats: [String]) throws -> MorphBinary.Result {
      try MorphBinary.run(
        ["export", "examples/signup-form.yaml", "--out", out.path] + formats.flatMap { ["--format", $0] },
        executable: morph)
    }
    let video = try run(["svg", "gif"])
    #expect(video.status == 1)
    #expect(
      video.error.hasPrefix("error: GIF, APNG, MP4 and WebM files are drawn and encoded by the MorphVideoCodec library")
    )
    #expect(video.error.contains("is not in \(folder.resolvingSymlinksInPath().path);"), "\(video.error)")
    #expect(video.error.contains("swift build --product MorphVideoCodec"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
    let svg = try run(["svg"])
    #expect(svg.status == 0, "\(svg.error)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).count == 4)
  }

  /// A GIF's two passes keep no frames: its first feeds each frame's colours to the palette at once,
  /// so a long transition's GIF takes about the memory its MP4 does. (When the frames waited in the
  /// palette's queue instead, this 6-second one took 3.3 times the MP4's peak.) Peaks are read by GNU
  /// time, which `scripts/install-dependencies` installs.
  @Test func aLongGIFTakesAboutTheMemoryOfItsMP4() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = folder.appendingPathComponent("slide.yaml")
    try Data(HostileMediaGenerator.sliding("backgroundColor: red", size: "[375, 667]", seconds: 6).utf8)
      .write(to: document)
    func peakMegabytes(_ format: String) throws -> Double {
      let morph = MorphBinary.productsDirectory.appendingPathComponent("morph").path
      let result = try MorphBinary.run(
        ["-f", "%M", morph, "export", document.path, "--format", format, "--fps", "20", "--out", folder.path],
        executable: URL(fileURLWithPath: "/usr/bin/time"))
      #expect(result.status == 0, "\(result.error)")
      return Double(result.error.split(separator: "\n").last ?? "").map { $0 / 1024 } ?? .infinity
    }
    let gif = try peakMegabytes("gif")
    let mp4 = try peakMegabytes("mp4")
    #expect(gif < mp4 * 1.5, "the GIF's peak was \(gif) MB, the MP4's \(mp4) MB")
  }
}
