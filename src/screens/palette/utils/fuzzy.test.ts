import { describe, expect, it } from 'vitest'
import { queryId, queryWords, scoreText, scoreWord } from './fuzzy'

describe('palette matcher', () => {
  it('finds a word as a substring, best at the start, then at a word start', () => {
    const start = scoreWord('des', 'design hero section')
    const wordStart = scoreWord('her', 'design hero section')
    const inside = scoreWord('sig', 'design hero section')
    expect(start).toBeGreaterThan(wordStart)
    expect(wordStart).toBeGreaterThan(inside)
    expect(inside).toBeGreaterThan(0)
  })

  it('finds letters in order (a subsequence), rewarding word starts', () => {
    expect(scoreWord('dhs', 'design hero section')).toBeGreaterThan(0)
    expect(scoreWord('dhs', 'design hero section')).toBeGreaterThan(scoreWord('dhs', 'dashboards'))
    expect(scoreWord('shd', 'design hero section')).toBe(0)
  })

  it('ranks any substring above a scattered subsequence', () => {
    expect(scoreWord('hero', 'the hero')).toBeGreaterThan(scoreWord('hero', 'h e r o'))
  })

  it('needs every word of the query, in any order', () => {
    expect(scoreText(queryWords('section design'), 'design hero section')).toBeGreaterThan(0)
    expect(scoreText(queryWords('design footer'), 'design hero section')).toBe(0)
    expect(queryWords('  Design   HERO ')).toEqual(['design', 'hero'])
    expect(queryWords('   ')).toEqual([])
  })

  it('reads an id from "#12" or "12", and nothing else', () => {
    expect(queryId('#12')).toBe(12)
    expect(queryId(' 12 ')).toBe(12)
    expect(queryId('12a')).toBeNull()
    expect(queryId('task 12')).toBeNull()
  })
})
