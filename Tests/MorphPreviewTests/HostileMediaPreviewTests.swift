import Foundation
import Testing
import _MorphTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The hostile media scenes through `morph preview`: each is served beside a healthy scene, and its
/// review and its downloads in each of its formats are asked for, while the healthy scene is edited and
/// asked for again and again. Every answer of the hostile scene ends as it must (a download, or its
/// refusal, 422 with the message), none is a crash or a rendering over the time limit, the healthy
/// scene renders throughout, and no process of the preview (the server and its render workers) takes
/// over 1 GB.
///
/// The scenes run one after another: each is held to the seconds its rendering may take, which only
/// means something when the preview does not share the machine with a score of other previews.
@Suite(.serialized) struct HostileMediaPreviewTests {
  /// The most memory a process of the preview may take.
  static let memoryLimitMegabytes = 1024.0
  /// The most seconds the healthy scene may take to answer, while the hostile one renders.
  static let healthySeconds = 30 * TestTiming.scale
  /// The healthy scene's file name.
  static let healthyName = "served-throughout.yaml"

  @Test(arguments: HostileMediaGenerator.corpus())
  func endsAsItMustWhileAnotherSceneIsServed(scene: HostileMediaScene) async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-hostile-preview-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try scene.write(into: folder)
    let healthy = folder.appendingPathComponent(Self.healthyName)
    try HostileMediaGenerator.sliding("backgroundColor: green").write(to: healthy, atomically: true, encoding: .utf8)
    let server = try PreviewProcess(path: folder.path)
    defer { server.interrupt() }
    let client = LoopbackHTTPClient(port: server.port)
    try await Self.warmUp(healthy, from: client)
    let started = Date()
    let answers = try await withThrowingTaskGroup(of: [String: LoopbackHTTPClient.Response]?.self) { group in
      group.addTask { try await Self.everything(of: scene, from: client) }
      group.addTask {
        try await Self.serveThroughout(healthy, from: client, scene: scene)
        return nil
      }
      defer { group.cancelAll() }
      while let answers = try await group.next() {
        if let answers { return answers }
      }
      return [:]
    }
    let seconds = Date().timeIntervalSince(started)
    #expect(seconds <= scene.seconds * TestTiming.scale, "\(scene) took \(seconds) s")
    for (pid, megabytes) in Self.peakMegabytes(ofProcessAndChildren: server.pid) {
      #expect(megabytes <= Self.memoryLimitMegabytes, "\(scene): process \(pid) took \(megabytes) MB")
    }
    #expect(kill(server.pid, 0) == 0, "\(scene): the preview stopped")
    guard !scene.documentName.hasPrefix(".") else {
      // The preview serves no hidden file (an editor's temporary copy, say).
      for (name, answer) in answers { #expect(answer.status == 404, "\(scene): \(name) answered \(answer.status)") }
      return
    }
    let review = try #require(answers["review.json"])
    #expect(review.status == 200, "\(scene): review.json answered \(review.status)")
    for (name, answer) in answers.sorted(by: { $0.key < $1.key }) {
      #expect(!answer.text.contains("the renderer stopped"), "\(scene): \(name) crashed: \(answer.text.prefix(500))")
      #expect(!answer.text.contains("its renderer was stopped"), "\(scene): \(name) ran out of time")
      guard name != "review.json" else { continue }
      switch scene.previewOutcome {
      case .written:
        #expect(
          answer.status == 200 && !answer.body.isEmpty, "\(scene): \(name) \(answer.status) \(answer.text.prefix(500))")
        let disposition = answer.headers["content-disposition"] ?? ""
        #expect(disposition.allSatisfy { $0.isASCII }, "\(scene): \(disposition)")
      case .refused(let text):
        #expect(answer.status == 422, "\(scene): \(name) answered \(answer.status)")
        #expect(answer.text.contains(": error: ") && answer.text.contains(text), "\(scene): \(answer.text.prefix(500))")
        #expect(answer.text.hasPrefix(scene.documentName + ":"), "\(scene): \(answer.text.prefix(500))")
      }
    }
  }

  /// The file name extensions of the formats whose `--format` name is not their extension.
  static let pathExtensions = ["lottie": "lottie.json", "apng": "png"]

  /// The scene's review, then its download in each of its formats, by resource name.
  static func everything(
    of scene: HostileMediaScene, from client: LoopbackHTTPClient
  ) async throws -> [String: LoopbackHTTPClient.Response] {
    let slug = try #require(scene.baseName.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
    var answers = ["review.json": try await client.get("/scene/\(slug)/review.json")]
    for format in scene.formats {
      let name = "download.\(Self.pathExtensions[format] ?? format)"
      answers[name] = try await client.get("/scene/\(slug)/\(name)")
    }
    return answers
  }

  /// Has the preview render the healthy scene twice at once, so that both render workers have started
  /// and loaded their fonts before the hostile scene is timed: on a loaded machine a worker's first
  /// rendering alone can take most of a minute, which is the server starting, not the scene rendering.
  static func warmUp(_ healthy: URL, from client: LoopbackHTTPClient) async throws {
    let slug = healthy.deletingPathExtension().lastPathComponent
    async let review = client.get("/scene/\(slug)/review.json")
    async let download = client.get("/scene/\(slug)/download.svg")
    let (first, second) = try await (review, download)
    #expect(first.status == 200 && second.status == 200, "the healthy scene answered \(first.status), \(second.status)")
  }

  /// Edits the healthy scene and asks for its review, again and again until cancelled: each answer
  /// must be its new rendering, within ``healthySeconds``.
  static func serveThroughout(_ healthy: URL, from client: LoopbackHTTPClient, scene: HostileMediaScene) async throws {
    let slug = healthy.deletingPathExtension().lastPathComponent
    var edit = 0
    while !Task.isCancelled {
      edit += 1
      // Each edit changes the document's bytes, so that its review is rendered anew, not answered from
      // the cache.
      try HostileMediaGenerator.sliding("backgroundColor: green", seconds: 0.2 + Double(edit) / 100)
        .write(to: healthy, atomically: true, encoding: .utf8)
      let asked = Date()
      let answer = try await client.get("/scene/\(slug)/review.json")
      let seconds = Date().timeIntervalSince(asked)
      #expect(answer.status == 200, "\(scene): the healthy scene answered \(answer.status)")
      #expect(seconds <= healthySeconds, "\(scene): the healthy scene took \(seconds) s")
      let body = try JSONSerialization.jsonObject(with: answer.body) as? [String: Any]
      #expect(body?["error"] is NSNull, "\(scene): the healthy scene answered \(answer.text.prefix(300))")
      #expect(body?["review"] is [String: Any], "\(scene): the healthy scene has no review")
      try? await Task.sleep(for: .milliseconds(100))
    }
  }

  /// The peak resident memory of a process and of each of its children now running, in megabytes, by
  /// process id (`VmHWM` of `/proc/PID/status`; empty where there is no `/proc`).
  static func peakMegabytes(ofProcessAndChildren pid: Int32) -> [Int32: Double] {
    var found: [Int32: Double] = [:]
    let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for name in processes {
      guard let child = Int32(name),
        child == pid || parent(of: child) == pid,
        let status = try? String(contentsOfFile: "/proc/\(child)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
      else { continue }
      found[child] = kilobytes / 1024
    }
    return found
  }

  /// A process's parent, from `/proc/PID/stat` (whose second field, the name, is in parentheses).
  private static func parent(of pid: Int32) -> Int32? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    return fields.count > 1 ? Int32(fields[1]) : nil
  }
}
