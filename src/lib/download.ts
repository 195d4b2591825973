/** Saves text as a file through the browser's download (nothing leaves the machine). */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  downloadBlob(fileName, new Blob([text], { type }))
}

/** Saves a Blob (e.g. a file fetched with the token) through the browser's download, under its own name. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started by now; the URL is only needed for that (a minute covers a slow disk).
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
