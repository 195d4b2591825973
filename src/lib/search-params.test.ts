import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { dayParam, filterParam, idParam, oneOfParam, textParam } from './search-params'

describe('search-param schemas fall back instead of failing', () => {
  it('reads an id from a number or a digit string, else drops it', () => {
    expect(idParam.parse(5)).toBe(5)
    expect(idParam.parse('12')).toBe(12)
    for (const bad of [0, -3, 1.5, 'abc', '5x', '', '99999999999999999999', null, true, { id: 1 }]) {
      expect(idParam.parse(bad)).toBeUndefined()
    }
  })

  it('reads a search text, turning numbers into text, dropping empty and non-text values, cutting at 200', () => {
    expect(textParam.parse('login')).toBe('login')
    expect(textParam.parse(42)).toBe('42')
    expect(textParam.parse('')).toBeUndefined()
    expect(textParam.parse(true)).toBeUndefined()
    expect(textParam.parse(['a'])).toBeUndefined()
    expect(textParam.parse('x'.repeat(500))).toHaveLength(200)
  })

  it('keeps one of the allowed values and drops anything else', () => {
    const tab = oneOfParam(['todo', 'completed'])
    expect(tab.parse('todo')).toBe('todo')
    expect(tab.parse('TODO')).toBeUndefined()
    expect(tab.parse(3)).toBeUndefined()
  })

  it("drops a filter's default 'all' like any unknown value", () => {
    const status = filterParam(['all', 'todo', 'completed'])
    expect(status.parse('completed')).toBe('completed')
    expect(status.parse('all')).toBeUndefined()
    expect(status.parse('nope')).toBeUndefined()
  })

  it('sets a bad key to undefined (the router keeps raw keys a validator leaves out) and adds no missing ones', () => {
    const schema = z.object({ q: textParam, project: idParam })
    expect(schema.parse({ q: false, project: 'x' })).toStrictEqual({ q: undefined, project: undefined })
    expect(schema.parse({})).toStrictEqual({})
  })

  it('keeps a calendar day that exists and drops anything else (the calendar then opens on today)', () => {
    expect(dayParam.parse('2026-11-23')).toBe('2026-11-23')
    expect(dayParam.parse('2028-02-29')).toBe('2028-02-29')
    for (const bad of ['2027-02-29', '2026-02-30', '2026-13-01', '2026-1-3', '23/11/2026', 20261123, '']) expect(dayParam.parse(bad)).toBeUndefined()
  })
})
