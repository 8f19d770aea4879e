import Foundation
import MorphText
import Testing
import _MorphTestSupport

@testable import MorphPreview

/// What a web page — or anything else that can reach 127.0.0.1 — cannot make the preview do: answer
/// another host or origin, reveal a path, hang on a huge or silent request, stream events to a HEAD
/// request, grow its caches without bound, or read a file swapped for a link after start-up. The
/// server runs as `morph preview` in its own process and is spoken to over loopback sockets.
@Suite(.serialized) struct PreviewServerHardeningTests {
  @Test func onlyLoopbackHostsAndTheOnesGivenWithHostAreAnswered() async throws {
    let fixture = try PreviewFixture.start(arguments: ["--host", "Review.Local"])
    defer { fixture.stop() }
    let port = fixture.server.port
    let client = fixture.client
    let allowed = [
      "localhost:\(port)", "127.0.0.1:\(port)", "[::1]:\(port)", "LOCALHOST:\(port)", "127.0.0.1", "localhost",
      "review.local:\(port)",
    ]
    for host in allowed {
      let response = try await client.request("GET", "/scene/signup-form/review.json", headers: ["Host: \(host)"])
      #expect(response.status == 200, "\(host)")
    }
    let refused = [
      "evil.example", "evil.example:\(port)", "127.0.0.1:\(port == 1 ? 2 : 1)", "localhost.evil.example:\(port)",
      "127.0.0.1.nip.io:\(port)", "[::1]:\(port)x", "localhost:\(port):\(port)", "192.168.1.10:\(port)",
      "[::2]:\(port)", "localhost:", "localhost:+\(port)",
    ]
    for host in refused {
      for path in ["/", "/scene/signup-form/review.json", "/events"] {
        let response = try await client.request("GET", path, headers: ["Host: \(host)"])
        #expect(response.status == 421, "\(host) \(path) answered \(response.status)")
        #expect(!response.text.contains("\"review\""), "\(host)")
      }
    }
    let noHost = try await client.request("GET", "/", headers: [])
    #expect(noHost.status == 400)
  }

  @Test func crossOriginRequestsAreRefusedAndNoCORSHeadersAreSent() async throws {
    let fixture = try PreviewFixture.start()
    defer { fixture.stop() }
    let port = fixture.server.port
    let client = fixture.client
    let own = ["http://127.0.0.1:\(port)", "http://localhost:\(port)", "http://[::1]:\(port)"]
    for origin in own {
      let response = try await client.request(
        "GET", "/scene/signup-form/review.json", headers: ["Host: 127.0.0.1:\(port)", "Origin: \(origin)"])
      #expect(response.status == 200, "\(origin)")
      #expect(response.headers.keys.allSatisfy { !$0.hasPrefix("access-control-") })
    }
    let foreign = [
      "http://evil.example", "null", "https://127.0.0.1:\(port)", "http://127.0.0.1:\(port == 1 ? 2 : 1)",
      "http://evil.example:\(port)", "file://", "http://127.0.0.1:\(port)/path", "http://localhost",
      "http://127.0.0.1",
    ]
    for origin in foreign {
      for (method, path) in [("GET", "/scene/signup-form/review.json"), ("GET", "/events"), ("POST", "/")] {
        let response = try await client.request(
          method, path, headers: ["Host: 127.0.0.1:\(port)", "Origin: \(origin)"])
        #expect(response.status == 403, "\(origin) \(method) \(path) answered \(response.status)")
        #expect(response.headers.keys.allSatisfy { !$0.hasPrefix("access-control-") })
        #expect(!response.text.contains("\"review\""))
      }
    }
    // A page of another site embedding the preview's resources (no Origin header) is refused; a
    // link from another site still opens the preview.
    let embedded = try await client.request(
      "GET", "/scene/signup-form/export.svg",
      headers: ["Host: 127.0.0.1:\(port)", "Sec-Fetch-Site: cross-site", "Sec-Fetch-Mode: no-cors"])
    #expect(embedded.status == 403)
    let followed = try await client.request(
      "GET", "/scene/signup-form",
      headers: ["Host: 127.0.0.1:\(port)", "Sec-Fetch-Site: cross-site", "Sec-Fetch-Mode: navigate"])
    #expect(followed.status == 200)
    // Another site's link, frame or window may open a page, but starts no rendering or download.
    for resource in ["review.json", "export.svg", "export.html", "download.gif", "download.mp4", "thumbnail.svg"] {
      let navigated = try await client.request(
        "GET", "/scene/signup-form/\(resource)",
        headers: ["Host: 127.0.0.1:\(port)", "Sec-Fetch-Site: cross-site", "Sec-Fetch-Mode: navigate"])
      #expect(navigated.status == 403, "\(resource) answered \(navigated.status)")
    }
    let preflight = try await client.request(
      "OPTIONS", "/scene/signup-form/review.json",
      headers: ["Host: 127.0.0.1:\(port)", "Origin: http://evil.example", "Access-Control-Request-Method: GET"])
    #expect(preflight.status == 403)
    #expect(preflight.headers.keys.allSatisfy { !$0.hasPrefix("access-control-") })
  }

