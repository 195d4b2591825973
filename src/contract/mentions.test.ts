import { describe, expect, it } from 'vitest'
import { filterMentionable, matchesMention, mentionQueryBefore } from './mention-search'
import { mentionedUsernames, mentionTokens } from './mentions'

const priya = { id: 1, firstName: 'Priya', lastName: 'Nair', username: 'priya.nair' }
const sofia = { id: 2, firstName: 'Sofía', lastName: 'Ramirez', username: 'staff' }
const marcus = { id: 3, firstName: 'Marcus', lastName: 'Bennett', username: 'manager' }

describe('mention tokens', () => {
  it('finds @username at the start, after spaces and brackets, with its place', () => {
    expect(mentionTokens('@staff please look')).toEqual([{ start: 0, end: 6, username: 'staff' }])
    expect(mentionTokens('Ask (@priya.nair) and @Manager.').map((token) => token.username)).toEqual(['priya.nair', 'Manager'])
    const text = 'cc @priya.nair, thanks'
    const [token] = mentionTokens(text)
    expect(text.slice(token!.start, token!.end)).toBe('@priya.nair')
  })

  it('ignores e-mail addresses, a bare @ and doubled @@', () => {
    expect(mentionTokens('mail priya@example.com or @ or @@staff')).toEqual([])
    expect(mentionTokens('no mentions here')).toEqual([])
  })

  it('lists distinct usernames, lower-cased', () => {
    expect(mentionedUsernames('@Staff and @staff and @manager')).toEqual(['staff', 'manager'])
  })
})

describe('the mention being typed', () => {
  it('is the name after the last @ before the cursor', () => {
    expect(mentionQueryBefore('Hello @')).toBe('')
    expect(mentionQueryBefore('Hello @pri')).toBe('pri')
    expect(mentionQueryBefore('@priya.n')).toBe('priya.n')
  })

  it('is none after a space, in an e-mail address, or without an @', () => {
    expect(mentionQueryBefore('@priya ')).toBeNull()
    expect(mentionQueryBefore('priya@exa')).toBeNull()
    expect(mentionQueryBefore('Hello')).toBeNull()
  })
})

describe('who matches', () => {
  it('matches a prefix of the first name, last name, full name or username, ignoring case and accents', () => {
    expect(matchesMention(priya, 'pri')).toBe(true)
    expect(matchesMention(priya, 'NAI')).toBe(true)
    expect(matchesMention(priya, 'priya n')).toBe(true)
    expect(matchesMention(priya, 'priya.n')).toBe(true)
    expect(matchesMention(sofia, 'sofia')).toBe(true)
    expect(matchesMention(sofia, 'sta')).toBe(true)
    expect(matchesMention(priya, 'riya')).toBe(false)
  })

  it('offers everyone for an empty query, first-name matches first, then by name, up to the limit', () => {
    expect(filterMentionable([sofia, priya, marcus], '').map((person) => person.id)).toEqual([3, 1, 2])
    expect(filterMentionable([sofia, priya, marcus], 'ma').map((person) => person.id)).toEqual([3])
    expect(filterMentionable([sofia, priya, marcus], '', 2)).toHaveLength(2)
  })
})
