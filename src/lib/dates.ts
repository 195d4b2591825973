/** Calendar days as every screen reads and writes them. */
import dayjs from 'dayjs'

/** Calendar day of `date` (default now) as `YYYY-MM-DD`. */
export function isoDay(date: dayjs.ConfigType = undefined): string {
  return dayjs(date).format('YYYY-MM-DD')
}

/** `Mar 4, 2026` for a `YYYY-MM-DD` day or an instant; '—' when absent. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '—'
  const parsed = dayjs(value)
  return parsed.isValid() ? parsed.format('MMM D, YYYY') : '—'
}
