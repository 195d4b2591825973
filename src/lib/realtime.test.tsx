import { act, render, screen, waitFor } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { stompDestinations } from '@/contract/paths'
import { type Notification, notificationSchema } from '@/contract/schemas'
import { signInAs } from '@/test/render'
import { type LiveBackend, startLiveBackend } from '@/test/live-backend'
import { emitServerEvent } from '../../mocks/services/events'
import { notify } from '../../mocks/services/notifications'
import { RealtimeProvider, useRealtime, useRealtimeSubscription } from './realtime'
import { SessionProvider } from './session-context'
import { createSessionStore } from './session-store'

let live: LiveBackend | null = null
afterEach(() => {
  live?.stop()
  live = null
})

function Probe() {
  const { state } = useRealtime()
  const [messages, setMessages] = useState<string[]>([])
  useRealtimeSubscription(stompDestinations.notifications, notificationSchema, (body) => {
    expectTypeOf(body).toEqualTypeOf<Notification>()
    setMessages((all) => [...all, body.message])
  })
  return (
    <div>
      <p data-testid="state">{state}</p>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  )
}

async function renderProbe() {
  const user = await signInAs('staff')
  const session = createSessionStore()
  session.init()
  render(
    <SessionProvider store={session}>
      <RealtimeProvider reconnectDelay={50}>
        <Probe />
      </RealtimeProvider>
    </SessionProvider>,
  )
  return { user, session }
}

const push = (userId: number, message: string) =>
  act(async () => {
    await notify({ userId, actorId: null, type: 'TASK_ASSIGNED', message })
  })

describe('realtime connection', () => {
  it('waits for the demo backend, connects while signed in and delivers subscribed messages', async () => {
    const { user } = await renderProbe()
    expect(screen.getByTestId('state')).toHaveTextContent('connecting')
    live = startLiveBackend()
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('connected'))
    await new Promise((resolve) => setTimeout(resolve, 30))
    await push(user.id, 'First push')
    expect(await screen.findByText('First push')).toBeInTheDocument()
  })

  it('skips (with a warning) a body that does not match the contract and delivers the next one parsed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    live = startLiveBackend()
    const { user } = await renderProbe()
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('connected'))
    await new Promise((resolve) => setTimeout(resolve, 30))
    const good: Notification = {
      id: 9001,
      type: 'TASK_ASSIGNED',
      message: 'Well formed',
      createdAt: new Date().toISOString(),
      read: false,
      userId: user.id,
      taskId: null,
      projectId: null,
    }
    act(() => {
      // A server breaking the contract: not an ISO instant, and a type the client does not know.
      emitServerEvent({ kind: 'notification', notification: { ...good, id: 9000, message: 'Malformed', createdAt: 'yesterday' } })
      emitServerEvent({ kind: 'notification', notification: { ...good, id: 9002, message: 'Unknown type', type: 'TASK_EXPLODED' as Notification['type'] } })
      emitServerEvent({ kind: 'notification', notification: good })
    })
    expect(await screen.findByText('Well formed')).toBeInTheDocument()
    expect(screen.queryByText('Malformed')).not.toBeInTheDocument()
    expect(screen.queryByText('Unknown type')).not.toBeInTheDocument()
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn).toHaveBeenCalledWith(
      `Ignored a realtime message on ${stompDestinations.notifications} that does not match the contract`,
      expect.anything(),
    )
    warn.mockRestore()
  })

  it('reconnects after the connection drops and subscribes again', async () => {
    live = startLiveBackend()
    const { user } = await renderProbe()
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('connected'))
    act(() => live!.dropConnections())
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('connecting'))
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('connected'))
    await new Promise((resolve) => setTimeout(resolve, 30))
    await push(user.id, 'After reconnect')
    expect(await screen.findByText('After reconnect')).toBeInTheDocument()
  })

  it('publishes only while connected', async () => {
    const grabbed: { current: ReturnType<typeof useRealtime> | null } = { current: null }
    function Grab() {
      const realtime = useRealtime()
      useEffect(() => {
        grabbed.current = realtime
      })
      return null
    }
    await signInAs('staff')
    const session = createSessionStore()
    session.init()
    render(
      <SessionProvider store={session}>
        <RealtimeProvider reconnectDelay={50}>
          <Grab />
        </RealtimeProvider>
      </SessionProvider>,
    )
    expect(grabbed.current!.publish('/app/room.send.1', { type: 'text', content: 'x' })).toBe(false)
    live = startLiveBackend()
    await waitFor(() => expect(grabbed.current!.state).toBe('connected'))
    expect(grabbed.current!.publish('/app/room.send.1', { type: 'text', content: 'x' })).toBe(true)
  })

  it('disconnects on sign-out', async () => {
    live = startLiveBackend()
    const { session } = await renderProbe()
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('connected'))
    act(() => session.logout())
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('disconnected'))
    await waitFor(() => expect(live!.broker.connectionCount()).toBe(0))
  })
})
