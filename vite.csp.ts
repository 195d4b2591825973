import type { Plugin } from 'vite'

/**
 * The Content-Security-Policy of a production build, as a `<meta http-equiv>` tag (docs/architecture.md).
 * Scripts only from the app's own files (the build has no inline script and nothing uses eval);
 * styles inline too, because Mantine injects `<style>` tags and React sets `style` attributes;
 * images from any http/https host (SPEC §5), data: (images picked in the editor) and blob: (chat
 * images fetched with the token, issue 21; only the app's own scripts can make one); requests to
 * the app's origin, plus the API's origin and its ws/wss twin when VITE_API_BASE_URL is absolute.
 * frame-ancestors, report-uri and sandbox are ignored in a meta tag: a host sends them as headers.
 */
export function contentSecurityPolicy(apiBaseUrl: string | undefined): string {
  const connect = ["'self'"]
  const base = apiBaseUrl?.trim()
  if (base && /^https?:\/\//i.test(base)) {
    const origin = new URL(base).origin
    connect.push(origin, origin.replace(/^http/i, 'ws'))
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' http: https: data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

/** Adds the policy to index.html at build time only: the dev server's React refresh runs inline script. */
export function cspMetaTag(): Plugin {
  let policy = ''
  return {
    name: 'taskhive-csp-meta',
    apply: 'build',
    configResolved(resolved) {
      policy = contentSecurityPolicy(resolved.env.VITE_API_BASE_URL)
    },
    transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' }],
  }
}
