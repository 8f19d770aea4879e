import Foundation
import HTTPTypes

/// Which requests the preview answers at all, whatever their path: those a page of the preview
/// itself, or a person, sends — never those a web page of another site makes a browser send.
///
/// - The `Host` header must name the server as a browser on this machine does: `localhost`,
///   `127.0.0.1` or `[::1]` (or a name given with `morph preview --host`), with the server's port or
///   none. Any other host — a DNS-rebinding page's own name — is answered 421 (Misdirected Request).
///   A request target in absolute form is held to the host it names instead
///   (``AbsoluteFormRequestTarget``). A request without a host, or with two `Host` headers, is
///   answered 400.
/// - An `Origin` header, which browsers send with cross-origin and non-`GET` requests, must be the
///   server's own origin: scheme `http`, an allowed host and the server's port (which an origin
///   leaves out only when it is 80). Any other origin, `null` included, is answered 403. The preview
///   sends no CORS headers, so browsers also keep other sites from reading what it answers.
/// - A request the browser marks as made by another site (`Sec-Fetch-Site: cross-site` or
///   `same-site`) is answered 403 unless it is a navigation to a page: a link to the preview still
///   opens it, but no other site's link, frame or window starts a rendering or a download.
struct PreviewRequestPolicy: Sendable {
  /// The host names always allowed.
  static let loopbackHosts: Set<String> = ["localhost", "127.0.0.1", "[::1]"]

  /// The allowed host names, lowercased (IPv6 addresses in brackets).
  let hosts: Set<String>
  private let listening: ListeningPort

  /// A policy allowing the loopback names and `extraHosts`, for a server whose port is set once it
  /// listens (``listen(on:)``).
  init(extraHosts: [String] = []) {
    hosts = Self.loopbackHosts.union(extraHosts.map { $0.lowercased() })
    listening = ListeningPort()
  }

  /// Sets the port the server listens on: the one a `Host` or `Origin` may name.
  func listen(on port: Int) {
    listening.set(port)
  }

  /// Why a request is refused, or nil when it is allowed.
  /// - Parameter renders: whether answering it renders a scene (plans, exports or downloads it).
  func refusal(of head: HTTPRequest, renders: Bool) -> (status: HTTPResponse.Status, reason: String)? {
    guard let authority = head.authority, !authority.isEmpty else {
      return (.badRequest, "a Host header is required")
    }
    // The conversion to HTTP types takes the first `Host` header as the authority and leaves any
    // other among the fields.
    guard head.headerFields[Self.host] == nil else {
      return (.badRequest, "a request may have one Host header only")
    }
    guard allows(authority: authority) else {
      return (.misdirectedRequest, "this server answers requests for localhost, 127.0.0.1 and [::1] only")
    }
    if let origin = head.headerFields[.origin] {
      guard origin.lowercased().hasPrefix("http://"),
        allows(authority: String(origin.dropFirst("http://".count)), leavingOutPort80Only: true)
      else {
        return (.forbidden, "cross-origin requests are refused")
      }
    }
    if let site = head.headerFields[Self.secFetchSite]?.lowercased(), site == "cross-site" || site == "same-site" {
      guard head.headerFields[Self.secFetchMode]?.lowercased() == "navigate" else {
        return (.forbidden, "cross-site requests are refused")
      }
      if renders { return (.forbidden, "another site's page may link to a scene's page but not render it") }
    }
    return nil
  }

  /// Whether `HOST[:PORT]` names this server: an allowed host, and this server's port or none.
  /// - Parameter leavingOutPort80Only: whether the port may be left out only when the server listens
  ///   on 80, as in an origin (where a `Host` header may leave it out whatever it is).
  func allows(authority: String, leavingOutPort80Only: Bool = false) -> Bool {
    let host: Substring
    let port: Substring?
    if authority.hasPrefix("[") {
      guard let close = authority.firstIndex(of: "]") else { return false }
      host = authority[...close]
      let rest = authority[authority.index(after: close)...]
      if rest.isEmpty {
        port = nil
      } else {
        guard rest.first == ":" else { return false }
        port = rest.dropFirst()
      }
    } else {
      let parts = authority.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
      guard parts.count <= 2 else { return false }
      host = parts[0]
      port = parts.count == 2 ? parts[1] : nil
    }
    guard hosts.contains(host.lowercased()) else { return false }
    guard let port else { return !leavingOutPort80Only || listening.port == 80 }
    guard port.count <= 5, port.allSatisfy(\.isASCII), port.allSatisfy(\.isNumber), let number = Int(port) else {
      return false
    }
    return number == listening.port
  }

  private static let host = HTTPField.Name("Host")!
  private static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")!
  private static let secFetchMode = HTTPField.Name("Sec-Fetch-Mode")!
}

/// The port a server listens on, set once it does.
private final class ListeningPort: @unchecked Sendable {
  private let lock = NSLock()
  private var value = -1

  var port: Int { lock.withLock { value } }

  func set(_ port: Int) {
    lock.withLock { value = port }
  }
}