  @Test func aRequestNamesOneHostWhereverItNamesIt() async throws {
    let fixture = try PreviewFixture.start()
    defer { fixture.stop() }
    let port = fixture.server.port
    let client = fixture.client
    let review = "/scene/signup-form/review.json"
    for hosts in [["127.0.0.1:\(port)", "evil.example"], ["127.0.0.1:\(port)", "127.0.0.1:\(port)"]] {
      let response = try await client.request("GET", review, headers: hosts.map { "Host: \($0)" })
      #expect(response.status == 400, "\(hosts) answered \(response.status)")
      #expect(response.text == "a request may have one Host header only\n")
    }
    // A target in absolute form names the host, whatever the Host header says.
    for target in [
      "http://evil.example\(review)", "http://evil.example:\(port)\(review)", "http://me@127.0.0.1:\(port)/",
    ] {
      let response = try await client.request("GET", target, headers: ["Host: 127.0.0.1:\(port)"])
      #expect(response.status == 421, "\(target) answered \(response.status)")
    }
    let ownTarget = try await client.request(
      "GET", "http://localhost:\(port)\(review)", headers: ["Host: evil.example"])
    #expect(ownTarget.status == 200)
    #expect(ownTarget.text.contains("\"review\""))
  }

  @Test func anAbsoluteFormTargetsAuthorityIsWhatFollowsItsScheme() {
    #expect(AbsoluteFormRequestTarget.authority(ofTarget: "http://localhost:8080/scene/a?x=1") == "localhost:8080")
    #expect(AbsoluteFormRequestTarget.authority(ofTarget: "http://[::1]:80?x") == "[::1]:80")
    #expect(AbsoluteFormRequestTarget.authority(ofTarget: "https://u@evil#f") == "u@evil")
    #expect(AbsoluteFormRequestTarget.authority(ofTarget: "/scene/http://x") == nil)
    #expect(AbsoluteFormRequestTarget.authority(ofTarget: "*") == nil)
  }

