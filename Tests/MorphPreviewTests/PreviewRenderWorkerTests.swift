import Foundation
import Testing
import _MorphTestSupport

@testable import MorphPreview

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The preview's render workers: a Swift preview that traps is its scene's error, located at its
/// declaration and quoting the crash, while the server goes on serving every other scene, and tries the
/// scene again in a fresh worker; a rendering over the time limit kills its worker; workers are reaped.
/// The previews are `TrappingPreviews` (`Tests/Fixtures/TrappingPreviews`).
@Suite(.serialized) struct PreviewRenderWorkerTests {
  static let executable = BuiltProducts.directory.appendingPathComponent("TrappingPreviews")
  static let source = PreviewFixture.examples.deletingLastPathComponent()
    .appendingPathComponent("Tests/Fixtures/TrappingPreviews/main.swift")

  /// The start of where the fixture declares a preview, as the server names it: `main.swift:LINE:`
  /// (the column is the compiler's `#column` of the call).
  static func declaration(of name: String) throws -> String {
    let lines = try String(contentsOf: source, encoding: .utf8).components(separatedBy: "\n")
    let line = try #require(lines.firstIndex { $0.contains("NodePreview(\"\(name)\"") })
    return "main.swift:\(line + 1):"
  }

  /// The review's error and whether it has a review.
  static func review(_ client: LoopbackHTTPClient, _ path: String) async throws -> (error: String?, hasReview: Bool) {
    let response = try await client.get(path)
    #expect(response.status == 200, "\(path) answered \(response.status)")
    let body = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    return (body["error"] as? String, body["review"] is [String: Any])
  }

  @Test func aTrapIsItsScenesErrorAndTheServerGoesOnServing() async throws {
    let server = try PreviewProcess(executable: Self.executable, arguments: ["--no-rebuild"])
    defer { server.interrupt() }
    let client = LoopbackHTTPClient(port: server.port)
    let place = try Self.declaration(of: "trapping")
    var workers = Self.workers(of: server.pid)
    for attempt in 1...3 {
      let trapped = try await Self.review(client, "/scene/trapping/review.json")
      let error = try #require(trapped.error, "attempt \(attempt) answered no error")
      let lines = error.components(separatedBy: "\n")
      #expect(lines[0].hasPrefix(place), "\(error)")
      #expect(
        lines[0].wholeMatch(
          of:
            /main\.swift:\d+:\d+: error: the renderer stopped \(signal (4, SIGILL|5, SIGTRAP)\) while rendering this scene:/
        ) != nil, "\(error)")
      // The crash's message, not what the node's code printed before it.
      #expect(lines.dropFirst().first?.hasSuffix("Fatal error: the trapping preview's node cannot be made") == true)
      #expect(!error.contains("making the trapping row"))
      #expect(lines.count <= 1 + PreviewWorkerProcess.quotedLines)
      #expect(!trapped.hasReview)
      #expect(kill(server.pid, 0) == 0, "the server stopped")
      // Another scene renders meanwhile, and the trap is tried again in a fresh worker.
      let healthy = try await Self.review(client, "/scene/healthy/review.json?device=iphone-15&rotate=\(attempt % 2)")
      #expect(healthy.error == nil)
      #expect(healthy.hasReview)
      let now = Self.workers(of: server.pid)
      #if os(Linux)
        #expect(now.allSatisfy { $0.state != "Z" }, "a worker was not reaped: \(now)")
        #expect(now.count <= PreviewRenderWorkers.defaultCount)
        #expect(Set(now.map(\.pid)) != Set(workers.map(\.pid)), "no worker was replaced")
      #endif
      workers = now
    }
    for query in ["", "?transition=grow", "?device=ipad-mini"] {
      #expect(try await Self.review(client, "/scene/healthy/review.json\(query)").error == nil)
    }
    let download = try await client.get("/scene/healthy/download.lottie.json")
    #expect(download.status == 200)
    #expect(download.headers["content-disposition"] == "attachment; filename=\"healthy.grow.lottie.json\"")
    #expect(try JSONSerialization.jsonObject(with: download.body) is [String: Any])
    let svg = try await client.get("/scene/healthy/export.svg")
    #expect(svg.status == 200)
    #expect(svg.text.hasPrefix("<?xml") || svg.text.hasPrefix("<svg"))
    // Whatever needs a rendering of the trapping scene answers its error.
    let trappedDownload = try await client.get("/scene/trapping/download.svg")
    #expect(trappedDownload.status == 422)
    #expect(trappedDownload.text.hasPrefix(place), "\(trappedDownload.text)")
    #expect(trappedDownload.text.contains(": error: the renderer stopped ("))
    let stopped = server.interrupt()
    #expect(stopped.status == 0)
    #expect(stopped.output.contains("Stopped."))
    #if os(Linux)
      for worker in workers { #expect(kill(worker.pid, 0) == -1, "worker \(worker.pid) outlived the server") }
    #endif
  }

