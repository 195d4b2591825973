import { describe, expect, it } from 'vitest'
import { hashPassword, randomKey, sha256Hex, tokenDigest, verifyPassword } from './secrets'

async function webCryptoHex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

describe('secrets', () => {
  it('hashes exactly as Web Crypto’s SHA-256 does, at every padding boundary and beyond ASCII', async () => {
    const samples = ['', 'abc', 'x'.repeat(55), 'x'.repeat(56), 'x'.repeat(64), 'x'.repeat(119), 'pässwörd ✓ 🐝', 'y'.repeat(1000)]
    for (const text of samples) expect(sha256Hex(text), text.slice(0, 20)).toBe(await webCryptoHex(text))
  })

  it('stores passwords salted: the same password twice gives two hashes, both verify, a wrong one does not', () => {
    const first = hashPassword('staff123')
    const second = hashPassword('staff123')
    expect(first).not.toBe(second)
    expect(first).not.toContain('staff123')
    expect(verifyPassword('staff123', first)).toBe(true)
    expect(verifyPassword('staff123', second)).toBe(true)
    expect(verifyPassword('staff124', first)).toBe(false)
    expect(verifyPassword('staff123', 'staff123')).toBe(false)
  })

  it('makes unguessable keys and keeps only a token’s digest', () => {
    const keys = new Set(Array.from({ length: 100 }, () => randomKey()))
    expect(keys.size).toBe(100)
    expect([...keys].every((key) => /^[\w-]{32}$/.test(key))).toBe(true)
    expect(tokenDigest('t')).toMatch(/^[0-9a-f]{64}$/)
  })
})
