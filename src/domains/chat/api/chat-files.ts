/**
 * Files shared in chat, fetched through the API with the bearer token (docs/api.md `getChatFile`):
 * the server serves them to the room's participants only, and a navigation or a plain `<img src>`
 * cannot send the token (nor reach the demo's in-browser server), so the bytes become an object URL.
 */
import { queryOptions } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { apiPaths } from '@/contract/paths'
import { apiBlob } from '@/lib/api-client'
import { apiUrl } from '@/lib/config'
import { chatKeys } from './chat-api'

function absolute(url: string): URL | null {
  try {
    return new URL(url, window.location.href)
  } catch {
    return null
  }
}

/** Whether a message's address is a file the API serves (then it needs the token). */
export function isApiFileUrl(url: string): boolean {
  const prefix = absolute(apiUrl(apiPaths.chat.file('')))
  const target = absolute(url)
  return prefix !== null && target !== null && target.origin === prefix.origin && target.pathname.startsWith(prefix.pathname)
}

/** A shared file's bytes; kept a while, since the list remounts rows as it scrolls. */
export function chatFileQuery(url: string) {
  return queryOptions({
    queryKey: [...chatKeys.all, 'file', url] as const,
    queryFn: ({ signal }) => apiBlob(absolute(url)?.href ?? url, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: false,
  })
}

/** An object URL for the blob while the caller is mounted (revoked after). */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!blob) return
    const created = URL.createObjectURL(blob)
    // The URL is a resource with a lifetime (revoked below), so it is made here, not while rendering.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setUrl(created)
    return () => {
      URL.revokeObjectURL(created)
      setUrl(null)
    }
  }, [blob])
  return url
}
