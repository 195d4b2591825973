/**
 * One schema per form, over the form's own values, built from the field rules the server also
 * applies (`fields.ts`). Dialogs validate with `useForm({ validate: formResolver(schema) })`; the
 * messages are the ones each form shows (SPEC §5; ours where the spec gives none).
 */
import * as z from 'zod/mini'
import {
  dueNotBeforeStart,
  LIMITS,
  passwordField,
  referralField,
  requiredText,
  richTextField,
  userFieldRules,
} from './fields'

export const FORM_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  roleNameRequired: 'Role name is required',
  titleRequired: 'Title is required',
  /** SPEC §5. */
  projectRequired: 'Please select a project',
  projectNameRequired: 'Project name is required',
  /** A blank template title is not submitted (SPEC §5); this quiet hint says why nothing happened. */
  templateTitleHint: 'Give the template a title to save it.',
  chatNameRequired: 'Chat name is required',
  /** SPEC §5. */
  noParticipants: 'Please select at least one participant',
  directNeedsOne: 'A direct chat is with exactly one person',
} as const

const day = z.nullable(z.string())

/** Sign-in checks only that both are given: an account may predate today's rules. */
export const signInFormSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, FORM_MESSAGES.usernameRequired)),
  password: z.string().check(z.minLength(1, FORM_MESSAGES.passwordRequired)),
})

export const signUpFormSchema = z.object({
  ...userFieldRules,
  password: passwordField,
  referralCode: referralField,
  referredBy: referralField,
})

export const userCreateFormSchema = z.object({ ...userFieldRules, password: passwordField })
/** Editing does not collect a password (SPEC §5). */
export const userEditFormSchema = z.object(userFieldRules)

export const roleFormSchema = z.object({ name: requiredText(FORM_MESSAGES.roleNameRequired, LIMITS.name) })

export const taskFormSchema = z
  .object({
    title: requiredText(FORM_MESSAGES.titleRequired, LIMITS.title),
    description: z.nullable(richTextField),
    /** The project picker's value: a project id as text, or nothing chosen. */
    projectId: z.nullable(z.string()).check(z.refine((value) => Boolean(value), FORM_MESSAGES.projectRequired)),
    startDate: day,
    dueDate: day,
  })
  .check(dueNotBeforeStart())

export const projectFormSchema = z
  .object({
    name: requiredText(FORM_MESSAGES.projectNameRequired, LIMITS.name),
    description: z.nullable(richTextField),
    startDate: day,
    dueDate: day,
  })
  .check(dueNotBeforeStart())

export const templateFormSchema = z.object({ title: requiredText(FORM_MESSAGES.templateTitleHint, LIMITS.title) })

export const newChatFormSchema = z
  .object({
    name: requiredText(FORM_MESSAGES.chatNameRequired, LIMITS.name),
    type: z.enum(['direct', 'team']),
    /** Chosen user ids as text; the signed-in user is added by the server. */
    participants: z.array(z.string()).check(z.minLength(1, FORM_MESSAGES.noParticipants)),
  })
  .check(
    z.refine((value) => !(value.type === 'direct' && value.participants.length > 1), {
      message: FORM_MESSAGES.directNeedsOne,
      path: ['participants'],
    }),
  )
