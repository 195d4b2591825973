import Link from 'quill/formats/link'
import { isSafeLinkUrl } from './delta'

/** Links: http, https, mailto and tel only; anything else becomes blank (SPEC §5). */
export class SafeLink extends Link {
  static PROTOCOL_WHITELIST = ['http', 'https', 'mailto', 'tel']

  static sanitize(url: string): string {
    const trimmed = url.trim()
    // "example.com" typed into the link box means a web address, not a path in this app.
    const absolute = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`
    return isSafeLinkUrl(absolute) ? absolute : SafeLink.SANITIZED_URL
  }
}
