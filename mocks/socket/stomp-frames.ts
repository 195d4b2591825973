/**
 * STOMP 1.2 frames as strings (reliability checks S-03..S-05): every frame ends with NULL, header
 * values are escaped (except in CONNECT/CONNECTED), and `content-length` counts UTF-8 bytes.
 * Only strings are ever sent, because mock-socket turns typed arrays into "67,79,…".
 */
export interface StompFrame {
  command: string
  headers: Record<string, string>
  body: string
}

const encoder = new TextEncoder()

export function byteLength(text: string): number {
  return encoder.encode(text).length
}

const UNESCAPED_COMMANDS = new Set(['CONNECT', 'CONNECTED'])

function escapeHeader(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/:/g, '\\c')
}

function unescapeHeader(value: string): string {
  return value.replace(/\\(.)/g, (_, char: string) => ({ r: '\r', n: '\n', c: ':', '\\': '\\' })[char] ?? char)
}

/** A frame ready to send: command, headers (with `content-length` when there is a body), body, NULL. */
export function encodeFrame(command: string, headers: Record<string, string> = {}, body = ''): string {
  const escape = UNESCAPED_COMMANDS.has(command) ? (value: string) => value : escapeHeader
  const lines = [command]
  for (const [key, value] of Object.entries(headers)) lines.push(`${escape(key)}:${escape(value)}`)
  if (body !== '') lines.push(`content-length:${byteLength(body)}`)
  return `${lines.join('\n')}\n\n${body}\0`
}

/**
 * Frames in one WebSocket message (there may be several, and heart-beat EOLs between them).
 * A trailing piece without NULL is not a complete frame and is ignored.
 */
export function parseFrames(data: string): StompFrame[] {
  const frames: StompFrame[] = []
  const pieces = data.split('\0')
  pieces.pop()
  for (const raw of pieces) {
    const text = raw.replace(/^[\r\n]+/, '')
    if (text === '') continue
    const split = text.search(/\r?\n\r?\n/)
    const head = split === -1 ? text : text.slice(0, split)
    const body = split === -1 ? '' : text.slice(split).replace(/^\r?\n\r?\n/, '')
    const [command = '', ...headerLines] = head.split(/\r?\n/)
    const headers: Record<string, string> = {}
    const escaped = !UNESCAPED_COMMANDS.has(command)
    for (const line of headerLines) {
      const colon = line.indexOf(':')
      if (colon === -1) continue
      const key = escaped ? unescapeHeader(line.slice(0, colon)) : line.slice(0, colon)
      // STOMP 1.2: when a header repeats, the first value wins.
      if (!(key in headers)) headers[key] = escaped ? unescapeHeader(line.slice(colon + 1)) : line.slice(colon + 1)
    }
    frames.push({ command, headers, body })
  }
  return frames
}