  @Test func noResponseShowsAPathOfTheMachine() async throws {
    let fixture = try PreviewFixture.start()
    defer { fixture.stop() }
    let client = fixture.client
    let paths = [fixture.folder.path, fixture.folder.resolvingSymlinksInPath().path]
    func expectNoPath(_ text: String, _ what: String) {
      for path in paths { #expect(!text.contains(path), "\(what) shows \(path)") }
    }
    let resources = [
      "/", "/scene/signup-form", "/scene/signup-form/review.json", "/scene/signup-form/review.json?transition=nope",
      "/scene/signup-form/export.svg", "/scene/signup-form/export.html", "/scene/product-card/review.json",
      "/scene/progress-bar/thumbnail.svg",
    ]
    for path in resources {
      expectNoPath(try await client.get(path).text, path)
    }
    let review = try JSONSerialization.jsonObject(with: try await client.get("/scene/signup-form/review.json").body)
    let scene = try #require(((review as? [String: Any])?["review"] as? [String: Any])?["scene"] as? [String: Any])
    #expect(scene["file"] as? String == "signup-form.yaml")

    let original = try fixture.text(of: "signup-form.yaml")
    let (listening, ready) = AsyncStream<Void>.makeStream()
    let broken = Task {
      try await client.stream("/events", timeout: 10, onReady: { ready.yield() }) { $0.contains("\"error\":") }
    }
    for await _ in listening { break }
    try fixture.write(
      original.replacingOccurrences(of: "duration: 0.4", with: "duration: fast"), to: "signup-form.yaml")
    let events = try await broken.value
    #expect(events.contains("\"error\":\"signup-form.yaml:68:21: error:"))
    expectNoPath(events, "the event stream")
    let failed = try await client.get("/scene/signup-form/review.json").text
    #expect(failed.contains("\"error\":\"signup-form.yaml:68:21: error:"))
    expectNoPath(failed, "a review with an error")
    expectNoPath(try await client.get("/scene/signup-form/review.json?transition=other").text, "an unknown transition")
  }

  @Test func headAnswersHeadersOnlyAndNeverStreamsEvents() async throws {
    let fixture = try PreviewFixture.start()
    defer { fixture.stop() }
    let client = fixture.client
    for path in [
      "/", "/scene/signup-form", "/scene/signup-form/review.json", "/scene/signup-form/export.svg",
      "/scene/progress-bar/thumbnail.svg", "/scene/nope",
    ] {
      let get = try await client.get(path)
      let head = try await client.request("HEAD", path)
      #expect(head.status == get.status, "\(path)")
      #expect(head.headers["content-type"] == get.headers["content-type"], "\(path)")
      #expect(head.headers["content-length"] == String(get.body.count), "\(path)")
      #expect(head.body.isEmpty, "\(path)")
    }
    let started = Date()
    let events = try await client.request("HEAD", "/events")
    #expect(Date().timeIntervalSince(started) < 2 * TestTiming.scale)
    #expect(events.status == 200)
    #expect(events.headers["content-type"] == "text/event-stream")
    #expect(events.body.isEmpty)
    // Keep-alive: a HEAD and a GET on one connection, the GET's body following the HEAD's headers.
    let pair = Data(
      ("HEAD /scene/signup-form HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        + "GET /scene/nope HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n").utf8)
    let answer = String(decoding: try await client.raw(pair), as: UTF8.self)
    #expect(answer.components(separatedBy: "HTTP/1.1 ").count == 3, "\(answer)")
    #expect(answer.hasSuffix("not found\n"))
  }

  @Test func oversizedRequestsAreAnsweredAtOnceAndTheServerGoesOn() async throws {
    let fixture = try PreviewFixture.start()
    defer { fixture.stop() }
    let client = fixture.client
    let megabyte = String(repeating: "a", count: 1 << 20)
    let floods = [
      Data("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: \(megabyte)\r\n\r\n".utf8),
      Data("GET /\(megabyte) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8),
      Data(
        ("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n" + String(repeating: "X-Many: b\r\n", count: 100_000) + "\r\n").utf8),
      Data("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\(megabyte)".utf8),
    ]
    let normal = Task {
      var statuses: [Int] = []
      for _ in 0..<50 { statuses.append(try await client.get("/scene/signup-form/review.json").status) }
      return statuses
    }
    for flood in floods {
      let (answer, seconds) = try await client.flood(flood, timeout: 5 * TestTiming.scale)
      #expect(seconds < 2 * TestTiming.scale, "answered after \(seconds) s")
      let statusLine = String(decoding: answer.prefix(64), as: UTF8.self)
      #expect(answer.isEmpty || statusLine.hasPrefix("HTTP/1.1 431"), "\(statusLine)")
    }
    #expect(try await normal.value.allSatisfy { $0 == 200 })
    // A request just under the limit is served.
    let fine = try await client.request(
      "GET", "/scene/signup-form", headers: ["Host: 127.0.0.1", "X-Fine: " + String(repeating: "c", count: 8_000)])
    #expect(fine.status == 200)
  }

  @Test func aSilentOrSlowConnectionIsClosedAfterTheIdleTimeout() async throws {
    let fixture = try PreviewFixture.start(arguments: ["--idle-timeout", "1"])
    defer { fixture.stop() }
    let client = fixture.client
    let silent = try await client.secondsUntilClosed(after: Data(), timeout: 5 * TestTiming.scale)
    let unfinished = try await client.secondsUntilClosed(
      after: Data("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a".utf8), timeout: 5 * TestTiming.scale)
    for seconds in [silent, unfinished] {
      let seconds = try #require(seconds)
      #expect(seconds > 0.5 && seconds < 3 * TestTiming.scale, "closed after \(seconds) s")
    }
    // An event stream is not idle: it is kept past the timeout.
    let stream = try await client.secondsUntilClosed(
      after: Data("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8), timeout: 3)
    #expect(stream == nil, "the event stream was closed after \(stream ?? 0) s")
  }

  @Test func connectionsPastTheMaximumWaitUntilOneCloses() async throws {
    let fixture = try PreviewFixture.start(arguments: ["--max-connections", "2", "--idle-timeout", "1.5"])
    defer { fixture.stop() }
    let client = fixture.client
    // Two silent connections take both places until the idle timeout closes them, 1.5 s after they
    // opened at the earliest: a request sent meanwhile is answered no sooner (counted from before
    // they opened, so that a late start of this task cannot shorten the wait).
    let opened = Date()
    async let first = client.secondsUntilClosed(after: Data(), timeout: 10 * TestTiming.scale)
    async let second = client.secondsUntilClosed(after: Data(), timeout: 10 * TestTiming.scale)
    try await Task.sleep(for: .milliseconds(300))
    let waiting = try await client.get("/scene/signup-form")
    let waited = Date().timeIntervalSince(opened)
    #expect(waiting.status == 200)
    #expect(waited > 1.4, "answered \(waited) s after the silent connections opened, while both places were taken")
    _ = try await (first, second)
    // With the places free again, a request is answered at once.
    let again = Date()
    #expect(try await client.get("/scene/signup-form").status == 200)
    #expect(Date().timeIntervalSince(again) < 1 * TestTiming.scale)
  }

  @Test(arguments: ["0", "65537", "-3"])
  func aMaximumOfConnectionsOutOfRangeIsRefused(count: String) throws {
    let (status, message) = try Self.refusal(of: ["--max-connections=\(count)"])
    #expect(status == 64)
    #expect(message.contains("--max-connections must be between 1 and 65536"), "\(message)")
  }

  @Test func twoThousandDistinctQueriesLeaveTheServerWithinItsCacheBudget() async throws {
    let fixture = try PreviewFixture.start()
    defer { fixture.stop() }
    let client = fixture.client
    _ = try await client.get("/scene/signup-form/review.json")
    let before = try #require(Self.residentBytes(of: fixture.server.pid))
    for index in 0..<2_000 {
      let response = try await client.get("/scene/signup-form/review.json?transition=t\(index)")
      #expect(response.status == 200)
    }
    let after = try #require(Self.residentBytes(of: fixture.server.pid))
    #expect(after - before < 48 << 20, "grew \((after - before) >> 20) MiB")
    #expect(try await client.get("/scene/signup-form/review.json").status == 200)
  }

  @Test func theRenderersCachesStayWithinTheirBudget() async throws {
    let renderer = PreviewRenderer(
      catalog: try PreviewCatalog(path: PreviewFixture.examples.path), textMeasurer: try FreeTypeTextMeasurer(),
      cacheBudget: 64 << 10)
    for index in 0..<2_000 {
      _ = await renderer.render(PreviewRequest(scene: "signup-form", subject: .transition("t\(index)")))
      #expect(await renderer.cachedBytes <= 2 * renderer.cacheBudget)
    }
    #expect(await renderer.cachedCount < 2_000)
    // The most recent requests are still cached, and a rendering bigger than nothing is still kept.
    let good = PreviewRequest(scene: "signup-form", subject: .transition("nameToAge"))
    let first = try #require(await renderer.render(good)?.rendering)
    for index in 0..<10 {
      _ = await renderer.render(PreviewRequest(scene: "signup-form", subject: .transition("u\(index)")))
    }
    #expect(await renderer.render(good)?.rendering?.svg == first.svg)
  }

  @Test func theCacheEvictsTheLeastRecentlyUsedValuesPastItsBudget() {
    var cache = PreviewCache<String, Int>(budget: 100)
    cache.set(1, cost: 40, for: "a")
    cache.set(2, cost: 40, for: "b")
    #expect(cache.value(for: "a") == 1)
    cache.set(3, cost: 40, for: "c")
    #expect(cache.value(for: "b") == nil)
    #expect(cache.value(for: "a") == 1)
    #expect(cache.value(for: "c") == 3)
    #expect(cache.cost == 80)
    cache.set(4, cost: 101, for: "d")
    #expect(cache.value(for: "d") == nil)
    cache.set(5, cost: 100, for: "a")
    #expect(cache.count == 1)
    #expect(cache.cost == 100)
    #expect(cache.value(for: "a") == 5)
    cache.remove("a")
    #expect(cache.count == 0 && cache.cost == 0)
  }

  @Test func aSceneFileSwappedForALinkAfterStartUpIs404() async throws {
    let secret = "SECRET-\(UUID().uuidString)"
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent("morph-secret-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: outside) }
    let target = outside.appendingPathComponent("target.yaml")
    try "name: \(secret)\nnot: [valid\n".write(to: target, atomically: true, encoding: .utf8)
    let fixture = try PreviewFixture.start()
    defer { fixture.stop() }
    let client = fixture.client
    #expect(try await client.get("/scene/signup-form/review.json").status == 200)
    let file = fixture.folder.appendingPathComponent("signup-form.yaml")
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createSymbolicLink(at: file, withDestinationURL: target)
    for path in [
      "/scene/signup-form", "/scene/signup-form/review.json", "/scene/signup-form/export.svg",
      "/scene/signup-form/export.html", "/scene/signup-form/thumbnail.svg",
      "/scene/signup-form/review.json?storyboard=1",
    ] {
      let response = try await client.get(path)
      #expect(response.status == 404, "\(path) answered \(response.status)")
      #expect(!response.text.contains(secret), "\(path)")
      #expect(!response.text.contains(outside.path), "\(path)")
    }
    // Nor through the event stream, once the watcher has seen the change.
    try await Task.sleep(for: .milliseconds(600))
    let index = try await client.get("/").text
    #expect(!index.contains(secret))
    #expect(try await client.get("/scene/animal-card/review.json").status == 200)
  }

  @Test func twoThousandOpenPagesEachGetAChangeQuickly() async throws {
    let fixture = try PreviewFixture.start()
    defer { fixture.stop() }
    let original = try fixture.text(of: "progress-bar.yaml")
    let edited = original.replacingOccurrences(of: "name: Progress bar", with: "name: Progress bar v2")
    #expect(edited != original)
    let arrivals = try await fixture.client.fanOut(
      count: 2_000, marker: "\"scene\":\"progress-bar\"", timeout: 20 * TestTiming.scale
    ) {
      try fixture.write(edited, to: "progress-bar.yaml")
    }
    let times = arrivals.compactMap { $0 }.sorted()
    #expect(times.count == 2_000)
    // The watcher polls every 0.2 s and waits one more poll for the bytes to settle.
    if let first = times.first, let last = times.last {
      #expect(last < 3 * TestTiming.scale, "the last page got the change \(last) s after the edit")
      #expect(last - first < 2 * TestTiming.scale, "the pages got the change over \(last - first) s")
    }
  }

  @Test func aServedFolderSwappedForALinkAfterStartUpIs404() async throws {
    let secret = "SECRET-\(UUID().uuidString)"
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent("morph-elsewhere-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try "name: \(secret)\n".write(
      to: outside.appendingPathComponent("signup-form.yaml"), atomically: true, encoding: .utf8)
    let fixture = try PreviewFixture.start()
    let moved = fixture.folder.deletingLastPathComponent().appendingPathComponent("moved-\(UUID().uuidString)")
    defer {
      fixture.stop()
      try? FileManager.default.removeItem(at: moved)
      try? FileManager.default.removeItem(at: outside)
    }
    #expect(try await fixture.client.get("/scene/signup-form/review.json").status == 200)
    try FileManager.default.moveItem(at: fixture.folder, to: moved)
    try FileManager.default.createSymbolicLink(at: fixture.folder, withDestinationURL: outside)
    for path in ["/scene/signup-form", "/scene/signup-form/review.json", "/scene/signup-form/export.svg"] {
      let response = try await fixture.client.get(path)
      #expect(response.status == 404, "\(path) answered \(response.status)")
      #expect(!response.text.contains(secret))
    }
  }

  @Test func aSceneBeingRenderedDoesNotHoldUpCachedRequests() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-slow-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: PreviewFixture.examples.appendingPathComponent("signup-form.yaml"),
      to: folder.appendingPathComponent("signup-form.yaml"))
    // 3,000 nodes re-laid out from a column to a row: seconds of planning in a debug build.
    let names = (0..<3_000).map { "n\($0)" }
    var text = "morph: 1\nname: Slow\nsizeRange: { min: [375, 0], max: [375, inf] }\nroot: {}\nnodes:\n"
    text += names.map { "  \($0): { style: { height: 1 } }\n" }.joined()
    text += "states:\n"
    for (state, direction) in [("a", "vertical"), ("b", "horizontal")] {
      text += "  \(state):\n    layout:\n      kind: stack\n      direction: \(direction)\n      children:\n"
      text += names.map { "        - \($0)\n" }.joined()
    }
    text += "transitions:\n  aToB:\n    from: a\n    to: b\n    animation:\n      - animate:\n          duration: 0.5\n"
    text += "          changes:\n" + names.map { "            \($0): { frame: final(\($0)) }\n" }.joined()
    try text.write(to: folder.appendingPathComponent("slow.yaml"), atomically: true, encoding: .utf8)
    let server = try PreviewProcess(path: folder.path)
    defer { server.interrupt() }
    let client = LoopbackHTTPClient(port: server.port)
    #expect(try await client.get("/scene/signup-form/review.json").status == 200)
    let started = Date()
    let slow = Task { try await client.get("/scene/slow/review.json") }
    try await Task.sleep(for: .milliseconds(300))
    let before = Date()
    #expect(try await client.get("/scene/signup-form/review.json").status == 200)
    #expect(try await client.get("/scene/signup-form").status == 200)
    let waited = Date().timeIntervalSince(before)
    let slowResponse = try await slow.value
    let slowSeconds = Date().timeIntervalSince(started)
    #expect(slowResponse.status == 200)
    #expect(
      waited < 0.5 || waited < slowSeconds / 4, "cached requests took \(waited) s while a scene took \(slowSeconds) s")
  }

  @Test(arguments: ["evil.example:80", "", "a b", "http://x", "[::1"])
  func aHostOptionThatIsNotAHostNameIsRefused(host: String) throws {
    let (status, message) = try Self.refusal(of: ["--host", host])
    #expect(status == 64)
    #expect(message.contains("is not a host name"), "\(message)")
  }

  /// Runs `morph preview examples --port 0` with more options, which should refuse them: its exit
  /// status and standard error.
  private static func refusal(of options: [String]) throws -> (status: Int32, message: String) {
    let process = Process()
    process.executableURL = BuiltProducts.directory.appendingPathComponent("morph")
    process.arguments = ["preview", PreviewFixture.examples.path, "--port", "0"] + options
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    )
  }

  @Test func policyParsesHostsStrictly() {
    let policy = PreviewRequestPolicy(extraHosts: ["Mac.Local"])
    policy.listen(on: 8080)
    for allowed in ["localhost", "localhost:8080", "127.0.0.1:8080", "[::1]", "[::1]:8080", "mac.local:8080"] {
      #expect(policy.allows(authority: allowed), "\(allowed)")
    }
    for refused in [
      "", ":8080", "localhost:80", "localhost:08080x", "[::1", "[::1]8080", "127.0.0.1:8080:1", "evil",
      "mac.local.:8080",
    ] {
      #expect(!policy.allows(authority: refused), "\(refused)")
    }
    #expect(!policy.allows(authority: "localhost", leavingOutPort80Only: true), "an origin names the port")
    #expect(policy.allows(authority: "localhost:8080", leavingOutPort80Only: true))
    let onPort80 = PreviewRequestPolicy()
    onPort80.listen(on: 80)
    #expect(onPort80.allows(authority: "localhost", leavingOutPort80Only: true), "80 is http's own port")
  }

  /// A process's resident memory, from `/proc` (nil where there is none).
  private static func residentBytes(of pid: Int32) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
      let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return nil }
    return kilobytes * 1024
  }
}
