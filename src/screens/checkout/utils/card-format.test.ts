import { describe, expect, it } from 'vitest'
import { CARD_ERRORS, cardValidators, formatCardNumber, formatCvv, formatExpiry } from './card-format'

describe('formatCardNumber', () => {
  it('groups digits in fours and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('4242-42a4 2')).toBe('4242 4242')
    expect(formatCardNumber('42424')).toBe('4242 4')
  })

  it('never exceeds 19 characters', () => {
    const formatted = formatCardNumber('1234567890123456789012')
    expect(formatted).toBe('1234 5678 9012 3456')
    expect(formatted).toHaveLength(19)
  })
})

describe('formatExpiry', () => {
  it('inserts the slash after the month', () => {
    expect(formatExpiry('1')).toBe('1')
    expect(formatExpiry('12', '1')).toBe('12/')
    expect(formatExpiry('1228')).toBe('12/28')
    expect(formatExpiry('12/2')).toBe('12/2')
  })

  it('pads a single-digit month and stops at 5 characters', () => {
    expect(formatExpiry('4')).toBe('04/')
    expect(formatExpiry('12/2899')).toBe('12/28')
  })

  it('lets backspace remove the slash', () => {
    expect(formatExpiry('12', '12/')).toBe('12')
  })
})

describe('formatCvv', () => {
  it('keeps digits only, at most 4', () => {
    expect(formatCvv('1a2b3')).toBe('123')
    expect(formatCvv('123456')).toBe('1234')
  })
})

describe('cardValidators', () => {
  const rules = cardValidators(new Date(2026, 4, 15))

  it('explains each problem', () => {
    expect(rules.cardNumber('')).toBe(CARD_ERRORS.cardNumberRequired)
    expect(rules.cardNumber('4242 4242')).toBe(CARD_ERRORS.cardNumberInvalid)
    expect(rules.cardName('  ')).toBe(CARD_ERRORS.cardNameRequired)
    expect(rules.expiryDate('')).toBe(CARD_ERRORS.expiryRequired)
    expect(rules.expiryDate('13/28')).toBe(CARD_ERRORS.expiryInvalid)
    expect(rules.expiryDate('04/26')).toBe(CARD_ERRORS.expiryPast)
    expect(rules.cvv('12')).toBe(CARD_ERRORS.cvvInvalid)
    expect(rules.email('')).toBe(CARD_ERRORS.emailRequired)
    expect(rules.email('sofia@')).toBe(CARD_ERRORS.emailInvalid)
  })

  it('accepts a complete card', () => {
    expect(rules.cardNumber('4242 4242 4242 4242')).toBeNull()
    expect(rules.cardName('Sofia Ramirez')).toBeNull()
    expect(rules.expiryDate('05/26')).toBeNull()
    expect(rules.cvv('123')).toBeNull()
    expect(rules.cvv('1234')).toBeNull()
    expect(rules.email('sofia@example.com')).toBeNull()
  })
})
