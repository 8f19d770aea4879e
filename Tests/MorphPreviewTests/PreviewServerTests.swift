import Foundation
import MorphExport
import MorphText
import Testing

@testable import MorphPreview

/// The preview server over real sockets on 127.0.0.1.
@Suite(.serialized) struct PreviewServerTests {
  @Test func routesServeTheirContentTypes() async throws {
    let fixture = try PreviewFixture.start()
    defer { fixture.stop() }
    let client = fixture.client
    let cases: [(path: String, status: Int, type: String)] = [
      ("/", 200, "text/html; charset=utf-8"),
      ("/scene/signup-form", 200, "text/html; charset=utf-8"),
      ("/preview.js", 200, "text/javascript; charset=utf-8"),
      ("/preview.css", 200, "text/css; charset=utf-8"),
      ("/scene/signup-form/review.json", 200, "application/json"),
      ("/scene/signup-form/review.json?storyboard=1", 200, "application/json"),
      ("/scene/animal-card/review.json?rotate=1&device=iphone-se", 200, "application/json"),
      ("/scene/signup-form/export.svg?transition=ageToName", 200, "image/svg+xml"),
      ("/scene/signup-form/export.html", 200, "text/html; charset=utf-8"),
      ("/scene/progress-bar/thumbnail.svg", 200, "image/svg+xml"),
      ("/scene/signup-form/review.json?device=pager", 400, "text/plain; charset=utf-8"),
      ("/scene/signup-form/other.txt", 404, "text/plain; charset=utf-8"),
    ]
    for entry in cases {
      let response = try await client.get(entry.path)
      #expect(response.status == entry.status, "\(entry.path)")
      #expect(response.headers["content-type"] == entry.type, "\(entry.path)")
    }
    let index = try await client.get("/").text
    for slug in ["animal-card", "progress-bar", "signup-form"] {
      #expect(index.contains("href=\"/scene/\(slug)\""))
    }
    #expect(!index.contains("morph-scene.schema"))
    #expect(try await client.get("/preview.js").text.contains("new EventSource('/events')"))
    #expect(try await client.get("/preview.css").text.contains("#stage"))
    let review = try JSONSerialization.jsonObject(with: try await client.get("/scene/signup-form/review.json").body)
    #expect((review as? [String: Any])?["error"] is NSNull)
  }

