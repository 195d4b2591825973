import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiPaths } from '@/contract/paths'
import { apiErrorSchema } from '@/contract/schemas'
import { callWithHeaders } from '../test/api'

const login = (username: string, password: string) =>
  callWithHeaders('POST', apiPaths.auth.login(), { as: 'nobody', body: { username, password } })

async function failTimes(count: number, username = 'staff') {
  for (let attempt = 0; attempt < count; attempt += 1) expect((await login(username, 'wrong-password')).status).toBe(401)
}

function advance(seconds: number) {
  vi.setSystemTime(Date.now() + seconds * 1000)
}

describe('sign-in throttling', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('refuses with 429, Retry-After and TOO_MANY_ATTEMPTS after 5 failures, even the right password', async () => {
    await failTimes(5)
    const refused = await login('staff', 'staff123')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toBe('30')
    expect(apiErrorSchema.parse(refused.body)).toEqual({
      message: 'Too many failed sign-in attempts. Try again in 30 seconds.',
      code: 'TOO_MANY_ATTEMPTS',
    })
    // Another account is not affected.
    expect((await login('manager', 'manager123')).status).toBe(200)
  })

  it('four failures do not lock; failures further apart than the window start a new count', async () => {
    await failTimes(4)
    advance(16 * 60)
    await failTimes(4)
    expect((await login('staff', 'staff123')).status).toBe(200)
  })

  it('time passing unlocks it, and each further failure doubles the wait', async () => {
    await failTimes(5)
    advance(10)
    expect((await login('staff', 'wrong-password')).headers.get('Retry-After')).toBe('20')
    advance(20)
    await failTimes(1)
    const second = await login('staff', 'wrong-password')
    expect(second.status).toBe(429)
    expect(second.headers.get('Retry-After')).toBe('60')
    advance(60)
    await failTimes(1)
    const third = await login('staff', 'staff123')
    expect(third.headers.get('Retry-After')).toBe('120')
    expect(apiErrorSchema.parse(third.body).message).toBe('Too many failed sign-in attempts. Try again in 2 minutes.')
    advance(120)
    expect((await login('staff', 'staff123')).status).toBe(200)
  })

  it('a successful sign-in resets the count', async () => {
    await failTimes(4)
    expect((await login('staff', 'staff123')).status).toBe(200)
    await failTimes(4)
    expect((await login('staff', 'staff123')).status).toBe(200)
  })

  it('unknown usernames share one count for the whole client, apart from real accounts', async () => {
    for (const name of ['nobody.1', 'nobody.2', 'nobody.3', 'nobody.4', 'nobody.5']) await failTimes(1, name)
    const refused = await login('nobody.6', 'anything')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toBe('30')
    expect((await login('staff', 'staff123')).status).toBe(200)
  })

  it('a fresh seed forgets the counts', async () => {
    await failTimes(5)
    const { seedDatabase } = await import('../seed')
    await seedDatabase()
    expect((await login('staff', 'staff123')).status).toBe(200)
  })
})
