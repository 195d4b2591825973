/**
 * A multipart body with one file field, built by hand so it survives any fetch implementation
 * (jsdom's File and FormData lose the name and bytes when they pass through Node's fetch). The
 * conformance kit and the in-browser server's own tests both upload with it.
 */
export function multipart(field: string, fileName: string, contentType: string, bytes: Uint8Array) {
  const boundary = '----taskhive-multipart'
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  )
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`)
  const body = new Uint8Array(head.length + bytes.length + tail.length)
  body.set(head, 0)
  body.set(bytes, head.length)
  body.set(tail, head.length + bytes.length)
  return { rawBody: body, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } }
}
