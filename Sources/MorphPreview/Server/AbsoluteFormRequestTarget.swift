import NIOCore
import NIOHTTP1

/// A channel handler between HTTP decoding and the conversion to HTTP types that makes a request in
/// absolute form (`GET http://HOST:PORT/path HTTP/1.1`) name the host its target names.
///
/// HTTP/1.1 has an origin server take the host from such a target and ignore the `Host` header
/// (RFC 9112, section 3.2.2); the conversion to HTTP types keeps only the path. So this handler sets
/// the `Host` header to the target's authority, and ``PreviewRequestPolicy`` then checks that host
/// as it checks any: a target naming another host is answered 421, whatever `Host` said.
final class AbsoluteFormRequestTarget: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard case .head(var head) = unwrapInboundIn(data), let authority = Self.authority(ofTarget: head.uri) else {
      context.fireChannelRead(data)
      return
    }
    head.headers.replaceOrAdd(name: "Host", value: authority)
    context.fireChannelRead(wrapInboundOut(.head(head)))
  }

  /// The authority of a request target in absolute form (`SCHEME://AUTHORITY[/path][?query]`), or nil
  /// for one in origin form (`/path`) or asterisk form (`*`). Any user information is kept, so that the
  /// host it makes is refused.
  static func authority(ofTarget target: String) -> String? {
    guard !target.hasPrefix("/"), let separator = target.range(of: "://") else { return nil }
    let rest = target[separator.upperBound...]
    let end = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
    return String(rest[..<end])
  }
}
