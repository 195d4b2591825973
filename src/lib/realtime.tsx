/**
 * One shared STOMP connection per signed-in session (SPEC §9). Features subscribe through
 * `useRealtime().subscribe` (or `useRealtimeSubscription`); subscriptions are kept in a registry
 * and re-sent after every (re)connect, so a dropped socket heals itself after 5 seconds and a
 * change of account reconnects with the new token.
 */
/* eslint-disable react-refresh/only-export-components -- the provider and its hooks belong together, like the *-context.tsx modules. */
import type { Client, StompSubscription } from '@stomp/stompjs'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { config } from './config'
import { useDemoBackend } from './demo-backend'
import { useSession } from './session-context'
import { createStompClient, subscribeJson } from './stomp-client'

export type RealtimeState = 'connecting' | 'connected' | 'disconnected'

export interface Realtime {
  state: RealtimeState
  /** Subscribes to a destination with JSON bodies; returns the unsubscribe function. */
  subscribe<T>(destination: string, onJson: (body: T) => void): () => void
  /** Sends a JSON body; false when not connected (nothing is queued). */
  publish(destination: string, body: unknown): boolean
}

interface Entry {
  destination: string
  onJson: (body: unknown) => void
  subscription: StompSubscription | null
}

const RealtimeContext = createContext<Realtime | null>(null)

function attach(client: Client, entry: Entry): void {
  entry.subscription = subscribeJson(client, entry.destination, (body) => entry.onJson(body))
}

function detach(entry: Entry): void {
  try {
    entry.subscription?.unsubscribe()
  } catch {
    // The connection already went away; there is nothing left to unsubscribe from.
  }
  entry.subscription = null
}

export interface RealtimeProviderProps {
  children: ReactNode
  /** Tests use a short delay; the app reconnects after 5 seconds (stomp-client's default). */
  reconnectDelay?: number
}

/** Connects while a user is signed in and disconnects on sign-out. */
export function RealtimeProvider({ children, reconnectDelay }: RealtimeProviderProps) {
  const { user } = useSession()
  const userId = user?.id ?? null
  const demo = useDemoBackend()
  // With the in-browser server the socket comes from it, so wait until it has started.
  const canConnect = userId !== null && (!config.mocksEnabled || demo !== null)
  const [connected, setConnected] = useState(false)
  const entries = useRef(new Set<Entry>())
  const clientRef = useRef<Client | null>(null)

  useEffect(() => {
    if (!canConnect) return
    const registry = entries.current
    let active = true
    const client = createStompClient({
      reconnectDelay,
      onConnect: (stomp) => {
        if (!active) return
        for (const entry of registry) attach(stomp, entry)
        setConnected(true)
      },
      onDisconnect: () => {
        for (const entry of registry) entry.subscription = null
        // stompjs tries again after the reconnect delay.
        if (active) setConnected(false)
      },
      onError: (message) => console.error('Realtime connection refused:', message),
    })
    clientRef.current = client
    client.activate()
    return () => {
      active = false
      clientRef.current = null
      for (const entry of registry) detach(entry)
      void client.deactivate()
      setConnected(false)
    }
  }, [canConnect, userId, reconnectDelay])

  let state: RealtimeState = connected ? 'connected' : 'connecting'
  if (userId === null) state = 'disconnected'

  const subscribe = useCallback(<T,>(destination: string, onJson: (body: T) => void) => {
    const entry: Entry = { destination, onJson: onJson as (body: unknown) => void, subscription: null }
    entries.current.add(entry)
    const client = clientRef.current
    if (client?.connected) attach(client, entry)
    return () => {
      entries.current.delete(entry)
      if (clientRef.current?.connected) detach(entry)
      else entry.subscription = null
    }
  }, [])

  const publish = useCallback((destination: string, body: unknown) => {
    const client = clientRef.current
    if (!client?.connected) return false
    client.publish({ destination, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })
    return true
  }, [])

  const value = useMemo<Realtime>(() => ({ state, subscribe, publish }), [state, subscribe, publish])
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>
}

/** The shared connection; throws outside `RealtimeProvider`. */
export function useRealtime(): Realtime {
  const realtime = useContext(RealtimeContext)
  if (!realtime) throw new Error('useRealtime must be used within a RealtimeProvider')
  return realtime
}

/**
 * Subscribes for as long as the component is mounted. The latest `onJson` is always called, so it
 * need not be memoised.
 */
export function useRealtimeSubscription<T>(destination: string | null, onJson: (body: T) => void): void {
  const { subscribe } = useRealtime()
  const handler = useRef(onJson)
  useEffect(() => {
    handler.current = onJson
  })
  useEffect(() => {
    if (!destination) return
    return subscribe<T>(destination, (body) => handler.current(body))
  }, [destination, subscribe])
}
