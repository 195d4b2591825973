/** Calendar days as every screen reads and writes them. */
import dayjs from 'dayjs'

const twoDigits = (value: number) => String(value).padStart(2, '0')

/**
 * Calendar day of `date` (default now) as `YYYY-MM-DD`. Today's is read from the clock directly:
 * every row of a list asks for it (is the task overdue?), and dayjs' `format` costs ten times as
 * much (issue 13).
 */
export function isoDay(date: dayjs.ConfigType = undefined): string {
  if (date !== undefined) return dayjs(date).format('YYYY-MM-DD')
  const now = new Date()
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`
}

/** Days already written out: a list shows a few dozen distinct days across hundreds of rows. */
const writtenDays = new Map<string, string>()
const WRITTEN_DAYS_KEPT = 2000

/** `Mar 4, 2026` for a `YYYY-MM-DD` day or an instant; '—' when absent. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '—'
  const known = writtenDays.get(value)
  if (known !== undefined) return known
  const parsed = dayjs(value)
  const text = parsed.isValid() ? parsed.format('MMM D, YYYY') : '—'
  if (writtenDays.size >= WRITTEN_DAYS_KEPT) writtenDays.clear()
  writtenDays.set(value, text)
  return text
}
