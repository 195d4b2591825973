/**
 * Field rules shared by the forms (`forms.ts`) and the request schemas (`schemas.ts`), so a value
 * the client accepts is one the server accepts. Messages are the ones the forms show (SPEC §5);
 * the limits are ours (SPEC §5 and §9 give none; docs/decisions.md "Field limits").
 */
import * as z from 'zod/mini'

/** The longest (and shortest, where there is one) value of each kind of text. */
export const LIMITS = {
  personName: 100,
  username: { min: 3, max: 40 },
  email: 254,
  mobileNo: { min: 6, max: 20 },
  password: { min: 6, max: 128 },
  /** Project, role and chat room names. */
  name: 200,
  /** Task, checklist template and checklist item titles. */
  title: 200,
  referral: 100,
  /** Descriptions and comments: a Quill delta serialised as JSON. */
  richText: 100_000,
} as const

export const FIELD_MESSAGES = {
  username: `Use ${LIMITS.username.min} to ${LIMITS.username.max} letters, digits, dots, dashes or underscores`,
  email: 'Enter a valid email address',
  mobileNo: 'Enter a valid mobile number',
  passwordRequired: 'Password is required',
  passwordShort: `Use at least ${LIMITS.password.min} characters`,
  dueBeforeStart: 'Due date must not be before the start date',
  richTextTooLong: 'This text is too long',
} as const

/** The message for text over its limit. */
export const tooLong = (max: number) => `Use at most ${max} characters`

const USERNAME = new RegExp(`^[A-Za-z0-9._-]{${LIMITS.username.min},${LIMITS.username.max}}$`)
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const MOBILE = new RegExp(`^[+()\\d\\s-]{${LIMITS.mobileNo.min},${LIMITS.mobileNo.max}}$`)

/** Text that must not be blank; trimmed, at most `max` characters. */
export function requiredText(requiredMessage: string, max: number) {
  return z.string().check(z.trim(), z.minLength(1, requiredMessage), z.maxLength(max, tooLong(max)))
}

/** Text that may be blank; trimmed, at most `max` characters. */
export function optionalText(max: number) {
  return z.string().check(z.trim(), z.maxLength(max, tooLong(max)))
}

/** A person's first or last name. */
export const personNameField = (label: string) => requiredText(`${label} is required`, LIMITS.personName)

export const usernameField = z.string().check(z.trim(), z.minLength(1, 'Username is required'), z.regex(USERNAME, FIELD_MESSAGES.username))

export const emailField = z
  .string()
  .check(z.trim(), z.minLength(1, 'Email is required'), z.regex(EMAIL, FIELD_MESSAGES.email), z.maxLength(LIMITS.email, tooLong(LIMITS.email)))

export const mobileNoField = z.string().check(z.trim(), z.minLength(1, 'Mobile number is required'), z.regex(MOBILE, FIELD_MESSAGES.mobileNo))

/** A new password: not trimmed (spaces count), but not only spaces either. */
export const passwordField = z.string().check(
  z.minLength(1, FIELD_MESSAGES.passwordRequired),
  z.minLength(LIMITS.password.min, FIELD_MESSAGES.passwordShort),
  z.refine((value) => value.trim() !== '', FIELD_MESSAGES.passwordRequired),
  z.maxLength(LIMITS.password.max, tooLong(LIMITS.password.max)),
)

export const referralField = optionalText(LIMITS.referral)

/** A serialised rich-text value (description, comment). */
export const richTextField = z.string().check(z.maxLength(LIMITS.richText, FIELD_MESSAGES.richTextTooLong))

interface DateRange {
  startDate?: string | null
  dueDate?: string | null
}

/** Object check: a due date, when both are given, is not before the start date. Reported on `dueDate`. */
export function dueNotBeforeStart<T extends DateRange>() {
  return z.refine<T>((value) => !(value.startDate && value.dueDate && value.dueDate < value.startDate), {
    message: FIELD_MESSAGES.dueBeforeStart,
    path: ['dueDate'],
  })
}

/** The fields every user form and user request shares. */
export const userFieldRules = {
  firstName: personNameField('First name'),
  lastName: personNameField('Last name'),
  username: usernameField,
  email: emailField,
  mobileNo: mobileNoField,
}
