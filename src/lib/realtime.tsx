/**
 * One shared STOMP connection per signed-in session (SPEC §9). Features subscribe through
 * `useRealtime().subscribe` (or `useRealtimeSubscription`) with the contract schema of what the
 * destination carries, and receive parsed, typed values; subscriptions are kept in a registry and
 * re-sent after every (re)connect, so a dropped socket heals itself after 5 seconds and a change of
 * account reconnects with the new token.
 */
/* eslint-disable react-refresh/only-export-components -- the provider and its hooks belong together, like the *-context.tsx modules. */
import type { Client, StompSubscription } from '@stomp/stompjs'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { config } from './config'
import { useDemoBackend } from './demo-backend'
import { useSession } from './session-context'
import { createStompClient, type PayloadSchema, subscribeParsed } from './stomp-client'

export type RealtimeState = 'connecting' | 'connected' | 'disconnected'

export interface Realtime {
  state: RealtimeState
  /**
   * Subscribes to a destination; `onMessage` gets each body parsed with `schema` (bodies that do
   * not parse are skipped with a warning). Returns the unsubscribe function.
   */
  subscribe<T>(destination: string, schema: PayloadSchema<T>, onMessage: (body: T) => void): () => void
  /**
   * Sends a JSON body; false when not connected (nothing is queued). With `onRefused` the frame
   * asks for a receipt, and a broker's ERROR answering it calls `onRefused` with the broker's words.
   */
  publish(destination: string, body: unknown, onRefused?: (message: string) => void): boolean
}

interface Entry {
  /** Subscribes on a (re)connected client; it closes over the destination, schema and handler. */
  listen: (client: Client) => StompSubscription
  subscription: StompSubscription | null
}

const RealtimeContext = createContext<Realtime | null>(null)

let receiptCounter = 0

function attach(client: Client, entry: Entry): void {
  entry.subscription = entry.listen(client)
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
  /** Receipt id → what to do if the broker refuses that frame. */
  const refusals = useRef(new Map<string, (message: string) => void>())

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
        // Receipts of a closed connection never come; its sends time out as not delivered.
        refusals.current.clear()
        // stompjs tries again after the reconnect delay.
        if (active) setConnected(false)
      },
      onError: (message, receiptId) => {
        const refused = receiptId === undefined ? undefined : refusals.current.get(receiptId)
        if (receiptId === undefined || !refused) {
          console.error('Realtime connection refused:', message)
          return
        }
        refusals.current.delete(receiptId)
        refused(message)
      },
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

  const subscribe = useCallback(<T,>(destination: string, schema: PayloadSchema<T>, onMessage: (body: T) => void) => {
    const entry: Entry = { listen: (client) => subscribeParsed(client, destination, schema, onMessage), subscription: null }
    entries.current.add(entry)
    const client = clientRef.current
    if (client?.connected) attach(client, entry)
    return () => {
      entries.current.delete(entry)
      if (clientRef.current?.connected) detach(entry)
      else entry.subscription = null
    }
  }, [])

  const publish = useCallback((destination: string, body: unknown, onRefused?: (message: string) => void) => {
    const client = clientRef.current
    if (!client?.connected) return false
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (onRefused) {
      receiptCounter += 1
      const receipt = `send-${receiptCounter}`
      headers.receipt = receipt
      refusals.current.set(receipt, onRefused)
      client.watchForReceipt(receipt, () => refusals.current.delete(receipt))
    }
    client.publish({ destination, body: JSON.stringify(body), headers })
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
 * Subscribes for as long as the component is mounted; `onMessage` gets bodies parsed with the
 * contract `schema`. The latest `onMessage` is always called, so it need not be memoised.
 */
export function useRealtimeSubscription<T>(
  destination: string | null,
  schema: PayloadSchema<T>,
  onMessage: (body: T) => void,
): void {
  const { subscribe } = useRealtime()
  const handler = useRef(onMessage)
  useEffect(() => {
    handler.current = onMessage
  })
  useEffect(() => {
    if (!destination) return
    return subscribe(destination, schema, (body) => handler.current(body))
  }, [destination, schema, subscribe])
}
