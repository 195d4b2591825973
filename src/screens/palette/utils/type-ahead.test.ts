import { afterEach, describe, expect, it } from 'vitest'
import { keepTypedLetters } from './type-ahead'

let stop = () => undefined as void

afterEach(() => {
  stop()
  document.body.replaceChildren()
})

function setUp() {
  const box = document.createElement('input')
  const other = document.createElement('button')
  document.body.append(box, other)
  const typed: string[] = []
  stop = keepTypedLetters(() => box, (letter) => typed.push(letter))
  return { box, other, typed }
}

const press = (target: EventTarget, key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })
  target.dispatchEvent(event)
  return event
}

describe('keepTypedLetters', () => {
  it('sends letters typed elsewhere to the search box, which takes focus, and keeps them from the page', () => {
    const { box, other, typed } = setUp()
    other.focus()
    const event = press(other, 'o')
    press(document.body, ' ')
    expect(typed).toEqual(['o', ' '])
    expect(event.defaultPrevented).toBe(true)
    expect(document.activeElement).toBe(box)
  })

  it('leaves the box’s own keys, key combinations and named keys alone', () => {
    const { box, other, typed } = setUp()
    expect(press(box, 'a').defaultPrevented).toBe(false)
    expect(press(other, 'k', { ctrlKey: true }).defaultPrevented).toBe(false)
    expect(press(other, 'Escape').defaultPrevented).toBe(false)
    expect(press(other, 'ArrowDown').defaultPrevented).toBe(false)
    expect(typed).toEqual([])
  })

  it('stops when told', () => {
    const { other, typed } = setUp()
    stop()
    press(other, 'x')
    expect(typed).toEqual([])
  })
})
