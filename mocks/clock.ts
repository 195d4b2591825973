import dayjs from 'dayjs'

/** Calendar day `YYYY-MM-DD` in the browser's time zone. */
export function today(now: Date = new Date()): string {
  return dayjs(now).format('YYYY-MM-DD')
}

export function isoNow(): string {
  return new Date().toISOString()
}

/** A day relative to today, e.g. `dayFromToday(-3)`. */
export function dayFromToday(offset: number, now: Date = new Date()): string {
  return dayjs(now).add(offset, 'day').format('YYYY-MM-DD')
}

/** Milliseconds since the epoch: the server's notion of "now" (fake timers move it in tests). */
export function nowMs(): number {
  return Date.now()
}
