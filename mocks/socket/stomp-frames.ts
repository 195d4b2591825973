/**
 * STOMP 1.2 frames for the broker, read and written by @stomp/stompjs itself (the client's own
 * `Parser` and `FrameImpl`), so both ends agree byte for byte (reliability checks S-03..S-05):
 * every frame ends with NULL, header values are escaped (except in CONNECT/CONNECTED), and
 * `content-length` counts UTF-8 bytes.
 */
import { FrameImpl, type IFrame, Parser, type StompHeaders } from '@stomp/stompjs'

export type StompFrame = IFrame

/**
 * A frame ready to send. Only text frames are built, and they serialise to a string, which is
 * what we need: mock-socket turns typed arrays into "67,79,…".
 */
export function encodeFrame(command: string, headers: StompHeaders = {}, body = ''): string {
  const frame = FrameImpl.marshall({ command, headers, body, escapeHeaderValues: true })
  if (typeof frame !== 'string') throw new Error('A text STOMP frame did not serialise to a string')
  return frame
}

/**
 * Reads one connection's incoming data: several frames in one WebSocket message, a frame split
 * across messages (the parser keeps the partial frame) and heart-beat EOLs between frames.
 * Returns the function to feed each message to.
 */
export function frameReader(onFrame: (frame: StompFrame) => void): (data: string | ArrayBuffer) => void {
  // Header values are unescaped as STOMP 1.2 says (the broker only speaks 1.2); stompjs leaves
  // CONNECT's alone. Heart-beats are off in mock mode, so an incoming one needs no answer.
  const parser = new Parser(
    (raw) => onFrame(FrameImpl.fromRawFrame(raw, true)),
    () => undefined,
  )
  return (data) => parser.parseChunk(data)
}
