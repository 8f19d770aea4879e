import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// A channel handler on each connection, after HTTP decoding, that answers what the decoder refuses:
/// a request line or headers over the server's limit are answered 431 (Request Header Fields Too
/// Large) and the connection closed, at once — the decoder stops at the limit, so a megabyte of
/// headers costs no more than the limit does. A request body (the preview serves no request that has
/// one) over ``maximumBodySize`` closes the connection. It also puts the handler that reads a request
/// target in absolute form in its place.
final class PreviewConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  /// The most request-body bytes a connection may send per request.
  static let maximumBodySize = 64 * 1024

  /// Requests read whose responses have not ended yet.
  private var pendingResponses = 0
  private var bodySize = 0
  private var isClosing = false

  /// Puts an ``AbsoluteFormRequestTarget`` right after the HTTP decoder, where request targets are
  /// still as the client sent them; a connection where it cannot is closed.
  func handlerAdded(context: ChannelHandlerContext) {
    let pipeline = context.pipeline.syncOperations
    do {
      let decoder = try pipeline.context(handlerType: ByteToMessageHandler<HTTPRequestDecoder>.self)
      try pipeline.addHandler(AbsoluteFormRequestTarget(), position: .after(decoder.handler))
    } catch {
      // Without it a target's host would go unchecked: serve nothing rather than that.
      context.close(promise: nil)
    }
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !isClosing else { return }
    switch unwrapInboundIn(data) {
    case .head:
      pendingResponses += 1
      bodySize = 0
    case .body(let buffer):
      bodySize += buffer.readableBytes
      if bodySize > Self.maximumBodySize {
        isClosing = true
        context.close(promise: nil)
        return
      }
    case .end:
      break
    }
    context.fireChannelRead(data)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    if case .end = unwrapOutboundIn(data) { pendingResponses -= 1 }
    context.write(data, promise: promise)
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    guard let error = error as? HTTPParserError, error == .headerOverflow else {
      context.fireErrorCaught(error)
      return
    }
    guard !isClosing else { return }
    isClosing = true
    // A response being written for an earlier request on this connection cannot be interrupted by
    // another: then the connection just closes.
    if pendingResponses == 0 {
      let head = HTTPResponse(
        status: .init(code: 431, reasonPhrase: "Request Header Fields Too Large"),
        headerFields: [.connection: "close", .contentLength: "0"])
      context.write(wrapOutboundOut(.head(head)), promise: nil)
      context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
    }
    context.close(promise: nil)
  }
}
