import { afterEach, describe, expect, it, vi } from 'vitest'
import { onCaughtError } from './caught-errors'
import { ForbiddenError } from './route-access'

afterEach(() => vi.restoreAllMocks())

describe('onCaughtError', () => {
  it('does not log an expected no-access answer', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    onCaughtError(new ForbiddenError('admin'), { componentStack: '\n    at Users' })
    expect(log).not.toHaveBeenCalled()
  })

  it('still logs any other error a boundary caught', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const error = new Error('boom')
    onCaughtError(error, { componentStack: '\n    at Users' })
    expect(log).toHaveBeenCalledWith(error, '\n    at Users')
  })
})
