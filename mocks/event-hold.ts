/**
 * Server events wait for the change they tell of to be stored, as a real server publishes only what
 * it committed: a write the storage refuses is undone (persist.ts) and its request answered 507,
 * and nobody, in this tab or another, has seen it.
 */
import { deliverServerEvent, type ServerEvent, setServerEventGate } from './services/events'

/** The events a save carries: delivered when it is stored, dropped when it is refused. */
export type HeldEvents = ServerEvent[]

export interface EventHold {
  /** At a save's start: the events of the changes it takes, which then wait for it. */
  take: () => HeldEvents
  /** At its end. */
  settle: (events: HeldEvents, stored: boolean) => void
  /** Lets out what still waits, and events go out at once again. */
  stop: () => void
}

/**
 * Holds every event emitted while `unsaved()` says changes wait for a save, until the save that
 * takes them settles. An event with nothing unsaved rides on the newest save still in flight (its
 * change may be in it), or goes out at once.
 */
export function holdEventsUntilStored(unsaved: () => boolean): EventHold {
  let waiting: HeldEvents = []
  let newest: HeldEvents | null = null
  setServerEventGate((event) => {
    if (unsaved()) waiting.push(event)
    else if (newest) newest.push(event)
    else return false
    return true
  })
  return {
    take: () => {
      const events = waiting
      waiting = []
      newest = events
      return events
    },
    settle: (events, stored) => {
      if (newest === events) newest = null
      if (stored) for (const event of events) deliverServerEvent(event)
      else if (events.length > 0) console.warn(`[mock server] ${events.length} live event(s) of a refused change were not sent.`)
    },
    stop: () => {
      setServerEventGate(null)
      const events = [...(newest ?? []), ...waiting]
      // Emptied in place: a save still in flight then settles nothing twice.
      newest?.splice(0)
      waiting = []
      newest = null
      for (const event of events) deliverServerEvent(event)
    },
  }
}