  @MainActor @Test func theShownTimelineDownloadsAsEveryKindOfFile() async throws {
    let fixture = try PreviewFixture.start()
    defer { fixture.stop() }
    let client = fixture.client
    let review =
      try JSONSerialization.jsonObject(
        with: try await client.get("/scene/signup-form/review.json?transition=ageToName").body) as? [String: Any]
    let downloads = try #require(
      ((review?["review"] as? [String: Any])?["exports"] as? [String: Any])?["downloads"] as? [[String: String]])
    #expect(downloads.map { $0["label"] } == ["SVG", "Storyboard SVG", "HTML", "Lottie", "GIF", "APNG", "MP4", "WebM"])
    let lottie = try #require(downloads.first { $0["label"] == "Lottie" })
    #expect(lottie["url"] == "/scene/signup-form/download.lottie.json?transition=ageToName")
    #expect(lottie["file"] == "signup-form.ageToName.lottie.json")
    for download in downloads {
      let response = try await client.get(try #require(download["url"]))
      #expect(response.status == 200, "\(download)")
      #expect(response.headers["content-disposition"] == "attachment; filename=\"\(download["file"]!)\"")
    }
    // The Lottie download is the exporter's own file for the shown timeline.
    let renderer = PreviewRenderer(
      catalog: try PreviewCatalog(path: PreviewFixture.examples.path), textMeasurer: try FreeTypeTextMeasurer())
    let timeline = try #require(
      await renderer.render(PreviewRequest(scene: "signup-form", subject: .transition("ageToName")))?.rendering?
        .timeline)
    let response = try await client.get("/scene/signup-form/download.lottie.json?transition=ageToName")
    #expect(response.body == (try LottieExporter().export(timeline)))
    #expect(response.headers["content-type"] == "application/json")
    #expect(try await client.get("/scene/signup-form/download.gif.exe").status == 404)
  }

  @Test func aSingleSceneRedirectsTheRootToItsPage() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-single-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("card.yaml")
    try FileManager.default.copyItem(at: PreviewFixture.examples.appendingPathComponent("animal-card.yaml"), to: file)
    let server = try PreviewProcess(path: file.path)
    let response = try await LoopbackHTTPClient(port: server.port).get("/")
    server.interrupt()
    #expect(response.status == 302)
    #expect(response.headers["location"] == "/scene/card")
  }

  @Test func requestsOutsideTheServedScenesAre404() async throws {
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
      "morph-outside-\(UUID().uuidString).yaml")
    try "name: outside\n".write(to: outside, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: outside) }
    let fixture = try PreviewFixture.start()
    defer { fixture.stop() }
    try FileManager.default.createSymbolicLink(
      at: fixture.folder.appendingPathComponent("linked.yaml"), withDestinationURL: outside)
    let attempts = [
      "/scene/../Package.swift", "/scene/..%2F..%2Fetc%2Fpasswd", "/scene/%2e%2e/%2e%2e/etc/passwd",
      "/scene/signup-form/..%2F..%2Fsignup-form.yaml", "/etc/passwd", "//etc/passwd", "/scene//etc/passwd",
      "/scene/morph-scene.schema", "/scene/linked", "/scene/signup-form.yaml", "/scene/%00",
      "/examples/signup-form.yaml",
      "/scene/signup-form/export.svg/../../../../etc/passwd",
    ]
    for path in attempts {
      let response = try await fixture.client.get(path)
      #expect(response.status == 404, "\(path) answered \(response.status)")
      #expect(!response.text.contains("root:"), "\(path)")
    }
  }

  @Test func malformedRequestsAreAnsweredOrDroppedAndTheServerGoesOn() async throws {
    let fixture = try PreviewFixture.start()
    defer { fixture.stop() }
    let garbage: [Data] = [
      Data("NONSENSE\r\n\r\n".utf8), Data("GET\r\n\r\n".utf8), Data([0, 255, 13, 10, 13, 10]),
      Data("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n".utf8),
      Data("GET /\(String(repeating: "a", count: 2_000)) HTTP/1.1\r\n\r\n".utf8),
      Data("GET / HTTP/1.1\r\nX: ".utf8) + Data(repeating: 65, count: 2_000),
      Data("POST /scene/signup-form HTTP/1.1\r\nContent-Length: 3\r\n\r\nabc".utf8),
      Data("GET /scene/signup-form HTTP/9.9\r\n\r\n".utf8),
    ]
    for bytes in garbage {
      let answer = try await fixture.client.raw(bytes, timeout: 3)
      if let statusLine = String(decoding: answer, as: UTF8.self).components(separatedBy: "\r\n").first,
        statusLine.hasPrefix("HTTP/")
      {
        #expect(!statusLine.contains(" 200 ") || bytes.starts(with: Data("GET /scene".utf8)), "\(statusLine)")
      }
    }
    #expect(try await fixture.client.get("/scene/signup-form").status == 200)
  }

  @Test func anEditSendsAChangeEventAndABrokenEditItsError() async throws {
    let fixture = try PreviewFixture.start()
    defer { fixture.stop() }
    let original = try fixture.text(of: "signup-form.yaml")
    let client = fixture.client
    let (listening, ready) = AsyncStream<Void>.makeStream()
    let edited = Task {
      try await client.stream("/events", timeout: 10, onReady: { ready.yield() }) {
        $0.contains("\"scene\":\"signup-form\"")
      }
    }
    for await _ in listening { break }
    try fixture.write(original.replacingOccurrences(of: "duration: 0.4", with: "duration: 0.8"), to: "signup-form.yaml")
    let events = try await edited.value
    #expect(events.hasPrefix("HTTP/1.1 200"))
    #expect(events.lowercased().contains("content-type: text/event-stream"))
    #expect(events.contains(#/retry: 500\nevent: ready\ndata: \{"server":"[0-9A-F-]{36}"\}\n\n/#))
    #expect(events.contains("event: change\ndata: {\"scene\":\"signup-form\"}\n\n"))
    let review = try await client.get("/scene/signup-form/review.json").text
    #expect(review.contains("\"duration\":0.8"))

    let (listeningAgain, readyAgain) = AsyncStream<Void>.makeStream()
    let broken = Task {
      try await client.stream("/events", timeout: 10, onReady: { readyAgain.yield() }) { $0.contains("\"error\":") }
    }
    for await _ in listeningAgain { break }
    try fixture.write(
      original.replacingOccurrences(of: "duration: 0.4", with: "duration: fast"), to: "signup-form.yaml")
    let errorEvents = try await broken.value
    #expect(errorEvents.contains("signup-form.yaml:68:21: error: expected a number for 'duration', found string"))
    let body = try JSONSerialization.jsonObject(with: try await client.get("/scene/signup-form/review.json").body)
    let object = try #require(body as? [String: Any])
    #expect((object["error"] as? String)?.contains("signup-form.yaml:68:21: error:") == true)
    let lastGood = try #require(object["review"] as? [String: Any])
    #expect(lastGood["duration"] as? Double == 0.8)
    #expect(try await client.get("/scene/signup-form/export.svg").status == 200)
  }

  @Test func ctrlCStopsTheServerCleanlyWithAPageListening() async throws {
    let fixture = try PreviewFixture.start()
    #expect(fixture.server.banner.hasPrefix("Morph preview of \(fixture.folder.path) at http://127.0.0.1:"))
    let (listening, ready) = AsyncStream<Void>.makeStream()
    let client = fixture.client
    let stream = Task {
      try? await client.stream("/events", timeout: 20, onReady: { ready.yield() }) { _ in false }
    }
    for await _ in listening { break }
    let stopped = fixture.stop()
    _ = await stream.value
    #expect(stopped.status == 0)
    #expect(stopped.output == "Stopped.\n")
  }

  @Test func aThousandSequentialAndAHundredConcurrentRequestsAllSucceed() async throws {
    let fixture = try PreviewFixture.start()
    defer { fixture.stop() }
    let client = fixture.client
    let paths = ["/scene/signup-form/review.json", "/scene/animal-card/export.svg", "/", "/scene/progress-bar"]
    var failures = 0
    for index in 0..<1000 {
      if try await client.get(paths[index % paths.count]).status != 200 { failures += 1 }
    }
    #expect(failures == 0)
    let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
      for index in 0..<100 {
        group.addTask { try await client.get(paths[index % paths.count]).status }
      }
      return try await group.reduce(into: [Int]()) { $0.append($1) }
    }
    #expect(statuses.count == 100)
    #expect(statuses.allSatisfy { $0 == 200 })
  }
}
