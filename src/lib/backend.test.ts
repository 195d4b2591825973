import { describe, expect, it, vi } from 'vitest'
import { backendStartFor, onFirstInteraction } from './backend'

describe('backendStartFor', () => {
  it('starts after the first paint for app screens, on interaction for sign-in and sign-up, on a call for marketing pages', () => {
    expect(backendStartFor('/dashboard')).toBe('after-first-paint')
    expect(backendStartFor('/tasks/42')).toBe('after-first-paint')
    expect(backendStartFor('/signin')).toBe('on-interaction')
    expect(backendStartFor('/signup/')).toBe('on-interaction')
    expect(backendStartFor('/')).toBe('on-call')
    expect(backendStartFor('/pricing')).toBe('on-call')
  })
})

describe('onFirstInteraction', () => {
  it('runs once, on the first pointer, key or focus event', () => {
    const start = vi.fn()
    onFirstInteraction(start)
    expect(start).not.toHaveBeenCalled()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    window.dispatchEvent(new Event('pointerdown'))
    expect(start).toHaveBeenCalledTimes(1)
  })
})