  @Test func aRenderingOverTheTimeLimitKillsItsWorker() async throws {
    var workers = PreviewRenderWorkers(executable: Self.executable, arguments: ["_render-worker"], count: 1)
    workers.timeLimit = .milliseconds(1500)
    let pool = PreviewWorkerPool(workers: workers)
    let start = ContinuousClock.now
    await #expect(throws: PreviewWorkerFailure.timedOut(.milliseconds(1500))) {
      try await pool.answer(
        to: PreviewWorkerRequest(.rendering, PreviewRequest(scene: "stalling")), source: Data("stalling".utf8))
    }
    #expect(ContinuousClock.now - start < .seconds(30 * TestTiming.scale))
    #expect(
      PreviewWorkerFailure.timedOut(.milliseconds(1500)).description
        == "the rendering took longer than 1.5 seconds; its renderer was stopped")
    // The next request gets a fresh worker, which renders it.
    let answer = try await pool.answer(
      to: PreviewWorkerRequest(.rendering, PreviewRequest(scene: "healthy")), source: Data("healthy".utf8))
    let rendering = try answer.rendering(of: PreviewRequest(scene: "healthy"))
    #expect(rendering.review.scene.slug == "healthy")
    #expect(rendering.timeline == nil)
    let running = await pool.processIDs
    #expect(running.count == 1)
    await pool.stop()
    // Killed and reaped: a zombie would still take a signal.
    for pid in running { #expect(kill(pid, 0) == -1 && errno == ESRCH) }
    await #expect(throws: PreviewWorkerFailure.stopping) {
      try await pool.answer(
        to: PreviewWorkerRequest(.rendering, PreviewRequest(scene: "healthy")), source: Data("healthy".utf8))
    }
  }

  @Test func aTrapAnswersHowTheWorkerStoppedAndWhatItPrinted() async throws {
    let pool = PreviewWorkerPool(
      workers: PreviewRenderWorkers(executable: Self.executable, arguments: ["_render-worker"], count: 1))
    do {
      _ = try await pool.answer(
        to: PreviewWorkerRequest(.rendering, PreviewRequest(scene: "trapping")), source: Data("trapping".utf8))
      Issue.record("the trapping preview rendered")
    } catch {
      if case .stopped(let exit, let lines) = error {
        #expect([PreviewWorkerExit.signal(SIGILL), .signal(SIGTRAP)].contains(exit))
        #expect(lines.first?.hasSuffix("Fatal error: the trapping preview's node cannot be made") == true)
      } else {
        Issue.record("answered \(error)")
      }
    }
    #expect(await pool.processIDs.isEmpty)
    await pool.stop()
    // A worker that cannot start is an answer too.
    let missing = PreviewWorkerPool(
      workers: PreviewRenderWorkers(executable: URL(fileURLWithPath: "/nonexistent/worker"), arguments: []))
    await #expect(throws: PreviewWorkerFailure.cannotStart("/nonexistent/worker: No such file or directory")) {
      try await missing.answer(
        to: PreviewWorkerRequest(.thumbnail, PreviewRequest(scene: "healthy")), source: Data("healthy".utf8))
    }
    // A pool let go of without being stopped kills and reaps its workers all the same.
    var dropped: PreviewWorkerPool? = PreviewWorkerPool(
      workers: PreviewRenderWorkers(executable: Self.executable, arguments: ["_render-worker"], count: 1))
    let thumbnail = try await dropped?.answer(
      to: PreviewWorkerRequest(.thumbnail, PreviewRequest(scene: "healthy")), source: Data("healthy".utf8))
    let still = try #require(try thumbnail?.thumbnail())
    #expect(String(decoding: still, as: UTF8.self).contains("<svg"))
    let droppedIDs = await dropped?.processIDs ?? []
    #expect(droppedIDs.count == 1)
    dropped = nil
    // (Its last reference may be let go of on the worker's queue a moment after its answer.)
    let deadline = ContinuousClock.now + .seconds(10 * TestTiming.scale)
    while droppedIDs.contains(where: { kill($0, 0) == 0 }), ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(20))
    }
    for pid in droppedIDs { #expect(kill(pid, 0) == -1 && errno == ESRCH) }
    #expect(PreviewWorkerExit(waitStatus: 1 << 8) == .status(1))
    #expect(PreviewWorkerExit(waitStatus: 1 << 8).description == "exit status 1")
    #expect(PreviewWorkerExit(waitStatus: SIGKILL).description == "signal \(SIGKILL), SIGKILL")
  }

  @Test func framesCarryTheirPartsAsTheyAreAndRefuseWhatIsNotAFrame() throws {
    let parts: [PreviewWorkerFrame<PreviewWorkerAnswer>.Part] = [
      .init(name: "svg", data: Data("<svg>\n</svg>".utf8)), .init(name: "empty", data: Data()),
      .init(name: "bytes", data: Data((0..<200_000).map { UInt8($0 % 251) })),
    ]
    let frames = try Self.stream {
      try PreviewWorkerFrame(PreviewWorkerAnswer(error: "a\nb"), parts: parts).write(to: $0)
      try PreviewWorkerFrame(PreviewWorkerAnswer(fileName: "f")).write(to: $0)
    }
    let first = try #require(try PreviewWorkerFrame<PreviewWorkerAnswer>.read(from: frames))
    #expect(first.head.error == "a\nb")
    #expect(first.parts.map(\.name) == ["svg", "empty", "bytes"])
    #expect(first[part: "svg"] == parts[0].data)
    #expect(first[part: "empty"] == Data())
    #expect(first[part: "bytes"] == parts[2].data)
    #expect(try PreviewWorkerFrame<PreviewWorkerAnswer>.read(from: frames)?.head.fileName == "f")
    #expect(try PreviewWorkerFrame<PreviewWorkerAnswer>.read(from: frames) == nil)

    let cut = try Self.stream {
      try $0.write(Data("{\"head\":{},\"parts\":[{\"name\":\"x\",\"length\":5}]}\nabc".utf8))
    }
    #expect(throws: PreviewWorkerStream.Failure.closed) { try PreviewWorkerFrame<PreviewWorkerAnswer>.read(from: cut) }
    let garbage = try Self.stream { try $0.write(Data("Fatal error\n".utf8)) }
    #expect(throws: PreviewWorkerStream.Failure.malformed("a header that is not a frame's: Fatal error")) {
      try PreviewWorkerFrame<PreviewWorkerAnswer>.read(from: garbage)
    }
    let negative = try Self.stream {
      try $0.write(Data("{\"head\":{},\"parts\":[{\"name\":\"x\",\"length\":-1}]}\n".utf8))
    }
    #expect(throws: PreviewWorkerStream.Failure.malformed("a part 'x' of -1 bytes")) {
      try PreviewWorkerFrame<PreviewWorkerAnswer>.read(from: negative)
    }
  }

  /// A stream reading what `write` wrote to a new file.
  static func stream(_ write: (PreviewWorkerStream) throws -> Void) throws -> PreviewWorkerStream {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("morph-frames-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: file) }
    try write(PreviewWorkerStream(descriptor: open(file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)))
    return PreviewWorkerStream(descriptor: open(file.path, O_RDONLY))
  }

  /// The processes whose parent is `pid`, with their state (`Z`: a zombie), from `/proc`.
  static func workers(of pid: Int32) -> [(pid: Int32, state: String)] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.compactMap { name -> (pid: Int32, state: String)? in
      guard let child = Int32(name),
        let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
        let end = stat.range(of: ")", options: .backwards)
      else { return nil }
      let fields = stat[end.upperBound...].split(separator: " ")
      guard fields.count > 1, Int32(fields[1]) == pid else { return nil }
      return (child, String(fields[0]))
    }
  }
}
