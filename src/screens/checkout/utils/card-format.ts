/** SPEC §5 and §9: input limits of the checkout card form. */
export const CARD_LIMITS = { cardNumber: 19, expiryDate: 5, cvv: 4 } as const

const digitsOf = (value: string) => value.replace(/\D/g, '')

/** Digits grouped in fours ("4242 4242 4242 4242"), at most 19 characters. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, 16)
  return (digits.match(/.{1,4}/g) ?? []).join(' ').slice(0, CARD_LIMITS.cardNumber)
}

/**
 * MM/YY with the slash inserted as the second month digit is typed. When the user is deleting
 * (the new value is shorter than the previous one) no slash is added back, so backspace works.
 */
export function formatExpiry(value: string, previous = ''): string {
  let digits = digitsOf(value).slice(0, 4)
  // A first digit above 1 can only be a single-digit month: "4" means April.
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`
  const deleting = value.length < previous.length
  if (digits.length < 2) return digits
  if (digits.length === 2) return deleting ? digits : `${digits}/`
  return `${digits.slice(0, 2)}/${digits.slice(2)}`.slice(0, CARD_LIMITS.expiryDate)
}

/** Digits only, at most 4. */
export function formatCvv(value: string): string {
  return digitsOf(value).slice(0, CARD_LIMITS.cvv)
}

export interface CardValues {
  cardNumber: string
  cardName: string
  expiryDate: string
  cvv: string
  email: string
}

export const EMPTY_CARD: CardValues = { cardNumber: '', cardName: '', expiryDate: '', cvv: '', email: '' }

export const CARD_ERRORS = {
  cardNumberRequired: 'Card number is required',
  cardNumberInvalid: 'Enter the full card number (13 to 16 digits)',
  cardNameRequired: 'Name on card is required',
  expiryRequired: 'Expiry date is required',
  expiryInvalid: 'Use the MM/YY format',
  expiryPast: 'This card has expired',
  cvvInvalid: 'CVV must be 3 or 4 digits',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
} as const

type Validator = (value: string) => string | null

/** Field rules; `now` is injectable so the expiry check is testable. */
export function cardValidators(now: Date = new Date()): Record<keyof CardValues, Validator> {
  return {
    cardNumber: (value) => {
      const digits = digitsOf(value)
      if (digits.length === 0) return CARD_ERRORS.cardNumberRequired
      return digits.length < 13 ? CARD_ERRORS.cardNumberInvalid : null
    },
    cardName: (value) => (value.trim() === '' ? CARD_ERRORS.cardNameRequired : null),
    expiryDate: (value) => {
      if (value.trim() === '') return CARD_ERRORS.expiryRequired
      const match = /^(\d{2})\/(\d{2})$/.exec(value)
      const month = match ? Number(match[1]) : 0
      if (!match || month < 1 || month > 12) return CARD_ERRORS.expiryInvalid
      // A card is valid through the last day of its expiry month.
      const year = 2000 + Number(match[2])
      const current = now.getFullYear() * 12 + now.getMonth()
      return year * 12 + (month - 1) < current ? CARD_ERRORS.expiryPast : null
    },
    cvv: (value) => (/^\d{3,4}$/.test(value) ? null : CARD_ERRORS.cvvInvalid),
    email: (value) => {
      if (value.trim() === '') return CARD_ERRORS.emailRequired
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : CARD_ERRORS.emailInvalid
    },
  }
}
